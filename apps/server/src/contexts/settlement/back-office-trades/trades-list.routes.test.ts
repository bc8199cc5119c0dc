import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@cgx/domain/roles';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  buyer,
  insertOffer,
  insertTrade,
  type MarketReference,
  marketReference,
  seller,
} from '../../trading/market-data/market-data.fixtures.ts';

const t = useTestApp();
type Party = Awaited<ReturnType<typeof seller>>;
let ref: MarketReference;
let staff: string;
let parties: { buyer: Party; seller: Party };
let made: Awaited<ReturnType<typeof insertTrade>>[];

/** Every trade of the file's seller, whose name no demo trade has: the term 'Quokka' selects exactly these. */
const TERM = 'term=Quokka';

beforeAll(async () => {
  ref = await marketReference(t.context);
  staff = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).authorization;
  parties = { buyer: await buyer(t.context, 'Numbat Grain Trading'), seller: await seller(t.context, 'Quokka Creek Farms') };
  made = [];
  for (let index = 0; index < 12; index += 1) {
    made.push(
      await insertTrade(t.context, ref, parties, {
        price: (301 + index).toFixed(2),
        quantity: `${10 + index}.500`,
        siteId: index % 2 === 0 ? ref.moree.id : ref.narrabri.id,
        createdAt: new Date(Date.UTC(2026, 9, 31 - index, 1)),
      }),
    );
  }
  made.push(
    await insertTrade(t.context, ref, parties, {
      status: 'settled',
      commodityId: ref.barley.id,
      gradeId: null,
      price: '250.00',
      quantity: '40.000',
      createdAt: new Date('2026-09-01T01:00:00Z'),
    }),
    await insertTrade(t.context, ref, parties, {
      market: 'igrainx',
      siteId: null,
      portEquiv: null,
      price: '260.00',
      quantity: '50.000',
      createdAt: new Date('2026-08-01T01:00:00Z'),
    }),
  );
});

const get = (url: string, authorization = staff) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const prices = async (query: string) =>
  (await get(`/api/back-office/trades?${TERM}&${query}`)).json().rows.map((row: { price: string }) => row.price);

describe('GET /api/back-office/trades', () => {
  it('names both parties, with the seller’s NGR, the location, the terms and the total mt of what the filter selects', async () => {
    const response = await get(`/api/back-office/trades?${TERM}&pageSize=10`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(page.rows).toHaveLength(10);
    // 10.5 + 11.5 + … + 21.5 (12 trades: 192) + 40 + 50.
    expect(page.totalQuantity).toBe('282.000');
    expect(page.rows[0]).toEqual({
      source: 'trade',
      id: made[0]?.id,
      formattedId: made[0]?.formattedId,
      market: 'cgx',
      legacyType: null,
      status: 'awaiting_grain',
      seller: { id: parties.seller.organisation.id, name: 'Quokka Creek Farms' },
      sellerNgr: null,
      buyer: { id: parties.buyer.organisation.id, name: 'Numbat Grain Trading' },
      agent: null,
      season: { id: ref.season.id, name: '2026/27' },
      commodity: { id: ref.wheat.id, name: ref.wheat.name },
      grade: { id: ref.apw1.id, code: 'APW1', name: ref.apw1.name },
      deliveryPeriod: { id: ref.period.id, name: 'Jan 2027' },
      location: `Moree, ${ref.moree.state}`,
      pricingPoint: null,
      quantity: '10.500',
      price: '301.00',
      portEquiv: '338.00',
      paymentTerms: 'Within 7 business days',
      paymentDueDate: null,
      createdAt: '2026-10-31T01:00:00.000Z',
    });
    expect((await get(`/api/back-office/trades?${TERM}&pageSize=10&page=2`)).json()).toMatchObject({ total: 14, totalQuantity: '282.000' });
    // The buyer's name finds them too; so does the trade id.
    expect((await get('/api/back-office/trades?term=numbat')).json().total).toBe(14);
    expect((await get(`/api/back-office/trades?term=${encodeURIComponent(made[13]?.formattedId ?? '')}`)).json().rows).toMatchObject([
      { market: 'igrainx', pricingPoint: 'Ex Farm', location: 'On farm' },
    ]);
  });

  it('places an igrainX Delivered trade at its delivered site, as the public feed does (issue 24)', async () => {
    const delivering = { buyer: parties.buyer, seller: await seller(t.context, 'Bilby Downs Delivering') };
    const offer = await insertOffer(t.context, ref, delivering.seller, {
      market: 'igrainx',
      siteId: null,
      pricingPoint: 'Delivered',
      deliveredSiteId: ref.deliveredSite.id,
    });
    await insertTrade(t.context, ref, delivering, { market: 'igrainx', siteId: null, portEquiv: null, offerId: offer.id });
    expect((await get('/api/back-office/trades?term=bilby')).json().rows).toMatchObject([
      { market: 'igrainx', pricingPoint: 'Delivered', location: `${ref.deliveredSite.siteName}, ${ref.deliveredSite.state}` },
    ]);
  });

  it('filters by market, status, seasons, commodities, delivery periods, grades and dates, and sorts either way', async () => {
    expect(await prices('market=igrainx')).toEqual(['260.00']);
    expect(await prices('status=settled')).toEqual(['250.00']);
    expect(await prices(`commodities=${ref.barley.id}`)).toEqual(['250.00']);
    expect((await prices(`commodities=${ref.barley.id},${ref.wheat.id}`)).length).toBe(14);
    expect((await prices(`grades=${ref.apw1.id}&pageSize=100`)).length).toBe(13);
    expect((await prices(`seasons=${ref.season.id}&pageSize=100`)).length).toBe(14);
    expect((await prices(`deliveryPeriods=${ref.period.id}&pageSize=100`)).length).toBe(14);
    expect(await prices('dateFrom=2026-10-30&dateTo=2026-10-31&sort=price&direction=asc')).toEqual(['301.00', '302.00']);
    expect((await prices('sort=price&direction=desc')).slice(0, 2)).toEqual(['312.00', '311.00']);
    expect((await prices('sort=price&direction=asc')).slice(0, 2)).toEqual(['250.00', '260.00']);
    expect((await get(`/api/back-office/trades?${TERM}&status=settled`)).json().totalQuantity).toBe('40.000');
    expect((await get('/api/back-office/trades?term=nobody-at-all')).json()).toMatchObject({ total: 0, rows: [], totalQuantity: '0' });
  });

  it('answers 401 signed out, 403 to every role but staff, and 400 on the field for a bad value', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/back-office/trades' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/back-office/trades/download' })).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = (await bearerFor(t.context, await createUser(t.context, role))).authorization;
      expect((await get('/api/back-office/trades', member)).statusCode, role).toBe(403);
      expect((await get('/api/back-office/trades/download', member)).statusCode, role).toBe(403);
    }
    const admin = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
    expect((await get('/api/back-office/trades', admin)).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['pageSize=7', 'pageSize'],
      ['sort=buyerOrganisationId', 'sort'],
      ['status=paid', 'status'],
      ['market=nyse', 'market'],
      ['seasons=1,,2', 'seasons'],
      ['grades=x', 'grades'],
      ['commodities=0', 'commodities'],
      ['dateFrom=2026-11-02&dateTo=2026-11-01', 'dateTo'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/back-office/trades?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), query).toContain(field);
    }
    const badFormat = await get('/api/back-office/trades/download?format=pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(Object.keys(badFormat.json().errors)).toEqual(['format']);
  });
});

