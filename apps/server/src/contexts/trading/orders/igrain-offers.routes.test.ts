import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type farmGrain, markets, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { seasons } from '../../../db/schema/reference.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, trader, grower, declareOnFarm } = useTradingFixtures(t);

const setIgrainMarket = (status: 'open' | 'closed') =>
  t.context.db.update(markets).set({ forcedStatus: status }).where(eq(markets.market, 'igrainx'));

const nearDubbo = { nearestTown: 'Dubbo, NSW', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' };
type Party = { authorization: string; passwordToken: string };

const igrainOffer = (who: Party, farmGrainId: number | undefined, quantity: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/offers',
    headers: { authorization: who.authorization },
    payload: {
      market: 'igrainx',
      passwordToken: who.passwordToken,
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      gradeId: ref.aph1,
      deliveryPeriodId: ref.now,
      farmGrainId,
      quantity,
      price: '300.00',
      chemicalDeclaration: true,
      location: { pricingPoint: 'Ex Farm', ...nearDubbo },
      ...extra,
    },
  });

const igrainBid = (who: Party, quantity: string, price: string, location = nearDubbo) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bids',
    headers: { authorization: who.authorization },
    payload: {
      market: 'igrainx',
      passwordToken: who.passwordToken,
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      deliveryPeriodId: ref.now,
      pricingPoint: 'Ex Farm',
      quantity,
      bidsAttributes: [{ gradeId: ref.aph1, price, location }],
    },
  });

/** A grower with grain declared on farm. */
async function growerWithGrain(tonnes: string, values: Partial<typeof farmGrain.$inferInsert> = {}) {
  const seller = await grower('1');
  const grain = await declareOnFarm(seller.user.organisationId, tonnes, values);
  return { ...seller, grain };
}

