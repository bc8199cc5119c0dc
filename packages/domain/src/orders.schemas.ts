import { z } from 'zod';
import { MAX_ORDER_QUANTITY, MAX_PRICE, PAYMENT_BUSINESS_DAYS } from './constants.ts';
import { dec, isDecimalString } from './decimal.ts';
import { zListQuery } from './lists.schemas.ts';
import { PRICING_POINTS } from './igrain-location.ts';
import { MSG, priceAboveMaximumMessage, quantityAboveMaximumMessage } from './messages.ts';
import { bidLinesProblems, offerSourceProblems, priceMaximumError, qualityAmountTextError, quantityMaximumError } from './order-rules.ts';
import { PAYMENT_TERMS_DAYS } from './payment-terms.ts';
import { fieldRule, hasUnsafeCharacters, zId, zPlainText, zQueryId, zText } from './validation.ts';

/** Bids and offers (spec 001 §3, §5). Money and tonnes are decimal strings. */

const decimal = (places: number) =>
  z
    .union([z.string(), z.number()], { error: MSG.required })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, MSG.required)
        .max(20, places === 2 ? 'Enter an amount in dollars and cents' : 'Enter tonnes, up to 3 decimals')
        .regex(
          new RegExp(`^\\d+(\\.\\d{1,${places}})?$`),
          places === 2 ? 'Enter an amount in dollars and cents' : 'Enter tonnes, up to 3 decimals',
        ),
    );

/** mt as text, up to 3 decimals (no bounds: each use adds its own). */
export const zTonnesText = decimal(3);

/** mt, up to 3 decimals, above 0 and at most the business maximum of one order (decision 0050). */
export const zQuantity = decimal(3)
  .refine((value) => !isDecimalString(value) || dec(value).greaterThan(0), MSG.quantityPositive)
  .refine((value) => quantityMaximumError(value) === null, quantityAboveMaximumMessage(MAX_ORDER_QUANTITY));
/** $/mt in dollars and cents, above 0 and at most the business maximum (decision 0050). */
export const zPrice = decimal(2)
  .refine((value) => !isDecimalString(value) || dec(value).greaterThan(0), MSG.quantityPositive)
  .refine((value) => priceMaximumError(value) === null, priceAboveMaximumMessage(MAX_PRICE));
const id = zId;
const localDate = zText(10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31');
const names = z.array(zPlainText(120).min(1)).max(50).default([]);
/** Varieties by id, of the order's season and commodity (the server checks them); empty = none (an offer) or any (a bid). */
const varietyIds = z.array(id).max(50).default([]);
/** Varieties were once sent by name: refused, so an old client's bid cannot silently widen to any variety (issue 24). */
const noVarietyNames = z.undefined({ error: 'Send the varieties by id, as varietyIds' }).optional();

export const MARKET_TYPES = ['cgx', 'igrainx'] as const;

const chemical = {
  chemicalApplicationDate: localDate.nullish(),
  chemicalRate: zPlainText(120).nullish(),
  chemicalTreatment: zPlainText(120).nullish(),
};

/**
 * igrainX location (spec 001 §3 'Location fields'). Its rules (igrainLocationProblems) are checked
 * by the order holding it: a bid line's pricing point may be the bid's.
 */
export const ZIgrainLocation = z.object({
  pricingPoint: z.enum(PRICING_POINTS, { error: MSG.required }),
  deliveredSiteId: id.nullish(),
  nearestTown: zPlainText(120).nullish(),
  nearestTownCity: zPlainText(120).nullish(),
  nearestTownDirection: zPlainText(4).nullish(),
  nearestTownDistanceRange: zPlainText(20).nullish(),
  address: zPlainText(250).nullish(),
});

export type TIgrainLocation = z.infer<typeof ZIgrainLocation>;

/** spec 001 §5: the amount's rules that need no unit (a number, not negative, not too long for any unit); the server adds those of the parameter's unit (qualityAmountError, decision 0204). */
const zQualityAmount = z
  .string({ error: MSG.required })
  .trim()
  .superRefine((amount, context) => {
    const problem = hasUnsafeCharacters(amount) ? MSG.invalidCharacters : qualityAmountTextError(amount);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: amount });
  });

export const ZQualityAttribute = z.object({ qualityParameterId: id, amount: zQualityAmount });

/** A payment term as sent and answered (decision 0140): 7 = within 7 business days, 14/21/28 = days EOW (spec 001 §3). */
export const zPaymentTermsDays = z.literal(PAYMENT_TERMS_DAYS, { error: MSG.choosePaymentTerms });

