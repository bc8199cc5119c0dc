import type { ChildProcess } from 'node:child_process';
import { dec } from '@cgx/domain/decimal';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { farmGrain, holdings, markets, trades } from '../../../db/schema/market.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { ensureDefaults } from '../../../composition/seed/defaults.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { systemClock } from '../../../lib/clock.ts';
import { TEST_PASSWORD, bearerFor, createUser } from '../../../test/factories.ts';
import { freePort, startServer } from '../../../test/server-processes.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

/**
 * Two server processes on one PostgreSQL database receive crossing orders for one book at the
 * same time. No tonne may be filled twice: every order's fills plus its remaining equal its
 * quantity, no holding is oversold, and trade numbers are unique and without gaps.
 */
const ORDERS_PER_SIDE = 12;

describe.skipIf(!process.env.TEST_DATABASE_URL)('matching under concurrency (two server processes, one PostgreSQL)', () => {
  let database: Database & { url?: string };
  const children: ChildProcess[] = [];
  const ports: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDefaults(database.db);
    await seedDemoData(database.db);
    await database.db.update(markets).set({ forcedStatus: 'open' });
    ports.push(await freePort(), await freePort());
    for (const port of ports) children.push(await startServer(database.url ?? '', port));
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await database?.close();
  });

  it('fills no tonne twice and the books balance', async () => {
    const db = database.db;
    const context = { db, clock: systemClock() } as unknown as AppContext;
    const seasonId = (await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') }))?.id ?? 0;
    const commodityId = (await db.query.commodities.findFirst({ where: eq(commodities.code, 'WHT') }))?.id ?? 0;
    const gradeId =
      (await db.query.grades.findFirst({ where: and(eq(grades.code, 'ASW1'), eq(grades.commodityId, commodityId)) }))?.id ?? 0;
    const periodId = (await db.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.kind, 'now') }))?.id ?? 0;
    const siteId = (await db.query.sites.findFirst({ where: eq(sites.name, 'Temora') }))?.id ?? 0;

    const withToken = async (role: 'Trader' | 'Grower') => {
      const user = await createUser(context, role);
      const { authorization } = await bearerFor(context, user);
      const response = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/password-token`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      return { user, authorization, passwordToken: ((await response.json()) as { passwordToken: string }).passwordToken };
    };
    const buyers = await Promise.all(Array.from({ length: 3 }, () => withToken('Trader')));
    const sellers = await Promise.all(Array.from({ length: 3 }, () => withToken('Grower')));
    const holdingIds: number[] = [];
    for (const seller of sellers) {
      const [holding] = await db
        .insert(holdings)
        .values({ organisationId: seller.user.organisationId, ngr: '55550000', siteId, seasonId, commodityId, gradeId, quantity: '400' })
        .returning({ id: holdings.id });
      holdingIds.push(holding?.id ?? 0);
    }

    const post = (port: number | undefined, url: string, who: { authorization: string }, body: object) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { authorization: who.authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const requests: Promise<Response>[] = [];
    for (let index = 0; index < ORDERS_PER_SIDE; index += 1) {
      const buyer = buyers[index % buyers.length];
      const seller = sellers[index % sellers.length];
      if (!buyer || !seller) throw new Error('no party');
      // Bids go to one server and offers to the other, interleaved, all at once; every pair crosses.
      requests.push(
        post(ports[index % 2], '/api/bids', buyer, {
          market: 'cgx',
          passwordToken: buyer.passwordToken,
          seasonId,
          commodityId,
          deliveryPeriodId: periodId,
          quantity: String(40 + (index % 4) * 10),
          bidsAttributes: [{ gradeId, siteId, price: String(300 + index) }],
        }),
        post(ports[(index + 1) % 2], '/api/offers', seller, {
          market: 'cgx',
          passwordToken: seller.passwordToken,
          seasonId,
          commodityId,
          deliveryPeriodId: periodId,
          holdingId: holdingIds[index % sellers.length],
          quantity: String(30 + (index % 3) * 15),
          price: String(290 - index),
          chemicalDeclaration: true,
        }),
      );
    }
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status).every((status) => status === 201)).toBe(true);

    const allTrades = await db.select().from(trades).where(eq(trades.commodityId, commodityId));
    const allOffers = await db.select().from(offers).where(eq(offers.commodityId, commodityId));
    const allGroups = await db.select().from(bidGroups).where(eq(bidGroups.commodityId, commodityId));
    expect(allTrades.length).toBeGreaterThan(0);
    for (const offer of allOffers) {
      const filled = allTrades.filter((trade) => trade.offerId === offer.id).reduce((sum, trade) => sum.plus(trade.quantity), dec(0));
      expect(filled.plus(offer.remaining).equals(offer.quantity)).toBe(true);
      expect(dec(offer.remaining).greaterThanOrEqualTo(0)).toBe(true);
    }
    for (const group of allGroups) {
      const filled = allTrades.filter((trade) => trade.bidGroupId === group.id).reduce((sum, trade) => sum.plus(trade.quantity), dec(0));
      expect(filled.plus(group.remaining).equals(group.quantity)).toBe(true);
    }
    for (const holdingId of holdingIds) {
      const sold = allTrades
        .filter((trade) => allOffers.find((offer) => offer.id === trade.offerId)?.holdingId === holdingId)
        .reduce((sum, trade) => sum.plus(trade.quantity), dec(0));
      const standing = allOffers
        .filter((offer) => offer.holdingId === holdingId && offer.status === 'active')
        .reduce((sum, offer) => sum.plus(offer.remaining), dec(0));
      expect(sold.plus(standing).lessThanOrEqualTo(400)).toBe(true);
    }
    const numbers = (await db.select({ number: trades.number }).from(trades).where(eq(trades.market, 'cgx')))
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    // Every crossing pair left open would be a missed trade: nothing active may still cross.
    const activeBids = allGroups.filter((group) => group.status === 'active');
    const activeOffers = allOffers.filter((offer) => offer.status === 'active');
    expect(activeBids.length === 0 || activeOffers.length === 0).toBe(true);
  }, 120_000);

  it('sells no on-farm grain twice: igrainX offers on one declaration from two processes at once', async () => {
    const db = database.db;
    const context = { db, clock: systemClock() } as unknown as AppContext;
    const seasonId = (await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') }))?.id ?? 0;
    const commodityId = (await db.query.commodities.findFirst({ where: eq(commodities.code, 'BAR') }))?.id ?? 0;
    const gradeId =
      (await db.query.grades.findFirst({ where: and(eq(grades.code, 'BAR1'), eq(grades.commodityId, commodityId)) }))?.id ?? 0;
    const periodId = (await db.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.kind, 'now') }))?.id ?? 0;
    const signIn = async (role: 'Trader' | 'Grower') => {
      const user = await createUser(context, role);
      const { authorization } = await bearerFor(context, user);
      const response = await fetch(`http://127.0.0.1:${ports[1]}/api/auth/password-token`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      return { user, authorization, passwordToken: ((await response.json()) as { passwordToken: string }).passwordToken };
    };
    const seller = await signIn('Grower');
    const buyer = await signIn('Trader');
    const place = { nearestTown: 'Dubbo, NSW', nearestTownDirection: 'N', nearestTownDistanceRange: '0-5 km' };
    const [grain] = await db
      .insert(farmGrain)
      .values({ organisationId: seller.user.organisationId, seasonId, commodityId, gradeId, quantity: '300', ...place })
      .returning();
    const post = (port: number | undefined, url: string, who: { authorization: string }, body: object) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { authorization: who.authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const terms = { market: 'igrainx', seasonId, commodityId, deliveryPeriodId: periodId };
    const offersSent: Promise<Response>[] = [];
    const bidsSent: Promise<Response>[] = [];
    for (let index = 0; index < 10; index += 1) {
      offersSent.push(
        post(ports[index % 2], '/api/offers', seller, {
          ...terms,
          passwordToken: seller.passwordToken,
          farmGrainId: grain?.id,
          quantity: '50',
          price: '280.00',
          chemicalDeclaration: true,
          location: { pricingPoint: 'Ex Farm', ...place },
        }),
      );
      if (index % 2 === 0) {
        bidsSent.push(
          post(ports[(index + 1) % 2], '/api/bids', buyer, {
            ...terms,
            passwordToken: buyer.passwordToken,
            pricingPoint: 'Ex Farm',
            quantity: '40',
            bidsAttributes: [{ gradeId, price: '290.00', location: place }],
          }),
        );
      }
    }
    const offerStatuses = (await Promise.all(offersSent)).map((response) => response.status);
    expect((await Promise.all(bidsSent)).every((response) => response.status === 201)).toBe(true);
    expect(offerStatuses.every((status) => status === 201 || status === 400)).toBe(true);
    // 300 t take six offers of 50 t; an offer that sells 40 t closes its 10 t left (below the minimum), which another may take.
    const accepted = offerStatuses.filter((status) => status === 201).length;
    expect(accepted).toBeGreaterThanOrEqual(6);
    expect(accepted).toBeLessThanOrEqual(7);

    const sold = (
      await db
        .select()
        .from(trades)
        .where(eq(trades.farmGrainId, grain?.id ?? 0))
    ).reduce((sum, trade) => sum.plus(trade.quantity), dec(0));
    const standing = (
      await db
        .select()
        .from(offers)
        .where(and(eq(offers.farmGrainId, grain?.id ?? 0), eq(offers.status, 'active')))
    ).reduce((sum, offer) => sum.plus(offer.remaining), dec(0));
    expect(sold.toFixed(3)).toBe('200.000');
    expect(sold.plus(standing).lessThanOrEqualTo(300)).toBe(true);
  }, 120_000);
});
