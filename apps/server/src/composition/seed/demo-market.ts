import { sydneyDate } from '@cgx/domain/calendar';
import { dec, tonnes } from '@cgx/domain/decimal';
import { ZCreateBidRequest, ZCreateOfferRequest } from '@cgx/domain/orders.schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { drainJobs } from '../../composition/jobs.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { issuePasswordToken, authenticateToken, createSession, logout } from '../../contexts/identity/index.ts';
import { tradeConfirmationsJob, placeBid, placeOffer, lapseOrders } from '../../contexts/trading/index.ts';
import { queryRows } from '../../db/rows.ts';
import { holdings } from '../../db/schema/market.ts';
import { organisationNgrs, organisations } from '../../db/schema/organisations.ts';
import { commodities, deliveryPeriods, grades, seasons, sites, varieties } from '../../db/schema/reference.ts';
import { jobs } from '../../db/schema/platform.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD } from './demo.ts';
import { type PlannedOrder, planDemoMarket } from './demo-market-plan.ts';

/**
 * A year of market history for the demo (decision 0130), made the way users make it: every bid
 * and offer goes through placeBid/placeOffer, so matching, the books, holdings and the public feed
 * are exactly what those orders make. Only the clock is the seed's: each order is placed with the
 * services' clock at its planned moment, and the jobs its trades enqueue run at that moment too.
 */

export type DemoMarketSummary = { orders: number; trades: number; tonnes: string; seconds: number };

const need = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`demo market: no ${what}`);
  return value;
};

/** A clock the seed sets: the services read it as they would the system clock. */
export function seedClock(): Clock & { set(instant: Date): void } {
  let current = new Date();
  return {
    now: () => new Date(current),
    shift(minutes) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
    set(instant) {
      current = instant;
    },
  };
}

/** Reference data the plan names, by name; and the demo organisations by key. */
async function loadNames(context: AppContext) {
  const db = context.db;
  const [seasonRows, periodRows, commodityRows, gradeRows, siteRows, organisationRows, varietyRows] = await Promise.all([
    db.select().from(seasons).where(eq(seasons.status, 'active')),
    db.select().from(deliveryPeriods).where(eq(deliveryPeriods.status, 'active')),
    db.select({ id: commodities.id, code: commodities.code }).from(commodities),
    db.select({ id: grades.id, code: grades.code, commodityId: grades.commodityId }).from(grades),
    db.select({ id: sites.id, name: sites.name, differential: sites.portDifferential }).from(sites),
    db.select({ id: organisations.id, tradingName: organisations.tradingName }).from(organisations),
    db
      .select({ id: varieties.id, seasonId: varieties.seasonId, commodityId: varieties.commodityId, gradeId: varieties.gradeId })
      .from(varieties)
      .where(eq(varieties.status, 'active'))
      .orderBy(varieties.id),
  ]);
  const organisationIds = new Map<string, number>();
  for (const demo of DEMO_ORGANISATIONS) {
    const row = organisationRows.find((candidate) => candidate.tradingName === demo.tradingName);
    if (row) organisationIds.set(demo.key, row.id);
  }
  const commodityIds = new Map(commodityRows.map((row) => [row.code, row.id]));
  return {
    seasons: new Map(seasonRows.map((row) => [row.name, row])),
    periods: new Map(periodRows.map((row) => [row.name, row])),
    commodityIds,
    gradeId: (commodity: string, grade: string) =>
      need(
        gradeRows.find((row) => row.code === grade && row.commodityId === commodityIds.get(commodity)),
        `grade ${commodity} ${grade}`,
      ).id,
    sites: new Map(siteRows.map((row) => [row.name, row])),
    organisationIds,
    /** The variety a grower's grain of a season, commodity and grade is (the first registered for the grade), by id; none when none is. */
    varietyIds: (seasonId: number, commodityId: number, gradeId: number) => {
      const variety = varietyRows.find((row) => row.seasonId === seasonId && row.commodityId === commodityId && row.gradeId === gradeId);
      return variety ? [variety.id] : [];
    },
  };
}

