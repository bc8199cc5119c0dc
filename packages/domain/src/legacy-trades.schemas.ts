import { z } from 'zod';
import { isLocalDate } from './calendar.ts';
import { dec } from './decimal.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MSG } from './messages.ts';
import { ORGANISATION_TYPES } from './roles.ts';
import { TRADE_STATUSES, TRADE_STATUS_LABELS, type TradeStatus } from './trade-status.ts';
import { EMAIL_PATTERN, zPlainText, zQueryId } from './validation.ts';

/**
 * Legacy trades (spec 002 §2, §3 'Legacy trade'; decision 0182): trades made before an exchange
 * moved onto the platform, imported from a CSV or Excel file and read-only afterwards. One row is
 * one trade. The parties and the reference data are the platform's own rows, named in the file and
 * matched by the server; every row is checked and nothing is saved while any row is wrong.
 */

/** At most this many rows in one file (a whole exchange's history in a few files). */
export const LEGACY_TRADES_MAX_ROWS = 20_000;
/** The largest file: 20,000 rows of about 300 characters, with room to spare. */
export const LEGACY_TRADES_MAX_BYTES = 10 * 1024 * 1024;
/** The sanity bounds of one trade. */
export const LEGACY_MAX_QUANTITY = '200000';
export const LEGACY_MAX_PRICE = '5000';
export const LEGACY_MAX_SPREADS = 20;

/** The file's columns, in the template's order; `optional` columns may be left out of the file. */
export const LEGACY_TRADE_COLUMNS = [
  { header: 'Reference', key: 'reference' },
  { header: 'Type', key: 'type' },
  { header: 'Trade date', key: 'tradeDate' },
  { header: 'Season', key: 'season' },
  { header: 'Delivery period', key: 'deliveryPeriod', optional: true },
  { header: 'Commodity', key: 'commodity' },
  { header: 'Grade', key: 'grade', optional: true },
  { header: 'Site', key: 'site', optional: true },
  { header: 'Quantity (mt)', key: 'quantity' },
  { header: 'Shrunk (mt)', key: 'shrunk', optional: true },
  { header: 'Price ($/mt)', key: 'price' },
  { header: 'Port equiv ($/mt)', key: 'portEquiv', optional: true },
  { header: 'Status', key: 'status', optional: true },
  { header: 'Seller invoice', key: 'sellerInvoice', optional: true },
  { header: 'Buyer invoice', key: 'buyerInvoice', optional: true },
  { header: 'Seller type', key: 'sellerType' },
  { header: 'Spreads', key: 'spreads', optional: true },
  { header: 'Oil (%)', key: 'oil', optional: true },
  { header: 'Admix (%)', key: 'admix', optional: true },
  { header: 'Seller organisation', key: 'sellerOrganisation' },
  { header: 'Buyer organisation', key: 'buyerOrganisation' },
  { header: 'Agent organisation', key: 'agentOrganisation', optional: true },
  { header: 'Offer creator', key: 'offerCreator', optional: true },
  { header: 'Bid creator', key: 'bidCreator', optional: true },
  { header: 'Seller user', key: 'sellerUser', optional: true },
  { header: 'Buyer user', key: 'buyerUser', optional: true },
  { header: 'Agent user', key: 'agentUser', optional: true },
] as const;
export type LegacyTradeColumnKey = (typeof LEGACY_TRADE_COLUMNS)[number]['key'];

/** The header of a column by its key (for a problem found after the row schema). */
export const legacyTradeHeader = (key: LegacyTradeColumnKey): string =>
  LEGACY_TRADE_COLUMNS.find((column) => column.key === key)?.header ?? key;

/** The seller's organisation type when traded, as the file writes it. */
export const LEGACY_SELLER_TYPES = ['Grower', 'Trader', 'Agent', 'Storage Provider'] as const;

