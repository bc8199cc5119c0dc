import { sydneyDate } from '@cgx/domain/calendar';
import { dec, tonnes } from '@cgx/domain/decimal';
import { type Fill, type IncomingOrder, type QualityLimit, matchArrivals } from '@cgx/domain/matching';
import type { TOrderPlaced } from '@cgx/domain/orders.schemas';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { insertAsJson } from '../../../db/insert-as-json.ts';
import { queryRows } from '../../../db/rows.ts';
import { together } from '../../../db/together.ts';
import { bidGroups, bidLines, bidQualityLimits, offerQualityValues, offers } from '../../../db/schema/orders.ts';
import { type sites } from '../../../db/schema/reference.ts';
import { enqueueJobs } from '../../../queue/jobs.repository.ts';
import { wakeWorkers } from '../../../queue/wake-workers.ts';
import { forbidden } from '../../../lib/errors.ts';
import { type AuthorityPair, lockLiveAuthorities } from '../../identity/index.ts';
import { type IdempotencyClaim, claimKeys, recordAnswers, releaseKeys } from '../orders/idempotency.repository.ts';
import { type FarmGrainAvailability, availableOnFarmGrain, farmGrainDrawError } from '../farm-grain/farm-grain-draw.ts';
import { type HoldingAvailability, availableOnHoldings, holdingDrawError } from '../holdings/holdings.service.ts';
import { findOffersForFeed } from '../market-data/market-feed.repository.ts';
import { recordOfferFeedItemsOf } from '../market-data/market-feed.service.ts';
import { isMarketOpen } from '../market/market-status.service.ts';
import { answersOf, failedClaims, refuseTakenKeys } from './batch-claims.ts';
import { rememberRows, sitesOfHoldings } from './batch-rows.ts';
import { bidAlertsJob } from './matching.jobs.ts';
import { type Batch, type BookId, type Settled, runTogetherInBook } from './book-sequencer.ts';
import { type BookKey, lockRestingBids, lockRestingOffers, toMatchableBid, toMatchableOffer } from './book.repository.ts';
import { type TradeMade, prefetchHolidays, statusAfter, tradeState, writeFills } from './execute-match.ts';

type OfferValues = Omit<typeof offers.$inferInsert, 'sequence'>;
type GroupValues = Omit<typeof bidGroups.$inferInsert, 'sequence'>;
type LineValues = Omit<typeof bidLines.$inferInsert, 'bidGroupId'>;
type SiteRow = typeof sites.$inferSelect;

/** A new offer, checked and ready to write: it still draws on its holding (cgx) or on-farm grain (igrainX) under the lock. */
export type NewOffer = {
  side: 'offer';
  values: OfferValues;
  qualityValues: { qualityParameterId: number; value: string }[];
  /** The request's Idempotency-Key, claimed and answered in the batch's transaction (decision 0071). */
  claim?: IdempotencyClaim;
};

/** A new bid group with its lines and quality limits (each with its parameter's kind of limit). */
export type NewBid = {
  side: 'bid';
  values: GroupValues;
  lines: LineValues[];
  qualityLimits: QualityLimit[];
  /** Port differential of each site a line names, to compare cgx prices at port. */
  differentials: Map<number, string>;
  claim?: IdempotencyClaim;
};

export type NewOrder = NewOffer | NewBid;

/**
 * Places a new order in its book (design §5): it waits for the book with the other orders
 * arriving for it and is placed together with them (placeOrders). Answers after the commit.
 */
export async function placeInBook(context: AppContext, book: BookId, order: NewOrder): Promise<TOrderPlaced> {
  const placed = await runTogetherInBook(
    context.db,
    book,
    { kind: 'place-orders', runAll: (tx, batch, orders: NewOrder[]) => placeOrders(context, tx, batch, orders) },
    order,
  );
  if (placed.trades.length > 0) wakeWorkers(context);
  return placed;
}

type Placed = { order: NewOrder; index: number; site?: SiteRow };

/**
 * New orders for one book, in arrival order, with a constant number of statements however many
 * there are (decision 0015): the grain they draw on (holdings, or grain declared on farm: decision
 * 0072) checked and locked together, every order inserted, the book read once, the orders matched
 * in memory one after the other exactly as if each had come alone (matchArrivals), then every
 * trade and quantity change written at once. An order its grain cannot cover fails alone; the
 * others go on. Everything the batch reads is sent at once (decision 0019): PostgreSQL runs the
 * statements in the order sent, the grain locked before its sums are read. Agents' authorities
 * (decision 0073) and the requests' Idempotency-Keys (decision 0071) ride in the same flight; the
 * keys' answers go out with the last writes.
 */
