import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ports } from '../../../db/schema/reference.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertBid, insertOffer, insertTrade, marketReference, type MarketReference, seller } from './market-data.fixtures.ts';

const t = useTestApp();
let ref: MarketReference;
let authorization: string;
let deliveredPortName: string;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  ref = await marketReference(t.context);
  authorization = (await bearerFor(t.context, await createUser(t.context, 'Grower'))).authorization;
  const [port] = await t.context.db.select().from(ports).where(eq(ports.id, ref.deliveredSite.portId));
  deliveredPortName = port?.name ?? '';
  const trader = await buyer(t.context);
  const grower = await seller(t.context);
  const parties = { buyer: trader, seller: grower };
  const zone = ref.moree.portZoneId;
  const bid = (group: Parameters<typeof insertBid>[3], line: Parameters<typeof insertBid>[4][number]) =>
    insertBid(t.context, ref, trader, group, [line]);

  // cgx bids for APW1 wheat around Newcastle: compared on port equivalents (Moree +38, Narrabri +36).
  await bid({ remaining: '500' }, { siteId: ref.moree.id, price: '300.00' }); // 338 at port
  await bid({ remaining: '200' }, { portZoneId: zone, price: '345.00' }); // 345 at port
  await bid({ remaining: '999' }, { portZoneId: zone, price: '345.00' }); // as good, but later
  await bid({ remaining: '150' }, { siteId: ref.narrabri.id, price: '315.00' }); // 351 at port
  await bid({ status: 'cancelled' }, { siteId: ref.moree.id, price: '400.00' });
  await bid({ expiryDate: addDays(sydneyDate(new Date()), -1) }, { siteId: ref.moree.id, price: '390.00' });
  await bid({}, { siteId: ref.moree.id, price: '380.00', deleted: true });
  await bid({}, { siteId: ref.moree.id, price: '370.00', gradeId: ref.h2.id });
  await bid({ commodityId: ref.barley.id }, { siteId: ref.moree.id, price: '360.00' });

  await insertTrade(t.context, ref, parties, { price: '300.00', portEquiv: '338.00', createdAt: hoursAgo(2) });
  await insertTrade(t.context, ref, parties, { price: '305.00', portEquiv: '343.00', quantity: '75.5', createdAt: hoursAgo(1) });
  await insertTrade(t.context, ref, parties, { price: '500.00', portEquiv: '538.00', createdAt: hoursAgo(0.5), status: 'cancelled' });
  await insertTrade(t.context, ref, parties, { price: '290.00', portEquiv: '328.00', createdAt: hoursAgo(0.2), gradeId: ref.h2.id });
  await insertTrade(t.context, ref, parties, {
    siteId: ref.narrabri.id,
    price: '310.00',
    portEquiv: '346.00',
    createdAt: hoursAgo(0.3),
  });

  // igrainX: a Delivered bid and trades whose offers were delivered to the site.
  await bid(
    { market: 'igrainx', remaining: '80', pricingPoint: 'Delivered' },
    { pricingPoint: 'Delivered', deliveredSiteId: ref.deliveredSite.id, price: '290.00' },
  );
  const offer = await insertOffer(t.context, ref, grower, {
    market: 'igrainx',
    siteId: null,
    pricingPoint: 'Delivered',
    deliveredSiteId: ref.deliveredSite.id,
  });
  const igrain = { market: 'igrainx' as const, siteId: null, portEquiv: null, offerId: offer.id };
  await insertTrade(t.context, ref, parties, { ...igrain, price: '280.00', createdAt: hoursAgo(3) });
  await insertTrade(t.context, ref, parties, { ...igrain, price: '276.50', createdAt: hoursAgo(1) });

  // cgx offers of APW1 wheat: at Moree (port +38) and Narrabri (+36); those that cannot trade are left out.
  const cgxOffer = (values: Parameters<typeof insertOffer>[3]) => insertOffer(t.context, ref, grower, values);
  await cgxOffer({ price: '320.00', quantity: '100' }); // 358 at port
  await cgxOffer({ price: '321.00', quantity: '40' }); // dearer
  await cgxOffer({ price: '300.00', status: 'cancelled' });
  await cgxOffer({ price: '301.00', expiryDate: addDays(sydneyDate(new Date()), -1) });
  await cgxOffer({ price: '302.00', gradeId: ref.h2.id });
  await cgxOffer({ price: '303.00', remaining: '0' });
  await cgxOffer({ siteId: ref.narrabri.id, price: '319.00', quantity: '60' }); // 355 at port: the zone's best

  // igrainX near a town: a bid line and offers Ex Farm 0-5 km north of Dubbo, and offers elsewhere near it.
  const town = { nearestTown: 'Dubbo, NSW', nearestTownCity: 'Dubbo', nearestTownDirection: 'N', nearestTownDistanceRange: '0-5 km' };
  await bid({ market: 'igrainx', remaining: '90', pricingPoint: 'Ex Farm' }, { pricingPoint: 'Ex Farm', ...town, price: '281.00' });
  const farmOffer = (values: Parameters<typeof insertOffer>[3]) =>
    insertOffer(t.context, ref, grower, { market: 'igrainx', siteId: null, pricingPoint: 'Ex Farm', ...town, ...values });
  const near = await farmOffer({ price: '286.00', quantity: '60', nearestTown: 'dubbo, nsw' });
  await farmOffer({ price: '287.00' });
  await farmOffer({ price: '270.00', nearestTownDirection: 'S' });
  await farmOffer({ price: '271.00', pricingPoint: 'Free on Truck' });
  await insertTrade(t.context, ref, parties, { ...igrain, offerId: near.id, price: '284.00', createdAt: hoursAgo(2) });
});

