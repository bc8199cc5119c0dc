import { addDays, sydneyDate } from '@cgx/domain/calendar';
import type { Role } from '@cgx/domain/roles';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addNgr, bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';

const t = useTestApp();
const LIST = '/api/back-office/deliveries';
let ref: MarketReference;
let staff: string;
let today: string;
const tradeIds: number[] = [];
const formattedIds: string[] = [];

/** Every delivery of the file's seller, whose name no demo organisation has: the term 'Bilby' selects exactly these. */
const TERM = 'term=Bilby';

const get = (url: string, authorization = staff) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const tonnesOf = async (query: string) =>
  (await get(`${LIST}?${TERM}&pageSize=100&${query}`)).json().rows.map((row: { quantity: string }) => row.quantity);

beforeAll(async () => {
  ref = await marketReference(t.context);
  staff = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).authorization;
  today = sydneyDate(t.context.clock.now());
  const parties = { buyer: await buyer(t.context, 'Wombat Milling Co'), seller: await seller(t.context, 'Bilby Downs Farming') };
  await addNgr(t.context, parties.seller.organisation.id, '40917733');
  const made = new Date(Date.now() - 40 * 86_400_000);
  const trades = [
    await insertTrade(t.context, ref, parties, { market: 'igrainx', siteId: null, portEquiv: null, createdAt: made, price: '301.00' }),
    await insertTrade(t.context, ref, parties, {
      market: 'igrainx',
      siteId: null,
      portEquiv: null,
      createdAt: made,
      commodityId: ref.barley.id,
      gradeId: null,
      price: '250.00',
      status: 'awaiting_payment',
    }),
  ];
  // Deliveries through the API, as staff record them: 10, 20 and 30 t on the wheat trade, 15 t on the barley one.
  const deliveries: [number, string, string][] = [
    [0, '10', addDays(today, -9)],
    [0, '20', addDays(today, -6)],
    [0, '30', addDays(today, -3)],
    [1, '15', addDays(today, -1)],
  ];
  for (const [index, tonnes, deliveredOn] of deliveries) {
    const trade = trades[index];
    if (!trade) throw new Error('no trade');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/back-office/trades/igrainx/${trade.id}/deliveries`,
      headers: { authorization: staff },
      payload: { deliveredOn, tonnes, weighbridgeTicket: `BIL-${tonnes}`, type: 'partial' },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    tradeIds.push(trade.id);
    formattedIds.push(response.json().formattedId);
  }
});

describe('GET /api/back-office/deliveries', () => {
  it('lists each delivery with its trade, both parties, the grain and the total mt the filter selects', async () => {
    const response = await get(`${LIST}?${TERM}&pageSize=10`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 10, totalQuantity: '75.000' });
    // Newest recorded first.
    expect(page.rows[0]).toEqual({
      id: expect.any(Number),
      formattedId: formattedIds[3],
      tradeId: tradeIds[3],
      tradeFormattedId: expect.stringMatching(/^IGX-/),
      sellerOrganisationName: 'Bilby Downs Farming',
      sellerOrganisationNgr: '40917733',
      buyerOrganisationName: 'Wombat Milling Co',
      location: 'On farm',
      pricingPoint: 'Ex Farm',
      gradeName: null,
      commodityName: ref.barley.name,
      seasonName: '2026/27',
      deliveryName: 'Jan 2027',
      quantity: '15.000',
      price: '250.00',
      paymentDueDate: null,
      paymentDate: null,
      deliveredOn: addDays(today, -1),
      weighbridgeTicket: 'BIL-15',
      createdAt: expect.any(String),
      type: 'partial',
      status: 'awaiting_payment',
    });
    // Paged, the total stays the filter's.
    const second = (await get(`${LIST}?${TERM}&pageSize=10&page=1&sort=quantity&direction=asc`)).json();
    expect(second.rows.map((row: { quantity: string }) => row.quantity)).toEqual(['10.000', '15.000', '20.000', '30.000']);
    // The buyer, the delivery id, the ticket and the NGR find them too.
    expect((await get(`${LIST}?term=wombat`)).json().total).toBe(4);
    expect((await get(`${LIST}?term=${formattedIds[1]}`)).json().rows).toMatchObject([{ quantity: '20.000' }]);
    expect((await get(`${LIST}?term=bil-30`)).json().rows).toMatchObject([{ quantity: '30.000' }]);
    expect((await get(`${LIST}?term=40917733`)).json().total).toBe(4);
    expect((await get(`${LIST}?term=nobody-at-all`)).json()).toMatchObject({ total: 0, rows: [], totalQuantity: '0' });
  });

  it('filters by commodities, grades, seasons, delivery periods and delivery dates, and sorts either way', async () => {
    expect(await tonnesOf(`commodities=${ref.barley.id}`)).toEqual(['15.000']);
    expect((await get(`${LIST}?${TERM}&commodities=${ref.wheat.id}`)).json().totalQuantity).toBe('60.000');
    expect((await tonnesOf(`grades=${ref.apw1.id}`)).length).toBe(3);
    expect((await tonnesOf(`seasons=${ref.season.id}`)).length).toBe(4);
    expect((await tonnesOf(`deliveryPeriods=${ref.period.id}`)).length).toBe(4);
    // The dates are the day each delivery was recorded (all today here).
    expect(await tonnesOf(`dateFrom=${today}&dateTo=${today}&sort=deliveredOn&direction=asc`)).toEqual([
      '10.000',
      '20.000',
      '30.000',
      '15.000',
    ]);
    expect(await tonnesOf(`dateTo=${addDays(today, -1)}`)).toEqual([]);
    expect(await tonnesOf('sort=price&direction=asc')).toHaveLength(4);
    expect((await tonnesOf('sort=price&direction=asc'))[0]).toBe('15.000');
    expect(await tonnesOf('sort=deliveredOn&direction=desc')).toEqual(['15.000', '30.000', '20.000', '10.000']);
    for (const sort of ['formattedId', 'tradeFormattedId', 'seller', 'buyer', 'commodity', 'status', 'createdAt']) {
      expect((await get(`${LIST}?${TERM}&sort=${sort}`)).statusCode, sort).toBe(200);
    }
  });

  it('answers 401 signed out, 403 to every role but staff, and 400 on the field for a bad value', async () => {
    expect((await t.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${LIST}/download` })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = (await bearerFor(t.context, await createUser(t.context, role))).authorization;
      expect((await get(LIST, member)).statusCode, role).toBe(403);
      expect((await get(`${LIST}/download`, member)).statusCode, role).toBe(403);
    }
    const admin = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
    expect((await get(LIST, admin)).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['pageSize=7', 'pageSize'],
      ['sort=tonnes', 'sort'],
      ['seasons=1,,2', 'seasons'],
      ['grades=x', 'grades'],
      ['commodities=0', 'commodities'],
      ['deliveryPeriods=a', 'deliveryPeriods'],
      ['dateFrom=2026-11-02&dateTo=2026-11-01', 'dateTo'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`${LIST}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    const badFormat = await get(`${LIST}/download?format=pdf`);
    expect(badFormat.statusCode).toBe(400);
    expect(Object.keys(badFormat.json().errors)).toEqual(['format']);
  });
});

describe('GET /api/back-office/deliveries/download', () => {
  it('as CSV holds exactly the rows the list’s filter selects, in its order, not just a page', async () => {
    const query = `${TERM}&sort=quantity&direction=desc`;
    const listed = (await get(`${LIST}?${query}&pageSize=100`)).json().rows as { formattedId: string }[];
    const response = await get(`${LIST}/download?${query}&pageSize=10&page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="igrainx-deliveries.csv"');
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record['Delivery ID'])).toEqual(listed.map((row) => row.formattedId));
    expect(records[0]).toMatchObject({
      'Quantity (mt)': '30.000',
      Seller: 'Bilby Downs Farming',
      'Seller NGR': '40917733',
      Buyer: 'Wombat Milling Co',
      Type: 'Partial',
      'Weighbridge ticket': 'BIL-30',
      'Trade status': 'Awaiting Grain',
      Paid: '',
    });
    const barley = parse((await get(`${LIST}/download?${TERM}&commodities=${ref.barley.id}`)).body, { columns: true });
    expect(barley).toHaveLength(1);
  });

  it('as Excel holds the same rows, tonnes and prices as numbers', async () => {
    const query = `${TERM}&sort=quantity&direction=asc`;
    const listed = (await get(`${LIST}?${query}`)).json().rows as { formattedId: string }[];
    const response = await get(`${LIST}/download?${query}&format=xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="igrainx-deliveries.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Deliveries');
    expect(sheet?.rowCount).toBe(listed.length + 1);
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const rows = listed.map((_, index) => (sheet?.getRow(index + 2).values as unknown[]).slice(1));
    expect(rows.map((row) => row[header.indexOf('Delivery ID')])).toEqual(listed.map((row) => row.formattedId));
    expect(rows[0]?.[header.indexOf('Quantity (mt)')]).toBe(10);
    expect(rows[0]?.[header.indexOf('Price ($/mt)')]).toBe(301);
  });
});
