import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller } from './market-data.fixtures.ts';
import { bucketCount, bucketStart, defaultStartDate } from './statistics-buckets.ts';

const t = useTestApp();
type Bucket = { date: string; tonnesTraded: string; buyers: number };

const today = sydneyDate(new Date());
const utcDay = addDays(today, -10);
/** 14:30 UTC is already the next day in Sydney, in summer and winter. */
const tradeDay = addDays(utcDay, 1);

beforeAll(async () => {
  const ref = await marketReference(t.context);
  const grower = await seller(t.context);
  const buyerA = { buyer: await buyer(t.context), seller: grower };
  const buyerB = { buyer: await buyer(t.context), seller: grower };
  const lateUtc = new Date(`${utcDay}T14:30:00Z`);
  expect(sydneyDate(lateUtc)).toBe(tradeDay);
  await insertTrade(t.context, ref, buyerA, { quantity: '100', createdAt: lateUtc });
  await insertTrade(t.context, ref, buyerB, { quantity: '50.5', createdAt: lateUtc });
  await insertTrade(t.context, ref, buyerA, { quantity: '10', createdAt: new Date(lateUtc.getTime() + 3_600_000) });
  await insertTrade(t.context, ref, buyerB, { quantity: '999', createdAt: lateUtc, status: 'cancelled' });
  await insertTrade(t.context, ref, buyerA, { quantity: '20' });
});

async function statistics(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/market/statistics?${query}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as { statistics: Bucket[]; totalTraded: string };
}

const bucketOn = (buckets: Bucket[], date: string) => buckets.find((bucket) => bucket.date === date);

describe('GET /api/market/statistics', () => {
  it('gives every Sydney day of the last 2 months by default, empty days included', async () => {
    const body = await statistics('period=Daily');
    expect(body.statistics).toHaveLength(bucketCount('Daily', defaultStartDate('Daily', today), today));
    expect(body.statistics[0]?.date).toBe(defaultStartDate('Daily', today));
    expect(body.statistics.at(-1)).toEqual({ date: today, tonnesTraded: '20.000', buyers: 1 });
    expect(bucketOn(body.statistics, tradeDay)).toEqual({ date: tradeDay, tonnesTraded: '160.500', buyers: 2 });
    expect(bucketOn(body.statistics, utcDay)).toEqual({ date: utcDay, tonnesTraded: '0.000', buyers: 0 });
    expect(body.totalTraded).toBe('180.500');
  });

  it('groups weeks from Monday and counts each buyer once per week', async () => {
    const body = await statistics(`period=Weekly&startDate=${tradeDay}`);
    const week = bucketStart('Weekly', tradeDay);
    expect(body.statistics[0]?.date).toBe(week);
    const sameWeek = bucketStart('Weekly', today) === week;
    expect(bucketOn(body.statistics, week)).toEqual({
      date: week,
      tonnesTraded: sameWeek ? '180.500' : '160.500',
      buyers: 2,
    });
    expect(body.statistics).toHaveLength(bucketCount('Weekly', tradeDay, today));
    expect(body.totalTraded).toBe('180.500');
  });

  it('groups calendar months, from any start date back to 2000', async () => {
    const body = await statistics('period=Monthly&startDate=2000-01-01');
    expect(body.statistics[0]).toEqual({ date: '2000-01-01', tonnesTraded: '0.000', buyers: 0 });
    expect(body.statistics.at(-1)?.date).toBe(bucketStart('Monthly', today));
    const month = bucketOn(body.statistics, bucketStart('Monthly', tradeDay));
    expect(month?.buyers).toBe(2);
    expect(body.totalTraded).toBe('180.500');
  });

  it('reaches back 4 years by default for Monthly and 12 months for Weekly', async () => {
    expect((await statistics('period=Monthly')).statistics).toHaveLength(49);
    const weekly = await statistics('period=Weekly');
    expect(weekly.statistics[0]?.date).toBe(bucketStart('Weekly', defaultStartDate('Weekly', today)));
  });

  it.each([
    ['period=Yearly', 'period'],
    ['startDate=2026-01-01', 'period'],
    ['period=weekly', 'period'],
    ['period=Daily&startDate=2026-02-30', 'startDate'],
    ['period=Daily&startDate=22/11/2026', 'startDate'],
    [`period=Daily&startDate=${addDays(today, 1)}`, 'startDate'],
    ['period=Daily&startDate=2000-01-01', 'startDate'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/market/statistics?${query}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
