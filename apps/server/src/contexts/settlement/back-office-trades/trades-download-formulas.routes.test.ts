import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';

const t = useTestApp();
let staff: string;

/**
 * Issue 24 item 16: a trading name of "Paddock Farms", a line break, then a formula with no quote or
 * comma in it. Stored before the schema refused line breaks in names (or written straight to the
 * database), it must still come out of every download as one cell that no spreadsheet runs.
 */
const INJECTED = "Paddock Farms\n=SUM(1+1)*cmd|' /C calc'!A0";
/** The buyer's name, which no demo trade has: the term selects exactly this file's trade. */
const TERM = 'term=Wombat';

beforeAll(async () => {
  const ref = await marketReference(t.context);
  staff = (await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).authorization;
  await insertTrade(t.context, ref, { buyer: await buyer(t.context, 'Wombat Hollow Grain'), seller: await seller(t.context, INJECTED) });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: staff } });

describe('a trading name with a line break and a formula, in the trades download', () => {
  it('as CSV is one row whose seller cell is quoted, and no line of the file starts with = + - or @', async () => {
    const response = await get(`/api/back-office/trades/download?${TERM}`);
    expect(response.statusCode).toBe(200);
    // Read as a spreadsheet does: a line feed, a return or both ends a row unless it is inside quotes.
    const records = parse(response.body, { columns: true, record_delimiter: ['\r\n', '\n', '\r'] }) as Record<string, string>[];
    expect(records).toHaveLength(1);
    expect(records[0]?.Seller).toBe("Paddock Farms\n'=SUM(1+1)*cmd|' /C calc'!A0");
    expect(records[0]?.Buyer).toBe('Wombat Hollow Grain');
    const lines = response.body.split(/\r\n|\r|\n/);
    expect(lines).toHaveLength(4); // the header, the row over two lines, and the end
    expect(lines.filter((line) => /^"?[=+\-@]/.test(line))).toEqual([]);
  });

  it('as Excel is a text cell (never a formula) whose second line starts with a quote', async () => {
    const response = await get(`/api/back-office/trades/download?${TERM}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Trades');
    expect(sheet?.rowCount).toBe(2);
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    const cell = sheet?.getRow(2).getCell(header.indexOf('Seller') + 1);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe("Paddock Farms\n'=SUM(1+1)*cmd|' /C calc'!A0");
  });
});