/** If the declaration is 'Disagree' (false), treatment, rate and application date are required (spec 001 §5). */
const chemicalDetailsGiven = (body: {
  chemicalDeclaration?: boolean | null;
  chemicalTreatment?: string | null;
  chemicalRate?: string | null;
  chemicalApplicationDate?: string | null;
}) => body.chemicalDeclaration !== false || Boolean(body.chemicalTreatment && body.chemicalRate && body.chemicalApplicationDate);

const offerFields = z.object({
  market: z.enum(MARKET_TYPES).default('cgx'),
  passwordToken: zText(200).optional(),
  /** An agent offers for an authorised client grower: the client's organisation id. */
  organisationId: id.optional(),
  seasonId: id,
  commodityId: id,
  gradeId: id.nullish(),
  deliveryPeriodId: id,
  /** cgx: the holding (grain at a site) the offer draws on. */
  holdingId: id.optional(),
  /** igrainX: the grain declared on farm that the offer draws on (required for igrainX; decision 0072). */
  farmGrainId: id.optional(),
  /** igrainX: the on-farm storage. */
  storageId: id.nullish(),
  location: ZIgrainLocation.optional(),
  quantity: zQuantity,
  price: zPrice,
  /** null or absent: good till cancelled */
  expiryDate: localDate.nullish(),
  /** 7 (the default) = within 7 business days; 14/21/28 = days EOW; null = deferred until July (spec 001 §3, decision 0140). */
  paymentTerms: zPaymentTermsDays.nullable().default(PAYMENT_BUSINESS_DAYS),
  chemicalDeclaration: z.boolean({ error: MSG.required }),
  ...chemical,
  varietyIds,
  varieties: noVarietyNames,
  termsAndConditions: names,
  qualityParametersAttributes: z.array(ZQualityAttribute).max(30).default([]),
});
export const ZCreateOfferRequest = offerFields
  .refine(chemicalDetailsGiven, { path: ['chemicalTreatment'], message: MSG.required })
  .check(fieldRule(offerSourceProblems));
export type TCreateOfferRequest = z.infer<typeof ZCreateOfferRequest>;

/** PUT /api/offers/:id: an active offer's new terms, or with `reoffer` a lapsed offer offered again (spec 001 §7). */
export const ZUpdateOfferRequest = offerFields
  .extend({ reoffer: z.boolean().default(false) })
  .refine(chemicalDetailsGiven, { path: ['chemicalTreatment'], message: MSG.required })
  .check(fieldRule(offerSourceProblems));
export type TUpdateOfferRequest = z.infer<typeof ZUpdateOfferRequest>;

export const ZBidLine = z.object({
  gradeId: id.nullish(),
  price: zPrice,
  /** cgx: a site, or a port zone (any site in it; price at port) */
  siteId: id.nullish(),
  portZoneId: id.nullish(),
  location: ZIgrainLocation.partial({ pricingPoint: true }).optional(),
});

const bidFields = z.object({
  market: z.enum(MARKET_TYPES).default('cgx'),
  passwordToken: zText(200).optional(),
  seasonId: id,
  commodityId: id,
  deliveryPeriodId: id,
  quantity: zQuantity,
  expiryDate: localDate.nullish(),
  /** 7 = within 7 business days, 14/21/28 = days EOW; empty = any (spec 001 §3, decision 0140). Traders cannot choose deferred. */
  paymentTerms: z.array(zPaymentTermsDays).max(PAYMENT_TERMS_DAYS.length).default([]),
  storageIds: z.array(id).max(20).default([]),
  varietyIds,
  varieties: noVarietyNames,
  termsAndConditions: names,
  /** true agree, false disagree, null any */
  chemicalDeclaration: z.boolean().nullable().default(null),
  ...chemical,
  pricingPoint: z.enum(PRICING_POINTS).nullish(),
  qualityParametersAttributes: z.array(ZQualityAttribute).max(30).default([]),
  bidsAttributes: z.array(ZBidLine).min(1, MSG.required).max(200),
});
export const ZCreateBidRequest = bidFields
  .refine(chemicalDetailsGiven, { path: ['chemicalTreatment'], message: MSG.required })
  .check(fieldRule(bidLinesProblems));
export type TCreateBidRequest = z.infer<typeof ZCreateBidRequest>;

/** A line of an edited bid: with its id it changes that line, without one it is new; `delete` removes it (spec 001 §3). */
export const ZBidLineChange = ZBidLine.extend({ id: id.optional(), delete: z.boolean().default(false) });

/** PUT /api/bids/:id: the group's new terms and its lines; existing lines left out are removed (spec 001 §4). */
export const ZUpdateBidRequest = bidFields
  .extend({ bidsAttributes: z.array(ZBidLineChange).min(1, MSG.required).max(200) })
  .refine(chemicalDetailsGiven, { path: ['chemicalTreatment'], message: MSG.required })
  .check(fieldRule(bidLinesProblems));
