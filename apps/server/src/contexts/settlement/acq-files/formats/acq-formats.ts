import {
  ACQ_FIELD_KEYS,
  ACQ_FIELDS,
  ACQ_FILE_FORMATS,
  ACQ_FILE_MAX_ROWS,
  ACQ_MESSAGES,
  type AcqField,
  type AcqFileFormat,
  type AcqRow,
  acqRowSchema,
} from '@cgx/domain/acq-files';
import type { LocalDate } from '@cgx/domain/calendar';
import { dec, isDecimalString, tonnes } from '@cgx/domain/decimal';
import { z } from 'zod';
import type { RowProblem, UploadColumn } from '../../../../lib/uploads/check-rows.ts';
import { readTable, UPLOAD_MESSAGES, type UploadKind, type UploadLimits } from '../../../../lib/uploads/read-table.ts';
import { writeTemplate } from '../../../../lib/uploads/write-template.ts';
import agrichain from './agrichain.json' with { type: 'json' };
import agridigital from './agridigital.json' with { type: 'json' };
import awb from './awb.json' with { type: 'json' };
import bun from './bun.json' with { type: 'json' };
import cbh from './cbh.json' with { type: 'json' };
import defaultFormat from './default.json' with { type: 'json' };
import gnc from './gnc.json' with { type: 'json' };
import ldc from './ldc.json' with { type: 'json' };

/** The ways providers write a date; any file may also hold yyyy-mm-dd (readTable's text of an .xlsx date cell). */
export const ACQ_DATE_FORMATS = ['dd/mm/yyyy', 'd/m/yyyy', 'yyyy-mm-dd', 'dd-MMM-yyyy'] as const;
export type AcqDateFormat = (typeof ACQ_DATE_FORMATS)[number];

const zHeaders = z.array(z.string().trim().min(1)).min(1);
const normalHeader = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A format file (formats/<name>.json): each canonical field's accepted headers or its fixed value. */
export const ZAcqFormat = z
  .strictObject({
    format: z.enum(ACQ_FILE_FORMATS),
    /** Whose layout this is and how sure we are of it. */
    note: z.string().optional(),
    dateFormats: z.array(z.enum(ACQ_DATE_FORMATS)).min(1),
    tonnesUnit: z.enum(['t', 'kg']),
    columns: z.partialRecord(z.enum(ACQ_FIELD_KEYS), zHeaders),
    /** A field every row of this provider shares, as canonical text; null is an empty cell (e.g. no trade id column). */
    fixed: z.partialRecord(z.enum(ACQ_FIELD_KEYS), z.string().nullable()).default({}),
  })
  .superRefine((format, context) => {
    for (const field of ACQ_FIELDS) {
      const mapped = format.columns[field.key] !== undefined;
      const fixed = format.fixed[field.key] !== undefined;
      if (mapped && fixed) context.addIssue({ code: 'custom', path: ['fixed', field.key], message: 'Both a column and a fixed value' });
      if (field.required && !mapped && typeof format.fixed[field.key] !== 'string')
        context.addIssue({ code: 'custom', path: ['columns', field.key], message: 'A required field needs a column or a fixed value' });
    }
    const headers = Object.values(format.columns).flat().map(normalHeader);
    const repeated = headers.find((header, index) => headers.indexOf(header) !== index);
    if (repeated) context.addIssue({ code: 'custom', path: ['columns'], message: `The header ${repeated} is given for two fields` });
  });
export type TAcqFormat = z.infer<typeof ZAcqFormat>;

const FORMAT_FILES: Readonly<Record<AcqFileFormat, unknown>> = {
  Default: defaultFormat,
  Agrichain: agrichain,
  Agridigital: agridigital,
  AWB: awb,
  CBH: cbh,
  GNC: gnc,
  LDC: ldc,
  BUN: bun,
};

const loaded = new Map<AcqFileFormat, TAcqFormat>();

