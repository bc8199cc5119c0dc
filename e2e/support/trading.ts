import { type APIRequestContext, expect } from '@playwright/test';
import { getJson, passwordToken, signInByApi } from './api-session.ts';
import { DEMO } from './demo.ts';

type Holding = {
  id: number;
  site: { id: number; name: string };
  season: { id: number; name: string };
  commodity: { id: number };
  grade: { id: number };
};

/**
 * The demo trader bids 50 t and the demo grower offers below it: the market being open, they trade
 * at once. Answers the trade as the offer's answer gives it.
 */
export async function tradeFiftyTonnes(request: APIRequestContext): Promise<{ formattedId: string; quantity: string; price: string }> {
  const admin = await signInByApi(request, DEMO.admin);
  const opened = await request.put('/api/market/status/cgx', { data: { status: 'open' }, headers: { authorization: admin } });
  expect(opened.ok()).toBe(true);

  const trader = await signInByApi(request, DEMO.trader);
  const grower = await signInByApi(request, DEMO.grower);
  const holdings = (await getJson<{ rows: Holding[] }>(request, '/api/holdings?pageSize=100', grower)).rows;
  const holding = holdings.find((candidate) => candidate.season.name === '2026/27' && candidate.site.name === 'Narrabri') ?? holdings[0];
  if (!holding) throw new Error('the demo grower has no holdings');
  const periods = await getJson<{ id: number; kind: string }[]>(request, '/api/reference/delivery-periods', trader);
  const now = periods.find((period) => period.kind === 'now');
  if (!now) throw new Error('no delivery period Now');
  const terms = { market: 'cgx', seasonId: holding.season.id, commodityId: holding.commodity.id, deliveryPeriodId: now.id, quantity: '50' };

  const bid = await request.post('/api/bids', {
    headers: { authorization: trader },
    data: {
      ...terms,
      passwordToken: await passwordToken(request, trader),
      bidsAttributes: [{ gradeId: holding.grade.id, siteId: holding.site.id, price: '285.00' }],
    },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const offer = await request.post('/api/offers', {
    headers: { authorization: grower },
    data: {
      ...terms,
      passwordToken: await passwordToken(request, grower),
      holdingId: holding.id,
      price: '279.50',
      chemicalDeclaration: true,
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const placed = (await offer.json()) as { trades: { formattedId: string; quantity: string; price: string }[] };
  expect(placed.trades).toEqual([expect.objectContaining({ quantity: '50.000', price: '285.00' })]);
  const [trade] = placed.trades;
  if (!trade) throw new Error('no trade');
  return trade;
}
