import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
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

/** A number as a download writes it: `-12.50` is data, not a formula (decision 0221). */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The start of a line a spreadsheet may run as a formula: = + - @ (after spaces or tabs too), their
 * full-width forms (Apple Numbers reads them as the ASCII ones) or a tab. A line starts a field or
 * follows a line feed, a return or both: spreadsheets break lines on each, and a lone one must not
 * slip through.
 */
const FORMULA_LINE = /(^|\r\n|\r|\n)(?=\t|[ \t]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A cell of a download, made safe to open in a spreadsheet (decision 0221): every line of a text
 * that a spreadsheet would run as a formula gets a leading quote, as OWASP advises; a number, or a
 * text that is wholly one (a latitude of -35.11, an adjustment of -12.50), stays as it is.
 * (csv-stringify's escape_formulas would quote the minus sign of every negative number, and looks
 * at a field's first character only.)
 */
export function safeCell(value: string | number | null): string | number {
  if (value === null) return '';
  if (typeof value === 'number' || NUMBER.test(value)) return value;
  return value.replace(FORMULA_LINE, "$1'");
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
  // A field with a quote, a comma, a return or a line feed is quoted: with its own record delimiter
  // csv-stringify would otherwise quote only a field holding the whole \r\n, not a lone \n or \r.
  const csv = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: '\r\n',
    quote_record_delimiter: true,
  });
  records.on('error', (error) => csv.destroy(error));
  records.pipe(csv);
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