export type TUpdateBidRequest = z.infer<typeof ZUpdateBidRequest>;

export const ZCancelOrderRequest = z.object({ passwordToken: zText(200).optional() });

/**
 * The `Idempotency-Key` header of the order and cancel routes (decision 0071): 1 to 255 printable
 * characters chosen by the client, e.g. a UUID. Resending the same key and body answers the first
 * result instead of placing the order again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z.string().regex(/^[\x20-\x7E]{1,255}$/, MSG.idempotencyKeyInvalid);
/** Every other header passes through untouched. */
export const ZIdempotencyHeaders = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional() });
export const ZOrderParams = z.object({ orderId: zQueryId });
/** 'ended': cancelled, filled or closed; 'cancelled' alone is the lists' Cancelled tabs (decision 0206). */
export const ORDER_LIST_STATUSES = ['active', 'lapsed', 'cancelled', 'ended'] as const;
const orderListFilters = {
  status: z.enum(ORDER_LIST_STATUSES).default('active'),
  commodityId: zQueryId.optional(),
  seasonId: zQueryId.optional(),
};
/** GET /api/offers: a page of the organisation's offers (docs/adding-a-screen.md). The term searches commodity, grade, site and season. */
export const OFFER_SORTS = ['createdAt', 'price', 'quantity', 'remaining', 'expiryDate', 'commodity'] as const;
export const ZOffersQuery = zListQuery({
  sorts: OFFER_SORTS,
  filters: {
    ...orderListFilters,
    /** The offers drawing on one holding (cgx) or on one declaration of grain on farm (igrainX): 'My Grain'. */
    holdingId: zQueryId.optional(),
    farmGrainId: zQueryId.optional(),
  },
});
export type TOffersQuery = z.infer<typeof ZOffersQuery>;
/** GET /api/bids (and /api/bids/sheets): a page of the organisation's bids. The term searches commodity, season and the lines' grades and sites. */
export const BID_SORTS = ['createdAt', 'quantity', 'remaining', 'expiryDate', 'commodity'] as const;
export const ZBidsQuery = zListQuery({ sorts: BID_SORTS, filters: orderListFilters });
export type TBidsQuery = z.infer<typeof ZBidsQuery>;
/** GET /api/offers/grouped: a page of groups (season, commodity, delivery period), newest activity first; totals over every offer of a group. */
export const ZOfferGroupsQuery = zListQuery({ sorts: ['latest'] as const, filters: orderListFilters });
export type TOfferGroupsQuery = z.infer<typeof ZOfferGroupsQuery>;

export const ZFillSummary = z.object({ tradeId: z.number(), formattedId: z.string(), quantity: z.string(), price: z.string() });
export const ZOrderPlaced = z.object({
  id: z.number(),
  status: z.string(),
  remaining: z.string(),
  trades: z.array(ZFillSummary),
  /** false while the market is closed: the order waits for the opening sweep. */
  marketOpen: z.boolean(),
});
export type TOrderPlaced = z.infer<typeof ZOrderPlaced>;

const ZRef = z.object({ id: z.number(), name: z.string() });
const ZCommodityRef = z.object({ id: z.number(), name: z.string(), industryBodyName: z.string().nullable() });
const ZGradeRef = z.object({ id: z.number(), code: z.string(), name: z.string() });
const ZPeriodRef = z.object({ id: z.number(), name: z.string(), endDate: z.string().nullable() });
const ORDER_STATUSES = ['active', 'lapsed', 'cancelled', 'filled', 'closed'] as const;

/** spec 001 §3 'Offer read fields'. */
export const ZOfferView = z.object({
  id: z.number(),
  market: z.enum(MARKET_TYPES),
  status: z.enum(ORDER_STATUSES),
  organisationId: z.number(),
  organisationTradingName: z.string(),
  season: ZRef.nullable(),
  commodity: ZCommodityRef,
  grade: ZGradeRef.nullable(),
  deliveryPeriod: ZPeriodRef,
  site: ZRef.nullable(),
  /** The grain it draws on: a holding (cgx) or grain declared on farm (igrainX). */
  holdingId: z.number().nullable(),
  farmGrainId: z.number().nullable(),
  pricingPoint: z.string().nullable(),
  nearestTown: z.string().nullable(),
  quantity: z.string(),
  remaining: z.string(),
  price: z.string(),
  expiryDate: z.string().nullable(),
  paymentTerms: z.number().nullable(),
  chemicalDeclaration: z.boolean(),
  /** By id, with the name to show; the first is the one the offer trades as. */
  varieties: z.array(ZRef),
  termsAndConditions: z.array(z.string()),
  /** The offer this one was offered again as (a re-offer: spec 001 §4), or null: it may be re-offered once (decision 0206). */
  reofferedAs: z.number().nullable(),
  createdAt: z.string(),
});

