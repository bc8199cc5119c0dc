import { sydneyDate } from '@cgx/domain/calendar';
import { tonnes } from '@cgx/domain/decimal';
import { type QualityLimit, matchIncoming } from '@cgx/domain/matching';
import type { TOrderPlaced } from '@cgx/domain/orders.schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type bidGroups, bidLines, type offers } from '../../../db/schema/orders.ts';
import type { sites } from '../../../db/schema/reference.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import { wakeWorkers } from '../../../queue/wake-workers.ts';
import { recordOfferFeedItem } from '../market-data/market-feed.service.ts';
import { isMarketOpen } from '../market/market-status.service.ts';
import { bidAlertsJob } from './matching.jobs.ts';
import { type Batch, type BookId, runInBook } from './book-sequencer.ts';
import { lockRestingBids, lockRestingOffers, toMatchableBid, toMatchableOffer } from './book.repository.ts';
import { executeMatch, statusAfter } from './execute-match.ts';

type GroupRow = typeof bidGroups.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
type SiteRow = typeof sites.$inferSelect;

/** What an edit running in its book (editInBook) calls once it has written the order's new terms: the order meets the book. */
export type EditMatcher = {
  /** The edited bid group (its lines and quality limits written), with each named site's port differential. */
  bid(group: GroupRow, differentials: Map<number, string>, limits: QualityLimit[]): Promise<TOrderPlaced>;
  /** The edited offer, the site of the holding it draws on (cgx), and its quality values. */
  offer(offer: OfferRow, site: SiteRow | undefined, values: { qualityParameterId: number; value: string }[]): Promise<TOrderPlaced>;
};

/**
 * Runs an edit of an order under its book's lock, in the book's queue with the orders arriving
 * for it (decision 0014); the edit writes the new terms and hands the order to `match`, and the
 * caller's promise settles after the commit. An edit that traded wakes the workers to announce it
 * now rather than at their next poll (decision 0085).
 */
export async function editInBook(
  context: AppContext,
  book: BookId,
  edit: (tx: Db, match: EditMatcher) => Promise<TOrderPlaced>,
): Promise<TOrderPlaced> {
  const placed = await runInBook(context.db, book, (tx, batch) => edit(tx, matcherOf(context, tx, batch)));
  if (placed.trades.length > 0) wakeWorkers(context);
  return placed;
}

function matcherOf(context: AppContext, tx: Db, batch: Batch): EditMatcher {
  return {
    bid: (group, differentials, limits) => matchBid(context, tx, batch, group, differentials, limits),
    offer: (offer, site, values) => matchOffer(context, tx, batch, offer, site, values),
  };
}

/**
 * A bid that has changed meets the book as an incoming order: it trades at once against
 * crossing offers while the market is open; if it still stands, growers who hold matching grain
 * and asked for it get an SMS (the bid-alerts job).
 */
async function matchBid(
  context: AppContext,
  tx: Db,
  batch: Batch,
  group: GroupRow,
  differentials: Map<number, string>,
  limits: QualityLimit[],
): Promise<TOrderPlaced> {
  const lines = await tx
    .select()
    .from(bidLines)
    .where(and(eq(bidLines.bidGroupId, group.id), eq(bidLines.deleted, false)));
  const alert = () => enqueueJob(tx, bidAlertsJob, { bidGroupId: group.id }, context.clock.now());
  const open = await batch.once(`market-open:${group.market}`, () => isMarketOpen(context, tx, group.market));
  if (!open) {
    await alert();
    return { id: group.id, status: group.status, remaining: group.remaining, trades: [], marketOpen: false };
  }
  const key = {
    market: group.market,
    seasonId: group.seasonId,
    commodityId: group.commodityId,
    deliveryPeriodIds: [group.deliveryPeriodId],
  };
  const resting = await lockRestingOffers(tx, key, sydneyDate(context.clock.now()), batch);
  const incoming = lines.map((line) => toMatchableBid(group, line, line.siteId ? (differentials.get(line.siteId) ?? null) : null, limits));
  const result = matchIncoming({ side: 'bid', order: incoming }, resting);
  const trades = await executeMatch(context, tx, result, { side: 'bid', id: group.id }, batch);
  const status = statusAfter({ remaining: result.incomingRemaining, closed: result.incomingClosed });
  // Only a bid that still stands is worth offering against.
  if (status === 'active') await alert();
  return { id: group.id, status, remaining: tonnes(result.incomingRemaining), trades, marketOpen: true };
}

/**
 * An offer that has changed meets the book as an incoming order: it trades at once against
 * crossing bids while the market is open, and what is left stands on the public feed.
 */
async function matchOffer(
  context: AppContext,
  tx: Db,
  batch: Batch,
  offer: OfferRow,
  site: SiteRow | undefined,
  values: { qualityParameterId: number; value: string }[],
): Promise<TOrderPlaced> {
  const open = await batch.once(`market-open:${offer.market}`, () => isMarketOpen(context, tx, offer.market));
  if (!open) {
    await recordOfferFeedItem(context, tx, offer.id);
    return { id: offer.id, status: offer.status, remaining: offer.remaining, trades: [], marketOpen: false };
  }
  const key = {
    market: offer.market,
    seasonId: offer.seasonId,
    commodityId: offer.commodityId,
    deliveryPeriodIds: [offer.deliveryPeriodId],
  };
  const resting = await lockRestingBids(tx, key, sydneyDate(context.clock.now()), batch);
  const incoming = toMatchableOffer(offer, site ? { portZoneId: site.portZoneId, portDifferential: site.portDifferential } : null, values);
  const result = matchIncoming({ side: 'offer', order: incoming }, resting);
  const trades = await executeMatch(context, tx, result, { side: 'offer', id: offer.id }, batch);
  const status = statusAfter({ remaining: result.incomingRemaining, closed: result.incomingClosed });
  // The public feed shows an offer that still stands; one that traded at once shows as its trades.
  if (status === 'active') await recordOfferFeedItem(context, tx, offer.id);
  return { id: offer.id, status, remaining: tonnes(result.incomingRemaining), trades, marketOpen: true };
}
