import { dec, money, tonnes } from '@cgx/domain/decimal';
import type { TMarketFeedItem, TMarketFeedQuery } from '@cgx/domain/market-data.schemas';
import { soundForFeedItem } from '@cgx/domain/market-sounds';
import { portEquivalent } from '@cgx/domain/pricing';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { feedLocation } from './feed-location.ts';
import { presentFeedItem } from './market-feed.presenter.ts';
import {
  findOffersForFeed,
  findTradeForFeed,
  insertFeedItem,
  insertFeedItems,
  listFeedItems,
  tradedBefore,
} from './market-feed.repository.ts';
import { sydneyDayOf } from './sydney-day.ts';

/**
 * Feed items are recorded by the matching transaction (design §5, Atomicity): the row commits
 * with the offer or trade, and MarketFeedChannel gets it at commit, never for a rollback.
 */

async function recordAndPublish(context: AppContext, tx: Db, values: Parameters<typeof insertFeedItem>[1]): Promise<TMarketFeedItem> {
  const item = presentFeedItem(await insertFeedItem(tx, values));
  await context.realtime.inTransaction(tx).publishMarketFeed(item);
  return item;
}

/** A new offer on the public feed: what is still on offer (its remaining tonnes) at its price. Plays a pop. */
export async function recordOfferFeedItem(context: AppContext, tx: Db, offerId: number): Promise<TMarketFeedItem> {
  const [item] = await recordOfferFeedItems(context, tx, [offerId]);
  if (!item) throw new Error(`market feed: no offer ${offerId}`);
  return item;
}

/** recordOfferFeedItem for the offers still standing after a matching batch: in the order given, one insert for all. */
export async function recordOfferFeedItems(context: AppContext, tx: Db, offerIds: number[]): Promise<TMarketFeedItem[]> {
  return recordOfferFeedItemsOf(context, tx, offerIds, await findOffersForFeed(tx, offerIds));
}

/**
 * recordOfferFeedItems with the offers already read by findOffersForFeed (after their last
 * quantity change), so a matching batch can send that read with its other last statements.
 */
export async function recordOfferFeedItemsOf(
  context: AppContext,
  tx: Db,
  offerIds: number[],
  found: Awaited<ReturnType<typeof findOffersForFeed>>,
): Promise<TMarketFeedItem[]> {
  const now = context.clock.now();
  const values = offerIds.map((offerId) => {
    const offer = found.find((row) => row.offerId === offerId);
    if (!offer) throw new Error(`market feed: no offer ${offerId}`);
    return {
      feedType: 'OFFER' as const,
      marketType: offer.market,
      offerId: offer.offerId,
      commodityName: offer.commodityName,
      gradeName: offer.gradeName,
      ...feedLocation(offer.market, offer),
      seasonName: offer.seasonName,
      deliveryPeriodName: offer.deliveryPeriodName,
      quantity: tonnes(offer.quantity),
      price: money(offer.price),
      portEquiv: offer.sitePortDifferential === null ? null : portEquivalent(offer.price, offer.sitePortDifferential),
      sound: soundForFeedItem({ feedType: 'OFFER', quantity: offer.quantity }, '0', '0'),
      createdAt: now,
      updatedAt: now,
    };
  });
  const items = (await insertFeedItems(tx, values)).map(presentFeedItem);
  await context.realtime.inTransaction(tx).publishMarketFeed(...items);
  return items;
}

/**
 * A trade on the public feed. Its sound compares the tonnes traded on its Sydney day before and
 * after it, read inside the transaction, so the trade that reaches 10,000 t plays the trumpet.
 */
export async function recordTradeFeedItem(context: AppContext, tx: Db, tradeId: number): Promise<TMarketFeedItem> {
  const trade = await findTradeForFeed(tx, tradeId);
  if (!trade) throw new Error(`market feed: no trade ${tradeId}`);
  const day = sydneyDayOf(trade.createdAt);
  const before = await tradedBefore(tx, tradeId, day.start, day.end);
  const after = dec(before).plus(trade.quantity);
  const location = feedLocation(trade.market, trade);
  const portEquiv =
    trade.portEquiv ?? (trade.sitePortDifferential === null ? null : portEquivalent(trade.price, trade.sitePortDifferential));
  const now = context.clock.now();
  return recordAndPublish(context, tx, {
    feedType: 'TRADE',
    marketType: trade.market,
    offerId: trade.offerId,
    tradeId: trade.tradeId,
    commodityName: trade.commodityName,
    gradeName: trade.gradeName,
    ...location,
    seasonName: trade.seasonName,
    deliveryPeriodName: trade.deliveryPeriodName,
    quantity: tonnes(trade.quantity),
    price: money(trade.price),
    portEquiv: portEquiv === null ? null : money(portEquiv),
    sound: soundForFeedItem({ feedType: 'TRADE', quantity: trade.quantity }, before, after),
    createdAt: now,
    updatedAt: now,
  });
}

export async function listMarketFeed(context: AppContext, query: TMarketFeedQuery): Promise<TMarketFeedItem[]> {
  return (await listFeedItems(context.db, query)).map(presentFeedItem);
}
