import { MSG } from '@cgx/domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { markets } from '../../../db/schema/market.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

/**
 * The rules the shared order schemas say (spec 001 §5, decision 0140) answered by the API: 400
 * with the field's message, before any lookup; and the server's own (the gazetteer) after.
 */
const t = useTestApp();
const { ref, setMarket, trader, grower, bid, offer } = useTradingFixtures(t);

type Party = { authorization: string; passwordToken: string };
const send = (who: Party, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: who.authorization },
    ...(payload ? { payload: { passwordToken: who.passwordToken, ...payload } } : {}),
  });

const near = { nearestTown: 'Dubbo, NSW', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' };
const igrainBid = (lines: object[]) => ({
  market: 'igrainx',
  seasonId: ref.seasonId,
  commodityId: ref.commodityId,
  deliveryPeriodId: ref.now,
  quantity: '100',
  pricingPoint: 'Ex Farm',
  bidsAttributes: lines,
});

beforeAll(async () => {
  // Orders wait for the opening: nothing here is about trading.
  await setMarket('closed');
  await t.context.db.update(markets).set({ forcedStatus: 'closed' }).where(eq(markets.market, 'igrainx'));
});

describe('bid lines name where they are', () => {
  it('answers each igrainX line’s problem on its field; the town is looked up once the body is valid', async () => {
    const buyer = await trader();
    const sheet = await send(
      buyer,
      'POST',
      '/api/bids',
      igrainBid([
        { price: '300.00', location: near },
        { price: '301.00', location: { ...near, nearestTownDirection: 'UP' } },
        { price: '302.00', location: { ...near, nearestTownDistanceRange: '25-30 km' } },
        { price: '303.00', location: { pricingPoint: 'Delivered' } },
        { price: '304.00', location: { nearestTown: 'Dubbo' } },
      ]),
    );
    expect(sheet.statusCode).toBe(400);
    expect(sheet.json().errors).toEqual({
      'bidsAttributes.1.location.nearestTownDirection': [MSG.chooseDirection],
      'bidsAttributes.2.location.nearestTownDistanceRange': [MSG.chooseDistanceRange],
      'bidsAttributes.3.location.deliveredSiteId': [MSG.required],
      'bidsAttributes.4.location.nearestTownDirection': [MSG.required],
      'bidsAttributes.4.location.nearestTownDistanceRange': [MSG.required],
    });
    const noPricingPoint = await send(buyer, 'POST', '/api/bids', {
      ...igrainBid([{ price: '300.00', location: near }]),
      pricingPoint: null,
    });
    expect(noPricingPoint.json().errors).toEqual({ 'bidsAttributes.0.location.pricingPoint': [MSG.required] });

    const unknownTown = await send(
      buyer,
      'POST',
      '/api/bids',
      igrainBid([{ price: '300.00', location: { ...near, nearestTown: 'Nowhereville' } }]),
    );
    expect(unknownTown.statusCode).toBe(400);
    expect(unknownTown.json().errors).toEqual({ 'bidsAttributes.0.location.nearestTown': ['Choose a town from the list'] });
    expect((await send(buyer, 'POST', '/api/bids', igrainBid([{ price: '300.00', location: near }]))).statusCode).toBe(201);
  });

  it('needs a site or a port zone on a cgx line; 401 without a session and 403 for a grower', async () => {
    const buyer = await trader();
    const neither = await bid(buyer, '300.00', '100', {
      bidsAttributes: [{ gradeId: ref.aph1, siteId: ref.moree, price: '300.00' }, { price: '301.00' }],
    });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors).toEqual({ 'bidsAttributes.1.siteId': [MSG.required] });
    expect((await t.app.inject({ method: 'POST', url: '/api/bids', payload: {} })).statusCode).toBe(401);
    expect((await bid(await grower(), '300.00')).statusCode).toBe(403);
  });
});

describe('payment terms are a number of days (decision 0140)', () => {
  it('a bid sends and answers its list: 7 within 7 business days, 14, 21 and 28 days EOW', async () => {
    const buyer = await trader();
    const placed = await bid(buyer, '300.00', '100', { paymentTerms: [7, 21] });
    expect(placed.statusCode).toBe(201);
    expect((await send(buyer, 'GET', `/api/bids/${placed.json().id}`)).json().paymentTerms).toEqual([7, 21]);
    const row = await t.context.db.query.bidGroups.findFirst({ where: eq(bidGroups.id, placed.json().id) });
    expect(row?.paymentTerms).toEqual([7, 21]);
    const old = await bid(buyer, '300.00', '100', { paymentTerms: [0] });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual({ 'paymentTerms.0': [MSG.choosePaymentTerms] });
  });

  it('an offer sends one, 7 when it says none, null for deferred until July', async () => {
    const seller = await grower('500');
    const view = async (extra: object) => {
      const placed = await offer(seller, '300.00', '100', extra);
      expect(placed.statusCode, JSON.stringify(extra)).toBe(201);
      const stored = await t.context.db.query.offers.findFirst({ where: eq(offers.id, placed.json().id) });
      return { answered: (await send(seller, 'GET', `/api/offers/${placed.json().id}`)).json().paymentTerms, stored };
    };
    expect(await view({})).toMatchObject({ answered: 7, stored: { paymentTermsKind: 'default', paymentTermsDays: null } });
    expect(await view({ paymentTerms: 28 })).toMatchObject({ answered: 28, stored: { paymentTermsKind: 'eow', paymentTermsDays: 28 } });
    expect(await view({ paymentTerms: null })).toMatchObject({
      answered: null,
      stored: { paymentTermsKind: 'deferred', paymentTermsDays: null },
    });
    const old = await offer(seller, '300.00', '100', { paymentTerms: 'default' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual({ paymentTerms: [MSG.choosePaymentTerms] });
  });
});

describe('a rebid or a re-offer keeps its market', () => {
  it('answers 400 on market when the body names another (its lines were checked for that one)', async () => {
    const buyer = await trader();
    const placed = (await bid(buyer, '300.00')).json();
    await t.context.db.update(bidGroups).set({ status: 'lapsed' }).where(eq(bidGroups.id, placed.id));
    const other = await send(buyer, 'POST', `/api/bids/${placed.id}/rebid`, igrainBid([{ price: '300.00', location: near }]));
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ market: ['Can not be changed'] });

    const seller = await grower('300');
    const offered = (await offer(seller, '300.00', '100')).json();
    await t.context.db.update(offers).set({ status: 'lapsed' }).where(eq(offers.id, offered.id));
    const reoffer = await send(seller, 'PUT', `/api/offers/${offered.id}`, {
      market: 'igrainx',
      reoffer: true,
      seasonId: ref.seasonId,
      commodityId: ref.commodityId,
      deliveryPeriodId: ref.now,
      farmGrainId: 1,
      location: { pricingPoint: 'Ex Farm', ...near },
      quantity: '100',
      price: '300.00',
      chemicalDeclaration: true,
    });
    expect(reoffer.statusCode).toBe(400);
    expect(reoffer.json().errors).toEqual({ market: ['Can not be changed'] });
  });
});
