import { BID_SHEET_COLUMNS } from '@cgx/domain/bid-sheet-upload.schemas';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bidGroups, bidLines } from '../../../../db/schema/orders.ts';
import { bearerFor, createUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { readTable } from '../../../../lib/uploads/read-table.ts';
import { useTradingFixtures } from '../orders.fixtures.ts';

const t = useTestApp();
const { setMarket, trader, grower } = useTradingFixtures(t);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = BID_SHEET_COLUMNS.map((column) => column.header);
/** A row in the template's column order, from the cells that matter. */
const line = (cells: Partial<Record<(typeof BID_SHEET_COLUMNS)[number]['key'], string>>) =>
  BID_SHEET_COLUMNS.map((column) => cells[column.key] ?? '');
const terms = { season: '2026/27', commodity: 'Wheat', deliveryPeriod: 'Now', quantity: '200', paymentTerms: '7' };
const csv = (rows: string[][]) => [HEADER, ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

type Who = { authorization: string; passwordToken: string };
const upload = (who: Who | null, body: string | Buffer, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: '/api/bids/sheets/upload',
    headers: { 'content-type': contentType, ...(who ? { authorization: who.authorization, 'password-token': who.passwordToken } : {}) },
    payload: body,
  });

const groupsOf = async (who: { user: { organisationId: number } }) =>
  t.context.db.select().from(bidGroups).where(eq(bidGroups.organisationId, who.user.organisationId));

describe('uploading a bid sheet', () => {
  it('places one bid sheet with a line per row, from CSV and from Excel', async () => {
    await setMarket('closed');
    const buyer = await trader();
    const answer = await upload(
      buyer,
      csv([
        line({ ...terms, grade: 'APH1', price: '352.00', site: 'Moree' }),
        line({ ...terms, grade: 'h1', price: '348.50', site: 'narrabri' }),
        line({ ...terms, grade: 'APH1', price: '350', site: 'Narrabri (NSW)' }),
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ lines: 3, marketOpen: false, trades: 0 });
    const [group] = await groupsOf(buyer);
    expect(group).toMatchObject({ id: answer.json().bidId, isBidSheet: true, quantity: '200.000', market: 'cgx' });
    const lines = await t.context.db.select().from(bidLines).where(eq(bidLines.bidGroupId, answer.json().bidId));
    expect(lines.map((row) => row.price).sort()).toEqual(['348.50', '350.00', '352.00']);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rows');
    sheet.addRow(HEADER);
    sheet.addRow(line({ ...terms, grade: 'APH1', price: '351', site: 'Moree' }));
    sheet.addRow(line({ ...terms, grade: 'APH1', price: '349', site: 'Narrabri' }));
    const file = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const fromExcel = await upload(buyer, file, XLSX);
    expect(fromExcel.statusCode, fromExcel.body).toBe(201);
    expect(await groupsOf(buyer)).toHaveLength(2);
  });

  it('names every wrong cell by row and column, and saves nothing while any row is wrong', async () => {
    const buyer = await trader();
    const answer = await upload(
      buyer,
      csv([
        line({ ...terms, grade: 'APH1', price: '352.00', site: 'Moree' }),
        line({ ...terms, grade: 'APH1', price: 'abc', site: 'Moree' }),
        line({ ...terms, quantity: '300', grade: 'APH1', price: '350', site: '' }),
      ]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('2 rows have problems; nothing was saved.');
    expect(answer.json().errors).toEqual({
      'rows.3.Price ($/t)': ['Enter an amount in dollars and cents'],
      'rows.4.Quantity (mt)': ['Must be the same on every row of the sheet (row 2 has 200).'],
      'rows.4.Site': ['Required'],
    });

    const unknown = await upload(
      buyer,
      csv([
        line({ ...terms, grade: 'APH1', price: '352.00', site: 'Atlantis' }),
        line({ ...terms, grade: 'ZZZ', price: '350.00', site: 'Moree' }),
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      'rows.2.Site': ['No site is called Atlantis.'],
      'rows.3.Grade': ['No Wheat grade is called ZZZ.'],
    });
    expect(await groupsOf(buyer)).toEqual([]);
  });

  it('names every problem of every row in one answer: an unknown grade or site beside the row’s other problems (issue 24)', async () => {
    const buyer = await trader();
    const answer = await upload(
      buyer,
      csv([
        line({ ...terms, grade: 'APH1', price: '0', site: 'Atlantis' }),
        line({ ...terms, grade: 'ZZZ', price: '350.00', site: 'Moree' }),
        line({ ...terms, grade: 'QQQ', price: 'abc', site: '' }),
      ]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('3 rows have problems; nothing was saved.');
    expect(answer.json().errors).toEqual({
      'rows.2.Price ($/t)': ['Must be greater than 0'],
      'rows.2.Site': ['No site is called Atlantis.'],
      'rows.3.Grade': ['No Wheat grade is called ZZZ.'],
      'rows.4.Grade': ['No Wheat grade is called QQQ.'],
      'rows.4.Price ($/t)': ['Enter an amount in dollars and cents'],
      'rows.4.Site': ['Required'],
    });

    // igrainX: the quantity against the period, an unknown town and a row's price, together.
    const igrain = { ...terms, quantity: '10', pricingPoint: 'Ex Farm', direction: 'N', distanceRange: '0-5 km' };
    const farm = await upload(
      buyer,
      csv([
        line({ ...igrain, grade: 'APH1', price: '301.00', nearestTown: 'Atlantis' }),
        line({ ...igrain, grade: 'APH1', price: '0', nearestTown: 'Dubbo', direction: '' }),
      ]),
    );
    expect(farm.statusCode).toBe(400);
    expect(farm.json().errors).toEqual({
      'rows.2.Quantity (mt)': ['must be equal or greater than 25mt for delivery period Now'],
      'rows.2.Nearest town': ['Choose a town from the list'],
      'rows.3.Price ($/t)': ['Must be greater than 0'],
      'rows.3.Direction': ['Required'],
    });
    expect(await groupsOf(buyer)).toEqual([]);
  });

  it('refuses a file that is not a table, and one without its columns, on the file', async () => {
    const buyer = await trader();
    expect((await upload(buyer, '%PDF-1.7', 'application/pdf')).statusCode).toBe(415);
    const broken = await upload(buyer, Buffer.from('not a workbook'), XLSX);
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().errors)).toEqual(['file']);
    const headerless = await upload(buyer, 'Grade,Price ($/t)\nAPH1,350');
    expect(headerless.json().errors.file[0]).toMatch(/^The header row lacks the columns Season, Commodity/);
  });

  it('asks for the password token like any bid, and is the trader’s alone', async () => {
    const buyer = await trader();
    const body = csv([line({ ...terms, grade: 'APH1', price: '352.00', site: 'Moree' })]);
    const withoutToken = await upload({ authorization: buyer.authorization, passwordToken: '' }, body);
    expect(withoutToken.statusCode).toBe(400);
    expect(Object.keys(withoutToken.json().errors)).toEqual(['password']);
    expect((await upload(null, body)).statusCode).toBe(401);
    const seller = await grower('100');
    expect((await upload(seller, body)).statusCode).toBe(403);
    const staff = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    expect((await upload({ authorization: staff.authorization, passwordToken: '' }, body)).statusCode).toBe(403);
  });

  it('gives its template in both kinds, to traders only', async () => {
    const buyer = await trader();
    for (const format of ['csv', 'xlsx'] as const) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/bids/sheets/template?format=${format}`,
        headers: { authorization: buyer.authorization },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="bid-sheet-template.${format}"`);
      const [header, ...examples] = await readTable(answer.rawPayload, format, { maxRows: 10 });
      expect(header).toEqual(HEADER);
      expect(examples).toHaveLength(2);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bids/sheets/template?format=pdf', headers: { authorization: buyer.authorization } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/bids/sheets/template' })).statusCode).toBe(401);
  });
});
