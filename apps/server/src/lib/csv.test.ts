import { parse } from 'csv-parse/sync';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, safeCell, sendCsv } from './csv.ts';

/** The trading name: a line break, then a formula with no quote or comma in it. */
const INJECTED = "Paddock Farms\n=SUM(1+1)*cmd|' /C calc'!A0";

/** The CSV text sendCsv writes for these cells, one row of one column. */
async function csvOf(...cells: (string | number | null)[]): Promise<string> {
  const app = Fastify();
  const columns: CsvColumn<string | number | null>[] = [{ header: 'Name', cell: (row) => row }];
  app.get('/', (_request, reply) => {
    sendCsv(
      reply,
      'x.csv',
      columns,
      (async function* () {
        yield* cells;
      })(),
    );
    return reply;
  });
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response.body;
}

/** Every line of the file, also those inside a quoted cell, without the quote that opens the cell. */
const linesOf = (csv: string) => csv.split(/\r\n|\r|\n/).map((line) => line.replace(/^"/, ''));

describe('safeCell', () => {
  it('puts a quote before every line of a text that starts with = + - @, a tab, or their full-width forms', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('+61 412 345 678')).toBe("'+61 412 345 678");
    expect(safeCell('\tcmd')).toBe("'\tcmd");
    expect(safeCell('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(safeCell(INJECTED)).toBe("Paddock Farms\n'=SUM(1+1)*cmd|' /C calc'!A0");
    expect(safeCell('a\r\n-2+3\r@x\n  =y')).toBe("a\r\n'-2+3\r'@x\n'  =y");
    expect(safeCell('Paddock Farms')).toBe('Paddock Farms');
    expect(safeCell('Moree (NSW) - east')).toBe('Moree (NSW) - east');
  });

  it('leaves a number alone: a negative decimal is data, not a formula (decision 0221)', () => {
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('-35.11')).toBe('-35.11');
    expect(safeCell(-12.5)).toBe(-12.5);
    expect(safeCell(null)).toBe('');
    // Not a number once it has more than one line, or a tab before it.
    expect(safeCell('-12.50\n-3')).toBe("'-12.50\n'-3");
    expect(safeCell('\t-12.50')).toBe("'\t-12.50");
  });
});

describe('sendCsv', () => {
  it('quotes a field with a lone line feed or return, so it stays one row with no line starting as a formula', async () => {
    for (const name of [INJECTED, INJECTED.replace('\n', '\r'), INJECTED.replace('\n', '\r\n')]) {
      const csv = await csvOf(name);
      // Read as a spreadsheet does: a line feed, a return or both ends a row unless it is inside quotes.
      expect(parse(csv, { columns: true, record_delimiter: ['\r\n', '\n', '\r'] })).toEqual([{ Name: safeCell(name) }]);
      expect(linesOf(csv).filter((line) => /^[=+\-@]/.test(line))).toEqual([]);
    }
  });

  it('quotes a field with a quote or a comma, and writes numbers as they are', async () => {
    const csv = await csvOf('Smith "Bluey" Farms', 'Dubbo, NSW', '-12.50', 7);
    expect(csv).toBe('Name\r\n"Smith ""Bluey"" Farms"\r\n"Dubbo, NSW"\r\n-12.50\r\n7\r\n');
  });
});
