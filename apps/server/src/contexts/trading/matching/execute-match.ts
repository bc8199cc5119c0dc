import { sydneyDate } from '@cgx/domain/calendar';
import type { Fill, MatchResult, OrderUpdate } from '@cgx/domain/matching';
import { paymentDueDate, paymentTermsFromColumns } from '@cgx/domain/payment-terms';
import { sitePriceFromPortEquivalent } from '@cgx/domain/pricing';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { send, together } from '../../../db/together.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { enqueueJobs } from '../../../queue/jobs.repository.ts';
import { type Batch, newBatch } from './book-sequencer.ts';
import { bidGroupRowsOf, offerRowsOf, siteRowsOf } from './batch-rows.ts';
import { tradeMadeJob } from './matching.jobs.ts';
import { holidaysOf, insertNumberedTrades } from './trades.repository.ts';

/** The state whose public holidays a trade's due date skips: its site's, or NSW where it has none (igrainX). */
export function tradeState(site: { state: string } | undefined): string {
  return site?.state ?? 'NSW';
}

/**
 * Sends now the reads of the public holidays of these states, for writeTrades to find in the
 * batch: a matching batch sends them with its inserts, before it knows which trades it makes.
 */
export function prefetchHolidays(tx: Db, batch: Batch, states: Iterable<string>): void {
  for (const state of states) void batch.once(`holidays:${state}`, () => holidaysOf(tx, state));
}

export type TradeMade = { tradeId: number; formattedId: string; quantity: string; price: string };

type OfferTerms = { market: 'cgx' | 'igrainx'; paymentTermsKind: 'default' | 'eow' | 'deferred'; paymentTermsDays: number | null };

/**
 * A trade's price, port equivalent and payment due date (design §5), as the market writes them:
 * `agreedPrice` is on the basis the orders were compared on (cgx: the port equivalent), the trade's
 * price is the site's; the due date counts from `today` over the state's holidays, except EOW terms,
 * which count from the week of delivery, not known yet: theirs is set at delivery.
 */
export function tradePricing(
  offer: OfferTerms,
  site: { portDifferential: string } | undefined,
  agreedPrice: string,
  today: string,
  holidays: ReadonlySet<string>,
) {
  const price = offer.market === 'cgx' && site ? sitePriceFromPortEquivalent(agreedPrice, site.portDifferential) : agreedPrice;
  const terms = paymentTermsFromColumns(offer.paymentTermsKind, offer.paymentTermsDays);
  const dueDate = terms.kind === 'eow' ? null : paymentDueDate(terms, today, holidays);
  return { price, portEquiv: offer.market === 'cgx' ? agreedPrice : null, paymentDueDate: dueDate };
}

/** Whether a trade on these terms needs its state's public holidays now (tradePricing): all but EOW terms do. */
export const needsHolidays = (offer: Pick<OfferTerms, 'paymentTermsKind'>): boolean => offer.paymentTermsKind !== 'eow';

/** Each trade's `trade-made` job (feed, notifications, contract notes, SMS), in the transaction that writes the trades. */
export function enqueueTradeAnnouncements(tx: Db, rows: readonly { id: number }[], now: Date): Promise<void> {
  return enqueueJobs(
    tx,
    tradeMadeJob,
    rows.map((trade) => ({ tradeId: trade.id })),
    now,
  );
}

/** design §5: what is left keeps its place; nothing left is filled; a remainder below the minimum is closed. */
export function statusAfter(update: { remaining: string; closed: boolean }): 'active' | 'filled' | 'closed' {
  if (Number(update.remaining) === 0) return 'filled';
  return update.closed ? 'closed' : 'active';
}

/**
 * The new quantity and status of every order a match changed: one statement however many orders
 * (an UPDATE from a VALUES list per side, both sides in one WITH).
 */
