import { PassThrough } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRows } from './read-rows.ts';
import { readTable, UPLOAD_MESSAGES, unpackedLimit } from './read-table.ts';
import { millionRowWorkbook, sharedStringsOf, sheetOf, WORKBOOK_PARTS, zipOf } from './xlsx-fixtures.ts';

const refusalOf = async (reading: Promise<unknown>) => {
  const error = (await reading.then(
    () => null,
    (caught: unknown) => caught,
  )) as { statusCode?: number; errors?: Record<string, string[]> } | null;
  expect(error?.statusCode).toBe(400);
  return error?.errors?.file;
};

describe('reading an uploaded table as a stream (decision 0223)', () => {
  it('stops a CSV at one row past the limit and names the limit', async () => {
    const csv = Buffer.from(`Town\n${'Dubbo\n'.repeat(1_000_000)}`);
    expect(await refusalOf(readTable(csv, 'csv', { maxRows: 1000 }))).toEqual([UPLOAD_MESSAGES.tooManyRows(1000)]);
    expect(UPLOAD_MESSAGES.tooManyRows(1000)).toBe('The file has more than 1,000 rows; upload at most 1,000 at a time.');
    const exactly = await readTable(Buffer.from(`Town\n${'Dubbo\n'.repeat(1000)}\n\n`), 'csv', { maxRows: 1000 });
    expect(exactly).toHaveLength(1001);
  });

  it('stops a workbook’s sheet at one row past the limit, the rest of its million rows never parsed', async () => {
    const workbook = millionRowWorkbook();
    expect(workbook.length).toBeLessThan(2 * 1024 * 1024);
    expect(await readRows(workbook, 'xlsx', { maxRows: 20_000, maxUnpackedBytes: 64 * 1024 * 1024 })).toEqual({ refused: 'tooManyRows' });
    const fewer = await readRows(millionRowWorkbook({ rows: 3, references: true }), 'xlsx', { maxRows: 3, maxUnpackedBytes: 1024 * 1024 });
    expect(fewer).toEqual({ rows: [['Town'], ['Dubbo'], ['Dubbo'], ['Dubbo']] });
  });

  it('refuses a workbook whose central directory declares more than the rows could need, before inflating any of it', async () => {
    // The sheet's bytes are not even deflate data: reading them would answer 'unreadable'.
    const bomb = zipOf([
      WORKBOOK_PARTS.workbook,
      WORKBOOK_PARTS.rels,
      { ...sheetOf('<row/>'), declaredSize: 900 * 1024 * 1024, packed: Buffer.from('not deflate data at all') },
    ]);
    expect(unpackedLimit(1000)).toBe(4 * 1024 * 1024 + 1000 * 4096);
    expect(await refusalOf(readTable(bomb, 'xlsx', { maxRows: 1000 }))).toEqual([
      'The workbook unpacks to 901 MB, more than 1,000 rows need; upload at most 1,000 rows at a time.',
    ]);
    expect(await refusalOf(readTable(millionRowWorkbook(), 'xlsx', { maxRows: 1000 }))).toEqual([
      expect.stringMatching(/^The workbook unpacks to 3\d MB, more than 1,000 rows need; upload at most 1,000 rows at a time\.$/),
    ]);
  });

  it('refuses an entry that unpacks to more than its archive declares, while reading it', async () => {
    const rows = '<row><c t="inlineStr"><is><t>Dubbo</t></is></c></row>'.repeat(20_000);
    const liar = zipOf([WORKBOOK_PARTS.workbook, WORKBOOK_PARTS.rels, { ...sheetOf(rows), declaredSize: 2048 }]);
    expect(await refusalOf(readTable(liar, 'xlsx', { maxRows: 50_000 }))).toEqual([UPLOAD_MESSAGES.unreadable]);
  });

  it('reads a workbook stored in Excel’s order (the sheet before its styles and strings): dates, numbers, references left out', async () => {
    const longName = 'é'.repeat(70_000); // past a 64 KiB chunk, its two-byte characters split between chunks
    const file = zipOf([
      WORKBOOK_PARTS.contentTypes,
      WORKBOOK_PARTS.workbook,
      WORKBOOK_PARTS.rels,
      sheetOf(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>' +
          '<row r="3"><c r="A3" t="inlineStr"><is><r><t>Dub</t></r><r><t>bo </t></r><rPh><t>ダボ</t></rPh></is></c>' +
          '<c r="B3"><v>350.5</v></c><c r="C3" s="1"><v>46387</v></c></row>' +
          `<row><c t="str"><f>A1</f><v>${longName}</v></c><c><v>360</v></c><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c></row>`,
      ),
      WORKBOOK_PARTS.styles,
      sharedStringsOf(['Town', 'Expiry date']),
    ]);
    expect(await readTable(file, 'xlsx', { maxRows: 10 })).toEqual([
      ['Town', '', 'Expiry date', ''],
      ['Dubbo', '350.5', '2026-12-31', ''],
      [longName, '360', 'true', ''],
    ]);
  });

  it('reads what exceljs writes, whole or streamed, as the whole-workbook reader did', async () => {
    const written = new ExcelJS.Workbook();
    const sheet = written.addWorksheet('Rows');
    sheet.addRow(['Town', 'Price ($/t)', 'Expiry date']);
    sheet.addRow([{ richText: [{ text: 'Dub' }, { text: 'bo' }] }, 350.5, new Date(Date.UTC(2026, 11, 31))]);
    sheet.addRow(['Moree', { formula: '300+60', result: 360 }, { text: 'link', hyperlink: 'https://example.com' }]);
    const file = Buffer.from((await written.xlsx.writeBuffer()) as ArrayBuffer);
    expect(await readTable(file, 'xlsx', { maxRows: 10 })).toEqual([
      ['Town', 'Price ($/t)', 'Expiry date'],
      ['Dubbo', '350.5', '2026-12-31'],
      ['Moree', '360', 'link'],
    ]);

    // As the downloads write (lib/xlsx.ts): streamed, inline strings, no styles.
    const chunks: Buffer[] = [];
    const stream = new PassThrough().on('data', (chunk: Buffer) => chunks.push(chunk));
    const streamed = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const rows = streamed.addWorksheet('Trades');
    rows.addRow(['Seller', 'Price ($/mt)']).commit();
    rows.addRow(["Paddock Farms\n'=SUM(1+1)", 301]).commit();
    rows.commit();
    await streamed.commit();
    expect(await readTable(Buffer.concat(chunks), 'xlsx', { maxRows: 10 })).toEqual([
      ['Seller', 'Price ($/mt)'],
      ["Paddock Farms\n'=SUM(1+1)", '301'],
    ]);
  });

  it('refuses what is not a workbook: no archive, no workbook part, an encrypted or unknown method', async () => {
    for (const file of [
      Buffer.from('PK not really'),
      zipOf([sheetOf('<row/>')]),
      (() => {
        const zip = zipOf([WORKBOOK_PARTS.workbook, WORKBOOK_PARTS.rels, sheetOf('<row/>')]);
        zip.writeUInt16LE(12, zip.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 10); // bzip2
        return zip;
      })(),
      zipOf([WORKBOOK_PARTS.workbook, WORKBOOK_PARTS.rels, { ...sheetOf('<row/>'), packed: deflateRawSync('<worksheet><sheetData><row') }]),
    ])
      expect(await refusalOf(readTable(file, 'xlsx', { maxRows: 10 }))).toEqual([UPLOAD_MESSAGES.unreadable]);
  });
});
