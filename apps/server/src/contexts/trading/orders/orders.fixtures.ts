import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { farmGrain, holdings, markets } from '../../../db/schema/market.ts';
import { messageRecipients, messages } from '../../../db/schema/messages.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { bearerFor, createUser, passwordTokenFor } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * What the trading route tests share: the demo reference data, signed-in traders and growers
 * (a grower with a holding, and grain declared on farm) holding password tokens, and cgx bids and
 * offers through the API.
 */
export function useTradingFixtures(t: TestApp) {
  const ref = { seasonId: 0, commodityId: 0, aph1: 0, h1: 0, now: 0, moree: 0, narrabri: 0 };

  beforeAll(async () => {
    await seedDemoData(t.context.db);
    const db = t.context.db;
    ref.seasonId = (await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') }))?.id ?? 0;
    ref.commodityId = (await db.query.commodities.findFirst({ where: eq(commodities.code, 'WHT') }))?.id ?? 0;
    ref.aph1 = (await db.query.grades.findFirst({ where: and(eq(grades.code, 'APH1'), eq(grades.commodityId, ref.commodityId)) }))?.id ?? 0;
    ref.h1 = (await db.query.grades.findFirst({ where: and(eq(grades.code, 'H1'), eq(grades.commodityId, ref.commodityId)) }))?.id ?? 0;
    ref.now = (await db.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.kind, 'now') }))?.id ?? 0;
    ref.moree = (await db.query.sites.findFirst({ where: eq(sites.name, 'Moree') }))?.id ?? 0;
    ref.narrabri = (await db.query.sites.findFirst({ where: eq(sites.name, 'Narrabri') }))?.id ?? 0;
  });

  const setMarket = (status: 'open' | 'closed' | null) =>
    t.context.db.update(markets).set({ forcedStatus: status }).where(eq(markets.market, 'cgx'));

  async function trader() {
    const user = await createUser(t.context, 'Trader');
    const session = await bearerFor(t.context, user);
    const passwordToken = await passwordTokenFor(t.app, session.authorization);
    return { user, authorization: session.authorization, passwordToken };
  }

  async function grower(tonnes = '300', siteId = ref.moree, gradeId = ref.aph1) {
    const user = await createUser(t.context, 'Grower');
    const [holding] = await t.context.db
      .insert(holdings)
      .values({
        organisationId: user.organisationId,
        ngr: '12340000',
        siteId,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        gradeId,
        quantity: tonnes,
      })
      .returning();
    const session = await bearerFor(t.context, user);
    const passwordToken = await passwordTokenFor(t.app, session.authorization);
    return { user, holdingId: holding?.id ?? 0, authorization: session.authorization, passwordToken };
  }

  /** Grain the organisation declares on farm (2026/27 wheat, ungraded unless a grade is given, near Dubbo): igrainX offers draw on it. */
  async function declareOnFarm(organisationId: number, tonnes: string, values: Partial<typeof farmGrain.$inferInsert> = {}) {
    const [row] = await t.context.db
      .insert(farmGrain)
      .values({
        organisationId,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        quantity: tonnes,
        nearestTown: 'Dubbo, NSW',
        nearestTownDirection: 'NE',
        nearestTownDistanceRange: '5-10 km',
        state: 'NSW',
        ...values,
      })
      .returning();
    if (!row) throw new Error('no farm grain');
    return row;
  }

  /** A cgx bid of one line; gradeId and siteId default to APH1 at Moree. */
  const bidAt = (
    who: { authorization: string; passwordToken: string },
    line: { price: string; quantity: string; gradeId?: number; siteId?: number },
  ) =>
    bid(who, line.price, line.quantity, {
      bidsAttributes: [{ gradeId: line.gradeId ?? ref.aph1, siteId: line.siteId ?? ref.moree, price: line.price }],
    });

  const bid = (who: { authorization: string; passwordToken: string }, price: string, quantity = '100', extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bids',
      headers: { authorization: who.authorization },
      payload: {
        market: 'cgx',
        passwordToken: who.passwordToken,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        deliveryPeriodId: ref.now,
        quantity,
        bidsAttributes: [{ gradeId: ref.aph1, siteId: ref.moree, price }],
        ...extra,
      },
    });

  const offer = (
    who: { authorization: string; passwordToken: string; holdingId: number },
    price: string,
    quantity: string,
    extra: object = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { authorization: who.authorization },
      payload: {
        market: 'cgx',
        passwordToken: who.passwordToken,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        deliveryPeriodId: ref.now,
        holdingId: who.holdingId,
        quantity,
        price,
        chemicalDeclaration: true,
        ...extra,
      },
    });

  async function messagesTo(userId: number, kind: string) {
    return t.context.db
      .select({ message: messages })
      .from(messages)
      .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .where(and(eq(messageRecipients.userId, userId), eq(messages.kind, kind)));
  }

  return { ref, setMarket, trader, grower, declareOnFarm, bidAt, bid, offer, messagesTo };
}
