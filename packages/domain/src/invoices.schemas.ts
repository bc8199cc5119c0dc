import { z } from 'zod';
import { dec, maxDec, money } from './decimal.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import type { Role } from './roles.ts';
import { zQueryId } from './validation.ts';

/**
 * Settlement invoices as their parties and staff read them (issue 14 §3): the seller's
 * recipient-created tax invoice (RCTI-…) and the buyer's tax invoice (INV-…), each with what has
 * been paid of it and where it stands. The PDF is GET /api/invoices/:invoiceId/pdf.
 */

export const INVOICE_KINDS = ['seller', 'buyer'] as const;
export type TInvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Readonly<Record<TInvoiceKind, string>> = {
  seller: 'RCTI',
  buyer: 'Tax invoice',
};

export const INVOICE_STATUSES = ['issued', 'void'] as const;

/** Where an invoice stands, in words: what the lists show and filter by. */
export const INVOICE_STANDINGS = ['Awaiting payment', 'Part paid', 'Paid', 'Overdue', 'Void'] as const;
export type TInvoiceStanding = (typeof INVOICE_STANDINGS)[number];

/** The roles that have invoices of their own (or their clients'): whoever trades. Staff read every one. */
export const INVOICE_MEMBER_ROLES: readonly Role[] = ['Grower', 'Trader', 'Agent'];

/** Where an invoice's notification leads: the member's invoices page (portal-sections.test.ts checks it is routed). */
export const INVOICE_NOTIFICATION_LINK = '/portal/invoices';

/** The link of an invoice's notification for a user of this role: none for a role that has no invoices page. */
export const invoiceLinkFor = (role: Role): string | null => (INVOICE_MEMBER_ROLES.includes(role) ? INVOICE_NOTIFICATION_LINK : null);

export const ZInvoice = z.object({
  id: z.number(),
  /** 'RCTI-000001' or 'INV-000001'. */
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  tradeId: z.number(),
  tradeFormattedId: z.string(),
  /** The party the invoice is to: the seller of an RCTI, the buyer of a tax invoice (never the counterparty). */
  organisation: z.object({ id: z.number(), name: z.string() }),
  /** yyyy-mm-dd */
  issuedOn: z.string(),
  dueDate: z.string(),
  /** $, two decimals: the seller's net payable, or what the buyer owes. */
  total: z.string(),
  /** Buyer: the sum of its payments. Seller: the total once the trade is settled (paid to the seller). */
  paid: z.string(),
  outstanding: z.string(),
  status: z.enum(INVOICE_STATUSES),
  standing: z.enum(INVOICE_STANDINGS),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** GET /api/invoices: newest first; the term searches the invoice number and the trade id; the dates are the issue dates. */
export const INVOICE_SORTS = ['issuedOn', 'dueDate', 'number', 'total'] as const;
export const ZInvoicesQuery = zListQuery({
  sorts: INVOICE_SORTS,
  filters: { kind: z.enum(INVOICE_KINDS).optional() },
});
export type TInvoicesQuery = z.infer<typeof ZInvoicesQuery>;
export const ZInvoicesPage = zPage(ZInvoice);
export type TInvoicesPage = z.infer<typeof ZInvoicesPage>;

export const ZInvoiceParams = z.object({ invoiceId: zQueryId });

/** GET /api/back-office/trades/:tradeId/invoices: both invoices of a trade, voided ones too, seller's first. */
export const ZTradeInvoices = z.object({ invoices: z.array(ZInvoice) });
export type TTradeInvoices = z.infer<typeof ZTradeInvoices>;

/** The download path of an invoice's PDF. */
export const invoicePdfPath = (invoiceId: number) => `/api/invoices/${invoiceId}/pdf`;

/** Paid in full: its payments (or, for an RCTI, the payment to the seller) reach its total. */
export const isPaidInFull = (invoice: { total: string; paid: string }): boolean => dec(invoice.paid).greaterThanOrEqualTo(invoice.total);

/**
 * Where an invoice stands on `today` (yyyy-mm-dd, Sydney): void; paid in full; overdue once its due
 * date has passed unpaid (part paid or not); part paid; or awaiting payment.
 */
export function invoiceStanding(
  invoice: { status: (typeof INVOICE_STATUSES)[number]; total: string; paid: string; dueDate: string },
  today: string,
): TInvoiceStanding {
  if (invoice.status === 'void') return 'Void';
  if (isPaidInFull(invoice)) return 'Paid';
  if (invoice.dueDate < today) return 'Overdue';
  return dec(invoice.paid).greaterThan(0) ? 'Part paid' : 'Awaiting payment';
}

/** What is left to pay, never below nothing; a void invoice owes nothing. */
export const invoiceOutstanding = (invoice: { status: (typeof INVOICE_STATUSES)[number]; total: string; paid: string }): string =>
  invoice.status === 'void' ? '0.00' : money(maxDec(dec(invoice.total).minus(invoice.paid), 0));
