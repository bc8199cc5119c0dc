import { z } from 'zod';
import { isLocalDate } from './calendar.ts';
import { MSG } from './messages.ts';
import { fieldRule, textOf, zQueryId, zText } from './validation.ts';

/**
 * Settlements → Settlements (statements of an organisation's account) and Reports (issue 14 §7,
 * decision 0189). Both read a range of dates; spec 002 §5: 'Date-range reports need both dates'.
 */

/** spec 002 §5 'Reports', word for word. */
export const DATE_RANGE_REQUIRED = 'A range of dates must be selected to generate the report';
export const DATE_FORMAT_MESSAGE = 'Use a date like 2026-12-31';
export const DATE_ORDER_MESSAGE = 'Must be on or after the start date';

/** A date of a report's range: required with the spec's message, yyyy-mm-dd. */
const zRangeDate = z
  .string({ error: DATE_RANGE_REQUIRED })
  .trim()
  .min(1, { error: DATE_RANGE_REQUIRED, abort: true })
  .pipe(zText(10).refine(isLocalDate, DATE_FORMAT_MESSAGE));

/** The end of the range on or after its start (read loosely: it runs while a date is still missing). */
const rangeInOrder = fieldRule<{ dateFrom: string; dateTo: string }>((value) => {
  const from = textOf(value.dateFrom);
  const to = textOf(value.dateTo);
  return isLocalDate(from) && isLocalDate(to) && from > to ? [{ path: ['dateTo'], message: DATE_ORDER_MESSAGE }] : [];
});

const rangeShape = { dateFrom: zRangeDate, dateTo: zRangeDate };

/** Both dates of a report, in order. */
export const ZDateRange = z.object(rangeShape).check(rangeInOrder);
export type TDateRange = z.infer<typeof ZDateRange>;

/** An organisation picked from a list: its id as the select holds it ('' until chosen: 'Required'). */
const zOrganisationId = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required, abort: true }).pipe(zQueryId);

/** GET …/statements/preview: whose statement, for which days. */
export const ZStatementQuery = z.object({ organisationId: zOrganisationId, ...rangeShape }).check(rangeInOrder);
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

export const STATEMENT_FORMATS = ['pdf', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** GET …/statements: the statement as a file. */
export const ZStatementDownloadQuery = z
  .object({ organisationId: zOrganisationId, ...rangeShape, format: z.enum(STATEMENT_FORMATS).default('pdf') })
  .check(rangeInOrder);
export type TStatementDownloadQuery = z.infer<typeof ZStatementDownloadQuery>;

/** GET …/statements/organisations: the picker's search. */
export const ZStatementOrganisationsQuery = z.object({
  term: zText(100)
    .trim()
    .optional()
    .transform((term) => (term ? term : undefined)),
});
export type TStatementOrganisationsQuery = z.infer<typeof ZStatementOrganisationsQuery>;

export const ZStatementOrganisationOption = z.object({ id: z.number().int(), name: z.string(), type: z.string() });
export type TStatementOrganisationOption = z.infer<typeof ZStatementOrganisationOption>;

const zMoney = z.string();
const zDate = z.string();

export const ZStatementTrade = z.object({
  tradeId: z.number().int(),
  formattedId: z.string(),
  /** The organisation's side of the trade. */
  side: z.enum(['seller', 'buyer']),
  season: z.string(),
  commodity: z.string(),
  grade: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  /** The current title transfer, if any. */
  titleTransferDate: zDate.nullable(),
  deliveredTonnes: z.string().nullable(),
});
export type TStatementTrade = z.infer<typeof ZStatementTrade>;

export const ZStatementInvoice = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(['seller', 'buyer']),
  formattedTradeId: z.string(),
  issuedOn: zDate,
  dueDate: zDate,
  status: z.enum(['issued', 'void']),
  total: zMoney,
});
export type TStatementInvoice = z.infer<typeof ZStatementInvoice>;

