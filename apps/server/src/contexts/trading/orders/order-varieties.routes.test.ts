import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { commodities, varieties } from '../../../db/schema/reference.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

/**
 * Orders name varieties by id (issue 24 item 13): the API takes ids of active varieties of the
 * order's season and commodity, answers them with their names, and matching compares them.
 */
const t = useTestApp();
const { ref, setMarket, trader, grower, bid, offer } = useTradingFixtures(t);
const ids = { scepter: 0, calibre: 0, mace: 0, compass: 0, retired: 0 };
const CHOOSE = 'Choose active varieties of this season and commodity';

beforeAll(async () => {
  const db = t.context.db;
  const idOf = async (code: string) =>
    (
      await db
        .select({ id: varieties.id })
        .from(varieties)
        .where(and(eq(varieties.seasonId, ref.seasonId), eq(varieties.code, code)))
    )[0]?.id ?? 0;
  ids.scepter = await idOf('SCEP');
  ids.calibre = await idOf('CALB');
  ids.mace = await idOf('MACE');
  ids.compass = await idOf('COMP'); // barley's
  const [wheat] = await db.select().from(commodities).where(eq(commodities.id, ref.commodityId));
  const [retired] = await db
    .insert(varieties)
    .values({
      seasonId: ref.seasonId,
      commodityId: wheat?.id ?? 0,
      code: 'OLDW',
      name: 'Old Wheat',
      royaltyManagerName: 'Nobody',
      recipientName: 'Nobody',
      amount: '1.00',
      status: 'inactive',
    })
    .returning();
  ids.retired = retired?.id ?? 0;
});

describe('varieties on orders, by id', () => {
  it('refuses names, ids that are not active varieties of the season and commodity, and stores nothing', async () => {
    await setMarket('closed');
    const buyer = await trader();
    const seller = await grower();
    const count = async () => (await t.context.db.select().from(offers)).length + (await t.context.db.select().from(bidGroups)).length;
    const before = await count();

    const byName = await bid(buyer, '300.00', '100', { varieties: ['Scepter'] });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().errors).toEqual({ varieties: ['Send the varieties by id, as varietyIds'] });
    const asText = await offer(seller, '300.00', '100', { varietyIds: ['Scepter'] });
    expect(asText.statusCode).toBe(400);
    expect(Object.keys(asText.json().errors)).toEqual(['varietyIds.0']);
    for (const varietyIds of [[99_999], [ids.compass], [ids.retired], [ids.scepter, ids.compass]]) {
      const onBid = await bid(buyer, '300.00', '100', { varietyIds });
      expect(onBid.statusCode, String(varietyIds)).toBe(400);
      expect(onBid.json().errors, String(varietyIds)).toEqual({ varietyIds: [CHOOSE] });
      const onOffer = await offer(seller, '300.00', '100', { varietyIds });
      expect(onOffer.json().errors, String(varietyIds)).toEqual({ varietyIds: [CHOOSE] });
    }
    expect(await count()).toBe(before);
  });

  it('answers an order’s varieties with their names, in the order chosen', async () => {
    await setMarket('closed');
    const buyer = await trader();
    const placed = await bid(buyer, '300.00', '100', { varietyIds: [ids.scepter, ids.calibre] });
    expect(placed.statusCode).toBe(201);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/bids/${placed.json().id}`,
      headers: { authorization: buyer.authorization },
    });
    expect(one.json().varieties).toEqual([
      { id: ids.scepter, name: 'Scepter' },
      { id: ids.calibre, name: 'Calibre' },
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/bids', headers: { authorization: buyer.authorization } });
    expect(list.json().rows[0].varieties).toEqual([
      { id: ids.scepter, name: 'Scepter' },
      { id: ids.calibre, name: 'Calibre' },
    ]);

    const seller = await grower();
    const offered = await offer(seller, '400.00', '50', { varietyIds: [ids.mace] });
    expect(offered.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/offers/${offered.json().id}`,
      headers: { authorization: seller.authorization },
    });
    expect(read.json().varieties).toEqual([{ id: ids.mace, name: 'Mace' }]);
  });

  it('trades an offer whose variety is in the bid’s set, never one outside it; the trade records the variety', async () => {
    await setMarket('open');
    const buyer = await trader();
    const placed = await bid(buyer, '320.00', '100', { varietyIds: [ids.scepter, ids.calibre] });
    expect(placed.json().trades).toEqual([]);
    const wrong = await offer(await grower(), '310.00', '50', { varietyIds: [ids.mace] });
    expect(wrong.json().trades).toEqual([]);
    const right = await offer(await grower(), '310.00', '50', { varietyIds: [ids.calibre] });
    expect(right.json().trades).toHaveLength(1);
    const [trade] = await t.context.db.select().from(trades).where(eq(trades.id, right.json().trades[0].tradeId));
    expect(trade?.varietyId).toBe(ids.calibre);
  });
});