type Names = Awaited<ReturnType<typeof loadNames>>;

/**
 * The grain the history sells, added to the growers' holdings on their first NGR (a holding the
 * demo already has grows by what the history sells from it): every planned offer finds its tonnes.
 */
async function holdGrainForPlan(context: AppContext, names: Names, plan: PlannedOrder[]) {
  const sums = new Map<string, { order: PlannedOrder; quantity: ReturnType<typeof dec> }>();
  for (const order of plan) {
    if (order.side !== 'offer') continue;
    const key = [order.party, order.site, order.season, order.commodity, order.grade].join('|');
    const sum = sums.get(key);
    sums.set(key, { order, quantity: (sum?.quantity ?? dec(0)).plus(order.quantity) });
  }
  const ngrRows = await context.db.select().from(organisationNgrs).orderBy(organisationNgrs.id);
  const holdingIds = new Map<string, number>();
  for (const [key, { order, quantity }] of sums) {
    const organisationId = need(names.organisationIds.get(order.party), `grower ${order.party}`);
    const ngr = need(
      ngrRows.find((row) => row.organisationId === organisationId),
      `NGR of ${order.party}`,
    ).ngr;
    const [row] = await context.db
      .insert(holdings)
      .values({
        organisationId,
        ngr,
        siteId: need(names.sites.get(order.site), `site ${order.site}`).id,
        seasonId: need(names.seasons.get(order.season), `season ${order.season}`).id,
        commodityId: need(names.commodityIds.get(order.commodity), `commodity ${order.commodity}`),
        gradeId: names.gradeId(order.commodity, order.grade),
        quantity: tonnes(quantity),
      })
      .onConflictDoUpdate({
        target: [holdings.organisationId, holdings.ngr, holdings.siteId, holdings.seasonId, holdings.gradeId],
        set: { quantity: sql`${holdings.quantity} + excluded.quantity` },
      })
      .returning({ id: holdings.id });
    holdingIds.set(key, need(row, 'holding').id);
  }
  return holdingIds;
}

type Party = { auth: AuthContext; passwordToken: string };

/** Signs in one user of each organisation taking part, as a person would: a session and a password token for submits. */
async function signInParties(context: AppContext, names: Names, plan: PlannedOrder[]): Promise<Map<string, Party>> {
  const keys = [...new Set(plan.map((order) => order.agent ?? order.party))];
  const ids = keys.map((key) => need(names.organisationIds.get(key), `organisation ${key}`));
  const people = await context.db
    .select()
    .from(users)
    .where(and(inArray(users.organisationId, ids), eq(users.status, 'active')))
    .orderBy(users.id);
  const parties = new Map<string, Party>();
  for (const [index, key] of keys.entries()) {
    const user = need(
      people.find((person) => person.organisationId === ids[index]),
      `user of ${key}`,
    );
    const tokens = await createSession(context, context.db, user, { ip: '127.0.0.1', userAgent: 'demo market seed' });
    const auth = need(await authenticateToken(context, tokens.token), `session of ${key}`);
    const { passwordToken } = await issuePasswordToken(context, auth, DEMO_PASSWORD);
    parties.set(key, { auth, passwordToken });
  }
  return parties;
}