export const ZStatementPayment = z.object({
  date: zDate,
  /** received: the organisation (a buyer) paid the exchange; paid: the exchange paid it in a payment run. */
  direction: z.enum(['received', 'paid']),
  /** The invoice paid, or the payment run's lodgement reference. */
  reference: z.string(),
  /** buyer, or the payee kind of a run's item (seller, levy, royalty). */
  kind: z.enum(['buyer', 'seller', 'levy', 'royalty']),
  formattedTradeIds: z.array(z.string()),
  amount: zMoney,
});
export type TStatementPayment = z.infer<typeof ZStatementPayment>;

export const WITHHELD_KINDS = ['statutory_levy', 'farm_gate_levy', 'royalty'] as const;
export type WithheldKind = (typeof WITHHELD_KINDS)[number];
export const WITHHELD_KIND_LABELS: Record<WithheldKind, string> = {
  statutory_levy: 'Statutory levy',
  farm_gate_levy: 'Farm gate levy',
  royalty: 'Royalty',
};

/** A levy or royalty line of an issued RCTI. */
export const ZStatementWithheld = z.object({
  formattedTradeId: z.string(),
  invoiceNumber: z.string(),
  issuedOn: zDate,
  commodity: z.string(),
  kind: z.enum(WITHHELD_KINDS),
  label: z.string(),
  amount: zMoney,
  /** Who it is owed to (on a seller's statement); null when no recipient is on record. */
  payee: z.string().nullable(),
});
export type TStatementWithheld = z.infer<typeof ZStatementWithheld>;

export const ZStatementTotals = z.object({
  /** Issued RCTIs: net payable to the organisation as seller. */
  sellerInvoiced: zMoney,
  /** Issued tax invoices: owed by the organisation as buyer. */
  buyerInvoiced: zMoney,
  paymentsReceived: zMoney,
  paymentsMade: zMoney,
  /** Levies and royalties withheld from the organisation's RCTIs. */
  withheld: zMoney,
  /** Levies and royalties withheld for the organisation as their recipient. */
  withheldFor: zMoney,
});
export type TStatementTotals = z.infer<typeof ZStatementTotals>;

export const ZStatement = z.object({
  organisation: z.object({ id: z.number().int(), name: z.string(), abn: z.string().nullable(), type: z.string() }),
  dateFrom: zDate,
  dateTo: zDate,
  trades: z.array(ZStatementTrade),
  invoices: z.array(ZStatementInvoice),
  payments: z.array(ZStatementPayment),
  withheld: z.array(ZStatementWithheld),
  /** A levy or royalty recipient's: what was withheld for it, by trade. */
  withheldFor: z.array(ZStatementWithheld),
  totals: ZStatementTotals,
});
export type TStatement = z.infer<typeof ZStatement>;

/** Settlements → Reports: each a CSV over a range of dates. */
export const SETTLEMENT_REPORTS = ['unpaid-invoices', 'levies-withheld', 'payments-made'] as const;
export type SettlementReport = (typeof SETTLEMENT_REPORTS)[number];

export const ZSettlementReportParams = z.object({ report: z.enum(SETTLEMENT_REPORTS) });

export const SETTLEMENT_REPORT_INFO: Record<SettlementReport, { title: string; description: string; from: string; to: string }> = {
  'unpaid-invoices': {
    title: 'Unpaid invoices by age',
    description:
      'Buyers’ tax invoices issued in the range and not paid in full as at its last day, by days past due: current, 1-30, 31-60, 61-90, 90+.',
    from: 'Issued from',
    to: 'As at',
  },
  'levies-withheld': {
    title: 'Levies withheld by recipient and quarter',
    description: 'Levies and royalties withheld on the sellers’ invoices issued in the range, by recipient and financial quarter.',
    from: 'From',
    to: 'To',
  },
  'payments-made': {
    title: 'Payments made',
    description: 'Every payment of a payment run paid in the range: sellers, levy and royalty recipients.',
    from: 'From',
    to: 'To',
  },
};

/** Days past due → the aged report's bucket. */
export const AGE_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];
export function ageBucket(daysPastDue: number): AgeBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

/**
 * The Australian financial quarter a day falls in (the year runs July to June): '2026-10-05' →
 * 'Q2 2026-27'.
 */
export function financialQuarter(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const startYear = month >= 7 ? year : year - 1;
  const quarter = Math.floor(((month + 5) % 12) / 3) + 1;
  return `Q${quarter} ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}
