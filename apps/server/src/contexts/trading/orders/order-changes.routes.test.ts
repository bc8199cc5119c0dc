import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets } from '../../../db/schema/market.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, setMarket, trader, grower, declareOnFarm, bidAt, offer } = useTradingFixtures(t);

type Party = { authorization: string; passwordToken: string };
const put = (who: Party, url: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { authorization: who.authorization },
    payload: { passwordToken: who.passwordToken, ...payload },
  });

/** The body of a cgx offer as the edit form sends it back. */
const offerBody = (holdingId: number, changes: object) => ({
  market: 'cgx',
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  deliveryPeriodId: ref.now,
  holdingId,
  quantity: '100',
  price: '400.00',
  chemicalDeclaration: true,
  ...changes,
});

const bidBody = (lines: object[], changes: object = {}) => ({
  market: 'cgx',
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  deliveryPeriodId: ref.now,
  quantity: '100',
  bidsAttributes: lines,
  ...changes,
});

describe('editing an offer', () => {
  it('a lower price meets the book again and trades; the quantity names the whole offer, trades included', async () => {
    await setMarket('open');
    const seller = await grower('300');
    const placed = (await offer(seller, '400.00', '100')).json();
    expect(placed).toMatchObject({ status: 'active', trades: [] });
    const buyer = await trader();
    expect((await bidAt(buyer, { price: '380.00', quantity: '50' })).json()).toMatchObject({ status: 'active', trades: [] });

    const edited = await put(seller, `/api/offers/${placed.id}`, offerBody(seller.holdingId, { price: '370.00' }));
    expect(edited.statusCode).toBe(200);
    // The bid was resting first: the trade is at its price.
    expect(edited.json()).toMatchObject({
      id: placed.id,
      status: 'active',
      remaining: '50.000',
      trades: [{ quantity: '50.000', price: '380.00' }],
    });

    const tooSmall = await put(seller, `/api/offers/${placed.id}`, offerBody(seller.holdingId, { quantity: '50' }));
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().errors).toEqual({ quantity: ['Must be more than the 50.000 mt already traded'] });
    const bigger = await put(seller, `/api/offers/${placed.id}`, offerBody(seller.holdingId, { quantity: '250', price: '390.00' }));
    expect(bigger.json()).toMatchObject({ remaining: '200.000', trades: [] });
    // 300 t held, 50 sold, 200 on offer: 50 more would be more than the holding.
    const tooMuch = await put(seller, `/api/offers/${placed.id}`, offerBody(seller.holdingId, { quantity: '310' }));
    expect(tooMuch.json().errors.quantity[0]).toMatch(/Can not be more than/);
  });

  it('answers 401 anonymous, 403 for a role that does not sell, 404 for another organisation, 409 when no longer active', async () => {
    const seller = await grower('300');
    const placed = (await offer(seller, '900.00', '100')).json();
    const url = `/api/offers/${placed.id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: offerBody(seller.holdingId, {}) })).statusCode).toBe(401);
    const analyst = await bearerFor(t.context, await createUser(t.context, 'Analyst'));
    expect((await put({ ...analyst, passwordToken: '' }, url, offerBody(seller.holdingId, {}))).statusCode).toBe(403);
    const stranger = await grower('300');
    expect((await put(stranger, url, offerBody(stranger.holdingId, {}))).statusCode).toBe(404);
    const bad = await put(seller, url, offerBody(seller.holdingId, { quantity: '', price: 'x' }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['quantity', 'price']));

    await t.context.db.update(offers).set({ status: 'lapsed' }).where(eq(offers.id, placed.id));
    expect((await put(seller, url, offerBody(seller.holdingId, {}))).statusCode).toBe(409);
  });

  it('re-offers a lapsed offer as a new offer that remembers it; an active offer is edited instead', async () => {
    const seller = await grower('300');
    const placed = (await offer(seller, '910.00', '100')).json();
    const url = `/api/offers/${placed.id}`;
    expect((await put(seller, url, offerBody(seller.holdingId, { reoffer: true }))).statusCode).toBe(409);
    await t.context.db.update(offers).set({ status: 'lapsed' }).where(eq(offers.id, placed.id));

    const again = await put(seller, url, offerBody(seller.holdingId, { reoffer: true, price: '905.00' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'active', remaining: '100.000' });
    expect(again.json().id).not.toBe(placed.id);
    const row = await t.context.db.query.offers.findFirst({ where: eq(offers.id, again.json().id) });
    expect(row).toMatchObject({ reofferOfId: placed.id, price: '905.00' });
  });

  it('re-offers an offer once: the lapsed offer names its re-offer and refuses another (issue 24)', async () => {
    const seller = await grower('300');
    const placed = (await offer(seller, '915.00', '100')).json();
    await t.context.db.update(offers).set({ status: 'lapsed' }).where(eq(offers.id, placed.id));
    const view = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: seller.authorization } })).json();
    expect((await view(`/api/offers/${placed.id}`)).reofferedAs).toBeNull();

    const again = await put(seller, `/api/offers/${placed.id}`, offerBody(seller.holdingId, { reoffer: true, price: '916.00' }));
    expect(again.statusCode).toBe(200);
    const twice = await put(seller, `/api/offers/${placed.id}`, offerBody(seller.holdingId, { reoffer: true, price: '917.00' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This offer has already been re-offered.');

    expect((await view(`/api/offers/${placed.id}`)).reofferedAs).toBe(again.json().id);
    const lapsed = await view('/api/offers?status=lapsed');
    expect(lapsed.rows.map((row: { id: number; reofferedAs: number | null }) => [row.id, row.reofferedAs])).toEqual([
      [placed.id, again.json().id],
    ]);
    const active = await view('/api/offers');
    expect(active.rows.map((row: { id: number; reofferedAs: number | null }) => [row.id, row.reofferedAs])).toEqual([
      [again.json().id, null],
    ]);
    // The re-offer, once lapsed in its turn, may be offered again.
    await t.context.db.update(offers).set({ status: 'lapsed' }).where(eq(offers.id, again.json().id));
    expect((await put(seller, `/api/offers/${again.json().id}`, offerBody(seller.holdingId, { reoffer: true }))).statusCode).toBe(200);
  });
});

describe('editing and rebidding a bid', () => {
  it('changes lines: a line with its id changes, a new one is added, one left out is removed', async () => {
    await setMarket('closed');
    try {
      const buyer = await trader();
      const placed = (await bidAt(buyer, { price: '200.00', quantity: '100' })).json();
      const before = (
        await t.app.inject({ method: 'GET', url: `/api/bids/${placed.id}`, headers: { authorization: buyer.authorization } })
      ).json();
      const lineId = before.lines[0].id;

      const edited = await put(
        buyer,
        `/api/bids/${placed.id}`,
        bidBody(
          [
            { id: lineId, gradeId: ref.aph1, siteId: ref.moree, price: '210.00' },
            { gradeId: ref.aph1, siteId: ref.narrabri, price: '205.00' },
          ],
          { quantity: '150' },
        ),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id: placed.id, remaining: '150.000', marketOpen: false });
      const after = (
        await t.app.inject({ method: 'GET', url: `/api/bids/${placed.id}`, headers: { authorization: buyer.authorization } })
      ).json();
      expect(after).toMatchObject({ quantity: '150.000', isBidSheet: true });
      expect(after.lines.map((line: { price: string }) => line.price).sort()).toEqual(['205.00', '210.00']);

      const replaced = await put(buyer, `/api/bids/${placed.id}`, bidBody([{ gradeId: ref.h1, siteId: ref.moree, price: '199.00' }]));
      expect(replaced.statusCode).toBe(200);
      const now = (
        await t.app.inject({ method: 'GET', url: `/api/bids/${placed.id}`, headers: { authorization: buyer.authorization } })
      ).json();
      expect(now.lines).toEqual([expect.objectContaining({ price: '199.00', grade: expect.objectContaining({ code: 'H1' }) })]);
      expect(now.isBidSheet).toBe(false);

      const foreign = await put(
        buyer,
        `/api/bids/${placed.id}`,
        bidBody([{ id: 999999, gradeId: ref.h1, siteId: ref.moree, price: '1.00' }]),
      );
      expect(foreign.json().errors).toEqual({ 'bidsAttributes.0.id': ['Not a line of this bid'] });
      const stranger = await trader();
      expect(
        (await put(stranger, `/api/bids/${placed.id}`, bidBody([{ gradeId: ref.h1, siteId: ref.moree, price: '1.00' }]))).statusCode,
      ).toBe(404);
    } finally {
      await setMarket('open');
    }
  });

  it('rebids a lapsed bid as a new bid that remembers it; the grouped list holds bid sheets only', async () => {
    const buyer = await trader();
    const placed = (await bidAt(buyer, { price: '150.00', quantity: '100' })).json();
    const rebid = (who: Party) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bids/${placed.id}/rebid`,
        headers: { authorization: who.authorization },
        payload: { passwordToken: who.passwordToken, ...bidBody([{ gradeId: ref.aph1, siteId: ref.moree, price: '155.00' }]) },
      });
    expect((await rebid(buyer)).statusCode).toBe(409);
    await t.context.db.update(bidGroups).set({ status: 'lapsed' }).where(eq(bidGroups.id, placed.id));
    const again = await rebid(buyer);
    expect(again.statusCode).toBe(201);
    const row = await t.context.db.query.bidGroups.findFirst({ where: eq(bidGroups.id, again.json().id) });
    expect(row).toMatchObject({ rebidOfId: placed.id, status: 'active' });
    // Once: the lapsed bid names its rebid and refuses another (issue 24).
    const twice = await rebid(buyer);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This bid has already been rebid.');
    const lapsed = (
      await t.app.inject({ method: 'GET', url: '/api/bids?status=lapsed', headers: { authorization: buyer.authorization } })
    ).json();
    expect(lapsed.rows.map((bid: { id: number; rebidAs: number | null }) => [bid.id, bid.rebidAs])).toEqual([[placed.id, again.json().id]]);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/bids/${placed.id}`, headers: { authorization: buyer.authorization } })
    ).json();
    expect(detail.rebidAs).toBe(again.json().id);
    expect((await t.app.inject({ method: 'POST', url: `/api/bids/${placed.id}/rebid`, payload: {} })).statusCode).toBe(401);

    const sheet = await t.app.inject({
      method: 'POST',
      url: '/api/bids',
      headers: { authorization: buyer.authorization },
      payload: {
        passwordToken: buyer.passwordToken,
        ...bidBody([
          { gradeId: ref.aph1, siteId: ref.moree, price: '151.00' },
          { gradeId: ref.aph1, siteId: ref.narrabri, price: '149.00' },
        ]),
      },
    });
    const grouped = (
      await t.app.inject({ method: 'GET', url: '/api/bids/grouped', headers: { authorization: buyer.authorization } })
    ).json();
    expect(grouped.rows.map((group: { id: number }) => group.id)).toEqual([sheet.json().id]);
  });
});

describe('grouped offers', () => {
  it('groups the organisation’s offers by season, commodity and delivery period, with totals', async () => {
    const seller = await grower('500');
    await offer(seller, '950.00', '100');
    await offer(seller, '960.00', '60');
    const response = await t.app.inject({ method: 'GET', url: '/api/offers/grouped', headers: { authorization: seller.authorization } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        expect.objectContaining({ totalQuantity: '160.000', totalRemaining: '160.000', offers: [expect.anything(), expect.anything()] }),
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/offers/grouped' })).statusCode).toBe(401);
    const buyerOnly = await bearerFor(t.context, await createUser(t.context, 'Analyst'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/offers/grouped', headers: { authorization: buyerOnly.authorization } })).statusCode,
    ).toBe(403);
  });
});

describe('igrainX locations', () => {
  const igrainOffer = async (location: object) => {
    const seller = await grower('100');
    const grain = await declareOnFarm(seller.user.organisationId, '100');
    return t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { authorization: seller.authorization },
      payload: {
        market: 'igrainx',
        passwordToken: seller.passwordToken,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        gradeId: ref.aph1,
        deliveryPeriodId: ref.now,
        farmGrainId: grain.id,
        quantity: '60',
        price: '300.00',
        chemicalDeclaration: true,
        location,
      },
    });
  };

  it('checks the town against the gazetteer, and the direction and distance range against their lists', async () => {
    await t.context.db.update(markets).set({ forcedStatus: 'closed' }).where(eq(markets.market, 'igrainx'));
    // The lists are the shared schema's (a form says it before sending); the gazetteer is the server's, once the body is valid.
    const offList = await igrainOffer({
      pricingPoint: 'Ex Farm',
      nearestTown: 'Nowhereville',
      nearestTownDirection: 'UP',
      nearestTownDistanceRange: '40 km',
    });
    expect(offList.statusCode).toBe(400);
    expect(offList.json().errors).toEqual({
      'location.nearestTownDirection': ['Choose a direction'],
      'location.nearestTownDistanceRange': ['Choose a distance range'],
    });
    const unknown = await igrainOffer({
      pricingPoint: 'Ex Farm',
      nearestTown: 'Nowhereville',
      nearestTownDirection: 'NE',
      nearestTownDistanceRange: '5-10 km',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'location.nearestTown': ['Choose a town from the list'] });
    const delivered = await igrainOffer({ pricingPoint: 'Delivered' });
    expect(delivered.json().errors).toEqual({ 'location.deliveredSiteId': ['Required'] });
    const missing = await igrainOffer({ pricingPoint: 'Ex Farm' });
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'location.nearestTown',
      'location.nearestTownDirection',
      'location.nearestTownDistanceRange',
    ]);

    const good = await igrainOffer({
      pricingPoint: 'Ex Farm',
      nearestTown: 'Dubbo, NSW',
      nearestTownDirection: 'NE',
      nearestTownDistanceRange: '5-10 km',
    });
    expect(good.statusCode).toBe(201);
    const exact = await igrainOffer({ pricingPoint: 'Free on Truck', address: '1200 Mitchell Highway, Dubbo NSW 2830' });
    expect(exact.statusCode).toBe(201);
  });
});