export async function placeOrders(context: AppContext, tx: Db, batch: Batch, orders: NewOrder[]): Promise<Settled<TOrderPlaced>[]> {
  const outcomes: Settled<TOrderPlaced>[] = orders.map(() => ({ ok: false, error: new Error('not placed') }));
  const first = orders[0]?.values;
  if (!first) return outcomes;
  const market = first.market;
  // The whole batch's periods: an order that fails its holding check only widens the read.
  const key: BookKey = {
    market,
    seasonId: first.seasonId,
    commodityId: first.commodityId,
    deliveryPeriodIds: [...new Set(orders.map((order) => order.values.deliveryPeriodId))],
  };
  const today = sydneyDate(context.clock.now());
  const stock = stockOf(orders);
  // Read before the new orders are written, so the book is what rested before this batch. Agents'
  // authorities are share-locked first, before any order row, as a revocation locks them (decision 0073).
  const [authorities, claimed, holdings, farmGrain, open, restingBids, restingOffers, sequences] = await together([
    () => lockLiveAuthorities(tx, stock.agentPairs),
    () => claimKeys(tx, stock.claims),
    () => drawableHoldings(tx, batch, stock.holdingIds),
    () => availableOnFarmGrain(tx, stock.farmGrainIds),
    () => batch.once(`market-open:${market}`, () => isMarketOpen(context, tx, market)),
    () => (orders.some((order) => order.side === 'offer') ? lockRestingBids(tx, key, today, batch) : []),
    () => (orders.some((order) => order.side === 'bid') ? lockRestingOffers(tx, key, today, batch) : []),
    () => takeSequences(tx, orders.length),
  ]);
  const refused = refuseTakenKeys(orders, claimed, outcomes);
  const placing = drawOnStock({ holdings, farmGrain, authorities }, batch, orders, outcomes, refused);
  // Sent now, awaited with the last writes: no round trip of its own.
  const released = settledLater(releaseKeys(tx, failedClaims(orders, placing, refused)));
  if (placing.length === 0) {
    await released;
    return outcomes;
  }

  // The holidays of each state a trade could be in go out with the inserts (writeTrades finds them in the batch).
  if (open) prefetchHolidays(tx, batch, tradeStates(batch, placing));
  const arrivals = await insertOrders(tx, batch, placing, sequences);
  if (!open) {
    arrivals.forEach((arrival) => {
      outcomes[arrival.index] = {
        ok: true,
        value: { id: arrival.id, status: 'active', remaining: tonnes(arrival.quantity), trades: [], marketOpen: false },
      };
    });
    const recorded = settledLater(recordAnswers(tx, answersOf(orders, outcomes)));
    await announceStanding(context, tx, arrivals);
    await Promise.all([released, recorded]);
    return outcomes;
  }

  const result = matchArrivals(
    restingBids,
    restingOffers,
    arrivals.map((arrival) => arrival.incoming),
  );
  const restingSide = new Map<Fill, 'bid' | 'offer'>();
  result.arrivals.forEach((matched, position) => {
    for (const fill of matched.fills) restingSide.set(fill, arrivals[position]?.incoming.side === 'offer' ? 'bid' : 'offer');
  });
  const { made, written } = await writeFills(context, tx, {
    fills: result.arrivals.flatMap((matched) => matched.fills),
    updates: result.updates,
    restingSideOf: (fill) => restingSide.get(fill) ?? 'bid',
    batch,
  });

  let tradeIndex = 0;
  const standing: Arrival[] = [];
  result.arrivals.forEach((matched, position) => {
    const arrival = arrivals[position];
    if (!arrival) return;
    const trades: TradeMade[] = made.slice(tradeIndex, tradeIndex + matched.fills.length);
    tradeIndex += matched.fills.length;
    const status = statusAfter(matched);
    if (status === 'active') standing.push(arrival);
    outcomes[arrival.index] = {
      ok: true,
      value: { id: arrival.id, status, remaining: tonnes(matched.remaining), trades, marketOpen: true },
    };
  });
  const recorded = settledLater(recordAnswers(tx, answersOf(orders, outcomes)));
  await announceStanding(context, tx, standing, written);
  await Promise.all([released, recorded]);
  return outcomes;
}

/** A statement already sent, awaited later: its failure must not count as unhandled in between. */
function settledLater<T>(sent: Promise<T>): Promise<T> {
  sent.catch(() => undefined);
  return sent;
}

