import { z } from 'zod';
import { PAYMENT_BUSINESS_DAYS } from './constants.ts';
import { PRICING_POINTS, igrainLocationProblems } from './igrain-location.ts';
import { MSG } from './messages.ts';
import { zPaymentTermsDays, zPrice, zQuantity } from './orders.schemas.ts';
import { type FieldProblem, fieldRule, zId, zQueryId, zText } from './validation.ts';

/**
 * Trades staff record after two organisations agreed them off-screen (spec 002 §2 'Trades',
 * trades/create; decision 0183). The terms are checked as the market checks an offer and a bid:
 * the quantity and price as an order's (zQuantity, zPrice), the payment terms an offer may choose.
 */

export const SAME_PARTIES_MESSAGE = 'The buyer and the seller must be different organisations';
/** The most rows one 'Create Multiple Trades' sheet may save. */
export const MAX_TRADE_ROWS = 200;

const partiesProblems = (value: { sellerOrganisationId?: unknown; buyerOrganisationId?: unknown }): FieldProblem[] =>
  typeof value.sellerOrganisationId === 'number' && value.sellerOrganisationId === value.buyerOrganisationId
    ? [{ path: ['buyerOrganisationId'], message: SAME_PARTIES_MESSAGE }]
    : [];

/** The terms every recorded trade has: the two parties, what was traded, when it is delivered, how much, at what price, how it is paid. */
const tradeTerms = {
  sellerOrganisationId: zId,
  buyerOrganisationId: zId,
  seasonId: zId,
  commodityId: zId,
  gradeId: zId,
  deliveryPeriodId: zId,
  quantity: zQuantity,
  /** $/mt at the grain's location: a cgx trade's site price (its port equivalent adds the site's differential). */
  price: zPrice,
  /** 7 = within 7 business days, 14/21/28 = days EOW, null = deferred until July: the terms an offer may choose. */
  paymentTerms: zPaymentTermsDays.nullable().default(PAYMENT_BUSINESS_DAYS),
};

/** One cgx trade: the seller's holding (grain at a site) it draws on. Also a row of 'Create Multiple Trades'. */
export const ZCgxTradeRow = z.object({ ...tradeTerms, holdingId: zId }).check(fieldRule(partiesProblems));
export type TCgxTradeRow = z.infer<typeof ZCgxTradeRow>;

/** POST /api/back-office/trades/cgx. The staff user's password token confirms it, as it confirms an order. */
export const ZCreateCgxTradeRequest = z
  .object({ ...tradeTerms, holdingId: zId, passwordToken: zText(200).optional() })
  .check(fieldRule(partiesProblems));
export type TCreateCgxTradeRequest = z.infer<typeof ZCreateCgxTradeRequest>;

/**
 * POST /api/back-office/trades/igrainx: the seller's grain declared on farm and the pricing point;
 * Delivered names the delivered site, Ex Farm and Free on Truck are priced at the farm the grain
 * was declared at.
 */
export const ZCreateIgrainTradeRequest = z
  .object({
    ...tradeTerms,
    farmGrainId: zId,
    pricingPoint: z.enum(PRICING_POINTS, { error: MSG.required }),
    deliveredSiteId: zId.nullish(),
    passwordToken: zText(200).optional(),
  })
  .check(fieldRule(partiesProblems))
  .check(
    fieldRule<{ pricingPoint: unknown; deliveredSiteId: unknown }>((value) =>
      value.pricingPoint === 'Delivered' ? igrainLocationProblems({ deliveredSiteId: value.deliveredSiteId }, 'Delivered') : [],
    ),
  );
export type TCreateIgrainTradeRequest = z.infer<typeof ZCreateIgrainTradeRequest>;

/** POST /api/back-office/trades/multiple: cgx rows checked together; any row's error saves none (errors `rows.<index>.<field>`). */
export const ZCreateMultipleTradesRequest = z.object({
  passwordToken: zText(200).optional(),
  rows: z.array(ZCgxTradeRow).min(1, 'Add at least one trade').max(MAX_TRADE_ROWS, `At most ${MAX_TRADE_ROWS} trades at once`),
});
export type TCreateMultipleTradesRequest = z.infer<typeof ZCreateMultipleTradesRequest>;

export const ZTradeCreated = z.object({ id: z.number(), formattedId: z.string(), market: z.enum(['cgx', 'igrainx']) });
export type TTradeCreated = z.infer<typeof ZTradeCreated>;
export const ZTradesCreated = z.object({ trades: z.array(ZTradeCreated) });
export type TTradesCreated = z.infer<typeof ZTradesCreated>;

/** The organisations a recorded trade may name: sellers are growers (and traders for cgx), buyers are traders. */
export const PARTY_ROLES = ['seller', 'buyer'] as const;
export const ZTradePartiesQuery = z.object({ market: z.enum(['cgx', 'igrainx']).default('cgx'), side: z.enum(PARTY_ROLES) });
export type TTradePartiesQuery = z.infer<typeof ZTradePartiesQuery>;
export const ZTradeParty = z.object({ id: z.number(), name: z.string(), type: z.enum(['grower', 'trader']) });
export type TTradeParty = z.infer<typeof ZTradeParty>;

/** GET …/holdings and …/farm-grain of one seller. */
export const ZSellerGrainQuery = z.object({ organisationId: zQueryId });
export type TSellerGrainQuery = z.infer<typeof ZSellerGrainQuery>;

const named = z.object({ id: z.number(), name: z.string() });
/** A holding a cgx trade may draw on, with the tonnes not yet committed to offers or undelivered trades. */
export const ZSellerHolding = z.object({
  id: z.number(),
  ngr: z.string(),
  site: named,
  season: named,
  commodity: named,
  grade: z.object({ id: z.number(), code: z.string() }),
  quantity: z.string(),
  available: z.string(),
});
export type TSellerHolding = z.infer<typeof ZSellerHolding>;

/** Grain a seller declared on farm that an igrainX trade may draw on, with the tonnes not yet offered or sold. */
export const ZSellerFarmGrain = z.object({
  id: z.number(),
  season: named,
  commodity: named,
  grade: z.object({ id: z.number(), code: z.string() }).nullable(),
  nearestTown: z.string().nullable(),
  quantity: z.string(),
  available: z.string(),
});
export type TSellerFarmGrain = z.infer<typeof ZSellerFarmGrain>;
