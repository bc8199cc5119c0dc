import { z } from 'zod';
import { ZInvoice } from './invoices.schemas.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MARKET_TYPES } from './orders.schemas.ts';
import type { Role } from './roles.ts';
import { ZTitleTransferFacts } from './settlement.schemas.ts';
import { TRADE_STATUSES } from './trade-status.ts';
import { zQueryId } from './validation.ts';

/**
 * A member's own trades (spec 001 §2: my-sales, our-purchases, our-sales, my-clients-sales). Each
 * view is one side of the member's trades: what they bought, what they sold, or what their
 * clients sold through them. A row never names the counterparty (design §1: the exchange is
 * anonymous; the contract note says 'Anonymous, through the exchange').
 */
export const MEMBER_TRADE_VIEWS = ['purchases', 'sales', 'client-sales'] as const;
export type MemberTradeView = (typeof MEMBER_TRADE_VIEWS)[number];

/** Who may open each view (spec 000 §6, 001 §6): the trader role buys and sells, a grower sells, an agent sells for clients. */
export const MEMBER_TRADE_VIEW_ROLES: Readonly<Record<MemberTradeView, readonly Role[]>> = {
  purchases: ['Trader'],
  sales: ['Grower', 'Trader'],
  'client-sales': ['Agent'],
};

/** The side whose contract note each view downloads. */
export const MEMBER_TRADE_VIEW_SIDE: Readonly<Record<MemberTradeView, 'buyer' | 'seller'>> = {
  purchases: 'buyer',
  sales: 'seller',
  'client-sales': 'seller',
};

/** The status and market filters of every trade list (a member's and the staff's). */
export const zTradeStatusFilter = z.enum(TRADE_STATUSES, { error: `Must be one of ${TRADE_STATUSES.join(', ')}` });
export const zMarketFilter = z.enum(MARKET_TYPES, { error: `Must be one of ${MARKET_TYPES.join(', ')}` });

/** GET /api/trades/{view}: the term searches the trade id, commodity, grade, site and season. */
export const MEMBER_TRADE_SORTS = ['createdAt', 'formattedId', 'commodity', 'quantity', 'price', 'status'] as const;
export const ZMemberTradesQuery = zListQuery({
  sorts: MEMBER_TRADE_SORTS,
  filters: {
    status: zTradeStatusFilter.optional(),
    market: zMarketFilter.optional(),
    commodityId: zQueryId.optional(),
    seasonId: zQueryId.optional(),
  },
});
export type TMemberTradesQuery = z.infer<typeof ZMemberTradesQuery>;
const zMemberTradeView = z.enum(MEMBER_TRADE_VIEWS, { error: `Must be one of ${MEMBER_TRADE_VIEWS.join(', ')}` });
export const ZMemberTradesParams = z.object({ view: zMemberTradeView });

/** A download of a trade list (the member's and the staff's): its filters and sort, every matching row, as CSV or Excel. */
export const TRADE_DOWNLOAD_FORMATS = ['csv', 'xlsx'] as const;
export const zTradeDownloadFormat = z
  .enum(TRADE_DOWNLOAD_FORMATS, { error: `Must be one of ${TRADE_DOWNLOAD_FORMATS.join(', ')}` })
  .default('csv');
/** GET /api/trades/{view}/download: the list's query (its page is ignored) and the format. */
export const ZMemberTradesDownloadQuery = ZMemberTradesQuery.safeExtend({ format: zTradeDownloadFormat });

/** GET /api/trades/{view}/{tradeId}: one of the member's trades, of that view's side. */
export const ZMemberTradeParams = z.object({ view: zMemberTradeView, tradeId: zQueryId });

const ZNamed = z.object({ id: z.number(), name: z.string() });

/** A document of the trade the member may download: a reference for GET /api/attachments/download. */
export const ZTradeDocument = z.object({
  kind: z.literal('contract-note'),
  label: z.string(),
  /** e.g. 'contract-note/123/seller' */
  path: z.string(),
});
export type TTradeDocument = z.infer<typeof ZTradeDocument>;

/**
 * Where a trade's money is (issue 14 §10), from the member's side: for a seller awaiting title
 * transfer, invoiced (the RCTI raised), buyer paid, paid to you; for a buyer, its tax invoice. Null
 * for a cancelled trade or one settled outside the exchange.
 */
export const SETTLEMENT_STAGES = ['awaiting_title', 'invoiced', 'buyer_paid', 'paid'] as const;
export const ZMemberTradeMoney = z.object({
  stage: z.enum(SETTLEMENT_STAGES),
  label: z.string(),
  /** The member's invoice in force (seller: RCTI-…, buyer: INV-…), once title has transferred. */
  invoiceNumber: z.string().nullable(),
  /** Seller: the net payable to them; buyer: the invoice total. */
  amount: z.string().nullable(),
  dueDate: z.string().nullable(),
  /** Business days from today to the due date in the site's state; 0 when due or past. */
  businessDaysLeft: z.number().nullable(),
  overdue: z.boolean(),
});
export type TMemberTradeMoney = z.infer<typeof ZMemberTradeMoney>;