export const LEGACY_TRADE_MESSAGES = {
  date: 'Use a date like 2021-03-31 or 31/03/2021',
  dateAfterToday: 'Must not be after today',
  quantity: 'Enter tonnes above 0, up to 3 decimals',
  quantityMax: `Must be at most ${Number(LEGACY_MAX_QUANTITY).toLocaleString('en-AU')} mt`,
  shrunk: 'Enter tonnes, up to 3 decimals',
  price: 'Enter an amount in dollars and cents above 0',
  priceMax: `Must be at most $${Number(LEGACY_MAX_PRICE).toLocaleString('en-AU')}/mt`,
  portEquiv: 'Enter an amount in dollars and cents',
  status: `Choose one of ${TRADE_STATUSES.join(', ')}`,
  statusWithInvoices: 'Required when the trade has an invoice (without invoices it is settled_externally)',
  sellerType: `Choose one of ${LEGACY_SELLER_TYPES.join(', ')}`,
  spreads: 'Write spreads like APW1:5.00;H2:-3.00 (grade, then $/mt)',
  tooManySpreads: `At most ${LEGACY_MAX_SPREADS} spreads`,
  oil: 'must be between 35 and 55',
  admix: 'must be between 0 and 25',
  percent: 'Enter a percentage, up to 2 decimals',
  email: 'Enter the user’s e-mail address',
  duplicateInFile: (row: number) => `The same reference is on row ${row}.`,
  alreadyImported: 'A legacy trade with this reference is already imported.',
  unknown: (what: string, name: string) => `No ${what} is called ${name}.`,
  ambiguous: (what: string, name: string) => `More than one ${what} is called ${name}: use its ABN.`,
  ambiguousSite: (name: string) => `More than one site is called ${name}: write it as ${name} (STATE).`,
  unknownUser: (email: string) => `No user has the e-mail address ${email}.`,
} as const;

const text = (max: number) => zPlainText(max);
const required = (max: number) => text(max).min(1, { message: MSG.required, abort: true });
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((value) => (value ? value : null));

/** A decimal as text with at most `places` decimals (and a minus sign when `signed`). */
const decimalPattern = (places: number, signed = false) => new RegExp(`^${signed ? '-?' : ''}\\d{1,9}(\\.\\d{1,${places}})?$`);

/** 2021-03-31 or 31/03/2021 (the old systems' exports), answered as 2021-03-31. */
export function legacyDate(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isLocalDate(date) && year >= '1990' ? date : null;
}

const zTradeDate = required(10).transform((value, context) => {
  const date = legacyDate(value);
  if (!date) {
    context.addIssue({ code: 'custom', message: LEGACY_TRADE_MESSAGES.date });
    return z.NEVER;
  }
  return date;
});

const zLegacyQuantity = required(20)
  .regex(decimalPattern(3), { message: LEGACY_TRADE_MESSAGES.quantity, abort: true })
  .refine((value) => dec(value).greaterThan(0), LEGACY_TRADE_MESSAGES.quantity)
  .refine((value) => dec(value).lessThanOrEqualTo(LEGACY_MAX_QUANTITY), LEGACY_TRADE_MESSAGES.quantityMax);

const zLegacyPrice = required(20)
  .regex(decimalPattern(2), { message: LEGACY_TRADE_MESSAGES.price, abort: true })
  .refine((value) => dec(value).greaterThan(0), LEGACY_TRADE_MESSAGES.price)
  .refine((value) => dec(value).lessThanOrEqualTo(LEGACY_MAX_PRICE), LEGACY_TRADE_MESSAGES.priceMax);

/** An optional decimal: empty is null. */
const optionalDecimal = (places: number, message: string, bounds?: { min: string; max: string; message: string }) =>
  text(20)
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      if (!decimalPattern(places).test(value)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (bounds && (dec(value).lessThan(bounds.min) || dec(value).greaterThan(bounds.max))) {
        context.addIssue({ code: 'custom', message: bounds.message });
        return z.NEVER;
      }
      return value;
    });

const zStatus = text(40)
  .optional()
  .transform((value, context): TradeStatus | null => {
    if (!value) return null;
    const wanted = value.toLowerCase().replace(/[\s-]+/g, '_');
    const found = TRADE_STATUSES.find(
      (status) => status === wanted || TRADE_STATUS_LABELS[status].toLowerCase() === value.toLowerCase().replace(/\s+/g, ' '),
    );
    if (!found) {
      context.addIssue({ code: 'custom', message: LEGACY_TRADE_MESSAGES.status });
      return z.NEVER;
    }
    return found;
  });

const zSellerType = required(40).transform((value, context) => {
  const found = LEGACY_SELLER_TYPES.find((type) => type.toLowerCase() === value.toLowerCase().replace(/[\s_]+/g, ' '));
  if (!found) {
    context.addIssue({ code: 'custom', message: LEGACY_TRADE_MESSAGES.sellerType });
    return z.NEVER;
  }
  return found;
});

