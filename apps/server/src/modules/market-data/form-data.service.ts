import { sydneyDate } from '@cgx/domain/calendar';
import { dec, money, tonnes } from '@cgx/domain/decimal';
import type { TFormDataQuery, TFormDataResponse } from '@cgx/domain/market-data.schemas';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import {
  bestCgxBid,
  bestDeliveredBid,
  type CgxLocation,
  type FormDataTradeRow,
  type GradeAt,
  lastCgxTrades,
  lastDeliveredTrades,
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

/** spec 001 §3 'Market data' while pricing: the best open bid and the last trade for the grade at the location. */
export async function formData(context: AppContext, query: TFormDataQuery): Promise<TFormDataResponse> {
  const today = sydneyDate(context.clock.now());
  const grade: GradeAt = { market: query.market, seasonId: query.seasonId, commodityId: query.commodityId, gradeId: query.gradeId };
  if (query.market === 'igrainx' && query.deliveredSiteId !== undefined) {
    const bid = await bestDeliveredBid(context.db, grade, query.deliveredSiteId, today);
    return {
      bid: bid
        ? {
            price: money(bid.price),
            quantity: tonnes(bid.quantity),
            createdAt: bid.createdAt.toISOString(),
            portEquiv: null,
            portName: bid.portName,
            isPortZone: false,
          }
        : null,
      trade: presentTrade(await lastDeliveredTrades(context.db, grade, query.deliveredSiteId)),
      publishedBid: null,
    };
  }
  const location = cgxLocation(query);
  const bid = await bestCgxBid(context.db, grade, location, today);
  return {
    bid: bid
      ? {
          price: money(bid.price),
          quantity: tonnes(bid.quantity),
          createdAt: bid.createdAt.toISOString(),
          portEquiv: money(bid.portEquiv),
          portName: bid.portName,
          isPortZone: bid.isPortZone,
        }
      : null,
    trade: presentTrade(await lastCgxTrades(context.db, grade, location)),
    publishedBid: null,
  };
}
