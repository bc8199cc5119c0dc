import type { z } from 'zod';
import { badRequest } from '../errors.ts';
import { UPLOAD_MESSAGES } from './read-table.ts';

/** A column of an upload: its header in the file and the schema key it fills. */
export interface UploadColumn<K extends string = string> {
  header: string;
  key: K;
  /** Absent from the file is allowed (the row schema gives its default). */
  optional?: boolean;
}

/** One problem in one cell (or the whole row when `column` is null), with the file's row number. */
export interface RowProblem {
  row: number;
  column: string | null;
  message: string;
}

export const MAX_UPLOAD_ROWS = 1000;

/** Every row of a table read against the row schema: the rows that passed, the problems of the rest, and every row's text. */
export interface InspectedRows<T> {
  values: { row: number; value: T }[];
  problems: RowProblem[];
  /** Each row's cells by column key, as text, whether or not it passed: for checks across rows. */
  records: { row: number; record: Record<string, string> }[];
}

/**
 * Reads every row of an uploaded table against the row schema without stopping at the first
 * problem. Row numbers are the spreadsheet's (the header is row 1). A missing column, an empty
 * file or too many rows is a 400 on `file` at once.
 */
export function inspectRows<S extends z.ZodType>(
  table: string[][],
  columns: readonly UploadColumn[],
  schema: S,
  /** An upload with a limit of its own (the legacy trades import takes 20,000 rows). */
  maxRows: number = MAX_UPLOAD_ROWS,
): InspectedRows<z.output<S>> {
  const [header, ...body] = table;
  if (!header) throw badRequest({ file: [UPLOAD_MESSAGES.empty] });
  const positions = headerPositions(header, columns);
  if (body.length === 0) throw badRequest({ file: [UPLOAD_MESSAGES.empty] });
  if (body.length > maxRows) throw badRequest({ file: [UPLOAD_MESSAGES.tooManyRows(maxRows)] });

  const inspected: InspectedRows<z.output<S>> = { values: [], problems: [], records: [] };
  body.forEach((cells, index) => {
    const row = index + 2;
    const record: Record<string, string> = {};
    for (const column of columns) {
      const position = positions.get(column.key);
      const text = position === undefined ? '' : (cells[position] ?? '').trim();
      if (text !== '' || !column.optional) record[column.key] = text;
    }
    inspected.records.push({ row, record });
    const parsed = schema.safeParse(record);
    if (parsed.success) inspected.values.push({ row, value: parsed.data });
    else
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        inspected.problems.push({ row, column: columns.find((column) => column.key === key)?.header ?? null, message: issue.message });
      }
  });
  return inspected;
}

/**
 * Checks every row of an uploaded table against the row schema and answers the parsed rows, or
 * throws one 400 naming every problem by row and column: nothing is saved while any row is wrong.
 * Problems are given as `errors['rows.<row>.<header>']` so they read like any other field error.
 */
export function checkRows<S extends z.ZodType>(
  table: string[][],
  columns: readonly UploadColumn[],
  schema: S,
): { row: number; value: z.output<S> }[] {
  const { values, problems } = inspectRows(table, columns, schema);
  if (problems.length > 0) throw rowsRefused(problems);
  return values;
}

/** The 400 for rows that cannot be saved (also for problems found after the schema, e.g. an unknown name). */
export function rowsRefused(problems: RowProblem[]) {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) {
    const key = `rows.${problem.row}.${problem.column ?? 'row'}`;
    (errors[key] ??= []).push(problem.message);
  }
  const rows = new Set(problems.map((problem) => problem.row)).size;
  return badRequest(errors, `${rows === 1 ? '1 row has' : `${rows} rows have`} problems; nothing was saved.`);
}

function headerPositions(header: string[], columns: readonly UploadColumn[]): Map<string, number> {
  const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
  const found = new Map(header.map((text, index) => [normal(text), index]));
  const positions = new Map<string, number>();
  const missing: string[] = [];
  for (const column of columns) {
    const position = found.get(normal(column.header));
    if (position === undefined) {
      if (!column.optional) missing.push(column.header);
    } else positions.set(column.key, position);
  }
  if (missing.length > 0)
    throw badRequest({ file: [`The header row lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`] });
  return positions;
}
