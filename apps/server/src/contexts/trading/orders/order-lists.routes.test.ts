import { describe, expect, it } from 'vitest';
import { offers } from '../../../db/schema/orders.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, trader, grower, bidAt } = useTradingFixtures(t);

type Caller = { authorization: string };
const list = (who: Caller, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: who.authorization } });

/** `count` offers of one seller, straight into the table: prices 301, 302, …, one a day back from 2026-10-31 (Sydney noon). */
async function offersOf(
  seller: Awaited<ReturnType<typeof grower>>,
  count: number,
  status: 'active' | 'lapsed' | 'cancelled' | 'filled' = 'active',
) {
  const rows = Array.from({ length: count }, (_, index) => ({
    market: 'cgx' as const,
    organisationId: seller.user.organisationId,
    createdByUserId: seller.user.id,
    seasonId: ref.seasonId,
    commodityId: ref.commodityId,
    gradeId: ref.aph1,
    deliveryPeriodId: ref.now,
    holdingId: seller.holdingId,
    siteId: index % 2 === 0 ? ref.moree : ref.narrabri,
    quantity: '10',
    remaining: '10',
    minQuantity: '10',
    price: (301 + index).toFixed(2),
    chemicalDeclaration: true,
    status,
    createdAt: new Date(Date.UTC(2026, 9, 31 - index, 1)),
  }));
  await t.context.db.insert(offers).values(rows);
}

describe('paged order lists', () => {
  it('answers a page with the count of every match, newest first by default, and the last page partly full', async () => {
    const seller = await grower();
    await offersOf(seller, 23);
    const first = (await list(seller, '/api/offers?pageSize=10')).json();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(first.rows.map((row: { price: string }) => row.price)).toEqual(
      Array.from({ length: 10 }, (_, index) => (301 + index).toFixed(2)),
    );
    const last = (await list(seller, '/api/offers?pageSize=10&page=3')).json();
    expect(last).toMatchObject({ total: 23, page: 3 });
    expect(last.rows).toHaveLength(3);
    // Past the end: an empty page, still with the total.
    expect((await list(seller, '/api/offers?pageSize=10&page=9')).json()).toMatchObject({ rows: [], total: 23 });
  });

  it('sorts by the chosen column in either direction, filters by term, status and creation dates (Sydney days)', async () => {
    const seller = await grower();
    await offersOf(seller, 12);
    await offersOf(seller, 2, 'lapsed');
    const prices = async (url: string) => (await list(seller, url)).json().rows.map((row: { price: string }) => row.price);

    expect((await prices('/api/offers?sort=price&direction=desc&pageSize=10')).slice(0, 2)).toEqual(['312.00', '311.00']);
    expect((await prices('/api/offers?sort=price&direction=asc&pageSize=10')).slice(0, 2)).toEqual(['301.00', '302.00']);
    // Every other offer is at Narrabri; the term matches site names case-insensitively, LIKE wildcards taken literally.
    expect(await prices('/api/offers?term=narra&sort=price&direction=asc')).toEqual([
      '302.00',
      '304.00',
      '306.00',
      '308.00',
      '310.00',
      '312.00',
    ]);
    expect(await prices('/api/offers?term=%25')).toEqual([]);
    expect(await prices('/api/offers?status=lapsed')).toEqual(['301.00', '302.00']);
    // The Cancelled tabs (issue 24): cancelled offers alone; 'ended' takes the filled ones too.
    await offersOf(seller, 1, 'cancelled');
    await offersOf(seller, 2, 'filled');
    expect(await prices('/api/offers?status=cancelled')).toEqual(['301.00']);
    expect(await prices('/api/offers?status=ended&sort=price&direction=asc')).toEqual(['301.00', '301.00', '302.00']);
    // Created 2026-10-31 and 2026-10-30 Sydney time (01:00 UTC is 12:00 in Sydney).
    expect(await prices('/api/offers?dateFrom=2026-10-30&dateTo=2026-10-31&sort=price&direction=asc')).toEqual(['301.00', '302.00']);
  });

  it('filters by the grain the offers draw on (My Grain), and names it on each offer', async () => {
    const seller = await grower();
    await offersOf(seller, 3);
    const onHolding = (await list(seller, `/api/offers?holdingId=${seller.holdingId}`)).json();
    expect(onHolding.total).toBe(3);
    expect(onHolding.rows[0]).toMatchObject({ holdingId: seller.holdingId, farmGrainId: null });
    expect((await list(seller, `/api/offers?holdingId=${seller.holdingId + 1000}`)).json()).toMatchObject({ rows: [], total: 0 });
    expect((await list(seller, '/api/offers?farmGrainId=1')).json().total).toBe(0);
    expect((await list(seller, '/api/offers?holdingId=abc')).statusCode).toBe(400);
  });

  it('groups offers in SQL with totals over every offer, not over a page of them', async () => {
    const seller = await grower();
    await offersOf(seller, 30);
    const grouped = (await list(seller, '/api/offers/grouped')).json();
    expect(grouped).toMatchObject({ total: 1, rows: [{ totalQuantity: '300.000', totalRemaining: '300.000' }] });
    expect(grouped.rows[0].offers).toHaveLength(30);
  });

  it('pages bids, and the bid sheets only on /api/bids/grouped', async () => {
    const buyer = await trader();
    for (const price of ['280.00', '281.00', '282.00']) {
      const placed = await bidAt(buyer, { price, quantity: '100' });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    expect((await list(buyer, '/api/bids?pageSize=10&sort=createdAt&direction=asc')).json()).toMatchObject({ total: 3, page: 1 });
    expect((await list(buyer, '/api/bids?term=moree')).json().total).toBe(3);
    expect((await list(buyer, '/api/bids?term=narrabri')).json().total).toBe(0);
    expect((await list(buyer, '/api/bids/grouped')).json()).toMatchObject({ rows: [], total: 0 });
  });

  it('answers 400 on the field for a bad page, page size, sort, direction, date or a reversed range; 401 and 403 first', async () => {
    const seller = await grower();
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=7', 'pageSize'],
      ['sort=organisationId', 'sort'],
      ['direction=up', 'direction'],
      ['dateFrom=2026-02-30', 'dateFrom'],
      ['dateFrom=2026-11-02&dateTo=2026-11-01', 'dateTo'],
      [`term=${'x'.repeat(101)}`, 'term'],
      ['status=everything', 'status'],
      ['commodityId=0', 'commodityId'],
    ];
    for (const [query, field] of cases) {
      const response = await list(seller, `/api/offers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/offers?page=0' })).statusCode).toBe(401);
    const analyst = await bearerFor(t.context, await createUser(t.context, 'Analyst'));
    expect((await list(analyst, '/api/bids')).statusCode).toBe(403);
  });
});
