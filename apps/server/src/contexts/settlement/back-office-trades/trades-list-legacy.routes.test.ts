import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { legacyTrades } from '../../../db/schema/trade-records.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, type MarketReference, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';

/**
 * Issue 24 #20 (spec 002 §2: the legacy trades index goes to the trades; decision 0228): the staff's
 * trades list holds the imported legacy trades too, in its count, its tonnes, its order, its pages,
 * its filters and its downloads.
 */
const t = useTestApp();
type Party = Awaited<ReturnType<typeof seller>>;
let ref: MarketReference;
let staff: string;
let importerId: number;
let bilby: { buyer: Party; seller: Party };
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

async function insertLegacy(values: Partial<typeof legacyTrades.$inferInsert> & { reference: string }, parties = bilby) {
  const [row] = await t.context.db
    .insert(legacyTrades)
    .values({
      type: 'cgx',
      seasonId: ref.season.id,
      commodityId: ref.wheat.id,
      quantity: '100.000',
      price: '300.00',
      tradeDate: '2026-10-15',
      status: 'settled_externally',
      sellerType: 'Grower',
      sellerOrganisationId: parties.seller.organisation.id,
      buyerOrganisationId: parties.buyer.organisation.id,
      importedByUserId: importerId,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no legacy trade');
  return row;
}

beforeAll(async () => {
  ref = await marketReference(t.context);
  const staffUser = await createUser(t.context, 'CGX Sales');
  importerId = staffUser.id;
  staff = (await bearerFor(t.context, staffUser)).authorization;
  bilby = { buyer: await buyer(t.context, 'Dingo Grain Merchants'), seller: await seller(t.context, 'Bilby Downs Pastoral') };
  const t1 = await insertTrade(t.context, ref, bilby, { price: '301.00', quantity: '10.000', createdAt: new Date('2026-10-20T01:00:00Z') });
  const t2 = await insertTrade(t.context, ref, bilby, {
    price: '303.00',
    quantity: '20.000',
    status: 'settled',
    createdAt: new Date('2026-10-10T01:00:00Z'),
  });
  // Settled elsewhere: no invoices (stored so by the import).
  const l1 = await insertLegacy({
    reference: 'OLD-B-1',
    price: '302.00',
    gradeId: ref.apw1.id,
    siteId: ref.moree.id,
    deliveryPeriodId: ref.period.id,
  });
  // Settled with its invoices, years ago, barley, a private trade.
  const l2 = await insertLegacy({
    reference: 'OLD-B-2',
    type: 'private',
    commodityId: ref.barley.id,
    tradeDate: '2019-11-04',
    quantity: '7.250',
    price: '304.00',
    status: 'settled',
    sellerInvoice: 'INV-S-9',
    buyerInvoice: 'INV-B-9',
  });
  // Stored as settled but without invoices: shown (and found) as settled_externally (spec 002 §4).
  const l3 = await insertLegacy({
    reference: 'OLD-B-3',
    type: 'IGRAINX',
    tradeDate: '2026-10-10',
    quantity: '3.000',
    price: '300.00',
    status: 'settled',
  });
  Object.assign(ids, { T1: t1.id, T2: t2.id, L1: l1.id, L2: l2.id, L3: l3.id });
  Object.assign(names, { T1: t1.formattedId, T2: t2.formattedId, L1: 'OLD-B-1', L2: 'OLD-B-2', L3: 'OLD-B-3' });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: staff } });
const page = async (query: string) => {
  const response = await get(`/api/back-office/trades?term=Bilby&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; totalQuantity: string; rows: { formattedId: string; source: string }[] };
};
const shown = async (query: string) => (await page(query)).rows.map((row) => row.formattedId);
const named = (...keys: string[]) => keys.map((key) => names[key]);

describe('GET /api/back-office/trades with legacy trades', () => {
  it('lists them among the trades, counted and summed, in the list’s order, each row saying where it comes from', async () => {
    const all = await page('');
    expect(all.total).toBe(5);
    // 10 + 20 (trades) + 100 + 7.25 + 3 (legacy trades).
    expect(all.totalQuantity).toBe('140.250');
    // A legacy trade sits by its trade date (its start in Sydney: 10 Oct 2026 is 09 Oct 13:00 UTC).
    expect(all.rows.map((row) => row.formattedId)).toEqual(named('T1', 'L1', 'T2', 'L3', 'L2'));
    expect(all.rows.map((row) => row.source)).toEqual(['trade', 'legacy', 'trade', 'legacy', 'legacy']);
    expect(all.rows[1]).toEqual({
      source: 'legacy',
      id: ids.L1,
      formattedId: 'OLD-B-1',
      market: 'cgx',
      legacyType: 'cgx',
      status: 'settled_externally',
      seller: { id: bilby.seller.organisation.id, name: 'Bilby Downs Pastoral' },
      sellerNgr: null,
      buyer: { id: bilby.buyer.organisation.id, name: 'Dingo Grain Merchants' },
      agent: null,
      season: { id: ref.season.id, name: '2026/27' },
      commodity: { id: ref.wheat.id, name: ref.wheat.name },
      grade: { id: ref.apw1.id, code: 'APW1', name: ref.apw1.name },
      deliveryPeriod: { id: ref.period.id, name: 'Jan 2027' },
      location: `Moree, ${ref.moree.state}`,
      pricingPoint: null,
      quantity: '100.000',
      price: '302.00',
      portEquiv: null,
      paymentTerms: null,
      paymentDueDate: null,
      createdAt: '2026-10-14T13:00:00.000Z',
    });
    expect(all.rows[0]).toMatchObject({ source: 'trade', id: ids.T1, legacyType: null, market: 'cgx' });
    expect(all.rows[4]).toMatchObject({ market: null, legacyType: 'private', status: 'settled', deliveryPeriod: null, location: null });
  });

  it('sorts the two together either way, ties in one order', async () => {
    expect(await shown('sort=price&direction=asc')).toEqual(named('L3', 'T1', 'L1', 'T2', 'L2'));
    expect(await shown('sort=price&direction=desc')).toEqual(named('L2', 'T2', 'L1', 'T1', 'L3'));
    expect(await shown('sort=formattedId&direction=asc')).toEqual([...named('T1', 'T2').sort(), ...named('L1', 'L2', 'L3')]);
    // Equal statuses: legacy before trade, then by id (ascending).
    expect(await shown('sort=status&direction=asc')).toEqual(named('T1', 'L2', 'T2', 'L1', 'L3'));
    expect(await shown('sort=quantity&direction=desc')).toEqual(named('L1', 'T2', 'T1', 'L2', 'L3'));
    expect((await shown('sort=seller&direction=asc')).length).toBe(5);
    expect((await shown('sort=paymentDueDate&direction=asc')).length).toBe(5);
  });

  it('finds the legacy trades with Settled Externally (no invoices, whatever was stored), and filters them as the trades', async () => {
    const external = await page('status=settled_externally');
    expect(external.rows.map((row) => row.formattedId)).toEqual(named('L1', 'L3'));
    expect(external).toMatchObject({ total: 2, totalQuantity: '103.000' });
    expect(await shown('status=settled')).toEqual(named('T2', 'L2'));
    expect(await shown('status=awaiting_grain')).toEqual(named('T1'));
    // The market is a legacy trade's old type, in any case.
    expect(await shown('market=cgx')).toEqual(named('T1', 'L1', 'T2'));
    expect(await shown('market=igrainx')).toEqual(named('L3'));
    // The dates are its trade date's.
    expect(await shown('dateFrom=2026-10-10&dateTo=2026-10-15')).toEqual(named('L1', 'T2', 'L3'));
    expect(await shown('dateTo=2020-01-01')).toEqual(named('L2'));
    expect(await shown(`commodities=${ref.barley.id}`)).toEqual(named('L2'));
    expect(await shown(`grades=${ref.apw1.id}`)).toEqual(named('T1', 'L1', 'T2'));
    expect(await shown(`deliveryPeriods=${ref.period.id}`)).toEqual(named('T1', 'L1', 'T2'));
    expect(await shown(`seasons=${ref.season.id}`)).toEqual(named('T1', 'L1', 'T2', 'L3', 'L2'));
    // The term finds a legacy trade by its reference or an invoice.
    expect((await get('/api/back-office/trades?term=OLD-B-3')).json().rows.map((row: { id: number }) => row.id)).toEqual([ids.L3]);
    expect((await get('/api/back-office/trades?term=inv-s-9')).json()).toMatchObject({ total: 1, totalQuantity: '7.250' });
  });

  it('pages the two together: no row on two pages or on none, the count and tonnes the same on every page', async () => {
    const wombat = { buyer: bilby.buyer, seller: await seller(t.context, 'Wombat Flat Holdings') };
    const expected: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const trade = await insertTrade(t.context, ref, wombat, { price: `${310 + 2 * index}.00`, quantity: '1.000' });
      await insertLegacy({ reference: `OLD-W-${index}`, price: `${311 + 2 * index}.00`, quantity: '2.000' }, wombat);
      expected.push(trade.formattedId, `OLD-W-${index}`);
    }
    const pageOf = async (number: number) => {
      const response = await get(`/api/back-office/trades?term=Wombat&sort=price&direction=asc&pageSize=10&page=${number}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { total: number; totalQuantity: string; rows: { formattedId: string }[] };
    };
    const [first, second] = [await pageOf(1), await pageOf(2)];
    expect([...first.rows, ...second.rows].map((row) => row.formattedId)).toEqual(expected);
    for (const one of [first, second]) expect(one).toMatchObject({ total: 16, totalQuantity: '24.000' });
  });
});

