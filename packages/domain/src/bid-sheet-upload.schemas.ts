import { z } from 'zod';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES, PRICING_POINTS } from './igrain-location.ts';
import { MSG } from './messages.ts';
import { zPrice, zQuantity } from './orders.schemas.ts';
import { PAYMENT_TERMS_DAYS } from './payment-terms.ts';
import { zPlainText } from './validation.ts';

/**
 * A bid-sheet file (spec 001 §2 'our-bid-sheets/upload'; decision 0096): one bid sheet per file,
 * one line per row. The terms columns hold the same value on every row; each row adds a grade,
 * a price and a place: a site (cgx) or, with a pricing point, an igrainX location.
 */
export const BID_SHEET_COLUMNS = [
  { header: 'Season', key: 'season' },
  { header: 'Commodity', key: 'commodity' },
  { header: 'Delivery period', key: 'deliveryPeriod' },
  { header: 'Quantity (mt)', key: 'quantity' },
  { header: 'Expiry date', key: 'expiryDate', optional: true },
  { header: 'Payment terms', key: 'paymentTerms', optional: true },
  { header: 'Grade', key: 'grade' },
  { header: 'Price ($/t)', key: 'price' },
  { header: 'Site', key: 'site', optional: true },
  { header: 'Pricing point', key: 'pricingPoint', optional: true },
  { header: 'Nearest town', key: 'nearestTown', optional: true },
  { header: 'Direction', key: 'direction', optional: true },
  { header: 'Distance range', key: 'distanceRange', optional: true },
  { header: 'Delivered site', key: 'deliveredSite', optional: true },
] as const;

/** The columns that are the bid's terms, not the line's: the same on every row. */
export const BID_SHEET_TERMS = ['season', 'commodity', 'deliveryPeriod', 'quantity', 'expiryDate', 'paymentTerms', 'pricingPoint'] as const;

export const BID_SHEET_MESSAGES = {
  sameOnEveryRow: (first: string) => `Must be the same on every row of the sheet (row 2 has ${first === '' ? 'nothing' : first}).`,
  siteOrLocation: 'Give a site for a cgx bid, or a pricing point and its location for an igrainX bid.',
  unknown: (what: string, name: string) => `No ${what} is called ${name}.`,
  ambiguousSite: (name: string) => `More than one site is called ${name}: write it as ${name} (STATE).`,
} as const;

const text = (max: number) => zPlainText(max);
const required = (max: number) => text(max).min(1, MSG.required);
const oneOf = <T extends readonly string[]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values as unknown as [string, ...string[]], { error: message })]).optional();

/** One row as text from the file; names are looked up by the server afterwards. */
export const ZBidSheetRow = z.object({
  season: required(40),
  commodity: required(80),
  deliveryPeriod: required(80),
  quantity: zQuantity,
  expiryDate: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')]).optional(),
  paymentTerms: z
    .union([
      z.literal(''),
      z.string().refine((value) => (PAYMENT_TERMS_DAYS as readonly number[]).includes(Number(value)), MSG.choosePaymentTerms),
    ])
    .optional(),
  grade: required(40),
  price: zPrice,
  site: text(120).optional(),
  pricingPoint: oneOf(PRICING_POINTS, `Choose ${PRICING_POINTS.join(', ')}`),
  nearestTown: text(120).optional(),
  direction: oneOf(COMPASS_DIRECTIONS, MSG.chooseDirection),
  distanceRange: oneOf(DISTANCE_RANGES, MSG.chooseDistanceRange),
  deliveredSite: text(120).optional(),
});
export type TBidSheetRow = z.infer<typeof ZBidSheetRow>;

/** GET /api/bids/sheets/template?format= */
export const ZBidSheetTemplateQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

/** The answer to an upload that placed its bid sheet. */
export const ZBidSheetUploaded = z.object({ bidId: z.number(), lines: z.number(), marketOpen: z.boolean(), trades: z.number() });
export type TBidSheetUploaded = z.infer<typeof ZBidSheetUploaded>;
