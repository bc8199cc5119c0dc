import {
  LEGACY_TRADE_COLUMNS,
  LEGACY_TRADE_MESSAGES,
  LEGACY_TRADES_MAX_ROWS,
  type LegacyTradeColumnKey,
} from '@cgx/domain/legacy-trades.schemas';
import type { Role } from '@cgx/domain/roles';
import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { legacyTrades } from '../../../db/schema/trade-records.ts';
import { readTable } from '../../../lib/uploads/read-table.ts';
import { addNgr, bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from '../../trading/orders/orders.fixtures.ts';

const t = useTestApp();
const { ref } = useTradingFixtures(t);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = LEGACY_TRADE_COLUMNS.map((column) => column.header);
const line = (cells: Partial<Record<LegacyTradeColumnKey, string>>) => LEGACY_TRADE_COLUMNS.map((column) => cells[column.key] ?? '');
const csv = (rows: string[][]) => [HEADER, ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

/** Parties made once: a grower seller with an ABN and an NGR, a trader buyer, an agent, and a user of each. */
const parties = {
  sellerId: 0,
  sellerName: '',
  buyerId: 0,
  buyerName: '',
  agentId: 0,
  agentName: '',
  sellerAbn: '',
  emails: { grower: '', trader: '', agent: '' },
  ids: { grower: 0, trader: 0, agent: 0 },
};
let staff = '';

beforeAll(async () => {
  const key = randomUUID().slice(0, 8);
  const digits = String(randomInt(10_000_000_000, 99_999_999_999));
  parties.sellerAbn = `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  const seller = await createOrganisation(t.context, { type: 'grower', tradingName: `Paddock Farms ${key}`, abn: parties.sellerAbn });
  await addNgr(t.context, seller.id, '87654321');
  const buyer = await createOrganisation(t.context, { type: 'trader', tradingName: `Riverina Traders ${key}` });
  const agent = await createOrganisation(t.context, { type: 'agent', tradingName: `Bush Agents ${key}` });
  Object.assign(parties, {
    sellerId: seller.id,
    sellerName: seller.tradingName,
    buyerId: buyer.id,
    buyerName: buyer.tradingName,
    agentId: agent.id,
    agentName: agent.tradingName,
  });
  for (const [who, role, organisationId] of [
    ['grower', 'Grower', seller.id],
    ['trader', 'Trader', buyer.id],
    ['agent', 'Agent', agent.id],
  ] as const) {
    const user = await createUser(t.context, role, { organisationId, firstName: 'Legacy', lastName: who });
    parties.emails[who] = user.email;
    parties.ids[who] = user.id;
  }
  staff = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).authorization;
});

const reference = () => `LT-${randomUUID().slice(0, 12)}`;

/** A row that imports: a settled-elsewhere wheat trade between the two parties. */
const minimal = (cells: Partial<Record<LegacyTradeColumnKey, string>> = {}) =>
  line({
    reference: reference(),
    type: 'cgx',
    tradeDate: '2019-11-04',
    season: '2026/27',
    commodity: 'Wheat',
    quantity: '120.5',
    price: '285.00',
    sellerType: 'Grower',
    sellerOrganisation: parties.sellerName,
    buyerOrganisation: parties.buyerName,
    ...cells,
  });

const upload = (body: string | Buffer, authorization: string | null = staff, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/back-office/legacy-trades/import',
    headers: { 'content-type': contentType, ...(authorization ? { authorization } : {}) },
    payload: body,
  });
const get = (url: string, authorization: string | null = staff) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const savedWith = async (references: string[]) =>
  t.context.db.select().from(legacyTrades).where(inArray(legacyTrades.reference, references));

describe('importing legacy trades', () => {
  it('saves every row, and shows each with every field; settled externally without invoices', async () => {
    const full = reference();
    const bare = reference();
    const byAbn = reference();
    const answer = await upload(
      csv([
        minimal({
          reference: full,
          type: 'private',
          tradeDate: '04/11/2019',
          deliveryPeriod: 'now',
          commodity: 'WHT',
          grade: 'aph1',
          site: 'Moree (NSW)',
          quantity: '120.500',
          shrunk: '119.8',
          price: '285.5',
          portEquiv: '310.40',
          status: 'Settled',
          sellerInvoice: 'INV-S-1',
          buyerInvoice: 'INV-B-1',
          sellerType: 'grower',
          spreads: 'APW1:5.00;H2:-3',
          oil: '42.5',
          admix: '1.25',
          agentOrganisation: parties.agentName.toUpperCase(),
          offerCreator: parties.emails.agent,
          bidCreator: parties.emails.trader.toUpperCase(),
          sellerUser: parties.emails.grower,
          buyerUser: parties.emails.trader,
          agentUser: parties.emails.agent,
        }),
        minimal({ reference: bare }),
        minimal({ reference: byAbn, sellerOrganisation: parties.sellerAbn.replace(/ /g, ''), status: 'cancelled' }),
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toEqual({ imported: 3 });
    const saved = await savedWith([full, bare, byAbn]);
    expect(saved).toHaveLength(3);
    const id = (ref: string) => saved.find((row) => row.reference === ref)?.id ?? 0;

    const detail = await get(`/api/back-office/legacy-trades/${id(full)}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const organisation = (orgId: number, name: string, type: string, ngr: string | null, abn: string | null) => ({
      id: orgId,
      name,
      tradingName: name,
      abn,
      ngr,
      type,
    });
    const user = (who: 'grower' | 'trader' | 'agent', tradingName: string) => ({
      id: parties.ids[who],
      name: `Legacy ${who}`,
      email: parties.emails[who],
      tradingName,
    });
    expect(detail.json()).toEqual({
      id: id(full),
      reference: full,
      type: 'private',
      season: { id: ref.seasonId, name: '2026/27' },
      deliveryPeriod: { id: ref.now, name: 'Now' },
      commodity: { id: ref.commodityId, name: 'Wheat' },
      grade: { id: ref.aph1, code: 'APH1', name: 'Australian Prime Hard 1', commodityName: 'Wheat' },
      site: { id: ref.moree, name: 'Moree', state: 'NSW', portName: expect.any(String) },
      storageProvider: { id: expect.any(Number), nickname: expect.any(String), tradingName: expect.any(String) },
      quantity: '120.500',
      shrunk: '119.800',
      price: '285.50',
      portEquiv: '310.40',
      date: '2019-11-04',
      createdAt: expect.any(String),
      importedBy: 'Test CGX Sales',
      status: 'settled',
      sellerInvoice: 'INV-S-1',
      buyerInvoice: 'INV-B-1',
      sellerType: 'Grower',
      spreads: [
        { gradeName: 'APW1', amount: '5.00' },
        { gradeName: 'H2', amount: '-3.00' },
      ],
      oil: '42.50',
      admix: '1.25',
      seller: organisation(parties.sellerId, parties.sellerName, 'grower', '87654321', parties.sellerAbn),
      buyer: organisation(parties.buyerId, parties.buyerName, 'trader', null, null),
      agent: organisation(parties.agentId, parties.agentName, 'agent', null, null),
      sellerUser: user('grower', parties.sellerName),
      buyerUser: user('trader', parties.buyerName),
      offerCreator: user('agent', parties.agentName),
      bidCreator: user('trader', parties.buyerName),
      agentUser: user('agent', parties.agentName),
    });
    expect(detail.json().site.portName).not.toBe('');

    const plain = (await get(`/api/back-office/legacy-trades/${id(bare)}`)).json();
    expect(plain).toMatchObject({
      status: 'settled_externally',
      sellerInvoice: null,
      buyerInvoice: null,
      deliveryPeriod: null,
      grade: null,
      site: null,
      storageProvider: null,
      spreads: [],
      agent: null,
      sellerUser: null,
      offerCreator: null,
    });
    // No invoices: shown as settled externally whatever the file said (spec 002 §4).
    const cancelled = (await get(`/api/back-office/legacy-trades/${id(byAbn)}`)).json();
    expect(cancelled.seller.id).toBe(parties.sellerId);
    expect(cancelled.status).toBe('settled_externally');

    // The list finds them by reference, party or invoice.
    const list = await get(`/api/back-office/legacy-trades?term=${encodeURIComponent('INV-S-1')}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      total: 1,
      rows: [
        {
          id: id(full),
          reference: full,
          type: 'private',
          date: '2019-11-04',
          season: '2026/27',
          commodity: 'Wheat',
          grade: 'APH1',
          seller: { id: parties.sellerId, name: parties.sellerName },
          buyer: { id: parties.buyerId, name: parties.buyerName },
          quantity: '120.500',
          price: '285.50',
          status: 'settled',
        },
      ],
    });
    const byParty = await get(`/api/back-office/legacy-trades?term=${encodeURIComponent(parties.sellerName)}&sort=reference&direction=asc`);
    expect(byParty.json().rows.map((row: { reference: string }) => row.reference)).toEqual([full, bare, byAbn].sort());
    expect((await get('/api/back-office/legacy-trades?sort=colour')).statusCode).toBe(400);
  });

  it('imports an Excel workbook too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Trades');
    sheet.addRow(HEADER);
    const references = [reference(), reference()];
    for (const one of references) sheet.addRow(minimal({ reference: one }));
    const answer = await upload(Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer), staff, XLSX);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await savedWith(references)).toHaveLength(2);
  });

  it('names every wrong cell by row and column, and saves nothing while any row is wrong', async () => {
    const good = reference();
    const answer = await upload(
      csv([
        minimal({ reference: good }),
        minimal({ quantity: '0', price: '12.345', oil: '60' }),
        minimal({
          season: '1999/00',
          grade: 'ZZZ',
          site: 'Atlantis',
          sellerOrganisation: 'Nobody Pty Ltd',
          buyerOrganisation: '99 999 999 999',
          sellerUser: 'ghost@example.com',
        }),
        minimal({ sellerInvoice: 'INV-9', tradeDate: '2999-01-01' }),
      ]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('3 rows have problems; nothing was saved.');
    expect(answer.json().errors).toEqual({
      'rows.3.Quantity (mt)': [LEGACY_TRADE_MESSAGES.quantity],
      'rows.3.Price ($/mt)': [LEGACY_TRADE_MESSAGES.price],
      'rows.3.Oil (%)': ['must be between 35 and 55'],
      'rows.4.Season': ['No season is called 1999/00.'],
      'rows.4.Grade': ['No Wheat grade is called ZZZ.'],
      'rows.4.Site': ['No site is called Atlantis.'],
      'rows.4.Seller organisation': ['No organisation is called Nobody Pty Ltd.'],
      'rows.4.Buyer organisation': ['No organisation has the ABN 99 999 999 999.'],
      'rows.4.Seller user': ['No user has the e-mail address ghost@example.com.'],
      'rows.5.Status': [LEGACY_TRADE_MESSAGES.statusWithInvoices],
    });
    expect(await savedWith([good])).toEqual([]);

    const future = await upload(csv([minimal({ tradeDate: '2999-01-01' })]));
    expect(future.json().errors).toEqual({ 'rows.2.Trade date': [LEGACY_TRADE_MESSAGES.dateAfterToday] });
    const self = await upload(csv([minimal({ buyerOrganisation: parties.sellerName })]));
    expect(self.json().errors).toEqual({ 'rows.2.Buyer organisation': ['The buyer must be another organisation than the seller.'] });
  });

  it('refuses a reference twice in the file or imported before, and saves nothing', async () => {
    const first = reference();
    expect((await upload(csv([minimal({ reference: first })]))).statusCode).toBe(201);
    const again = reference();
    const answer = await upload(csv([minimal({ reference: again }), minimal({ reference: first }), minimal({ reference: again })]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({
      'rows.3.Reference': [LEGACY_TRADE_MESSAGES.alreadyImported],
      'rows.4.Reference': [LEGACY_TRADE_MESSAGES.duplicateInFile(2)],
    });
    expect(await savedWith([again])).toEqual([]);
    expect(await savedWith([first])).toHaveLength(1);
  });

  it('imports the most rows a file may have in one go, and refuses one more', async () => {
    const prefix = reference();
    const rows = Array.from({ length: LEGACY_TRADES_MAX_ROWS }, (_, index) => minimal({ reference: `${prefix}-${index}` }));
    const answer = await upload(csv(rows));
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(201);
    expect(answer.json()).toEqual({ imported: LEGACY_TRADES_MAX_ROWS });
    const tooMany = await upload(csv([...rows, minimal()]));
    expect(tooMany.json().errors.file).toEqual(['The file has more than 20,000 rows; upload at most 20,000 at a time.']);
  }, 120_000);

  it('refuses a file that is not a table, one without its columns, and an empty one', async () => {
    expect((await upload('%PDF-1.7', staff, 'application/pdf')).statusCode).toBe(415);
    const broken = await upload(Buffer.from('not a workbook'), staff, XLSX);
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().errors)).toEqual(['file']);
    const headerless = await upload('Reference,Price ($/mt)\nX-1,350');
    expect(headerless.json().errors.file[0]).toMatch(/^The header row lacks the columns Type, Trade date, Season/);
    expect((await upload(csv([]))).json().errors.file).toEqual(['The file has no rows below its header.']);
  });

  it('gives its template in both kinds, to staff', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const answer = await get(`/api/back-office/legacy-trades/import/template?format=${format}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="legacy-trades-template.${format}"`);
      const [header, ...examples] = await readTable(answer.rawPayload, format, { maxRows: 10 });
      expect(header).toEqual(HEADER);
      expect(examples).toHaveLength(2);
    }
    expect((await get('/api/back-office/legacy-trades/import/template?format=pdf')).statusCode).toBe(400);
  });

  it('lets staff keep notes on a legacy trade', async () => {
    const one = reference();
    expect((await upload(csv([minimal({ reference: one })]))).statusCode).toBe(201);
    const [saved] = await savedWith([one]);
    const note = { resourceType: 'LegacyTrade', resourceId: saved?.id, body: 'Settled through the old system.' };
    const created = await t.app.inject({ method: 'POST', url: '/api/back-office/notes', headers: { authorization: staff }, payload: note });
    expect(created.statusCode, created.body).toBe(201);
    const notes = await get(`/api/back-office/notes?resourceType=LegacyTrade&resourceId=${saved?.id}`);
    expect(notes.json().rows).toMatchObject([{ body: 'Settled through the old system.' }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/back-office/notes',
      headers: { authorization: staff },
      payload: { ...note, resourceId: 999_999_999 },
    });
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/back-office/notes?resourceType=LegacyTrade&resourceId=999999999')).statusCode).toBe(404);
  });

  it('401 signed out, 403 for every member role on every route, 404 for a legacy trade that is not there or a bad id', async () => {
    const one = reference();
    expect((await upload(csv([minimal({ reference: one })]))).statusCode).toBe(201);
    const [saved] = await savedWith([one]);
    const body = csv([minimal()]);
    const reads = [
      '/api/back-office/legacy-trades',
      '/api/back-office/legacy-trades/import/template',
      `/api/back-office/legacy-trades/${saved?.id}`,
    ];
    for (const url of reads) expect((await get(url, null)).statusCode, url).toBe(401);
    expect((await upload(body, null)).statusCode).toBe(401);
    for (const role of ['Grower', 'Trader', 'Agent', 'Analyst'] satisfies Role[]) {
      const member = (await bearerFor(t.context, await createUser(t.context, role))).authorization;
      for (const url of reads) expect((await get(url, member)).statusCode, `${role} ${url}`).toBe(403);
      expect((await upload(body, member)).statusCode, role).toBe(403);
    }
    const admin = (await bearerFor(t.context, await createUser(t.context, 'Admin'))).authorization;
    for (const missing of ['999999999', '0', 'x1']) {
      expect((await get(`/api/back-office/legacy-trades/${missing}`, admin)).statusCode, missing).toBe(404);
    }
  });
});