async function placePlanned(
  context: AppContext,
  names: Names,
  parties: Map<string, Party>,
  holdingIds: Map<string, number>,
  order: PlannedOrder,
) {
  const terms = {
    market: 'cgx' as const,
    seasonId: need(names.seasons.get(order.season), `season ${order.season}`).id,
    commodityId: need(names.commodityIds.get(order.commodity), `commodity ${order.commodity}`),
    deliveryPeriodId: need(names.periods.get(order.period), `period ${order.period}`).id,
    quantity: order.quantity,
    expiryDate: order.expiryDate,
  };
  const party = need(parties.get(order.agent ?? order.party), `party ${order.party}`);
  if (order.side === 'bid') {
    const input = ZCreateBidRequest.parse({
      ...terms,
      passwordToken: party.passwordToken,
      bidsAttributes: [
        {
          gradeId: names.gradeId(order.commodity, order.grade),
          siteId: need(names.sites.get(order.site), `site ${order.site}`).id,
          price: order.price,
        },
      ],
    });
    return placeBid(context, party.auth, input);
  }
  const key = [order.party, order.site, order.season, order.commodity, order.grade].join('|');
  const input = ZCreateOfferRequest.parse({
    ...terms,
    passwordToken: party.passwordToken,
    organisationId: order.agent ? names.organisationIds.get(order.party) : undefined,
    gradeId: names.gradeId(order.commodity, order.grade),
    holdingId: need(holdingIds.get(key), `holding ${key}`),
    price: order.price,
    chemicalDeclaration: true,
    // As the offer form asks: the grain's variety, when one is registered (its royalty is withheld at settlement).
    varietyIds: names.varietyIds(terms.seasonId, terms.commodityId, names.gradeId(order.commodity, order.grade)),
  });
  return placeOffer(context, party.auth, input);
}

/** Whether the database already has a market: any order at all means the seed has run (or people have traded). */
async function hasOrders(context: AppContext): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    context.db,
    sql`SELECT EXISTS (SELECT 1 FROM offers) OR EXISTS (SELECT 1 FROM bid_groups) AS found`,
  );
  return row?.found === true;
}

/**
 * Seeds the demo market into a database that has the demo organisations and no orders yet; null
 * when it does nothing. `now` is the end of the history (tests pin it; the server passes nothing).
 */
export async function seedDemoMarket(context: AppContext, now: Date = context.clock.now()): Promise<DemoMarketSummary | null> {
  const started = performance.now();
  if (await hasOrders(context)) return null;
  const names = await loadNames(context);
  if (names.organisationIds.size < DEMO_ORGANISATIONS.length) return null;
  const plan = planDemoMarket({
    now,
    seasons: [...names.seasons.values()].map(({ name, startDate, endDate }) => ({ name, startDate, endDate })),
    periods: [...names.periods.values()].map(({ name, kind, startDate, endDate }) => ({ name, kind, startDate, endDate })),
    differentials: new Map([...names.sites.values()].map((site) => [site.name, Number(site.differential)])),
  });
  const holdingIds = await holdGrainForPlan(context, names, plan);
  const parties = await signInParties(context, names, plan);

  const clock = seedClock();
  const past: AppContext = { ...context, clock };
  let day = '';
  let trades = 0;
  let traded = dec(0);
  for (const order of plan) {
    clock.set(order.at);
    const today = sydneyDate(order.at);
    // Orders past their expiry lapse as the worker would lapse them, before the day's first order.
    if (today !== day) await lapseOrders(past);
    day = today;
    const placed = await placePlanned(past, names, parties, holdingIds, order);
    // The trades are announced (public feed, both parties' notifications) at the moment they were made.
    if (placed.trades.length > 0) await drainJobs(past);
    trades += placed.trades.length;
    for (const trade of placed.trades) traded = traded.plus(trade.quantity);
  }
  clock.set(now);
  await lapseOrders(past);
  // Contract notes and SMS of the seed's trades are not sent: a year of them would flood the console
  // (or SMTP_URL) of a first start with mail for fictional people (decision 0130).
  await context.db.delete(jobs).where(and(eq(jobs.name, tradeConfirmationsJob.id), sql`${jobs.completedAt} IS NULL`));
  // What else the orders enqueued (the alerts of bids that stood) runs now, as the worker would have run it.
  await drainJobs(past);
  for (const party of parties.values()) await logout(context, party.auth, { ip: '127.0.0.1', userAgent: 'demo market seed' });
  return { orders: plan.length, trades, tonnes: tonnes(traded), seconds: (performance.now() - started) / 1000 };
}