export type TLegacySpread = { gradeName: string; amount: string };

/** 'APW1:5.00;H2:-3.00' → [{ gradeName: 'APW1', amount: '5.00' }, { gradeName: 'H2', amount: '-3.00' }]; null when not so written. */
export function parseSpreads(value: string): TLegacySpread[] | null {
  const parts = value
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const spreads: TLegacySpread[] = [];
  for (const part of parts) {
    const match = /^([^:;]{1,40}?)\s*:\s*(-?\d{1,4}(\.\d{1,2})?)$/.exec(part);
    if (!match?.[1] || !match[2]) return null;
    spreads.push({ gradeName: match[1].trim(), amount: dec(match[2]).toFixed(2) });
  }
  return spreads;
}

const zSpreads = text(2000)
  .optional()
  .transform((value, context): TLegacySpread[] => {
    if (!value) return [];
    const spreads = parseSpreads(value);
    if (!spreads) {
      context.addIssue({ code: 'custom', message: LEGACY_TRADE_MESSAGES.spreads });
      return z.NEVER;
    }
    if (spreads.length > LEGACY_MAX_SPREADS) {
      context.addIssue({ code: 'custom', message: LEGACY_TRADE_MESSAGES.tooManySpreads });
      return z.NEVER;
    }
    return spreads;
  });

const zUserEmail = text(254)
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    if (!EMAIL_PATTERN.test(value)) {
      context.addIssue({ code: 'custom', message: LEGACY_TRADE_MESSAGES.email });
      return z.NEVER;
    }
    return value.toLowerCase();
  });

/**
 * One row of the file, as text, checked on its own; the names (season, organisations, users, …)
 * are looked up by the server afterwards. Empty optional cells are null. The status may be empty
 * only when both invoices are: such a trade is settled_externally (spec 002 §4).
 */
export const ZLegacyTradeRow = z
  .object({
    reference: required(40),
    type: required(40),
    tradeDate: zTradeDate,
    season: required(40),
    deliveryPeriod: optionalText(80),
    commodity: required(80),
    grade: optionalText(80),
    site: optionalText(120),
    quantity: zLegacyQuantity,
    shrunk: optionalDecimal(3, LEGACY_TRADE_MESSAGES.shrunk, {
      min: '0',
      max: LEGACY_MAX_QUANTITY,
      message: LEGACY_TRADE_MESSAGES.quantityMax,
    }),
    price: zLegacyPrice,
    portEquiv: optionalDecimal(2, LEGACY_TRADE_MESSAGES.portEquiv, {
      min: '0',
      max: LEGACY_MAX_PRICE,
      message: LEGACY_TRADE_MESSAGES.priceMax,
    }),
    status: zStatus,
    sellerInvoice: optionalText(40),
    buyerInvoice: optionalText(40),
    sellerType: zSellerType,
    spreads: zSpreads,
    oil: optionalDecimal(2, LEGACY_TRADE_MESSAGES.percent, { min: '35', max: '55', message: LEGACY_TRADE_MESSAGES.oil }),
    admix: optionalDecimal(2, LEGACY_TRADE_MESSAGES.percent, { min: '0', max: '25', message: LEGACY_TRADE_MESSAGES.admix }),
    sellerOrganisation: required(160),
    buyerOrganisation: required(160),
    agentOrganisation: optionalText(160),
    offerCreator: zUserEmail,
    bidCreator: zUserEmail,
    sellerUser: zUserEmail,
    buyerUser: zUserEmail,
    agentUser: zUserEmail,
  })
  .transform((row, context) => {
    if (row.status) return { ...row, status: row.status };
    if (row.sellerInvoice || row.buyerInvoice) {
      context.addIssue({ code: 'custom', path: ['status'], message: LEGACY_TRADE_MESSAGES.statusWithInvoices });
      return z.NEVER;
    }
    return { ...row, status: 'settled_externally' as TradeStatus };
  });
export type TLegacyTradeRow = z.infer<typeof ZLegacyTradeRow>;

