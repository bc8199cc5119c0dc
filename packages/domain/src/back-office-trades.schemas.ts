import { z } from 'zod';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MSG } from './messages.ts';
import { MARKET_TYPES } from './orders.schemas.ts';
import { TRADE_STATUSES } from './trade-status.ts';
import { formatTradeId, parseTradeId } from './trade-id.ts';
import { TRADE_DOWNLOAD_FORMATS, zMarketFilter, zTradeStatusFilter } from './trades.schemas.ts';
import { zQueryId, zQueryIdList } from './validation.ts';

/**
 * The staff's list of every trade (spec 002 §2 'Trades'), the imported legacy trades among them
 * (decision 0228): the list filter (term, date range) plus seasons, commodities, delivery periods,
 * grades, status and market; sortable; the total tonnes of what the filter selects. Unlike a
 * member's list, both parties are named: staff run the trades. The term searches the trade id,
 * both parties' names, the seller's NGR, commodity, grade, site, town and season (a legacy trade:
 * its reference, invoices, parties, commodity, grade, site and season). On a legacy trade the dates
 * are its trade date, the status the one it shows (settled_externally without invoices) and the
 * market its old type.
 */
export const BACK_OFFICE_TRADE_SORTS = [
  'createdAt',
  'formattedId',
  'seller',
  'buyer',
  'commodity',
  'quantity',
  'price',
  'paymentDueDate',
  'status',
] as const;

export const ZBackOfficeTradesQuery = zListQuery({
  sorts: BACK_OFFICE_TRADE_SORTS,
  filters: {
    market: zMarketFilter.optional(),
    status: zTradeStatusFilter.optional(),
    seasons: zQueryIdList.optional(),
    commodities: zQueryIdList.optional(),
    deliveryPeriods: zQueryIdList.optional(),
    grades: zQueryIdList.optional(),
  },
});
export type TBackOfficeTradesQuery = z.infer<typeof ZBackOfficeTradesQuery>;

/** The download takes the list's filters and sort, every matching row (not a page), as CSV or Excel. */
export const ZBackOfficeTradesDownloadQuery = ZBackOfficeTradesQuery.safeExtend({
  format: z.enum(TRADE_DOWNLOAD_FORMATS, { error: `Must be one of ${TRADE_DOWNLOAD_FORMATS.join(', ')}` }).default('csv'),
});

const ZNamed = z.object({ id: z.number(), name: z.string() });