describe('GET /api/back-office/trades/download with legacy trades', () => {
  it('as CSV holds the same rows as the list, legacy trades included, in its order', async () => {
    const response = await get('/api/back-office/trades/download?term=Bilby&sort=price&direction=asc');
    expect(response.statusCode).toBe(200);
    const records = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(records.map((record) => record['Trade ID'])).toEqual(named('L3', 'T1', 'L1', 'T2', 'L2'));
    expect(records[0]).toMatchObject({
      Market: 'Legacy (IGRAINX)',
      Seller: 'Bilby Downs Pastoral',
      Buyer: 'Dingo Grain Merchants',
      'Quantity (mt)': '3.000',
      'Price ($/mt)': '300.00',
      Delivery: '',
      Location: '',
      'Payment terms': '',
      Status: 'Settled Externally',
    });
    expect(records[1]).toMatchObject({ Market: 'CGX', Status: 'Awaiting Grain' });
    const external = parse((await get('/api/back-office/trades/download?term=Bilby&status=settled_externally')).body, {
      columns: true,
    }) as Record<string, string>[];
    expect(external.map((record) => record['Trade ID'])).toEqual(named('L1', 'L3'));
  });

  it('as Excel holds them too', async () => {
    const response = await get('/api/back-office/trades/download?term=Bilby&format=xlsx&sort=price&direction=asc');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Trades');
    expect(sheet?.rowCount).toBe(6);
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const first = (sheet?.getRow(2).values as unknown[]).slice(1);
    expect(first[header.indexOf('Trade ID')]).toBe('OLD-B-3');
    expect(first[header.indexOf('Quantity (mt)')]).toBe(3);
  });
});