export function loadAcqFormat(name: AcqFileFormat): TAcqFormat {
  let format = loaded.get(name);
  if (!format) {
    format = ZAcqFormat.parse(FORMAT_FILES[name]);
    if (format.format !== name) throw new Error(`The ${name} format file says it is ${format.format}`);
    loaded.set(name, format);
  }
  return format;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const DATE_READERS: Readonly<Record<AcqDateFormat, (text: string) => [string, string, string] | null>> = {
  'dd/mm/yyyy': (text) => dayMonthYear(/^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)),
  'd/m/yyyy': (text) => dayMonthYear(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)),
  'yyyy-mm-dd': (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : null;
  },
  'dd-MMM-yyyy': (text) => {
    const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
    const month = MONTHS.indexOf(match?.[2]?.toLowerCase() ?? '');
    return match && month >= 0 ? [match[3] ?? '', String(month + 1), match[1] ?? ''] : null;
  },
};

function dayMonthYear(match: RegExpExecArray | null): [string, string, string] | null {
  return match ? [match[3] ?? '', match[2] ?? '', match[1] ?? ''] : null;
}

/** The cell as yyyy-mm-dd when it is written in one of the format's ways (a time after it is ignored); otherwise as it is, for the row schema to refuse. */
export function acqDateText(cell: string, formats: readonly AcqDateFormat[]): string {
  const text = cell.replace(/[T\s]+\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?\s*([AaPp][Mm])?$/, '').trim();
  for (const format of [...formats, 'yyyy-mm-dd' as const]) {
    const parts = DATE_READERS[format](text);
    if (parts) return `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
  }
  return cell;
}

/** The cell as tonnes: thousands separators dropped, kilograms divided by 1000 to 3 decimals; otherwise as it is. */
export function acqTonnesText(cell: string, unit: TAcqFormat['tonnesUnit']): string {
  const text = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(cell) ? cell.replace(/,/g, '') : cell;
  if (unit === 't' || !isDecimalString(text)) return text;
  return tonnes(dec(text).dividedBy(1000));
}

export interface AcqTable {
  rows: AcqRow[];
  problems: RowProblem[];
}

/**
 * A provider's table (the header first, as readTable gives it) as canonical ACQ rows: its headers
 * mapped to fields, its dates and units converted, every row checked against the row schema and
 * every problem kept with its row number (the header is row 1). A required column missing from
 * the header is one problem on the file and no row is read.
 */
export function readAcqTable(table: string[][], format: TAcqFormat, today: LocalDate): AcqTable {
  const problems = acqFileProblems(table, format);
  if (problems.length > 0) return { rows: [], problems };
  const [header = [], ...body] = table;
  const positions = columnPositions(header, format);

  const schema = acqRowSchema(today);
  const columnOf = (key: AcqField): string => {
    const position = positions.get(key);
    return position === undefined ? (ACQ_FIELDS.find((field) => field.key === key)?.label ?? key) : (header[position] ?? key).trim();
  };
  const result: AcqTable = { rows: [], problems: [] };
  body.forEach((cells, index) => {
    const row = index + 2;
    const parsed = schema.safeParse(canonicalCells(cells, positions, format));
    if (parsed.success) {
      result.rows.push({ row, ...parsed.data });
      return;
    }
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as AcqField;
      const message =
        issue.message === ACQ_MESSAGES.date ? `Title transfer date must be a date (${format.dateFormats.join(' or ')})` : issue.message;
      result.problems.push({ row, column: columnOf(key), message });
    }
  });
  return result;
}

/**
 * What is wrong with the file as a whole (row 1: its header), before any row is read: no rows below
 * a header, more than an ACQ file's rows, or a header the format does not recognise (each required
 * column it lacks, or one problem when it has none of the format's columns at all).
 */
export function acqFileProblems(table: string[][], format: TAcqFormat): RowProblem[] {
  const [header, ...body] = table;
  const problem = (message: string, column: string | null = null): RowProblem => ({ row: 1, column, message });
  if (!header || body.length === 0) return [problem(UPLOAD_MESSAGES.empty)];
  if (body.length > ACQ_FILE_MAX_ROWS)
    return [
      problem(
        `The file has ${body.length.toLocaleString('en-AU')} rows; an ACQ file may have at most ${ACQ_FILE_MAX_ROWS.toLocaleString('en-AU')}.`,
      ),
    ];
  const positions = columnPositions(header, format);
  const expected = (field: (typeof ACQ_FIELDS)[number]) => format.columns[field.key]?.[0] ?? field.label;
  const required = ACQ_FIELDS.filter((field) => field.required && format.columns[field.key]);
  const missing = required.filter((field) => !positions.has(field.key));
  if (positions.size === 0)
    return [
      problem(
        `The file's first row is not a header of the ${format.format} ACQ format: it names none of its columns (${required.map(expected).join(', ')}).`,
      ),
    ];
  return missing.map((field) => problem(`The file has no ${expected(field)} column (expected for ${format.format})`, expected(field)));
}

