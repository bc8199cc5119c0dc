import { z } from 'zod';
import { isLocalDate } from './calendar.ts';
import { FEED_SIZE } from './constants.ts';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES } from './igrain-location.ts';
import { MARKETS } from './market-hours.ts';
import { MARKET_SOUNDS } from './market-sounds.ts';
import { MSG } from './messages.ts';
import { zQueryId, zQueryInt, zText } from './validation.ts';

/** Public, anonymous market data (spec 000 §3) and market data while pricing (spec 001 §3). Tonnes and money are decimal strings. */

export const FEED_MAX_LIMIT = 50;
export const FEED_TYPES = ['OFFER', 'TRADE'] as const;

/** spec 000 §3 'Market feed item': names of things, never of the parties. */
export const ZMarketFeedItem = z.object({
  id: z.number(),
  feedType: z.enum(FEED_TYPES),
  commodityName: z.string(),
  gradeName: z.string().nullable(),
  siteName: z.string().nullable(),
  storageProviderNickname: z.string().nullable(),
  state: z.string().nullable(),
  marketType: z.enum(MARKETS),
  /** igrainX: Ex Farm, Free on Truck or Delivered; null for cgx warehouse grain. */
  pricingPoint: z.string().nullable(),
  portName: z.string().nullable(),
  seasonName: z.string(),
  deliveryPeriodName: z.string(),
  /** mt */
  quantity: z.string(),
  /** $/mt at the location */
  price: z.string(),
  /** $/mt at port (cgx only) */
  portEquiv: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sound: z.enum(MARKET_SOUNDS).nullable(),
});
export type TMarketFeedItem = z.infer<typeof ZMarketFeedItem>;

export const ZMarketFeedQuery = z.object({
  limit: zQueryInt(1, FEED_MAX_LIMIT).default(FEED_SIZE),
  feedType: z.enum(FEED_TYPES).optional(),
});
export type TMarketFeedQuery = z.infer<typeof ZMarketFeedQuery>;

export const BIDS_MAX_LIMIT = 100;

/** GET /api/market/bids: the firm bids standing now, one row per bid line, as anonymous as the feed. */
export const ZMarketBid = ZMarketFeedItem.pick({
  commodityName: true,
  gradeName: true,
  siteName: true,
  storageProviderNickname: true,
  state: true,
  marketType: true,
  pricingPoint: true,
  portName: true,
  seasonName: true,
  deliveryPeriodName: true,
  quantity: true,
  price: true,
  portEquiv: true,
  createdAt: true,
}).extend({
  /** The bid line's id. */
  id: z.number(),
  /** cgx: true when the bid is for any site of a port zone (its price is at port). */
  isPortZone: z.boolean(),
});
export type TMarketBid = z.infer<typeof ZMarketBid>;

export const ZMarketBidsQuery = z.object({
  limit: zQueryInt(1, BIDS_MAX_LIMIT).default(50),
  market: z.enum(MARKETS).optional(),
});

/** spec 000 §3 'Today market metrics', in mt for the current Sydney day (see docs/decisions/0022). */
export const ZTodayMetrics = z.object({ offeredToday: z.string(), wantedToday: z.string(), tradedToday: z.string() });
export type TTodayMetrics = z.infer<typeof ZTodayMetrics>;

/** spec 000 §3 'Total market metrics': all-time mt traded and the value settled in billions of dollars ("1.23"). */
export const ZTotalMetrics = z.object({ totalTraded: z.string(), billionsSettled: z.string() });
export type TTotalMetrics = z.infer<typeof ZTotalMetrics>;