/** The states of the sites of the offers that could trade: those resting in the book (read by the batch) and the new ones. */
function tradeStates(batch: Batch, placing: Placed[]): Set<string> {
  const states = new Set<string>();
  for (const offer of batch.rows.offers.values()) states.add(tradeState(offer.siteId ? batch.rows.sites.get(offer.siteId) : undefined));
  for (const placed of placing) if (placed.order.side === 'offer') states.add(tradeState(placed.site));
  return states;
}

/** What the batch's offers draw on: holdings (cgx), on-farm grain (igrainX), and the authorities of agents' offers. */
function stockOf(orders: NewOrder[]) {
  const holdingIds: number[] = [];
  const farmGrainIds: number[] = [];
  const agentPairs: AuthorityPair[] = [];
  const claims: IdempotencyClaim[] = [];
  for (const order of orders) {
    if (order.claim) claims.push(order.claim);
    if (order.side !== 'offer') continue;
    const { market, holdingId, farmGrainId, agentOrganisationId, organisationId } = order.values;
    if (market === 'cgx' && holdingId) holdingIds.push(holdingId);
    if (market === 'igrainx' && farmGrainId) farmGrainIds.push(farmGrainId);
    if (agentOrganisationId) agentPairs.push({ agentOrganisationId, growerOrganisationId: organisationId });
  }
  return { holdingIds, farmGrainIds, agentPairs, claims };
}

/** The holdings the batch's cgx offers draw on, locked, with what each still has available, and their sites. */
async function drawableHoldings(tx: Db, batch: Batch, holdingIds: number[]) {
  if (holdingIds.length === 0) return new Map<number, HoldingAvailability>();
  const [holdings] = await together([() => availableOnHoldings(tx, holdingIds), () => sitesOfHoldings(tx, batch, holdingIds)]);
  return holdings;
}

type Stock = {
  holdings: Map<number, HoldingAvailability>;
  farmGrain: Map<number, FarmGrainAvailability>;
  authorities: AuthorityPair[];
};

/**
 * An offer draws on the seller's grain, of its season and commodity, up to what is still
 * available: a cgx offer on a holding (taking its grade and site), an igrainX offer on grain
 * declared on farm (taking its grade, when it is graded). Checked in arrival order, each offer
 * taking its tonnes before the next is checked. An agent's offer needs the client's authority,
 * still live under its lock. Offers that fail get their error in `outcomes`.
 */
function drawOnStock(stock: Stock, batch: Batch, orders: NewOrder[], outcomes: Settled<TOrderPlaced>[], refused: Set<number>): Placed[] {
  const placing: Placed[] = [];
  orders.forEach((order, index) => {
    if (refused.has(index)) return;
    if (order.side === 'bid') {
      placing.push({ order, index });
      return;
    }
    const values = order.values;
    const fail = (error: Error) => {
      outcomes[index] = { ok: false, error };
    };
    if (values.agentOrganisationId && !hasAuthority(stock.authorities, values.agentOrganisationId, values.organisationId)) {
      return fail(forbidden());
    }
    const quantity = String(values.quantity);
    if (values.market === 'igrainx') {
      const grain = values.farmGrainId ? stock.farmGrain.get(values.farmGrainId) : undefined;
      const error = farmGrainDrawError(grain, values, quantity);
      if (error || !grain) return fail(error ?? new Error('no farm grain'));
      grain.available = tonnes(dec(grain.available).minus(quantity));
      placing.push({ order: { ...order, values: { ...values, gradeId: grain.gradeId ?? values.gradeId ?? null } }, index });
      return;
    }
    const holding = values.holdingId ? stock.holdings.get(values.holdingId) : undefined;
    const error = holdingDrawError(holding, values, quantity);
    if (error || !holding) return fail(error ?? new Error('no holding'));
    holding.available = tonnes(dec(holding.available).minus(quantity));
    const site = batch.rows.sites.get(holding.siteId);
    placing.push({ order: { ...order, values: { ...values, gradeId: holding.gradeId, siteId: holding.siteId } }, index, site });
  });
  return placing;
}

const hasAuthority = (authorities: AuthorityPair[], agentOrganisationId: number, growerOrganisationId: number) =>
  authorities.some((pair) => pair.agentOrganisationId === agentOrganisationId && pair.growerOrganisationId === growerOrganisationId);

type Arrival = { index: number; id: number; side: 'bid' | 'offer'; quantity: string; incoming: IncomingOrder };

/**
 * Arrival numbers for time priority, one per order of the batch (bids and offers share one
 * sequence); an order that fails its holding check leaves a gap, which orders nothing.
 */
async function takeSequences(tx: Db, count: number): Promise<number[]> {
  const rows = await queryRows<{ n: string | number }>(tx, sql`SELECT nextval('order_sequence') AS n FROM generate_series(1, ${count})`);
  return rows.map((row) => Number(row.n)).sort((a, b) => a - b);
}

