import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { checkRows, MAX_UPLOAD_ROWS, type UploadColumn } from './check-rows.ts';
import { readTable, type UploadLimits, uploadKindOf } from './read-table.ts';
import { writeTemplate } from './write-template.ts';

const columns: UploadColumn[] = [
  { header: 'Town', key: 'town' },
  { header: 'Price ($/t)', key: 'price' },
  { header: 'Expiry date', key: 'expiryDate', optional: true },
];
const schema = z.object({
  town: z.string().min(1, 'Required'),
  price: z.string().regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount in dollars and cents'),
  expiryDate: z.string().optional(),
});

const LIMITS: UploadLimits = { maxRows: MAX_UPLOAD_ROWS };

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('reading an uploaded table', () => {
  it('reads CSV with a byte-order mark, quotes and blank lines', async () => {
    const csv = Buffer.from('\uFEFFTown,Price ($/t)\n"Dubbo, NSW",350.50\n\n  Moree ,  360 \n');
    expect(await readTable(csv, 'csv', LIMITS)).toEqual([
      ['Town', 'Price ($/t)'],
      ['Dubbo, NSW', '350.50'],
      ['Moree', '360'],
    ]);
  });

  it('reads the first worksheet of a workbook, dates as yyyy-mm-dd and formulas as their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rows');
    sheet.addRow(['Town', 'Price ($/t)', 'Expiry date']);
    sheet.addRow(['Dubbo', 350.5, new Date(Date.UTC(2026, 11, 31))]);
    sheet.addRow([]);
    sheet.addRow(['Moree', { formula: '300+60', result: 360 }, null]);
    const file = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    expect(await readTable(file, 'xlsx', LIMITS)).toEqual([
      ['Town', 'Price ($/t)', 'Expiry date'],
      ['Dubbo', '350.5', '2026-12-31'],
      ['Moree', '360', ''],
    ]);
  });

  it('refuses a file it cannot read with a 400 on the file', async () => {
    await expect(readTable(Buffer.from('not a zip'), 'xlsx', LIMITS)).rejects.toMatchObject({
      statusCode: 400,
      errors: { file: [expect.any(String)] },
    });
  });

  it('knows the kinds by content type', () => {
    expect(uploadKindOf('text/csv; charset=utf-8')).toBe('csv');
    expect(uploadKindOf('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(uploadKindOf('application/pdf')).toBeNull();
    expect(uploadKindOf(undefined)).toBeNull();
  });

  it('writes a template that reads back as its header and examples, in both kinds', async () => {
    for (const kind of ['csv', 'xlsx'] as const) {
      const file = await writeTemplate(columns, [['Dubbo', '350.00', '']], kind);
      expect(await readTable(file, kind, LIMITS)).toEqual([
        ['Town', 'Price ($/t)', 'Expiry date'],
        ['Dubbo', '350.00', ''],
      ]);
    }
  });
});

describe('checking the rows', () => {
  it('answers every row parsed, with its spreadsheet row number, header columns in any order and case', () => {
    const rows = checkRows(
      [
        ['price ($/T)', ' TOWN '],
        ['350', 'Dubbo'],
        ['360.5', 'Moree'],
      ],
      columns,
      schema,
    );
    expect(rows).toEqual([
      { row: 2, value: { town: 'Dubbo', price: '350' } },
      { row: 3, value: { town: 'Moree', price: '360.5' } },
    ]);
  });

  it('names every wrong cell by row and column and saves nothing', () => {
    const error = refusal(() =>
      checkRows(
        [
          ['Town', 'Price ($/t)'],
          ['Dubbo', '350'],
          ['', 'abc'],
          ['Moree', '1.234'],
        ],
        columns,
        schema,
      ),
    );
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('2 rows have problems; nothing was saved.');
    expect(error.errors).toEqual({
      'rows.3.Town': ['Required'],
      'rows.3.Price ($/t)': ['Enter an amount in dollars and cents'],
      'rows.4.Price ($/t)': ['Enter an amount in dollars and cents'],
    });
  });

  it('refuses a missing column, an empty file and too many rows on the file', () => {
    expect(refusal(() => checkRows([['Town'], ['Dubbo']], columns, schema)).errors).toEqual({
      file: ['The header row lacks the column Price ($/t).'],
    });
    expect(refusal(() => checkRows([['Town', 'Price ($/t)']], columns, schema)).errors?.file).toHaveLength(1);
    expect(refusal(() => checkRows([], columns, schema)).errors?.file).toHaveLength(1);
    const many = [['Town', 'Price ($/t)'], ...Array.from({ length: MAX_UPLOAD_ROWS + 1 }, () => ['Dubbo', '350'])];
    expect(refusal(() => checkRows(many, columns, schema)).errors?.file?.[0]).toBe(
      'The file has more than 1,000 rows; upload at most 1,000 at a time.',
    );
  });
});
