import { sydneyDate } from '@cgx/domain/calendar';
import type { Fill, MatchResult, OrderUpdate } from '@cgx/domain/matching';
import { paymentDueDate, paymentTermsFromColumns } from '@cgx/domain/payment-terms';
import { sitePriceFromPortEquivalent } from '@cgx/domain/pricing';
import { formatTradeId } from '@cgx/domain/trade-id';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bidGroups, offers } from '../../db/schema/orders.ts';
import { sites } from '../../db/schema/reference.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import { type Batch, newBatch } from './book-sequencer.ts';
import { tradeMadeJob } from './trade-announcement.ts';
import { holidaysOf, insertTrade, nextTradeNumber } from './trades.repository.ts';

export type TradeMade = { tradeId: number; formattedId: string; quantity: string; price: string };

/** design §5: what is left keeps its place; nothing left is filled; a remainder below the minimum is closed. */
export function statusAfter(update: { remaining: string; closed: boolean }): 'active' | 'filled' | 'closed' {
  if (Number(update.remaining) === 0) return 'filled';
  return update.closed ? 'closed' : 'active';
}

async function applyUpdate(context: AppContext, tx: Db, update: OrderUpdate) {
  const status = statusAfter(update);
  const ended = status === 'active' ? null : context.clock.now();
  const values = { remaining: update.remaining, status, endedAt: ended, updatedAt: context.clock.now() };
  if (update.side === 'bid') await tx.update(bidGroups).set(values).where(eq(bidGroups.id, update.id));
  else await tx.update(offers).set(values).where(eq(offers.id, update.id));
}

/**
 * Writes a match inside the matching transaction: a trade per fill (numbered without gaps), the
 * quantity changes of every order involved, and per trade a `trade-made` job that announces it
 * (feed, notifications, contract notes, SMS), all committing together.
 */
export async function executeMatch(
  context: AppContext,
  tx: Db,
  result: MatchResult,
  incoming: { side: 'bid' | 'offer'; id: number },
  batch?: Batch,
): Promise<TradeMade[]> {
  const restingSide = incoming.side === 'offer' ? 'bid' : 'offer';
  return executeFills(context, tx, {
    batch,
    fills: result.fills,
    updates: [
      ...result.restingUpdates,
      { side: incoming.side, id: incoming.id, remaining: result.incomingRemaining, closed: result.incomingClosed },
    ],
    restingSideOf: () => restingSide,
  });
}

/** The general form: a sweep's fills each have their own resting side (the order that arrived first). */
export async function executeFills(
  context: AppContext,
  tx: Db,
  work: { fills: Fill[]; updates: OrderUpdate[]; restingSideOf: (fill: Fill) => 'bid' | 'offer'; batch?: Batch },
): Promise<TradeMade[]> {
  const made: TradeMade[] = [];
  // Sites and holidays read once for all the orders matched under one lock.
  const shared = work.batch ?? newBatch();
  if (work.fills.length > 0) {
    const offerIds = [...new Set(work.fills.map((fill) => fill.offerId))];
    const groupIds = [...new Set(work.fills.map((fill) => fill.bidGroupId))];
    const [offerRows, groupRows] = await Promise.all([
      tx.select().from(offers).where(inArray(offers.id, offerIds)),
      tx.select({ id: bidGroups.id, organisationId: bidGroups.organisationId }).from(bidGroups).where(inArray(bidGroups.id, groupIds)),
    ]);
    const siteIds = [...new Set(offerRows.flatMap((offer) => (offer.siteId ? [offer.siteId] : [])))].sort((a, b) => a - b);
    const siteRows = siteIds.length
      ? await shared.once(`sites:${siteIds.join(',')}`, () => tx.select().from(sites).where(inArray(sites.id, siteIds)))
      : [];
    const now = context.clock.now();
    const today = sydneyDate(now);

    for (const fill of work.fills) {
      const offer = offerRows.find((row) => row.id === fill.offerId);
      const group = groupRows.find((row) => row.id === fill.bidGroupId);
      if (!offer || !group) throw new Error('a fill names an order that was not loaded');
      const site = siteRows.find((row) => row.id === offer.siteId);
      const price = offer.market === 'cgx' && site ? sitePriceFromPortEquivalent(fill.price, site.portDifferential) : fill.price;
      const terms = paymentTermsFromColumns(offer.paymentTermsKind, offer.paymentTermsDays);
      const state = site?.state ?? 'NSW';
      // EOW terms count from the week of delivery, which is not known yet: their due date is set at delivery.
      let dueDate: string | null = null;
      if (terms.kind !== 'eow') {
        const holidays = await shared.once(`holidays:${state}`, () => holidaysOf(tx, state));
        dueDate = paymentDueDate(terms, today, holidays);
      }
      const number = await nextTradeNumber(tx, offer.market);
      const trade = await insertTrade(tx, {
        market: offer.market,
        number,
        formattedId: formatTradeId(offer.market, number),
        bidGroupId: group.id,
        bidLineId: fill.bidLineId,
        offerId: offer.id,
        buyerOrganisationId: group.organisationId,
        sellerOrganisationId: offer.organisationId,
        agentOrganisationId: offer.agentOrganisationId,
        seasonId: offer.seasonId,
        commodityId: offer.commodityId,
        gradeId: offer.gradeId,
        deliveryPeriodId: offer.deliveryPeriodId,
        siteId: offer.siteId,
        quantity: fill.quantity,
        price,
        portEquiv: offer.market === 'cgx' ? fill.price : null,
        paymentTermsKind: offer.paymentTermsKind,
        paymentTermsDays: offer.paymentTermsDays,
        paymentDueDate: dueDate,
        restingSide: work.restingSideOf(fill),
        createdAt: now,
      });
      made.push({ tradeId: trade.id, formattedId: trade.formattedId, quantity: trade.quantity, price: trade.price });
      await enqueueJob(tx, tradeMadeJob.id, { tradeId: trade.id }, now);
    }
  }

  for (const update of work.updates) await applyUpdate(context, tx, update);
  return made;
}
