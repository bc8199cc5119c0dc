import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { isDecimalString } from '@cgx/domain/decimal';
import type { FastifyReply } from 'fastify';

/**
 * One column of a CSV (or Excel) download: its header and how a row gives its cell. `number`: a
 * decimal text (a quantity, a price) that a workbook should hold as a number. `day`: the column is
 * a day (its cell the day's text, 'dd MMM yyyy'), which a workbook holds as a date (lib/download-columns.ts).
 */
export type CsvColumn<Row> = {
  header: string;
  cell: (row: Row) => string | number | null;
  number?: boolean;
  day?: (row: Row) => string | null;
};

/** How many rows a download reads from the database at a time. */
export const CSV_BATCH = 500;

/**
 * Every row of a list, a batch at a time, in the list's order (its ORDER BY ends with a unique
 * column, so LIMIT/OFFSET batches neither skip nor repeat a row).
 */
export async function* inBatches<Row>(fetch: (limit: number, offset: number) => Promise<Row[]>, size = CSV_BATCH): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(size, offset);
    yield* rows;
    if (rows.length < size) return;
  }
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab or return first) gets a leading
 * quote; numbers such as a latitude of -35.11 stay numbers. (csv-stringify's escape_formulas would
 * quote the minus sign of every negative number too.)
 */
export function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) && !isDecimalString(value)) return `'${value}`;
  return value;
}

/**
 * Streams rows as a CSV attachment (decision 0156: csv-stringify): written while the database is
 * read, so a long list never sits whole in memory.
 */
export function sendCsv<Row>(reply: FastifyReply, filename: string, columns: CsvColumn<Row>[], rows: AsyncIterable<Row>): void {
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => safeCell(column.cell(row)));
    })(),
  );
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), record_delimiter: '\r\n' });
  records.on('error', (error) => csv.destroy(error));
  records.pipe(csv);
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
