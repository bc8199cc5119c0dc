import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { dec } from '@cgx/domain/decimal';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertBid, insertOffer, insertTrade, marketReference, type MarketReference, seller } from './market-data.fixtures.ts';
import { sydneyDayStart } from './sydney-day.ts';

const t = useTestApp();
let ref: MarketReference;
let parties: { buyer: Awaited<ReturnType<typeof buyer>>; seller: Awaited<ReturnType<typeof seller>> };

beforeAll(async () => {
  ref = await marketReference(t.context);
  parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
};

describe('GET /api/market/metrics/today', () => {
  it('counts the tonnes still on offer and wanted in open orders, and the tonnes traded on the Sydney day', async () => {
    const today = sydneyDate(new Date());
    const yesterday = addDays(today, -1);
    const before = await get('/api/market/metrics/today');
    expect(before.offeredToday).toMatch(/^\d+\.\d{3}$/);
    await insertOffer(t.context, ref, parties.seller, { quantity: '150', remaining: '150' });
    await insertOffer(t.context, ref, parties.seller, { quantity: '200', remaining: '40.250' });
    await insertOffer(t.context, ref, parties.seller, { quantity: '500', remaining: '500', status: 'cancelled' });
    await insertOffer(t.context, ref, parties.seller, { quantity: '300', remaining: '0', status: 'filled' });
    await insertOffer(t.context, ref, parties.seller, { quantity: '700', remaining: '700', expiryDate: yesterday });
    await insertOffer(t.context, ref, parties.seller, { quantity: '60', remaining: '60', expiryDate: today });
    // A bid group's tonnes are shared by its lines: counted once.
    await insertBid(t.context, ref, parties.buyer, { quantity: '500', remaining: '320.5' }, [
      { siteId: ref.moree.id },
      { siteId: ref.narrabri.id },
    ]);
    await insertBid(t.context, ref, parties.buyer, { quantity: '900', status: 'lapsed' }, [{ siteId: ref.moree.id }]);

    await insertTrade(t.context, ref, parties, { quantity: '100.125' });
    await insertTrade(t.context, ref, parties, { quantity: '25', createdAt: sydneyDayStart(today) });
    await insertTrade(t.context, ref, parties, { quantity: '999', status: 'cancelled' });
    await insertTrade(t.context, ref, parties, { quantity: '888', createdAt: new Date(sydneyDayStart(today).getTime() - 1000) });

    const after = await get('/api/market/metrics/today');
    const added = (key: string) => dec(after[key]).minus(before[key]).toFixed(3);
    expect([added('offeredToday'), added('wantedToday'), added('tradedToday')]).toEqual(['250.250', '320.500', '125.125']);
  });
});

describe('GET /api/market/metrics/total', () => {
  it('counts every trade not cancelled, and the value of settled trades in billions of dollars', async () => {
    const before = await get('/api/market/metrics/total');
    await insertTrade(t.context, ref, parties, { quantity: '1000000', price: '300.00', status: 'settled' });
    await insertTrade(t.context, ref, parties, { quantity: '2000000', price: '362.50', status: 'settled_externally' });
    await insertTrade(t.context, ref, parties, { quantity: '5000000', price: '300.00', status: 'funds_received' });
    await insertTrade(t.context, ref, parties, { quantity: '9000000', price: '300.00', status: 'cancelled' });
    const after = await get('/api/market/metrics/total');
    // $300m + $725m = $1.025bn, rounded half-up.
    expect(dec(after.billionsSettled).minus(before.billionsSettled).toFixed(2)).toBe('1.03');
    expect(dec(after.totalTraded).minus(before.totalTraded).toFixed(3)).toBe('8000000.000');
    expect(after.totalTraded).toMatch(/^\d+\.\d{3}$/);
  });
});