export type TOfferView = z.infer<typeof ZOfferView>;

/**
 * GET /api/offers/:id: an offer with every term the offer form needs to edit or re-offer it
 * (spec 001 §2 'Offer form', §3 'Offer read fields').
 */
export const ZOfferDetailView = ZOfferView.extend({
  storageId: z.number().nullable(),
  chemicalApplicationDate: z.string().nullable(),
  chemicalRate: z.string().nullable(),
  chemicalTreatment: z.string().nullable(),
  /** igrainX: where the grain is offered (the pricing point is the view's). */
  location: z.object({
    deliveredSiteId: z.number().nullable(),
    nearestTownCity: z.string().nullable(),
    nearestTownDirection: z.string().nullable(),
    nearestTownDistanceRange: z.string().nullable(),
    address: z.string().nullable(),
  }),
  qualityParameters: z.array(z.object({ qualityParameterId: z.number(), amount: z.string() })),
});
export type TOfferDetailView = z.infer<typeof ZOfferDetailView>;

/** One line of a bid: its grade, its place and its price. */
export const ZBidLineView = z.object({
  id: z.number(),
  grade: ZGradeRef.nullable(),
  site: ZRef.nullable(),
  portZoneId: z.number().nullable(),
  nearestTown: z.string().nullable(),
  direction: z.string().nullable(),
  distanceRange: z.string().nullable(),
  deliveredSiteId: z.number().nullable(),
  /** igrainX: the line's town as the gazetteer names it, an exact address (Free on Truck) and its pricing point. */
  nearestTownCity: z.string().nullable(),
  address: z.string().nullable(),
  pricingPoint: z.string().nullable(),
  price: z.string(),
});

export const ZBidGroupView = z.object({
  id: z.number(),
  market: z.enum(MARKET_TYPES),
  status: z.enum(ORDER_STATUSES),
  isBidSheet: z.boolean(),
  season: ZRef.nullable(),
  commodity: ZCommodityRef,
  deliveryPeriod: ZPeriodRef,
  quantity: z.string(),
  remaining: z.string(),
  expiryDate: z.string().nullable(),
  paymentTerms: z.array(z.number()),
  storageIds: z.array(z.number()),
  /** By id, with the name to show; empty = any. */
  varieties: z.array(ZRef),
  termsAndConditions: z.array(z.string()),
  chemicalDeclaration: z.boolean().nullable(),
  pricingPoint: z.string().nullable(),
  lines: z.array(ZBidLineView),
  /** The bid this one was placed again as (a rebid: spec 001 §4), or null: it may be rebid once (decision 0206). */
  rebidAs: z.number().nullable(),
  createdAt: z.string(),
});
export type TBidGroupView = z.infer<typeof ZBidGroupView>;

/** GET /api/bids/:id: a bid with every term the bid form needs to edit or rebid it (spec 001 §2 'Bid form'). */
export const ZBidDetailView = ZBidGroupView.extend({
  chemicalApplicationDate: z.string().nullable(),
  chemicalRate: z.string().nullable(),
  chemicalTreatment: z.string().nullable(),
  qualityParameters: z.array(z.object({ qualityParameterId: z.number(), amount: z.string() })),
});
export type TBidDetailView = z.infer<typeof ZBidDetailView>;

/**
 * GET /api/offers/from-bid/:bidLineId (spec 001 §7 'create from a bid'): a standing bid's terms,
 * for a seller's offer that meets it: the group's terms and the one line sold to. Anonymous: the
 * buyer is never named.
 */
export const ZBidToSellTo = ZBidDetailView.omit({ lines: true, status: true, isBidSheet: true, rebidAs: true }).extend({
  line: ZBidLineView,
});
export type TBidToSellTo = z.infer<typeof ZBidToSellTo>;
export const ZBidLineParams = z.object({ bidLineId: zQueryId });

/**
 * GET /api/offers/grouped: the organisation's offers of one status grouped by what they sell
 * (season, commodity, delivery period), with the totals of each group (spec 001 'grouped-offers').
 */
export const ZOfferGroupView = z.object({
  season: ZRef.nullable(),
  commodity: ZCommodityRef,
  deliveryPeriod: ZPeriodRef,
  totalQuantity: z.string(),
  totalRemaining: z.string(),
  offers: z.array(ZOfferView),
});
export type TOfferGroupView = z.infer<typeof ZOfferGroupView>;
