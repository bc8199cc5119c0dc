import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertOffer, insertTrade, marketReference, seller } from './market-data.fixtures.ts';
import { recordOfferFeedItem, recordTradeFeedItem } from './market-feed.service.ts';

const t = useTestApp();
const names: string[] = [];

beforeAll(async () => {
  const ref = await marketReference(t.context);
  const parties = { buyer: await buyer(t.context, 'Hush Hush Grain Buyers'), seller: await seller(t.context, 'Quiet Acres Farming') };
  names.push(parties.buyer.organisation.tradingName, parties.seller.organisation.tradingName);
  // 8 offers then 5 trades, recorded in that order: the newest are the trades.
  for (let index = 0; index < 8; index += 1) {
    const offer = await insertOffer(t.context, ref, parties.seller, { price: `${300 + index}.00` });
    await t.context.db.transaction((tx) => recordOfferFeedItem(t.context, tx, offer.id));
  }
  for (let index = 0; index < 5; index += 1) {
    const trade = await insertTrade(t.context, ref, parties, { quantity: `${10 + index}` });
    await t.context.db.transaction((tx) => recordTradeFeedItem(t.context, tx, trade.id));
  }
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/market/feed', () => {
  it('is public and uncached, newest first, 10 items by default', async () => {
    const response = await get('/api/market/feed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items = response.json();
    expect(items).toHaveLength(10);
    expect(items.slice(0, 5).map((item: { quantity: string }) => item.quantity)).toEqual([
      '14.000',
      '13.000',
      '12.000',
      '11.000',
      '10.000',
    ]);
    expect(items[5]).toMatchObject({ feedType: 'OFFER', price: '307.00', sound: 'pop' });
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'id',
        'feedType',
        'commodityName',
        'gradeName',
        'siteName',
        'storageProviderNickname',
        'state',
        'marketType',
        'pricingPoint',
        'portName',
        'seasonName',
        'deliveryPeriodName',
        'quantity',
        'price',
        'portEquiv',
        'createdAt',
        'updatedAt',
        'sound',
      ].sort(),
    );
  });

  it('takes a limit up to 50 and a feed type', async () => {
    expect((await get('/api/market/feed?limit=3')).json()).toHaveLength(3);
    expect((await get('/api/market/feed?limit=50')).json()).toHaveLength(13);
    const offers = (await get('/api/market/feed?feedType=OFFER&limit=50')).json();
    expect(offers).toHaveLength(8);
    expect(offers.every((item: { feedType: string }) => item.feedType === 'OFFER')).toBe(true);
    const trades = (await get('/api/market/feed?feedType=TRADE')).json();
    expect(trades.map((item: { sound: string }) => item.sound)).toEqual(Array(5).fill('cha-ching'));
  });

  it('never names the parties', async () => {
    const text = (await get('/api/market/feed?limit=50')).body;
    for (const name of names) expect(text).not.toContain(name);
  });

  it.each(['limit=51', 'limit=0', 'limit=ten', 'feedType=BID'])('answers 400 for %s', async (query) => {
    const response = await get(`/api/market/feed?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([query.split('=')[0]]);
  });

  it('is described in the OpenAPI document with the other market data routes', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    for (const path of ['feed', 'metrics/today', 'metrics/total', 'statistics', 'form-data'])
      expect(paths).toContain(`/api/market/${path}`);
  });
});
