import { z } from 'zod';
import { zListQuery, zPage } from './lists.schemas.ts';
import { MARKET_TYPES } from './orders.schemas.ts';
import type { Role } from './roles.ts';
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
export const ZMemberTradesParams = z.object({
  view: z.enum(MEMBER_TRADE_VIEWS, { error: `Must be one of ${MEMBER_TRADE_VIEWS.join(', ')}` }),
});

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

/**
 * Where a trade notification leads each recipient (spec 001 §2): the page that lists that side of
 * their trades, by their role. A role with no such page gets a notification without a link.
 */
export const TRADE_NOTIFICATION_LINKS: Readonly<Record<'bought' | 'sold', Partial<Record<Role, string>>>> = {
  bought: { Trader: '/portal/our-purchases' },
  sold: { Grower: '/portal/my-sales', Trader: '/portal/our-sales', Agent: '/portal/my-clients-sales' },
};

export const tradeLinkFor = (role: Role, side: 'bought' | 'sold'): string | null => TRADE_NOTIFICATION_LINKS[side][role] ?? null;
