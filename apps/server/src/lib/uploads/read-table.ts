import { UPLOAD_FILE_KINDS, UPLOAD_FILE_MESSAGES } from '@cgx/domain/uploads';
import { badRequest } from '../errors.ts';
import { readTableInWorker } from './table-reader.ts';

/** The file kinds an upload accepts, by the content type the browser sends. */
export const UPLOAD_TYPES = {
  csv: [UPLOAD_FILE_KINDS.csv.contentType, 'application/csv', 'text/plain'],
  xlsx: [UPLOAD_FILE_KINDS.xlsx.contentType],
} as const;
export type UploadKind = keyof typeof UPLOAD_TYPES;

const count = (rows: number) => rows.toLocaleString('en-AU');

export const UPLOAD_MESSAGES = {
  kind: UPLOAD_FILE_MESSAGES.kind,
  empty: 'The file has no rows below its header.',
  unreadable: 'The file could not be read. Save it again as CSV or .xlsx and upload it.',
  tooManyRows: (maxRows: number) => `The file has more than ${count(maxRows)} rows; upload at most ${count(maxRows)} at a time.`,
  tooLarge: (maxRows: number, unpackedBytes: number) =>
    `The workbook unpacks to ${Math.ceil(unpackedBytes / 1024 / 1024)} MB, more than ${count(maxRows)} rows need; upload at most ${count(maxRows)} rows at a time.`,
} as const;

/** An upload's row limit (rows below the header), and its own words for a file over it. */
export interface UploadLimits {
  maxRows: number;
  tooManyRows?: string;
}

/** What a workbook of `maxRows` rows may unpack to: 4 MB for its styles, shared strings and the rest, and 4 KB a row. */
export const unpackedLimit = (maxRows: number): number => (4 + maxRows / 256) * 1024 * 1024;

export function uploadKindOf(contentType: string | undefined): UploadKind | null {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if ((UPLOAD_TYPES.csv as readonly string[]).includes(type)) return 'csv';
  if ((UPLOAD_TYPES.xlsx as readonly string[]).includes(type)) return 'xlsx';
  return null;
}

/**
 * The file's cells as text, row by row, the header first, blank rows left out (read-rows.ts), read
 * in a worker thread as a stream that stops at the upload's row limit (decision 0223). An .xlsx
 * whose central directory declares more than `unpackedLimit(maxRows)` is refused before a byte of it
 * is inflated. Every refusal is a 400 on `file`.
 */
export async function readTable(file: Buffer, kind: UploadKind, limits: UploadLimits): Promise<string[][]> {
  const outcome = await readTableInWorker(file, kind, { maxRows: limits.maxRows, maxUnpackedBytes: unpackedLimit(limits.maxRows) });
  if ('rows' in outcome) return outcome.rows;
  switch (outcome.refused) {
    case 'tooManyRows':
      throw badRequest({ file: [limits.tooManyRows ?? UPLOAD_MESSAGES.tooManyRows(limits.maxRows)] });
    case 'tooLarge':
      throw badRequest({ file: [UPLOAD_MESSAGES.tooLarge(limits.maxRows, outcome.unpackedBytes)] });
    default:
      throw badRequest({ file: [UPLOAD_MESSAGES.unreadable] });
  }
}