const grainView = async (who: Party, grainId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/farm-grain/${grainId}`, headers: { authorization: who.authorization } })).json();

describe('igrainX offers draw on grain declared on farm', () => {
  it('need the seller’s own active declaration of the offer’s season and commodity', async () => {
    await setIgrainMarket('closed');
    const seller = await growerWithGrain('100');
    const none = await igrainOffer(seller, undefined, '50');
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ farmGrainId: ['Required'] });

    const other = await growerWithGrain('100');
    const theirs = await igrainOffer(seller, other.grain.id, '50');
    expect(theirs.json().errors).toEqual({ farmGrainId: ['Choose grain declared on farm'] });

    const lastSeason = (await t.context.db.query.seasons.findFirst({ where: eq(seasons.name, '2025/26') }))?.id ?? 0;
    const old = await declareOnFarm(seller.user.organisationId, '100', { seasonId: lastSeason });
    expect((await igrainOffer(seller, old.id, '50')).json().errors).toEqual({
      farmGrainId: ['This grain is of another season or commodity'],
    });

    const archived = await declareOnFarm(seller.user.organisationId, '100', { status: 'archived' });
    expect((await igrainOffer(seller, archived.id, '50')).json().errors).toEqual({ farmGrainId: ['Choose grain declared on farm'] });

    const placed = await igrainOffer(seller, seller.grain.id, '50');
    expect(placed.statusCode).toBe(201);
    const row = await t.context.db.query.offers.findFirst({ where: eq(offers.id, placed.json().id) });
    expect(row).toMatchObject({ market: 'igrainx', farmGrainId: seller.grain.id, holdingId: null });
  });

  it('can’t exceed what is declared and not yet on offer, within one batch and across requests', async () => {
    await setIgrainMarket('closed');
    const seller = await growerWithGrain('100');
    expect((await igrainOffer(seller, seller.grain.id, '60')).statusCode).toBe(201);
    const over = await igrainOffer(seller, seller.grain.id, '50');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ quantity: ['Can not be more than the 40.000 mt available'] });

    // Sent at once, they meet in one matching batch: the first in arrival order takes the 40 t.
    const [first, second] = await Promise.all([igrainOffer(seller, seller.grain.id, '40'), igrainOffer(seller, seller.grain.id, '30')]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 400]);
    expect(await grainView(seller, seller.grain.id)).toMatchObject({ committed: '100.000', available: '0.000' });
  });

  it('takes the grade of graded grain', async () => {
    await setIgrainMarket('closed');
    const seller = await growerWithGrain('100', { gradeId: ref.h1 });
    const placed = await igrainOffer(seller, seller.grain.id, '50');
    const row = await t.context.db.query.offers.findFirst({ where: eq(offers.id, placed.json().id) });
    expect(row?.gradeId).toBe(ref.h1);
  });

  it('a trade records the grain it sold, whose tonnes stay committed until the trade is cancelled', async () => {
    await setIgrainMarket('open');
    try {
      // Away from the offers of the other tests, which rest near Dubbo.
      const nearParkes = { nearestTown: 'Parkes, NSW', nearestTownDirection: 'S', nearestTownDistanceRange: '0-5 km' };
      const buyer = await trader();
      expect((await igrainBid(buyer, '60', '310.00', nearParkes)).statusCode).toBe(201);
      const seller = await growerWithGrain('100');
      const sold = await igrainOffer(seller, seller.grain.id, '60', { location: { pricingPoint: 'Ex Farm', ...nearParkes } });
      expect(sold.statusCode).toBe(201);
      expect(sold.json()).toMatchObject({ status: 'filled', trades: [{ quantity: '60.000', price: '310.00' }] });
      const trade = await t.context.db.query.trades.findFirst({ where: eq(trades.id, sold.json().trades[0].tradeId) });
      expect(trade).toMatchObject({ market: 'igrainx', farmGrainId: seller.grain.id, holdingId: null });
      expect(await grainView(seller, seller.grain.id)).toMatchObject({ committed: '60.000', available: '40.000' });
      expect((await igrainOffer(seller, seller.grain.id, '41')).json().errors).toEqual({
        quantity: ['Can not be more than the 40.000 mt available'],
      });
      await t.context.db
        .update(trades)
        .set({ status: 'cancelled' })
        .where(eq(trades.id, trade?.id ?? 0));
      expect(await grainView(seller, seller.grain.id)).toMatchObject({ committed: '0.000', available: '100.000' });
    } finally {
      await setIgrainMarket('closed');
    }
  });

  it('an edit draws on the grain besides the offer’s own tonnes', async () => {
    await setIgrainMarket('closed');
    const seller = await growerWithGrain('100');
    const placed = (await igrainOffer(seller, seller.grain.id, '70')).json();
    const edit = (quantity: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/offers/${placed.id}`,
        headers: { authorization: seller.authorization },
        payload: {
          market: 'igrainx',
          passwordToken: seller.passwordToken,
          seasonId: ref.seasonId,
          commodityId: ref.commodityId,
          gradeId: ref.aph1,
          deliveryPeriodId: ref.now,
          farmGrainId: seller.grain.id,
          quantity,
          price: '305.00',
          chemicalDeclaration: true,
          location: { pricingPoint: 'Ex Farm', ...nearDubbo },
        },
      });
    expect((await edit('100')).statusCode).toBe(200);
    const over = await edit('100.5');
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual({ quantity: ['Can not be more than the 100.000 mt available'] });
  });
});

/** GET /api/offers/:id gives the offer form every term it needs to edit or re-offer (spec 001 §2 'Offer form'). */
describe('reading one offer for the offer form', () => {
  it('answers the location, the chemical details and the quality values; another organisation gets 404', async () => {
    await setIgrainMarket('closed');
    const seller = await growerWithGrain('100');
    const placed = await igrainOffer(seller, seller.grain.id, '40', {
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-20',
      location: { pricingPoint: 'Ex Farm', nearestTownCity: 'Dubbo', ...nearDubbo },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const read = (authorization: string) =>
      t.app.inject({ method: 'GET', url: `/api/offers/${placed.json().id}`, headers: { authorization } });
    const answer = await read(seller.authorization);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      market: 'igrainx',
      farmGrainId: seller.grain.id,
      pricingPoint: 'Ex Farm',
      nearestTown: 'Dubbo, NSW',
      chemicalDeclaration: false,
      chemicalTreatment: 'K-Obiol',
      chemicalRate: '2 L/t',
      chemicalApplicationDate: '2026-11-20',
      location: {
        nearestTownCity: 'Dubbo',
        nearestTownDirection: 'NE',
        nearestTownDistanceRange: '5-10 km',
        address: null,
        deliveredSiteId: null,
      },
      qualityParameters: [],
    });
    const stranger = await grower('1');
    expect((await read(stranger.authorization)).statusCode).toBe(404);
  });
});

