import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets } from '../../../db/schema/market.ts';
import { bidGroups } from '../../../db/schema/orders.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from '../orders/orders.fixtures.ts';

const t = useTestApp();
const { ref, trader, bid, bidAt } = useTradingFixtures(t);

describe('GET /api/market/bids (public)', () => {
  it('lists the standing bid lines, newest first, with site or port zone and port equivalent, and no buyer', async () => {
    await t.context.db.update(markets).set({ forcedStatus: 'closed' }).where(eq(markets.market, 'cgx'));
    const buyer = await trader();
    await bidAt(buyer, { price: '350.00', quantity: '80' });
    const zone = await t.context.db.query.sites.findFirst({ where: (sites, { eq: is }) => is(sites.id, ref.moree) });
    await bid(buyer, '360.00', '40', { bidsAttributes: [{ gradeId: ref.aph1, portZoneId: zone?.portZoneId, price: '360.00' }] });
    const gone = (await bidAt(buyer, { price: '340.00', quantity: '30' })).json();
    await t.context.db.update(bidGroups).set({ status: 'cancelled' }).where(eq(bidGroups.id, gone.id));

    const response = await t.app.inject({ method: 'GET', url: '/api/market/bids' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const rows = response.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ isPortZone: true, price: '360.00', portEquiv: '360.00', quantity: '40.000', marketType: 'cgx' });
    expect(rows[0].siteName).toMatch(/port zone$/);
    expect(rows[1]).toMatchObject({
      isPortZone: false,
      siteName: 'Moree',
      price: '350.00',
      quantity: '80.000',
      gradeName: expect.any(String),
    });
    expect(Number(rows[1].portEquiv)).not.toBeNaN();
    expect(JSON.stringify(rows)).not.toContain(buyer.user.email);
    expect(Object.keys(rows[0])).not.toContain('organisationId');
  });

  it('answers 400 for a bad limit or market', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/market/bids?limit=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/market/bids?market=nasdaq' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/market/bids?market=igrainx' })).json()).toEqual([]);
  });
});
