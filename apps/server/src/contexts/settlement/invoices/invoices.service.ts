import { sydneyDate } from '@cgx/domain/calendar';
import {
  INVOICE_MEMBER_ROLES,
  isPaidInFull,
  type TInvoicesPage,
  type TInvoicesQuery,
  type TTradeInvoices,
} from '@cgx/domain/invoices.schemas';
import { isStaffRole } from '@cgx/domain/roles';
import { dec, money } from '@cgx/domain/decimal';
import { formatMoney } from '@cgx/domain/format';
import { lateInterest } from '@cgx/domain/settlement/due-dates';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, requireRole, requireStaff } from '../../../lib/access.ts';
import { notFound } from '../../../lib/errors.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoicePdfFilename } from './invoice-email.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { interestRateOn } from '../settlement/settlement-trade.repository.ts';
import { presentInvoice } from './invoices.presenter.ts';
import { findInvoice, type InvoiceScope, invoicesOfTrade, pageInvoices, tradeExists } from './invoices.repository.ts';

/** The exchange's own staff (not while impersonating a member) read every invoice. */
const isStaff = (auth: AuthContext) => isStaffRole(auth.user.role) && auth.organisation.type === 'exchange' && !auth.impersonating;

const scopeOf = (auth: AuthContext): InvoiceScope => (isStaff(auth) ? null : { organisationId: auth.organisation.id });

const today = (context: AppContext) => sydneyDate(context.clock.now());

/**
 * A page of the invoices the caller may read (issue 14 §3): a grower its RCTIs, a buyer its tax
 * invoices, an agent its verified clients' RCTIs, staff every one.
 */
export async function listInvoices(context: AppContext, auth: AuthContext, query: TInvoicesQuery): Promise<TInvoicesPage> {
  if (!isStaff(auth)) requireRole(auth, INVOICE_MEMBER_ROLES);
  const page = await pageInvoices(context.db, scopeOf(auth), query);
  const on = today(context);
  return { ...page, rows: page.rows.map((row) => presentInvoice(row, on)) };
}

type InvoiceAsStored = { document: Record<string, unknown>; status: 'issued' | 'void'; total: string; paid: string };

/**
 * The frozen document as it reads on `today`: stamped void once voided, paid once paid in full, and a
 * buyer's invoice past its due date unpaid is overdue with the late-payment interest owed so far
 * (design §5: the setting's annual rate, actual/365, on what is outstanding).
 */
export async function documentAsItStands(db: Db, invoice: InvoiceAsStored, today: string): Promise<InvoiceDocument> {
  const document = invoice.document as unknown as InvoiceDocument;
  if (invoice.status === 'void') return { ...document, status: 'void' };
  if (isPaidInFull(invoice)) return { ...document, status: 'paid' };
  if (document.kind !== 'buyer' || document.dueDate >= today) return { ...document, status: 'issued' };
  const outstanding = money(dec(invoice.total).minus(invoice.paid));
  const rate = await interestRateOn(db, 'late', today);
  const late = lateInterest({ amountOverdue: outstanding, annualRatePercent: rate, dueDate: document.dueDate, paidOn: today });
  const line = {
    label: `Late-payment interest: ${late.daysOverdue} days at ${dec(rate).toString()}% a year on ${formatMoney(outstanding)} overdue`,
    amount: late.amount,
  };
  return { ...document, status: 'overdue', interest: [...document.interest, line] };
}

/** An invoice as stored, if the caller may see it: its own organisation (or the agent acting for it) and staff. */
export const findInvoiceFor = (context: AppContext, auth: AuthContext, invoiceId: number) =>
  findInvoice(context.db, invoiceId, scopeOf(auth));

/**
 * An invoice's PDF for its own organisation (or the agent acting for it) and staff; to anyone else
 * it does not exist (404), so no one learns another organisation's invoice numbers.
 */
export async function invoicePdf(context: AppContext, auth: AuthContext, invoiceId: number) {
  const invoice = await findInvoiceFor(context, auth, invoiceId);
  if (!invoice) throw notFound();
  const document = await documentAsItStands(context.db, invoice, today(context));
  return { filename: invoicePdfFilename(document), content: await renderInvoicePdf(document) };
}

/** Staff: both invoices of a trade, voided ones too, each with what is paid and outstanding. */
export async function tradeInvoices(context: AppContext, auth: AuthContext, tradeId: number): Promise<TTradeInvoices> {
  requireStaff(auth);
  if (!(await tradeExists(context.db, tradeId))) throw notFound();
  const on = today(context);
  return { invoices: (await invoicesOfTrade(context.db, tradeId)).map((row) => presentInvoice(row, on)) };
}