/** The file's problems in one sentence, for the upload's answer: the missing columns together. */
export function acqFileProblemsText(problems: readonly RowProblem[], format: TAcqFormat): string {
  const columns = problems.flatMap((problem) => (problem.column ? [problem.column] : []));
  if (columns.length === 0) return problems.map((problem) => problem.message).join(' ');
  const named = columns.length === 1 ? columns[0] : `${columns.slice(0, -1).join(', ')} or ${columns.at(-1)}`;
  return `The file has no ${named} column: its header is not the ${format.format} ACQ format's.`;
}

/** How much of an ACQ file readTable reads: one row past the limit refuses it. */
export const ACQ_TABLE_LIMITS: UploadLimits = {
  maxRows: ACQ_FILE_MAX_ROWS,
  tooManyRows: `The file has more than ${ACQ_FILE_MAX_ROWS.toLocaleString('en-AU')} rows; an ACQ file may have at most ${ACQ_FILE_MAX_ROWS.toLocaleString('en-AU')}.`,
};

/** An uploaded ACQ file (CSV or .xlsx) in the named format; an unreadable file is readTable's 400. */
export async function readAcqFile(file: Buffer, kind: UploadKind, format: AcqFileFormat, today: LocalDate): Promise<AcqTable> {
  return readAcqTable(await readTable(file, kind, ACQ_TABLE_LIMITS), loadAcqFormat(format), today);
}

function columnPositions(header: readonly string[], format: TAcqFormat): Map<AcqField, number> {
  const found = new Map<string, number>();
  header.forEach((text, index) => {
    if (!found.has(normalHeader(text))) found.set(normalHeader(text), index);
  });
  const positions = new Map<AcqField, number>();
  for (const key of ACQ_FIELD_KEYS) {
    const position = (format.columns[key] ?? []).map((accepted) => found.get(normalHeader(accepted))).find((at) => at !== undefined);
    if (position !== undefined) positions.set(key, position);
  }
  return positions;
}

function canonicalCells(cells: readonly string[], positions: ReadonlyMap<AcqField, number>, format: TAcqFormat): Record<AcqField, string> {
  const text = (key: AcqField): string => {
    const fixed = format.fixed[key];
    if (fixed !== undefined) return fixed ?? '';
    const position = positions.get(key);
    return position === undefined ? '' : (cells[position] ?? '').trim();
  };
  const record = Object.fromEntries(ACQ_FIELD_KEYS.map((key) => [key, text(key)])) as Record<AcqField, string>;
  record.titleTransferDate = acqDateText(record.titleTransferDate, format.dateFormats);
  record.netTonnes = acqTonnesText(record.netTonnes, format.tonnesUnit);
  return record;
}

export const ACQ_TEMPLATE_EXAMPLE: Readonly<Record<AcqField, string>> = {
  ticketNumber: 'KW-240518',
  tradeId: 'CGX-000123',
  sellerNgr: '23456781',
  siteCode: 'KWIN',
  commodityCode: 'CAN',
  gradeCode: 'CAN1',
  netTonnes: '45.320',
  titleTransferDate: '03/12/2025',
  oil: '44.50',
  admix: '1.20',
};

/** The Default format's template: its headers, in the canonical order, and one example row. */
export function writeAcqTemplate(kind: UploadKind = 'csv'): Promise<Buffer> {
  const format = loadAcqFormat('Default');
  const columns: UploadColumn[] = ACQ_FIELDS.map((field) => ({
    header: format.columns[field.key]?.[0] ?? field.label,
    key: field.key,
    optional: !field.required,
  }));
  return writeTemplate(columns, [columns.map((column) => ACQ_TEMPLATE_EXAMPLE[column.key as AcqField])], kind);
}
