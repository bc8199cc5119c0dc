import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { UPLOAD_FILE_KINDS, UPLOAD_FILE_MESSAGES } from '@cgx/domain/uploads';
import { badRequest } from '../errors.ts';

/** The file kinds an upload accepts, by the content type the browser sends. */
export const UPLOAD_TYPES = {
  csv: [UPLOAD_FILE_KINDS.csv.contentType, 'application/csv', 'text/plain'],
  xlsx: [UPLOAD_FILE_KINDS.xlsx.contentType],
} as const;
export type UploadKind = keyof typeof UPLOAD_TYPES;

export const UPLOAD_MESSAGES = {
  kind: UPLOAD_FILE_MESSAGES.kind,
  empty: 'The file has no rows below its header.',
  unreadable: 'The file could not be read. Save it again as CSV or .xlsx and upload it.',
} as const;

export function uploadKindOf(contentType: string | undefined): UploadKind | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if ((UPLOAD_TYPES.csv as readonly string[]).includes(type)) return 'csv';
  if ((UPLOAD_TYPES.xlsx as readonly string[]).includes(type)) return 'xlsx';
  return null;
}

/**
 * The file's cells as text, row by row, the header first: CSV through csv-parse, .xlsx (its first
 * worksheet) through ExcelJS. Dates come back as yyyy-mm-dd and numbers as Excel shows them, so
 * both kinds reach the row schema as the same text. Blank rows are left out.
 */
export async function readTable(file: Buffer, kind: UploadKind): Promise<string[][]> {
  try {
    const rows = kind === 'csv' ? readCsv(file) : await readXlsx(file);
    return rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  } catch {
    throw badRequest({ file: [UPLOAD_MESSAGES.unreadable] });
  }
}

function readCsv(file: Buffer): string[][] {
  return parse(file, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
}

async function readXlsx(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  });
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    return '';
  }
  return String(value).trim();
}