/** spec 001 §7 'create from a bid': a seller reads a standing bid's terms by the line the market bids page lists. */
describe('reading a bid to sell to', () => {
  const read = (bidLineId: number | string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/offers/from-bid/${bidLineId}`,
      headers: authorization ? { authorization } : {},
    });

  it('answers the bid’s terms and the one line, never the buyer; an offer on those terms trades', async () => {
    await setIgrainMarket('closed');
    const nearMudgee = { nearestTown: 'Mudgee, NSW', nearestTownDirection: 'W', nearestTownDistanceRange: '10-15 km' };
    const buyer = await trader();
    const bid = await igrainBid(buyer, '80', '322.50', nearMudgee);
    expect(bid.statusCode, bid.body).toBe(201);
    const lineId =
      (await t.context.db.query.bidLines.findFirst({ where: (lines, { eq: is }) => is(lines.bidGroupId, bid.json().id) }))?.id ?? 0;
    const seller = await growerWithGrain('100');

    const answer = await read(lineId, seller.authorization);
    expect(answer.statusCode, answer.body).toBe(200);
    const terms = answer.json();
    expect(terms).toMatchObject({
      id: bid.json().id,
      market: 'igrainx',
      season: { id: ref.seasonId },
      commodity: { id: ref.commodityId },
      deliveryPeriod: { id: ref.now },
      remaining: '80.000',
      line: { id: lineId, price: '322.50', grade: { id: ref.aph1 }, pricingPoint: 'Ex Farm', ...pick(nearMudgee) },
    });
    expect(JSON.stringify(terms)).not.toMatch(/organisation|tradingName|user/i);
    expect(terms).not.toHaveProperty('lines');

    await setIgrainMarket('open');
    try {
      const sold = await igrainOffer(seller, seller.grain.id, '80', {
        price: terms.line.price,
        location: { pricingPoint: 'Ex Farm', ...nearMudgee },
      });
      expect(sold.json()).toMatchObject({ status: 'filled', trades: [{ quantity: '80.000', price: '322.50' }] });
    } finally {
      await setIgrainMarket('closed');
    }
    // Filled: it no longer stands.
    expect((await read(lineId, seller.authorization)).statusCode).toBe(404);
  });

  it('401 signed out, 403 for roles that do not sell, 404 for the buyer’s own bid, a line that is not there or a bad id', async () => {
    await setIgrainMarket('closed');
    const buyer = await trader();
    const bid = await igrainBid(buyer, '50', '300.00');
    const lineId =
      (await t.context.db.query.bidLines.findFirst({ where: (lines, { eq: is }) => is(lines.bidGroupId, bid.json().id) }))?.id ?? 0;
    expect((await read(lineId)).statusCode).toBe(401);
    const analyst = await bearerFor(t.context, await createUser(t.context, 'Analyst'));
    expect((await read(lineId, analyst.authorization)).statusCode).toBe(403);
    expect((await read(lineId, buyer.authorization)).statusCode).toBe(404);
    const seller = await grower('1');
    expect((await read(999_999_999, seller.authorization)).statusCode).toBe(404);
    // A path that names no line is not found, like any other (the params' rule, error-handler.ts).
    expect((await read('0', seller.authorization)).statusCode).toBe(404);
  });
});

const pick = (near: { nearestTown: string; nearestTownDirection: string; nearestTownDistanceRange: string }) => ({
  nearestTown: near.nearestTown,
  direction: near.nearestTownDirection,
  distanceRange: near.nearestTownDistanceRange,
});