async function applyUpdates(context: AppContext, tx: Db, updates: readonly OrderUpdate[]) {
  const now = context.clock.now().toISOString();
  const sides = (['bid', 'offer'] as const).flatMap((side) => {
    const mine = updates.filter((update) => update.side === side);
    if (mine.length === 0) return [];
    const values = sql.join(
      mine.map((update) => sql`(${update.id}::integer, ${update.remaining}::numeric, ${statusAfter(update)}::text)`),
      sql`, `,
    );
    const table = side === 'bid' ? bidGroups : offers;
    return [
      sql`${sql.raw(`${side}_updates`)} AS (
        UPDATE ${table} SET remaining = v.remaining, status = v.status, updated_at = ${now}::timestamptz,
          ended_at = CASE WHEN v.status = 'active' THEN NULL ELSE ${now}::timestamptz END
        FROM (VALUES ${values}) AS v(id, remaining, status)
        WHERE ${table}.id = v.id)`,
    ];
  });
  // Data-modifying WITH queries run to completion whether or not the main query reads them.
  if (sides.length > 0) await send(tx.execute(sql`WITH ${sql.join(sides, sql`, `)} SELECT 1`));
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

/**
 * The general form: a sweep's fills each have their own resting side (the order that arrived
 * first). A constant number of statements however many fills: the orders and sites not read yet,
 * the public holidays not read yet, the trades (numbered by their own insert), their jobs, and the
 * quantity changes.
 */
export async function executeFills(context: AppContext, tx: Db, work: FillsWork): Promise<TradeMade[]> {
  const { made, written } = await writeFills(context, tx, work);
  await written;
  return made;
}

type FillsWork = { fills: readonly Fill[]; updates: readonly OrderUpdate[]; restingSideOf: (fill: Fill) => 'bid' | 'offer'; batch?: Batch };

/**
 * executeFills, answering once the trades are written: `written` settles when the trades' jobs
 * and the quantity changes, sent together after them, are written too, so a caller can send its
 * own last writes with them (decision 0019). The caller must await `written`.
 */
export async function writeFills(context: AppContext, tx: Db, work: FillsWork): Promise<{ made: TradeMade[]; written: Promise<unknown> }> {
  const trades =
    work.fills.length > 0 ? await writeTrades(context, tx, work.fills, work.restingSideOf, work.batch ?? newBatch()) : undefined;
  const written = together([() => trades?.jobs, () => applyUpdates(context, tx, work.updates)]);
  // Handled here as well as by the caller's await, so no failure counts as unhandled in between.
  written.catch(() => undefined);
  return { made: trades?.made ?? [], written };
}

async function writeTrades(
  context: AppContext,
  tx: Db,
  fills: readonly Fill[],
  restingSideOf: (fill: Fill) => 'bid' | 'offer',
  shared: Batch,
): Promise<{ made: TradeMade[]; jobs: Promise<void> }> {
  const offerIds = [...new Set(fills.map((fill) => fill.offerId))];
  const groupIds = [...new Set(fills.map((fill) => fill.bidGroupId))];
  // Orders and sites the batch has already read or written are not read again (batch-rows.ts).
  const [offerRows, groupRows] = await together([() => offerRowsOf(tx, shared, offerIds), () => bidGroupRowsOf(tx, shared, groupIds)]);
  const siteRows = await siteRowsOf(
    tx,
    shared,
    offerIds.flatMap((id) => offerRows.get(id)?.siteId ?? []),
  );
  const now = context.clock.now();
  const today = sydneyDate(now);

  const offerOf = (fill: Fill) => offerRows.get(fill.offerId);
  const stateOf = (offer: typeof offers.$inferSelect) => tradeState(offer.siteId ? siteRows.get(offer.siteId) : undefined);
  // EOW terms count from the week of delivery, which is not known yet: their due date is set at delivery.
  const states = [
    ...new Set(
      fills.flatMap((fill) => {
        const offer = offerOf(fill);
        return offer && needsHolidays(offer) ? [stateOf(offer)] : [];
      }),
    ),
  ];
  // Usually read already, sent with the batch's inserts (prefetchHolidays).
  const holidaysByState = await Promise.all(states.map((state) => shared.once(`holidays:${state}`, () => holidaysOf(tx, state))));
  const holidays = new Map(states.map((state, index) => [state, holidaysByState[index] ?? new Set<string>()]));

  // The fills of one batch or sweep are of one book, so of one market.
  const market = offerOf(fills[0] as Fill)?.market;
  const values = fills.map((fill) => {
    const offer = offerOf(fill);
    const group = groupRows.get(fill.bidGroupId);
    if (!offer || !group) throw new Error('a fill names an order that was not loaded');
    if (offer.market !== market) throw new Error('the fills of one write are of one market');
    const site = offer.siteId ? siteRows.get(offer.siteId) : undefined;
    const {
      price,
      portEquiv,
      paymentDueDate: dueDate,
    } = tradePricing(offer, site, fill.price, today, holidays.get(stateOf(offer)) ?? new Set());
    return {
      market: offer.market,
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
      // The variety it trades as (the one matching compared): settlement withholds its royalty.
      varietyId: offer.varietyIds[0] ?? null,
      holdingId: offer.market === 'cgx' ? offer.holdingId : null,
      farmGrainId: offer.market === 'igrainx' ? offer.farmGrainId : null,
      quantity: fill.quantity,
      price,
      portEquiv,
      paymentTermsKind: offer.paymentTermsKind,
      paymentTermsDays: offer.paymentTermsDays,
      paymentDueDate: dueDate,
      restingSide: restingSideOf(fill),
      createdAt: now,
    };
  });
  const rows = market ? await insertNumberedTrades(tx, market, values) : [];
  const jobs = enqueueTradeAnnouncements(tx, rows, now);
  jobs.catch(() => undefined); // awaited by writeFills' `written`
  return {
    made: rows.map((trade) => ({ tradeId: trade.id, formattedId: trade.formattedId, quantity: trade.quantity, price: trade.price })),
    jobs,
  };
}