/** Every order of the batch written: one statement per table. Answered in arrival order, ready to match. */
async function insertOrders(tx: Db, batch: Batch, placing: Placed[], sequences: number[]): Promise<Arrival[]> {
  const sequenced = placing.map((placed, position) => ({ ...placed, sequence: sequences[position] ?? 0 }));
  const newOffers = sequenced.filter((placed): placed is typeof placed & { order: NewOffer } => placed.order.side === 'offer');
  const newBids = sequenced.filter((placed): placed is typeof placed & { order: NewBid } => placed.order.side === 'bid');

  // The orders, then what hangs off them, each step's statements sent together (decision 0019).
  // Identity ids follow the VALUES order, so rows sorted by id line up with what was inserted.
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  const [offerRows, groupRows] = await together([
    () =>
      insertAsJson(
        tx,
        offers,
        newOffers.map((placed) => ({ ...placed.order.values, sequence: placed.sequence })),
      ),
    () =>
      insertAsJson(
        tx,
        bidGroups,
        newBids.map((placed) => ({ ...placed.order.values, sequence: placed.sequence })),
      ),
  ]);
  offerRows.sort(byId);
  groupRows.sort(byId);
  rememberRows(batch.rows.offers, offerRows);
  rememberRows(batch.rows.bidGroups, groupRows);
  const qualityValues = newOffers.flatMap((placed, position) =>
    placed.order.qualityValues.map((value) => ({ ...value, offerId: offerRows[position]?.id ?? 0 })),
  );
  const lineValues = newBids.flatMap((placed, position) =>
    placed.order.lines.map((line) => ({ ...line, bidGroupId: groupRows[position]?.id ?? 0 })),
  );
  const limits = newBids.flatMap((placed, position) =>
    placed.order.qualityLimits.map((limit) => ({
      bidGroupId: groupRows[position]?.id ?? 0,
      qualityParameterId: limit.qualityParameterId,
      amount: limit.amount,
    })),
  );
  const [lineRows] = await together([
    () => insertAsJson(tx, bidLines, lineValues),
    () => (qualityValues.length > 0 ? tx.insert(offerQualityValues).values(qualityValues) : undefined),
    () => (limits.length > 0 ? tx.insert(bidQualityLimits).values(limits) : undefined),
  ]);
  lineRows.sort(byId);

  const arrivals = new Map<number, Arrival>();
  newOffers.forEach((placed, position) => {
    const row = offerRows[position];
    if (!row) throw new Error('offer insert returned too few rows');
    const site = placed.site ? { portZoneId: placed.site.portZoneId, portDifferential: placed.site.portDifferential } : null;
    arrivals.set(placed.index, {
      index: placed.index,
      id: row.id,
      side: 'offer',
      quantity: row.quantity,
      incoming: { side: 'offer', order: toMatchableOffer(row, site, placed.order.qualityValues) },
    });
  });
  newBids.forEach((placed, position) => {
    const group = groupRows[position];
    if (!group) throw new Error('bid group insert returned too few rows');
    const lines = lineRows
      .filter((line) => line.bidGroupId === group.id)
      .map((line) =>
        toMatchableBid(group, line, line.siteId ? (placed.order.differentials.get(line.siteId) ?? null) : null, placed.order.qualityLimits),
      );
    arrivals.set(placed.index, {
      index: placed.index,
      id: group.id,
      side: 'bid',
      quantity: group.quantity,
      incoming: { side: 'bid', order: lines },
    });
  });
  return placing.map((placed) => arrivals.get(placed.index) as Arrival);
}

/**
 * Orders that stand after matching (or while the market is closed): an offer shows on the
 * public feed; a bid alerts growers who hold matching grain and asked for it (bid-alerts job).
 * Sent behind `written` (the trades' jobs and quantity changes, already sent), so the offers'
 * read for the feed sees their new quantities.
 */
async function announceStanding(context: AppContext, tx: Db, standing: Arrival[], written?: Promise<unknown>): Promise<void> {
  const offerIds = standing.filter((arrival) => arrival.side === 'offer').map((arrival) => arrival.id);
  const alerts = standing.filter((arrival) => arrival.side === 'bid').map((arrival) => ({ bidGroupId: arrival.id }));
  const [, , forFeed] = await together([
    () => written,
    () => enqueueJobs(tx, bidAlertsJob, alerts, context.clock.now()),
    () => findOffersForFeed(tx, offerIds),
  ]);
  await recordOfferFeedItemsOf(context, tx, offerIds, forFeed);
}
