import { wakeWorkers } from '../../jobs/wake-workers.ts';
import { sydneyDate } from '@cgx/domain/calendar';
import type { Market } from '@cgx/domain/market-hours';
import { sweep } from '@cgx/domain/matching';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bidGroups, offers } from '../../db/schema/orders.ts';
import { lockBook } from './book-lock.ts';
import { newBatch } from './book-sequencer.ts';
import { lockRestingBids, lockRestingOffers } from './book.repository.ts';
import { type TradeMade, executeFills } from './execute-match.ts';

/** The books with orders on both sides: (season, commodity, delivery period) of a market. */
async function booksOf(context: AppContext, market: Market) {
  const withBids = await context.db
    .selectDistinct({ seasonId: bidGroups.seasonId, commodityId: bidGroups.commodityId, deliveryPeriodId: bidGroups.deliveryPeriodId })
    .from(bidGroups)
    .where(and(eq(bidGroups.market, market), eq(bidGroups.status, 'active')));
  const withOffers = await context.db
    .selectDistinct({ seasonId: offers.seasonId, commodityId: offers.commodityId, deliveryPeriodId: offers.deliveryPeriodId })
    .from(offers)
    .where(and(eq(offers.market, market), eq(offers.status, 'active')));
  return withBids.filter((book) =>
    withOffers.some(
      (other) =>
        other.seasonId === book.seasonId && other.commodityId === book.commodityId && other.deliveryPeriodId === book.deliveryPeriodId,
    ),
  );
}

/**
 * design §5: when a market opens, every crossing pair placed while it was closed trades, in
 * arrival order, exactly as continuous trading would have done. One transaction per book, under
 * the same book lock as new orders, so an order arriving during the sweep waits its turn.
 */
export async function sweepMarket(context: AppContext, market: Market): Promise<TradeMade[]> {
  const made: TradeMade[] = [];
  for (const book of await booksOf(context, market)) {
    const trades = await context.db.transaction(async (tx) => {
      await lockBook(tx, market, book.seasonId, book.commodityId);
      const today = sydneyDate(context.clock.now());
      const key = { market, seasonId: book.seasonId, commodityId: book.commodityId, deliveryPeriodIds: [book.deliveryPeriodId] };
      const batch = newBatch();
      const bids = await lockRestingBids(tx, key, today, batch);
      const restingOffers = await lockRestingOffers(tx, key, today, batch);
      const result = sweep(bids, restingOffers);
      if (result.fills.length === 0) return [];
      const sequenceOfGroup = new Map(bids.map((line) => [line.groupId, line.sequence]));
      const sequenceOfOffer = new Map(restingOffers.map((offer) => [offer.offerId, offer.sequence]));
      return executeFills(context, tx, {
        batch,
        fills: result.fills,
        updates: result.updates,
        // The order that arrived first was resting; the trade takes its price.
        restingSideOf: (fill) => ((sequenceOfGroup.get(fill.bidGroupId) ?? 0) < (sequenceOfOffer.get(fill.offerId) ?? 0) ? 'bid' : 'offer'),
      });
    });
    made.push(...trades);
  }
  if (made.length > 0) wakeWorkers(context);
  return made;
}