const DUBBO_NORTH =
  'market=igrainx&pricingPoint=Ex%20Farm&nearestTown=Dubbo%2C%20NSW&nearestTownDirection=N&nearestTownDistanceRange=0-5%20km';

const query = (location: string) =>
  `/api/market/form-data?commodityId=${ref.wheat.id}&seasonId=${ref.season.id}&gradeId=${ref.apw1.id}&${location}`;

async function formData(location: string) {
  const response = await t.app.inject({ method: 'GET', url: query(location), headers: { authorization } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
}

describe('GET /api/market/form-data', () => {
  it('answers 401 anonymous, before looking at the query', async () => {
    expect((await t.app.inject({ method: 'GET', url: query(`siteId=${ref.moree.id}`) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/market/form-data?siteId=x' })).statusCode).toBe(401);
  });

  it('gives the best cgx bid for a site on port equivalents, a port-zone bid included', async () => {
    const body = await formData(`siteId=${ref.moree.id}`);
    expect(body.bid).toEqual({
      price: '345.00',
      quantity: '200.000',
      createdAt: expect.any(String),
      portEquiv: '345.00',
      portName: 'Newcastle',
      isPortZone: true,
    });
    expect(body.publishedBid).toBeNull();
  });

  it('gives the last trade at the site with its change against the one before', async () => {
    const body = await formData(`siteId=${ref.moree.id}`);
    expect(body.trade).toEqual({
      price: '305.00',
      quantity: '75.500',
      createdAt: expect.any(String),
      change: '5.00',
      portEquiv: '343.00',
      portName: 'Newcastle',
    });
    expect(Math.abs(Date.parse(body.trade.createdAt) - hoursAgo(1).getTime())).toBeLessThan(60_000);
  });

  it('looks at every site of a port zone', async () => {
    const body = await formData(`portZoneId=${ref.moree.portZoneId}`);
    expect(body.bid).toMatchObject({ price: '315.00', portEquiv: '351.00', isPortZone: false, quantity: '150.000' });
    expect(body.trade).toMatchObject({ price: '310.00', portEquiv: '346.00', change: '3.00' });
  });

  it('answers nulls where nothing was bid or traded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/market/form-data?commodityId=${ref.wheat.id}&seasonId=${ref.season.id}&gradeId=${ref.asw1.id}&siteId=${ref.moree.id}`,
      headers: { authorization },
    });
    expect(response.json()).toEqual({ bid: null, trade: null, offer: null, publishedBid: null });
    const dubbo = await formData(`siteId=${ref.dubbo.id}`);
    expect(dubbo.bid).toMatchObject({ price: '345.00', isPortZone: true });
    expect(dubbo.trade).toBeNull();
  });

  it('gives igrainX Delivered bids and trades at a delivered site, without port equivalents', async () => {
    const body = await formData(`market=igrainx&deliveredSiteId=${ref.deliveredSite.id}`);
    expect(body.bid).toMatchObject({
      price: '290.00',
      quantity: '80.000',
      portEquiv: null,
      portName: deliveredPortName,
      isPortZone: false,
    });
    expect(body.trade).toMatchObject({ price: '276.50', change: '-3.50', portEquiv: null, portName: deliveredPortName });
  });

  it('gives the best standing offer a bid there could meet: at the site, or on port equivalents across the zone', async () => {
    expect((await formData(`siteId=${ref.moree.id}`)).offer).toEqual({
      price: '320.00',
      quantity: '100.000',
      createdAt: expect.any(String),
      portEquiv: '358.00',
      portName: 'Newcastle',
    });
    expect((await formData(`portZoneId=${ref.moree.portZoneId}`)).offer).toMatchObject({ price: '319.00', portEquiv: '355.00' });
    expect((await formData(`siteId=${ref.dubbo.id}`)).offer).toBeNull();
    expect((await formData(`market=igrainx&deliveredSiteId=${ref.deliveredSite.id}`)).offer).toMatchObject({
      price: '310.00',
      quantity: '150.000',
      portEquiv: null,
      portName: deliveredPortName,
    });
  });

  it('gives igrainX market data near a town: its pricing point, direction and distance range (a bid sheet’s row)', async () => {
    const body = await formData(DUBBO_NORTH);
    expect(body.bid).toMatchObject({ price: '281.00', quantity: '90.000', portEquiv: null, isPortZone: false });
    expect(body.offer).toMatchObject({ price: '286.00', quantity: '60.000', portEquiv: null });
    expect(body.trade).toMatchObject({ price: '284.00', change: null });
    const south = await formData(DUBBO_NORTH.replace('Direction=N', 'Direction=S').replace('0-5', '5-10'));
    expect(south).toEqual({ bid: null, trade: null, offer: null, publishedBid: null });
  });

  it.each([
    ['market=igrainx&nearestTown=Dubbo', ['nearestTownDirection', 'nearestTownDistanceRange', 'pricingPoint']],
    [`${DUBBO_NORTH}&pricingPoint=Delivered`, ['pricingPoint']],
    [DUBBO_NORTH.replace('Direction=N', 'Direction=UP'), ['nearestTownDirection']],
    [`${DUBBO_NORTH}&deliveredSiteId=1`, ['nearestTown']],
    ['market=cgx&nearestTown=Dubbo', ['nearestTown']],
  ])('answers 400 for a town without its place: %s', async (location, fields) => {
    const response = await t.app.inject({ method: 'GET', url: query(location), headers: { authorization } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(fields);
  });

  it.each([
    ['', 'siteId'],
    ['siteId=1&portZoneId=1', 'portZoneId'],
    ['market=igrainx&siteId=1', 'siteId'],
    ['market=cgx&deliveredSiteId=1', 'deliveredSiteId'],
    ['market=nasdaq&siteId=1', 'market'],
    ['siteId=abc', 'siteId'],
  ])('answers 400 for %s', async (location, field) => {
    const response = await t.app.inject({ method: 'GET', url: query(location), headers: { authorization } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers 400 without a grade', async () => {
    const url = `/api/market/form-data?commodityId=${ref.wheat.id}&seasonId=${ref.season.id}&siteId=${ref.moree.id}`;
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(response.json().errors).toEqual({ gradeId: ['Required'] });
  });
});
