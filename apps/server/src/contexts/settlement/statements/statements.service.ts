import { sydneyDate } from '@cgx/domain/calendar';
import { dec, money } from '@cgx/domain/decimal';
import type {
  TStatement,
  TStatementDownloadQuery,
  TStatementOrganisationOption,
  TStatementOrganisationsQuery,
  TStatementQuery,
  TStatementWithheld,
} from '@cgx/domain/statements.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requirePermission, requireStaff } from '../../../lib/access.ts';
import { fieldError } from '../../../lib/errors.ts';
import { exchangeOrganisation } from '../settlement/settlement-trade.repository.ts';
import { type StatementCsvRow, statementCsvRows, statementFilename } from './statement-csv.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import {
  searchOrganisations,
  statementInvoices,
  statementOrganisation,
  statementPayments,
  statementTrades,
  withheldFor,
  withheldFrom,
  withheldLines,
  type WithheldRow,
} from './statements.repository.ts';

/** Statements and settlement reports are the staff's, with the soi permission (spec 002 §6, decision 0189). */
export function requireStatements(auth: AuthContext): void {
  requireStaff(auth);
  requirePermission(auth, 'soi');
}

export const NO_SUCH_ORGANISATION = 'No such organisation';

const sum = (amounts: readonly string[]): string => money(amounts.reduce((total, amount) => total.plus(amount), dec(0)));

const presentWithheld = (row: WithheldRow): TStatementWithheld => ({
  formattedTradeId: row.formatted_trade_id,
  invoiceNumber: row.invoice_number,
  issuedOn: row.issued_on,
  commodity: row.commodity,
  kind: row.kind,
  label: row.label,
  amount: row.amount,
  payee: row.payee,
});

export async function listStatementOrganisations(
  context: AppContext,
  auth: AuthContext,
  query: TStatementOrganisationsQuery,
): Promise<TStatementOrganisationOption[]> {
  requireStatements(auth);
  return searchOrganisations(context.db, query.term);
}

/**
 * An organisation's statement for a range of days (issue 14 §7): every trade it sold or bought whose
 * title passed or whose invoice to it was issued in the range, its invoices, the payments it made to
 * the exchange and those the exchange made to it, the levies and royalties withheld from its RCTIs,
 * and, for a levy or royalty recipient, what was withheld for it: what it reconciles against.
 * Totals count issued invoices only (a void one is listed, marked, and counts for nothing).
 */
export async function buildStatement(context: AppContext, auth: AuthContext, query: TStatementQuery): Promise<TStatement> {
  requireStatements(auth);
  const { db } = context;
  const organisation = await statementOrganisation(db, query.organisationId);
  if (!organisation) throw fieldError('organisationId', NO_SUCH_ORGANISATION);
  const range = { dateFrom: query.dateFrom, dateTo: query.dateTo };
  const [trades, invoices, payments, withheld, withheldForIt] = await Promise.all([
    statementTrades(db, organisation.id, range),
    statementInvoices(db, organisation.id, range),
    statementPayments(db, organisation.id, range),
    withheldLines(db, range, withheldFrom(organisation.id)),
    withheldLines(db, range, withheldFor(organisation.id)),
  ]);
  const issuedTotal = (kind: 'seller' | 'buyer') =>
    sum(invoices.filter((invoice) => invoice.kind === kind && invoice.status === 'issued').map((invoice) => invoice.total));
  return {
    organisation,
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    trades: trades.map((row) => ({
      tradeId: Number(row.trade_id),
      formattedId: row.formatted_id,
      side: row.side,
      season: row.season,
      commodity: row.commodity,
      grade: row.grade,
      quantity: row.quantity,
      price: row.price,
      titleTransferDate: row.transferred_on,
      deliveredTonnes: row.delivered_tonnes,
    })),
    invoices: invoices.map((row) => ({
      id: Number(row.id),
      number: row.number,
      kind: row.kind,
      formattedTradeId: row.formatted_trade_id,
      issuedOn: row.issued_on,
      dueDate: row.due_date,
      status: row.status,
      total: row.total,
    })),
    payments: payments.map((row) => ({
      date: row.date,
      direction: row.direction,
      reference: row.reference,
      kind: row.kind,
      formattedTradeIds: row.trades ? row.trades.split(',') : [],
      amount: row.amount,
    })),
    withheld: withheld.map(presentWithheld),
    withheldFor: withheldForIt.map((row) => ({ ...presentWithheld(row), payee: null })),
    totals: {
      sellerInvoiced: issuedTotal('seller'),
      buyerInvoiced: issuedTotal('buyer'),
      paymentsReceived: sum(payments.filter((row) => row.direction === 'received').map((row) => row.amount)),
      paymentsMade: sum(payments.filter((row) => row.direction === 'paid').map((row) => row.amount)),
      withheld: sum(withheld.map((row) => row.amount)),
      withheldFor: sum(withheldForIt.map((row) => row.amount)),
    },
  };
}

export type StatementFile =
  { format: 'pdf'; filename: string; content: Buffer } | { format: 'csv'; filename: string; rows: StatementCsvRow[] };

/** The statement as a PDF (the invoices' style) or a CSV (one row per item under its section, then the totals). */
export async function statementFile(context: AppContext, auth: AuthContext, query: TStatementDownloadQuery): Promise<StatementFile> {
  const { format, ...rest } = query;
  const statement = await buildStatement(context, auth, rest);
  if (format === 'csv') return { format, filename: statementFilename(statement, 'csv'), rows: statementCsvRows(statement) };
  const exchange = await exchangeOrganisation(context.db);
  const content = await renderStatementPdf(statement, {
    issuedOn: sydneyDate(context.clock.now()),
    issuer: { name: exchange.tradingName, abn: exchange.abn },
  });
  return { format, filename: statementFilename(statement, 'pdf'), content };
}
