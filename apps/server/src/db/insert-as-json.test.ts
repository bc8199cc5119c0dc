import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { insertAsJson, writeAsJson } from './insert-as-json.ts';
import { reserveIds } from './reserve-ids.ts';
import { marketFeedItems } from './schema/market.ts';
import { jobs } from './schema/platform.ts';

const t = useTestApp();

const without = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);

describe('insertAsJson', () => {
  it('writes and answers rows exactly as drizzle’s insert does: numerics, timestamps, nulls, JSON, defaults', async () => {
    const at = new Date('2026-11-22T01:02:03.456Z');
    const items = [
      {
        feedType: 'OFFER' as const,
        marketType: 'cgx' as const,
        offerId: 7,
        commodityName: 'Wheat',
        gradeName: 'APH1',
        seasonName: '2026/27',
        deliveryPeriodName: 'Now',
        quantity: '120.500',
        price: '351.25',
        portEquiv: null,
        sound: 'pop',
        createdAt: at,
        updatedAt: at,
      },
      {
        feedType: 'TRADE' as const,
        marketType: 'igrainx' as const,
        offerId: null,
        commodityName: 'Barley "malt" <b>',
        gradeName: null,
        seasonName: '2026/27',
        deliveryPeriodName: 'March 2027',
        quantity: '0.001',
        price: '1.00',
        portEquiv: '12.30',
        sound: null,
        createdAt: at,
        updatedAt: at,
      },
    ];
    const byDrizzle = await t.context.db.insert(marketFeedItems).values(items).returning();
    const byJson = await insertAsJson(t.context.db, marketFeedItems, items);
    expect(without(byJson)).toEqual(without(byDrizzle));
    expect(byJson[1]?.id).toBe((byJson[0]?.id ?? 0) + 1);

    const queued = [{ name: 'as-json', payload: { tradeId: 5, nested: { list: [1, 'two'] } } }];
    const [job] = await insertAsJson(t.context.db, jobs, queued);
    const [drizzleJob] = await t.context.db.insert(jobs).values(queued).returning();
    expect(job?.payload).toEqual({ tradeId: 5, nested: { list: [1, 'two'] } });
    expect(job).toMatchObject({ name: 'as-json', attempts: 0, maxAttempts: 5, lockedAt: null });
    expect(job?.runAt).toBeInstanceOf(Date);
    expect(Object.keys(job ?? {}).sort()).toEqual(Object.keys(drizzleJob ?? {}).sort());
  });

  it('inserts rows that name different columns too, each missing column taking its default', async () => {
    const rows = await insertAsJson(t.context.db, jobs, [
      { name: 'a', payload: {} },
      { name: 'b', payload: {}, attempts: 2 },
    ]);
    expect(rows.map((row) => [row.name, row.attempts])).toEqual([
      ['a', 0],
      ['b', 2],
    ]);
  });
});

describe('writeAsJson', () => {
  it('writes rows with reserved identity ids as given, and rows without ids with their defaults', async () => {
    const {
      jobs: [id],
    } = await reserveIds(t.context.db, { jobs: 1 });
    const runAt = new Date('2026-11-23T00:00:00.000Z');
    await writeAsJson(t.context.db, jobs, [{ id: id as number, name: 'write-as-json-probe', payload: { n: 1 }, runAt }]);
    await writeAsJson(t.context.db, jobs, [{ name: 'write-as-json-probe', payload: { n: 2 }, runAt }]);
    const rows = await t.context.db.select().from(jobs).where(eq(jobs.name, 'write-as-json-probe'));
    expect(rows.map((row) => [row.payload, row.runAt])).toEqual([
      [{ n: 1 }, runAt],
      [{ n: 2 }, runAt],
    ]);
    expect(rows[0]?.id).toBe(id);
    expect(rows[1]?.id).toBeGreaterThan(id as number);
  });
});