export const ZMemberTrade = z.object({
  id: z.number(),
  formattedId: z.string(),
  market: z.enum(MARKET_TYPES),
  status: z.enum(TRADE_STATUSES),
  /** 'bought' or 'sold': the member's side. */
  side: z.enum(['bought', 'sold']),
  /** my-clients-sales only: the client the agent sold for (the agent's own side, never the buyer). */
  client: ZNamed.nullable(),
  season: ZNamed,
  commodity: ZNamed,
  grade: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  deliveryPeriod: ZNamed,
  /** The site (cgx), the delivered site (igrainX Delivered) or the town nearest the farm (igrainX Ex Farm, Free on Truck). */
  location: z.string(),
  /** igrainX: Ex Farm, Free on Truck or Delivered; cgx: null (warehouse grain). */
  pricingPoint: z.string().nullable(),
  quantity: z.string(),
  price: z.string(),
  portEquiv: z.string().nullable(),
  paymentTerms: z.string(),
  paymentDueDate: z.string().nullable(),
  createdAt: z.string(),
  documents: z.array(ZTradeDocument),
  money: ZMemberTradeMoney.nullable(),
});
export type TMemberTrade = z.infer<typeof ZMemberTrade>;
export const ZMemberTradesPage = zPage(ZMemberTrade);

/** What the trade page says of the counterparty on either market (design §1: the exchange is anonymous; the contract note says the same). */
export const ANONYMOUS_COUNTERPARTY = 'Anonymous, through the exchange';

/**
 * One step of a trade's way to being paid, from the member's side (issue 24): traded, title
 * transferred (the member's invoice raised then), then for a seller the buyer paid and paid to
 * you, for a buyer paid. `on` is the day it happened (yyyy-mm-dd, Sydney); `reference` what to
 * check it against: the member's invoice for the title transfer, the payment run's lodgement
 * reference (on the seller's bank statement) for paid to you.
 */
export const TRADE_PROGRESS_STEPS = ['traded', 'title_transferred', 'buyer_paid', 'paid'] as const;
export const ZTradeProgressStep = z.object({
  key: z.enum(TRADE_PROGRESS_STEPS),
  label: z.string(),
  done: z.boolean(),
  on: z.string().nullable(),
  reference: z.string().nullable(),
});
export type TTradeProgressStep = z.infer<typeof ZTradeProgressStep>;

/**
 * A member's trade page (issue 24): the list's row and the terms its contract note states, the
 * title transfer, the member's own side's invoices (a seller its RCTI, a buyer its tax invoice,
 * voided ones too) and the payment progress. The counterparty is never named.
 */
export const ZMemberTradeDetail = ZMemberTrade.extend({
  counterparty: z.string(),
  /** cgx: the site's port zone and port ('Newcastle (port Newcastle)'). */
  portZone: z.string().nullable(),
  /** The contract's tolerance (design §5): the lesser of 5% and 20 t either side, in mt. */
  tolerance: z.object({ min: z.string(), max: z.string() }),
  /** $ quantity × price, excluding GST, fees and levies. */
  value: z.string(),
  /** igrainX: the counterparty insurance's 90% of the value, $; cgx: null. */
  insuredValue: z.string().nullable(),
  /** The variety traded (the offer's), or null when the offer named none. */
  variety: z.object({ id: z.number(), name: z.string() }).nullable(),
  chemicalDeclaration: z.boolean(),
  chemicalTreatment: z.string().nullable(),
  chemicalRate: z.string().nullable(),
  chemicalApplicationDate: z.string().nullable(),
  termsAndConditions: z.array(z.string()),
  quality: z.array(z.object({ name: z.string(), unit: z.string().nullable(), value: z.string() })),
  titleTransfer: ZTitleTransferFacts.nullable(),
  invoices: z.array(ZInvoice),
  /** Null for a cancelled trade or one settled outside the exchange. */
  progress: z.array(ZTradeProgressStep).nullable(),
});
export type TMemberTradeDetail = z.infer<typeof ZMemberTradeDetail>;

/**
 * The page that lists each side of a member's trades, by their role (spec 001 §2); a trade's own
 * page is below it (tradePagePath). A role with no such page gets a notification without a link.
 */
export const TRADE_NOTIFICATION_LINKS: Readonly<Record<'bought' | 'sold', Partial<Record<Role, string>>>> = {
  bought: { Trader: '/portal/our-purchases' },
  sold: { Grower: '/portal/my-sales', Trader: '/portal/our-sales', Agent: '/portal/my-clients-sales' },
};

/** A trade's page under the list of its side: '/portal/my-sales/123' (the route is '/portal/my-sales/:tradeId'). */
export const tradePagePath = (listPath: string, tradeId: number | string): string => `${listPath}/${tradeId}`;

/** Every trade page a notification may lead to, as routes: '/portal/my-sales/:tradeId', … */
export const tradePageRoutes = (side?: 'bought' | 'sold'): string[] => [
  ...new Set(
    (side ? [TRADE_NOTIFICATION_LINKS[side]] : Object.values(TRADE_NOTIFICATION_LINKS)).flatMap((byRole) =>
      Object.values(byRole).map((list) => tradePagePath(list, ':tradeId')),
    ),
  ),
];

/** Where a notification about one trade leads a user of this role on this side: the trade's own page (issue 24), or none. */
export const tradeLinkFor = (role: Role, side: 'bought' | 'sold', tradeId: number): string | null => {
  const list = TRADE_NOTIFICATION_LINKS[side][role];
  return list ? tradePagePath(list, tradeId) : null;
};
