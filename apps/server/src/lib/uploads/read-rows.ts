import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { sheetRows } from './sheet-rows.ts';
import { openZipEntry, readZipDirectory, ZipArchiveError, type ZipEntry } from './zip-archive.ts';

/**
 * Reading an uploaded table into rows of text, as a stream that stops at the upload's row limit
 * (decision 0223). It runs in a worker thread (read-table.worker.ts), so it takes and answers plain
 * data only: no AppError, no @cgx/domain.
 */
export type TableKind = 'csv' | 'xlsx';

export interface TableLimits {
  /** Rows below the first (the header) a file may have; one more and reading stops. */
  maxRows: number;
  /** What an .xlsx may unpack to, all its entries together, as its central directory declares them. */
  maxUnpackedBytes: number;
}

export type ReadOutcome =
  { rows: string[][] } | { refused: 'unreadable' } | { refused: 'tooManyRows' } | { refused: 'tooLarge'; unpackedBytes: number };

/** Cells past this column are left out: no upload has a tenth as many, and a row of 16,384 cells is only weight. */
export const MAX_COLUMNS = 100;
/** A CSV record (a row, its cells together) longer than this is not a table row. */
const MAX_CSV_RECORD_CHARACTERS = 100_000;
/** CSV is fed to the parser this much at a time, so it never holds more rows than it has been asked for. */
const CSV_CHUNK_BYTES = 64 * 1024;

/**
 * The file's cells as text, row by row, the header first, blank rows left out: at most the header
 * and `maxRows` rows, or 'tooManyRows' as soon as one more is read. CSV through csv-parse; .xlsx
 * (its first worksheet) through exceljs's streaming reader, its dates as yyyy-mm-dd and numbers as
 * Excel shows them, so both kinds reach the row schema as the same text.
 */
export async function readRows(file: Buffer, kind: TableKind, limits: TableLimits): Promise<ReadOutcome> {
  try {
    if (kind === 'csv') return await collect(readCsv(file), limits.maxRows);
    const rows = await readXlsx(file, limits);
    if ('refused' in rows) return rows;
    // Every row as wide as the widest, as a worksheet's columns are.
    return await collect(rows, limits.maxRows, true);
  } catch {
    return { refused: 'unreadable' };
  }
}

/** The first `maxRows` + 1 rows that are not blank (padded to the longest when `pad`); reading stops at one more. */
async function collect(rows: Rows, maxRows: number, pad = false): Promise<ReadOutcome> {
  const table: string[][] = [];
  try {
    for await (const row of rows) {
      if (row.every((cell) => cell.trim() === '')) continue;
      if (table.length > maxRows) return { refused: 'tooManyRows' };
      table.push(row.slice(0, MAX_COLUMNS));
    }
  } finally {
    rows.close();
  }
  if (!pad) return { rows: table };
  const width = Math.max(0, ...table.map((row) => row.length));
  return { rows: table.map((row) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row)) };
}

function readCsv(file: Buffer): Rows {
  const chunks = Readable.from(
    (function* () {
      for (let at = 0; at < file.length; at += CSV_CHUNK_BYTES) yield file.subarray(at, at + CSV_CHUNK_BYTES);
    })(),
  );
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: MAX_CSV_RECORD_CHARACTERS,
  });
  chunks.pipe(parser);
  return Object.assign(parser as AsyncIterable<string[]>, { close: () => (chunks.destroy(), parser.destroy()) });
}

/**
 * exceljs's WorkbookReader reads a zip as a stream, in the archive's order; these are its steps for
 * the parts a worksheet refers to, called here in the order a table needs them.
 */
interface WorkbookReaderSteps {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  properties?: { model?: { date1904?: boolean } };
  styles: { getStyleModel(id: number): { numFmt?: string } | null };
  sharedStrings?: unknown[];
}

type Rows = AsyncIterable<string[]> & { close: () => void };

/**
 * The first worksheet's rows. The archive's declared sizes are checked before anything is inflated;
 * then its entries are read by the central directory in the order a table needs them (relations,
 * workbook, styles for dates, shared strings, the sheet), whatever order the archive stores them
 * in, and the sheet is streamed row by row (sheet-rows.ts). exceljs reads the parts before the
 * sheet through its WorkbookReader's steps (not its public API: exceljs 4.4; uploads.test.ts and
 * read-table.test.ts read workbooks through them).
 */
async function readXlsx(file: Buffer, limits: TableLimits): Promise<Rows | { refused: 'tooLarge'; unpackedBytes: number }> {
  const entries = new Map(readZipDirectory(file).map((entry) => [entry.name, entry] as const));
  const unpackedBytes = [...entries.values()].reduce((total, entry) => total + entry.uncompressedSize, 0);
  if (unpackedBytes > limits.maxUnpackedBytes) return { refused: 'tooLarge', unpackedBytes };

  const opened: Readable[] = [];
  const open = (name: string): Readable | null => {
    const entry: ZipEntry | undefined = entries.get(name);
    if (!entry) return null;
    const stream = openZipEntry(file, entry);
    opened.push(stream);
    return stream;
  };
  const close = () => opened.forEach((stream) => stream.destroy());
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
  }) as unknown as WorkbookReaderSteps;
  try {
    const rels = open('xl/_rels/workbook.xml.rels');
    const workbook = open('xl/workbook.xml');
    if (!rels || !workbook) throw new ZipArchiveError('not a workbook');
    await reader._parseRels(rels);
    await reader._parseWorkbook(workbook);
    const styles = open('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    const sharedStrings = open('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));

    const path = firstWorksheetPath(reader);
    const sheet = path ? open(path) : null;
    const context = {
      sharedStrings: reader.sharedStrings ?? [],
      numFmtOf: (styleId: number) => reader.styles.getStyleModel(styleId)?.numFmt,
      date1904: reader.properties?.model?.date1904 === true,
    };
    const rows = sheet ? sheetRows(sheet, context, MAX_COLUMNS) : (async function* (): AsyncGenerator<string[]> {})();
    return Object.assign(rows, { close });
  } catch (error) {
    close();
    throw error;
  }
}

/** The first sheet of the workbook's order that is a worksheet (not a chart sheet), as an entry name. */
function firstWorksheetPath(reader: WorkbookReaderSteps): string | null {
  for (const sheet of reader.model?.sheets ?? []) {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target) continue;
    const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(path)) return path;
  }
  return null;
}