export const STATISTICS_PERIODS = ['Daily', 'Weekly', 'Monthly'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
/** spec 000 §9: how far back the chart reaches by default, in months. */
export const STATISTICS_RANGE_MONTHS: Readonly<Record<StatisticsPeriod, number>> = { Daily: 2, Weekly: 12, Monthly: 48 };
/** Bars in one answer at most: Daily from about three years back, Weekly nineteen. */
export const STATISTICS_MAX_BUCKETS = 1000;

const zLocalDate = zText(10).refine(isLocalDate, 'Use a date like 2026-12-31');

export const ZStatisticsQuery = z.object({
  period: z.enum(STATISTICS_PERIODS, { error: 'Choose Daily, Weekly or Monthly' }),
  startDate: zLocalDate.optional(),
});
export type TStatisticsQuery = z.infer<typeof ZStatisticsQuery>;

/** One bar: `date` is the first day of the bucket (the Sydney day, the week's Monday, the month's 1st). */
export const ZStatisticsBucket = z.object({ date: z.string(), tonnesTraded: z.string(), buyers: z.number() });
export const ZStatisticsResponse = z.object({
  statistics: z.array(ZStatisticsBucket),
  /** mt over the buckets answered */
  totalTraded: z.string(),
});
export type TStatisticsResponse = z.infer<typeof ZStatisticsResponse>;

const id = zQueryId;
const LOCATION_FIELDS = ['siteId', 'portZoneId', 'deliveredSiteId', 'nearestTown'] as const;
/** A town location is priced Ex Farm or Free on Truck (spec 001 §3); Delivered names a delivered site. */
const TOWN_PRICING_POINTS = ['Ex Farm', 'Free on Truck'] as const;

/**
 * Market data while pricing (spec 001 §3): one location. cgx: a site or a port zone; igrainX: a
 * delivered site, or a town with its direction, distance range and pricing point (one row of a
 * bid sheet, an Ex Farm or Free on Truck order).
 */
export const ZFormDataQuery = z
  .object({
    market: z.enum(MARKETS).default('cgx'),
    commodityId: id,
    seasonId: id,
    gradeId: id,
    siteId: id.optional(),
    portZoneId: id.optional(),
    deliveredSiteId: id.optional(),
    nearestTown: zText(120).trim().min(1, MSG.required).optional(),
    nearestTownDirection: z.enum(COMPASS_DIRECTIONS, { error: MSG.chooseDirection }).optional(),
    nearestTownDistanceRange: z.enum(DISTANCE_RANGES, { error: MSG.chooseDistanceRange }).optional(),
    pricingPoint: z.enum(TOWN_PRICING_POINTS, { error: `Choose ${TOWN_PRICING_POINTS.join(' or ')}` }).optional(),
  })
  .superRefine((query, context) => {
    const given = LOCATION_FIELDS.filter((field) => query[field] !== undefined);
    const allowed: readonly string[] = query.market === 'cgx' ? ['siteId', 'portZoneId'] : ['deliveredSiteId', 'nearestTown'];
    if (given.length === 0) {
      context.addIssue({ code: 'custom', path: [allowed[0] ?? 'siteId'], message: MSG.required });
      return;
    }
    if (given.length > 1) {
      for (const field of given.slice(1)) context.addIssue({ code: 'custom', path: [field], message: 'Give one location only' });
      return;
    }
    const [field] = given;
    if (field && !allowed.includes(field)) {
      context.addIssue({ code: 'custom', path: [field], message: `Not a location of the ${query.market} market` });
      return;
    }
    // A town is a place only with its direction, its distance range and the pricing point.
    if (given[0] === 'nearestTown') {
      for (const field of ['nearestTownDirection', 'nearestTownDistanceRange', 'pricingPoint'] as const) {
        if (query[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: MSG.required });
      }
    }
  });
export type TFormDataQuery = z.infer<typeof ZFormDataQuery>;

export const ZFormDataBid = z.object({
  /** $/mt as bid: at the site, or at port when isPortZone */
  price: z.string(),
  /** mt: what remains of the bid (its group) */
  quantity: z.string(),
  createdAt: z.string(),
  portEquiv: z.string().nullable(),
  portName: z.string().nullable(),
  isPortZone: z.boolean(),
});
export const ZFormDataTrade = z.object({
  price: z.string(),
  quantity: z.string(),
  createdAt: z.string(),
  /** $/mt against the trade before it at that location (cgx: on port equivalents); null for the first */
  change: z.string().nullable(),
  portEquiv: z.string().nullable(),
  portName: z.string().nullable(),
});
/** The best offer standing there (the lowest price; cgx: on port equivalents), which a bid there could meet. */
export const ZFormDataOffer = z.object({
  /** $/mt as offered, at its site or place */
  price: z.string(),
  /** mt: what remains of the offer */
  quantity: z.string(),
  createdAt: z.string(),
  portEquiv: z.string().nullable(),
  portName: z.string().nullable(),
});
export const ZFormDataResponse = z.object({
  bid: ZFormDataBid.nullable(),
  trade: ZFormDataTrade.nullable(),
  offer: ZFormDataOffer.nullable(),
  /** Published bids come with the analysis module; null until then. */
  publishedBid: z.null(),
});
export type TFormDataResponse = z.infer<typeof ZFormDataResponse>;