/** An organisation's cell is an ABN when it is 11 digits (spaces allowed), otherwise a trading name. */
export const abnInCell = (cell: string): string | null => {
  const digits = cell.replace(/\s+/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
};

/** spec 002 §4: a legacy trade with no invoices is shown as settled_externally. */
export const legacyTradeStatus = (trade: { status: TradeStatus; sellerInvoice: string | null; buyerInvoice: string | null }) =>
  trade.sellerInvoice || trade.buyerInvoice ? trade.status : 'settled_externally';

/** GET /api/back-office/legacy-trades/import/template?format= */
export const ZLegacyTradesTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

/** The answer to an import that saved every row. */
export const ZLegacyTradesImported = z.object({ imported: z.number() });
export type TLegacyTradesImported = z.infer<typeof ZLegacyTradesImported>;

/** The list of imported legacy trades: the term finds the reference, either party, the invoices and the commodity. */
export const LEGACY_TRADE_SORTS = ['tradeDate', 'reference', 'createdAt', 'quantity', 'price'] as const;
export const ZLegacyTradesQuery = zListQuery({ sorts: LEGACY_TRADE_SORTS });
export type TLegacyTradesQuery = z.infer<typeof ZLegacyTradesQuery>;

const ZNamed = z.object({ id: z.number(), name: z.string() });

export const ZLegacyTrade = z.object({
  id: z.number(),
  reference: z.string(),
  type: z.string(),
  date: z.string(),
  season: z.string(),
  commodity: z.string(),
  grade: z.string().nullable(),
  seller: ZNamed,
  buyer: ZNamed,
  quantity: z.string(),
  price: z.string(),
  status: z.enum(TRADE_STATUSES),
  createdAt: z.string(),
});
export type TLegacyTrade = z.infer<typeof ZLegacyTrade>;
export const ZLegacyTradesPage = zPage(ZLegacyTrade);
export type TLegacyTradesPage = z.infer<typeof ZLegacyTradesPage>;

export const ZLegacyTradeParams = z.object({ tradeId: zQueryId });

/** An organisation of a legacy trade (spec 002 §3: id, name, tradingName, ngr, type). */
export const ZLegacyOrganisation = z.object({
  id: z.number(),
  name: z.string(),
  tradingName: z.string(),
  abn: z.string().nullable(),
  /** The organisation's first registered NGR. */
  ngr: z.string().nullable(),
  type: z.enum(ORGANISATION_TYPES),
});
export type TLegacyOrganisation = z.infer<typeof ZLegacyOrganisation>;

/** A user of a legacy trade: their name and e-mail, and their organisation's trading name. */
export const ZLegacyUser = z.object({ id: z.number(), name: z.string(), email: z.string(), tradingName: z.string() });
export type TLegacyUser = z.infer<typeof ZLegacyUser>;

/** spec 002 §3 'Legacy trade', read-only. */
export const ZLegacyTradeDetail = z.object({
  id: z.number(),
  reference: z.string(),
  type: z.string(),
  season: ZNamed,
  deliveryPeriod: ZNamed.nullable(),
  commodity: ZNamed,
  grade: z.object({ id: z.number(), code: z.string(), name: z.string(), commodityName: z.string() }).nullable(),
  site: z.object({ id: z.number(), name: z.string(), state: z.string(), portName: z.string() }).nullable(),
  storageProvider: z.object({ id: z.number(), nickname: z.string().nullable(), tradingName: z.string() }).nullable(),
  quantity: z.string(),
  shrunk: z.string().nullable(),
  price: z.string(),
  portEquiv: z.string().nullable(),
  /** The trade date. */
  date: z.string(),
  /** When it was imported. */
  createdAt: z.string(),
  importedBy: z.string(),
  /** settled_externally when it has no invoices (spec 002 §4). */
  status: z.enum(TRADE_STATUSES),
  sellerInvoice: z.string().nullable(),
  buyerInvoice: z.string().nullable(),
  sellerType: z.string(),
  spreads: z.array(z.object({ gradeName: z.string(), amount: z.string() })),
  oil: z.string().nullable(),
  admix: z.string().nullable(),
  seller: ZLegacyOrganisation,
  buyer: ZLegacyOrganisation,
  agent: ZLegacyOrganisation.nullable(),
  sellerUser: ZLegacyUser.nullable(),
  buyerUser: ZLegacyUser.nullable(),
  offerCreator: ZLegacyUser.nullable(),
  bidCreator: ZLegacyUser.nullable(),
  agentUser: ZLegacyUser.nullable(),
});
export type TLegacyTradeDetail = z.infer<typeof ZLegacyTradeDetail>;
