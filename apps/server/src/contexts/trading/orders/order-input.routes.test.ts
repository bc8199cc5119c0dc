import { describe, expect, it } from 'vitest';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

/**
 * What the outside review sent to the order routes (issue 11): tonnes and prices beyond any real
 * order, ids beyond PostgreSQL's integer, text PostgreSQL cannot store, references that do not
 * exist, numbers as text. Each answers 400 on its field and stores nothing.
 */
const t = useTestApp();
const trading = useTradingFixtures(t);

const orderCount = async () => (await t.context.db.select().from(offers)).length + (await t.context.db.select().from(bidGroups)).length;

describe('bad input on the order routes', () => {
  it('refuses a trader bid of 2,147,483,648 t and a $6,000/mt price, on their fields', async () => {
    const trader = await trading.trader();
    const before = await orderCount();
    const huge = await trading.bid(trader, '350', '2147483648');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.quantity).toEqual(['must be equal or less than 50000mt']);
    const dear = await trading.bid(trader, '6000', '100');
    expect(dear.statusCode).toBe(400);
    expect(dear.json().errors['bidsAttributes.0.price']).toEqual(['must be equal or less than $5000/mt']);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a grower offer of 99,999,999,999.999 t without touching the book', async () => {
    const grower = await trading.grower();
    const before = await orderCount();
    const response = await trading.offer(grower, '300', '99999999999.999');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.quantity).toEqual(['must be equal or less than 50000mt']);
    expect(await orderCount()).toBe(before);
  });

  it('answers 400, not 500, for ids past 2³¹−1, ids as text or hex, NUL, lone surrogates and storages that do not exist', async () => {
    const grower = await trading.grower();
    const cases: [object, string][] = [
      [{ seasonId: 2 ** 31 }, 'seasonId'],
      [{ commodityId: '7' }, 'commodityId'],
      [{ deliveryPeriodId: '0x1' }, 'deliveryPeriodId'],
      [{ holdingId: true }, 'holdingId'],
      [{ storageId: [1] }, 'storageId'],
      [
        { chemicalDeclaration: false, chemicalTreatment: 'a\u0000b', chemicalRate: '1', chemicalApplicationDate: '2026-10-01' },
        'chemicalTreatment',
      ],
      [{ varietyIds: [2 ** 31] }, 'varietyIds.0'],
    ];
    for (const [extra, field] of cases) {
      const response = await trading.offer(grower, '300', '100', extra);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    const noSuchStorage = await trading.offer(grower, '300', '100', { storageId: 99_999 });
    expect(noSuchStorage.statusCode).toBe(400);
    expect(noSuchStorage.json().errors).toEqual({ storageId: ['Choose an active on-farm storage'] });
    const trader = await trading.trader();
    const bidStorages = await trading.bid(trader, '300', '100', { storageIds: [99_999] });
    expect(bidStorages.statusCode).toBe(400);
    expect(bidStorages.json().errors).toEqual({ storageIds: ['Choose an active on-farm storage'] });
    const tooBig = await t.app.inject({ method: 'GET', url: '/api/offers/2147483648', headers: { authorization: grower.authorization } });
    expect(tooBig.statusCode).toBe(404);
  });
});