describe('GET /api/back-office/trades/download', () => {
  it('as CSV holds exactly the rows the filter selects, in the list’s order, with both parties', async () => {
    const response = await get(`/api/back-office/trades/download?${TERM}&sort=price&direction=asc&pageSize=10&page=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="trades.csv"');
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    // Every row, not a page.
    expect(records).toHaveLength(14);
    expect(records.map((record) => record['Price ($/mt)']).slice(0, 3)).toEqual(['250.00', '260.00', '301.00']);
    expect(records[0]).toMatchObject({
      Seller: 'Quokka Creek Farms',
      Buyer: 'Numbat Grain Trading',
      Status: 'Settled',
      'Quantity (mt)': '40.000',
    });
    const settled = parse((await get(`/api/back-office/trades/download?${TERM}&status=settled`)).body, { columns: true });
    expect(settled).toHaveLength(1);
  });

  it('as Excel holds the same rows, quantities and prices as numbers', async () => {
    const response = await get(`/api/back-office/trades/download?${TERM}&format=xlsx&sort=price&direction=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="trades.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Trades');
    expect(sheet?.rowCount).toBe(15);
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const first = (sheet?.getRow(2).values as unknown[]).slice(1);
    const cell = (name: string) => first[header.indexOf(name)];
    expect(cell('Seller')).toBe('Quokka Creek Farms');
    expect(cell('Quantity (mt)')).toBe(40);
    expect(cell('Price ($/mt)')).toBe(250);
  });

  it('dates a trade by its day in Sydney: in a CSV as the screens write it, in a workbook as a date shown so (decision 0209)', async () => {
    const other = { buyer: parties.buyer, seller: await seller(t.context, 'Wombat Flat Grazing') };
    // 7:55 am AEDT on 28 Nov 2026: 20:55 UTC on the 27th.
    await insertTrade(t.context, ref, other, {
      createdAt: new Date('2026-11-27T20:55:00Z'),
      paymentDueDate: '2026-12-08',
      quantity: '1250.5',
      price: '312.5',
    });
    const csv = parse((await get('/api/back-office/trades/download?term=Wombat')).body, { columns: true }) as Record<string, string>[];
    expect(csv).toEqual([
      expect.objectContaining({
        Created: '28 Nov 2026',
        'Payment due': '08 Dec 2026',
        'Quantity (mt)': '1250.500',
        'Price ($/mt)': '312.50',
      }),
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await get('/api/back-office/trades/download?term=Wombat&format=xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Trades');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet?.getRow(2).getCell(header.indexOf(name) + 1);
    expect(cell('Created')?.value).toEqual(new Date('2026-11-28T00:00:00Z'));
    expect(cell('Created')?.numFmt).toBe('dd mmm yyyy');
    expect(cell('Payment due')?.value).toEqual(new Date('2026-12-08T00:00:00Z'));
    expect(cell('Quantity (mt)')?.value).toBe(1250.5);
  });
});
