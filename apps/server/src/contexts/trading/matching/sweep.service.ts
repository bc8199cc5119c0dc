import { sydneyDate } from '@cgx/domain/calendar';
import type { Market } from '@cgx/domain/market-hours';
import { sweep } from '@cgx/domain/matching';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { enqueueJobs } from '../../../queue/jobs.repository.ts';
import { sweepBookJob } from './matching.jobs.ts';
import { lockBook } from './book-lock.ts';
import { newBatch } from './book-sequencer.ts';
import { lockRestingBids, lockRestingOffers } from './book.repository.ts';
import { type TradeMade, executeFills } from './execute-match.ts';

/** One book of a market to sweep: its season, commodity and delivery period. */
export type SweptBook = { market: Market; seasonId: number; commodityId: number; deliveryPeriodId: number };

/** The books with orders on both sides: (season, commodity, delivery period) of a market. */
async function booksOf(db: Db, market: Market): Promise<SweptBook[]> {
  const withBids = await db
    .selectDistinct({ seasonId: bidGroups.seasonId, commodityId: bidGroups.commodityId, deliveryPeriodId: bidGroups.deliveryPeriodId })
    .from(bidGroups)
    .where(and(eq(bidGroups.market, market), eq(bidGroups.status, 'active')));
  const withOffers = await db
    .selectDistinct({ seasonId: offers.seasonId, commodityId: offers.commodityId, deliveryPeriodId: offers.deliveryPeriodId })
    .from(offers)
    .where(and(eq(offers.market, market), eq(offers.status, 'active')));
  return withBids
    .filter((book) =>
      withOffers.some(
        (other) =>
          other.seasonId === book.seasonId && other.commodityId === book.commodityId && other.deliveryPeriodId === book.deliveryPeriodId,
      ),
    )
    .map((book) => ({ market, ...book }));
}

/**
 * design §5: when a market opens, every crossing pair placed while it was closed trades, in
 * arrival order, exactly as continuous trading would have done. One transaction per book, under
 * the same book lock as new orders, so an order arriving during the sweep waits its turn. Sweeping
 * again changes nothing: what crossed has traded.
 */
export async function sweepBook(context: AppContext, book: SweptBook): Promise<TradeMade[]> {
  return context.db.transaction(async (tx) => {
    await lockBook(tx, book.market, book.seasonId, book.commodityId);
    const today = sydneyDate(context.clock.now());
    const key = { market: book.market, seasonId: book.seasonId, commodityId: book.commodityId, deliveryPeriodIds: [book.deliveryPeriodId] };
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
}

/**
 * The market module's `market-opened` job: a job per book to sweep, so each book is locked only
 * while it is swept and the workers' slots sweep books side by side. The slot that ran this one
 * claims again at once and wakes another for each job it takes (decision 0082).
 */
export async function sweepOpenedMarket(context: AppContext, payload: { market: Market }): Promise<void> {
  const books = await booksOf(context.db, payload.market);
  if (books.length === 0) return;
  await enqueueJobs(context.db, sweepBookJob, books, context.clock.now());
}