/** A trade of the platform as the staff's list and its page show it. */
export const ZBackOfficeTradeFields = z.object({
  id: z.number(),
  formattedId: z.string(),
  market: z.enum(MARKET_TYPES),
  status: z.enum(TRADE_STATUSES),
  seller: ZNamed,
  /** cgx: the holding's NGR; igrainX: the seller's first registered NGR. */
  sellerNgr: z.string().nullable(),
  buyer: ZNamed,
  /** The agent who sold for the seller, if one did. */
  agent: ZNamed.nullable(),
  season: ZNamed,
  commodity: ZNamed,
  grade: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  deliveryPeriod: ZNamed,
  /** cgx: the site and its state; igrainX: the offer's nearest town (or address). */
  location: z.string(),
  /** igrainX: Ex Farm, Free on Truck or Delivered; cgx: null (at the site). */
  pricingPoint: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  portEquiv: z.string().nullable(),
  paymentTerms: z.string(),
  paymentDueDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TBackOfficeTradeFields = z.infer<typeof ZBackOfficeTradeFields>;

/**
 * Where a row of the staff's trades comes from: a trade of the platform (its page trades/{id}), or a
 * legacy trade imported from the exchange's old system (legacy-trades/{id}, decisions 0182, 0228).
 */
export const TRADE_LIST_SOURCES = ['trade', 'legacy'] as const;

/**
 * A row of the staff's trades list (spec 002 §2 'Trades'; legacy trades included, spec 002 §2
 * 'legacy-trades redirects to trades'). A legacy row reads: `id` the legacy trade's, `formattedId`
 * its reference, `market` its old type when that names a market (else null, `legacyType` says it),
 * `createdAt` the trade date's start in Sydney, its status as shown (settled_externally without
 * invoices), and no NGR, pricing point, payment terms or due date.
 */
export const ZBackOfficeTrade = ZBackOfficeTradeFields.extend({
  source: z.enum(TRADE_LIST_SOURCES),
  market: z.enum(MARKET_TYPES).nullable(),
  /** A legacy trade's type in the old system ('cgx', 'private', …); null for a trade of the platform. */
  legacyType: z.string().nullable(),
  deliveryPeriod: ZNamed.nullable(),
  location: z.string().nullable(),
  paymentTerms: z.string().nullable(),
});
export type TBackOfficeTrade = z.infer<typeof ZBackOfficeTrade>;

/** A page of trades and the total mt of every trade the filter selects (spec 002 §3: 'A total quantity is shown in mt'). */
export const ZBackOfficeTradesPage = zPage(ZBackOfficeTrade).extend({ totalQuantity: z.string() });
export type TBackOfficeTradesPage = z.infer<typeof ZBackOfficeTradesPage>;

export const ZBackOfficeTradeParams = z.object({ tradeId: zQueryId });

/**
 * A trade named in a URL: its id (150) or its trade id as people paste it (CGX-000150, igx-000045),
 * written back as formatTradeId writes it. Anything else is not a trade (a route parameter: 404).
 */
export const zTradeRef = z.string().transform((text, context): { id: number } | { formattedId: string } => {
  const id = zQueryId.safeParse(text);
  if (id.success) return { id: id.data };
  const parsed = parseTradeId(text);
  if (parsed) return { formattedId: formatTradeId(parsed.market, parsed.sequence) };
  context.addIssue({ code: 'custom', message: MSG.mustBeId });
  return z.NEVER;
});
export type TTradeRef = z.infer<typeof zTradeRef>;

/** GET /api/back-office/trades/:tradeId: the trade's page opens by its id or its trade id. */
export const ZBackOfficeTradeRefParams = z.object({ tradeId: zTradeRef });

export const TRADE_CHANGE_ACTIONS = ['created', 'delivery_recorded', 'updated'] as const;
export const ZTradeHistoryEntry = z.object({
  at: z.string(),
  /** The user's name, or 'The exchange' for the market and its jobs. */
  by: z.string(),
  action: z.enum(TRADE_CHANGE_ACTIONS),
  changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
});
export type TTradeHistoryEntry = z.infer<typeof ZTradeHistoryEntry>;

const ZParty = z.object({
  id: z.number(),
  name: z.string(),
  abn: z.string().nullable(),
  state: z.string().nullable(),
  /** The user who placed the order (the bid's or the offer's creator). */
  orderedBy: z.string().nullable(),
});

/**
 * One trade as staff read it (spec 002 §2 'trades/{tradeId}', decisions 0180, 0184): both parties and who
 * placed each order, the orders it joined, its terms as the offer carried them, where the grain is
 * (site, port zone and port equivalent, or the igrainX place), its quality, its due dates and its
 * contract notes. Never shown to a member: a party sees its own side only.
 */
export const ZBackOfficeTradeDetail = ZBackOfficeTradeFields.omit({ seller: true, buyer: true, agent: true }).extend({
  seller: ZParty,
  buyer: ZParty,
  agent: z.object({ id: z.number(), name: z.string() }).nullable(),
  bidGroupId: z.number(),
  bidLineId: z.number(),
  offerId: z.number(),
  /** Which order was resting, whose price the trade took. */
  restingSide: z.enum(['bid', 'offer']),
  site: z
    .object({ name: z.string(), state: z.string(), storageProviderNickname: z.string().nullable(), portZone: z.string(), port: z.string() })
    .nullable(),
  /** igrainX: the place as the offer gave it. */
  place: z
    .object({
      nearestTown: z.string().nullable(),
      direction: z.string().nullable(),
      distanceRange: z.string().nullable(),
      address: z.string().nullable(),
      deliveredSite: z.string().nullable(),
    })
    .nullable(),
  /** The variety traded (whose end-point royalty settlement withholds), or null when the offer named none. */
  variety: z.object({ id: z.number(), name: z.string() }).nullable(),
  chemicalDeclaration: z.boolean(),
  chemicalTreatment: z.string().nullable(),
  chemicalRate: z.string().nullable(),
  chemicalApplicationDate: z.string().nullable(),
  termsAndConditions: z.array(z.string()),
  quality: z.array(z.object({ name: z.string(), unit: z.string(), value: z.string() })),
  updatedAt: z.string(),
  documents: z.array(z.object({ label: z.string(), path: z.string() })),
  /** The staff user who recorded the trade off-screen; null: the market made it. */
  recordedBy: z.string().nullable(),
  /** The audit trail, oldest first: who changed what, when, before and after; the first entry is the trade's making. */
  history: z.array(ZTradeHistoryEntry),
});
export type TBackOfficeTradeDetail = z.infer<typeof ZBackOfficeTradeDetail>;

/**
 * spec 002 §7 'Best published bids' (§3 'Best-bid lookup inputs'): a trade's key is asked about
 * only when its season, storage provider nickname, site and grade are all present and it is a cgx
 * trade (the exchange's market); the answer maps each key to the best bid published for it, or null.
 */
const zKeyPart = z.string().trim().min(1, 'Required').max(100, 'Must be at most 100 characters');
export const ZBestBidKey = z.object({
  seasonName: zKeyPart,
  storageProviderNickname: zKeyPart,
  siteName: zKeyPart,
  gradeName: zKeyPart,
  marketType: z.enum(MARKET_TYPES, { error: `Must be one of ${MARKET_TYPES.join(', ')}` }),
});
export type TBestBidKey = z.infer<typeof ZBestBidKey>;
export const ZBestPublishedBidsBody = z.object({
  keys: z.array(ZBestBidKey).min(1, 'At least one key is needed').max(100, 'At most 100 keys at a time'),
});
export const ZBestPublishedBid = z.object({ source: z.string(), price: z.string(), publishedAt: z.string() });
export const ZBestPublishedBids = z.object({ bids: z.record(z.string(), ZBestPublishedBid.nullable()) });
export type TBestPublishedBids = z.infer<typeof ZBestPublishedBids>;

/** The map's key for a lookup key: its four names and market, in order. */
export const bestBidKeyText = (key: TBestBidKey): string =>
  [key.seasonName, key.storageProviderNickname, key.siteName, key.gradeName, key.marketType].join('|');

/** The lookup key of a trade, or null when it may not be asked (a name missing, or not the exchange's market). */
export function bestBidKeyOf(trade: Pick<TBackOfficeTradeDetail, 'market' | 'season' | 'site' | 'grade'>): TBestBidKey | null {
  const nickname = trade.site?.storageProviderNickname;
  if (trade.market !== 'cgx' || !trade.site || !nickname || !trade.grade) return null;
  return {
    seasonName: trade.season.name,
    storageProviderNickname: nickname,
    siteName: trade.site.name,
    gradeName: trade.grade.name,
    marketType: trade.market,
  };
}
