import { sydneyDate } from '@cgx/domain/calendar';
import { dec, money, tonnes } from '@cgx/domain/decimal';
import type { TFormDataQuery, TFormDataResponse } from '@cgx/domain/market-data.schemas';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../../context.ts';
import { fieldError } from '../../../lib/errors.ts';
import {
  bestCgxBid,
  bestCgxOffer,
  bestDeliveredBid,
  bestDeliveredOffer,
  bestTownBid,
  bestTownOffer,
  type CgxLocation,
  type FormDataTradeRow,
  type GradeAt,
  lastCgxTrades,
  lastDeliveredTrades,
  lastTownTrades,
  type TownPlace,
} from './form-data.repository.ts';

const optionalMoney = (value: string | null) => (value === null ? null : money(value));

/** cgx trades compare on port equivalents, so a zone's trades at different sites line up. */
const comparable = (trade: FormDataTradeRow) => dec(trade.portEquiv ?? trade.price);

function presentTrade([last, previous]: FormDataTradeRow[]): TFormDataResponse['trade'] {
  if (!last) return null;
  return {
    price: money(last.price),
    quantity: tonnes(last.quantity),
    createdAt: last.createdAt.toISOString(),
    change: previous ? money(comparable(last).minus(comparable(previous))) : null,
    portEquiv: optionalMoney(last.portEquiv),
    portName: last.portName,
  };
}

/** The query schema admits exactly one location of the market; this narrows its type. */
function cgxLocation(query: TFormDataQuery): CgxLocation {
  if (query.siteId !== undefined) return { siteId: query.siteId };
  if (query.portZoneId !== undefined) return { portZoneId: query.portZoneId };
  throw fieldError('siteId', MSG.required);
}

type OfferRow = { price: string; quantity: string; createdAt: Date; portEquiv?: string | null; portName?: string | null };

function presentOffer(offer: OfferRow | undefined): TFormDataResponse['offer'] {
  if (!offer) return null;
  return {
    price: money(offer.price),
    quantity: tonnes(offer.quantity),
    createdAt: offer.createdAt.toISOString(),
    portEquiv: optionalMoney(offer.portEquiv ?? null),
    portName: offer.portName ?? null,
  };
}

type BidRow = {
  price: string;
  quantity: string;
  createdAt: Date;
  portEquiv?: string | null;
  portName?: string | null;
  isPortZone?: boolean;
};

function presentBid(bid: BidRow | undefined): TFormDataResponse['bid'] {
  if (!bid) return null;
  return {
    price: money(bid.price),
    quantity: tonnes(bid.quantity),
    createdAt: bid.createdAt.toISOString(),
    portEquiv: optionalMoney(bid.portEquiv ?? null),
    portName: bid.portName ?? null,
    isPortZone: bid.isPortZone ?? false,
  };
}

/** The query schema admits a town only with its direction, distance range and pricing point; this narrows its type. */
function townPlace(query: TFormDataQuery): TownPlace | null {
  const { nearestTown, nearestTownDirection, nearestTownDistanceRange, pricingPoint } = query;
  if (nearestTown === undefined || !nearestTownDirection || !nearestTownDistanceRange || !pricingPoint) return null;
  return { pricingPoint, nearestTown, direction: nearestTownDirection, distanceRange: nearestTownDistanceRange };
}

/**
 * spec 001 §1, §2, §3 'Market data' while pricing: the best open bid, the last trade and the best
 * standing offer for the grade at the location (a bid there could meet that offer; a bid sheet
 * shows it per row as 'Best offer').
 */
export async function formData(context: AppContext, query: TFormDataQuery): Promise<TFormDataResponse> {
  const today = sydneyDate(context.clock.now());
  const grade: GradeAt = { market: query.market, seasonId: query.seasonId, commodityId: query.commodityId, gradeId: query.gradeId };
  if (query.market === 'igrainx') {
    if (query.deliveredSiteId !== undefined) {
      const [bid, trades, offer] = await Promise.all([
        bestDeliveredBid(context.db, grade, query.deliveredSiteId, today),
        lastDeliveredTrades(context.db, grade, query.deliveredSiteId),
        bestDeliveredOffer(context.db, grade, query.deliveredSiteId, today),
      ]);
      return { bid: presentBid(bid), trade: presentTrade(trades), offer: presentOffer(offer), publishedBid: null };
    }
    const place = townPlace(query);
    if (!place) throw fieldError('deliveredSiteId', MSG.required);
    const [bid, trades, offer] = await Promise.all([
      bestTownBid(context.db, grade, place, today),
      lastTownTrades(context.db, grade, place),
      bestTownOffer(context.db, grade, place, today),
    ]);
    return { bid: presentBid(bid), trade: presentTrade(trades), offer: presentOffer(offer), publishedBid: null };
  }
  const location = cgxLocation(query);
  const [bid, trades, offer] = await Promise.all([
    bestCgxBid(context.db, grade, location, today),
    lastCgxTrades(context.db, grade, location),
    bestCgxOffer(context.db, grade, location, today),
  ]);
  return { bid: presentBid(bid), trade: presentTrade(trades), offer: presentOffer(offer), publishedBid: null };
}
