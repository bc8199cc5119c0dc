import { type Column, getTableColumns, type InferInsertModel, type InferSelectModel, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { queryRows } from './rows.ts';
import { send } from './together.ts';

const isJson = (column: Column) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
/** The column's name in the database: the schema names columns by key, written snake_case (db/client.ts). */
const nameOf = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

type ColumnOf = { key: string; name: string; column: Column };
const columnsByTable = new WeakMap<PgTable, { byKey: Record<string, Column>; list: ColumnOf[] }>();

/** A table's columns by key, and each with its name in the database: worked out once per table (it showed in the profile). */
function columnsOf(table: PgTable) {
  let known = columnsByTable.get(table);
  if (!known) {
    const byKey = getTableColumns(table) as Record<string, Column>;
    known = { byKey, list: Object.entries(byKey).map(([key, column]) => ({ key, name: nameOf(column), column })) };
    columnsByTable.set(table, known);
  }
  return known;
}

/**
 * Rows as one JSON parameter for `json_populate_recordset(NULL::table, json)`, with the list of
 * the columns they name; null when the rows name different columns (JSON cannot say "default"
 * for one row), which only drizzle's insert can write.
 */
export function rowsAsJson<T extends PgTable>(
  table: T,
  rows: readonly Partial<InferInsertModel<T>>[],
): { columns: SQL; json: string } | null {
  const { byKey, list: every } = columnsOf(table);
  const named = (row: object) =>
    Object.keys(row)
      .filter((key) => (row as Record<string, unknown>)[key] !== undefined && key in byKey)
      .toSorted()
      .join();
  const signature = named(rows[0] as object);
  if (rows.some((row) => named(row as object) !== signature)) return null;
  const keys = new Set(signature.split(','));
  const given = every.filter((column) => keys.has(column.key));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, name, column } of given) {
      const value = (row as Record<string, unknown>)[key];
      record[name] = value === null || isJson(column) ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  return { columns: sql.raw(given.map((column) => `"${column.name}"`).join(', ')), json: JSON.stringify(records) };
}

/** Rows a `RETURNING *` answered, as drizzle answers them: by key, each value through its column's mapping. */
export function insertedRows<T extends PgTable>(table: T, rows: readonly Record<string, unknown>[]): InferSelectModel<T>[] {
  const { list: every } = columnsOf(table);
  return rows.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const { key, name, column } of every) {
      const value = row[name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as InferSelectModel<T>;
  });
}

/**
 * Many rows inserted with one JSON parameter (`json_populate_recordset`) instead of a parameter
 * per value: building a wide insert of many rows was the largest part of a matching batch's CPU
 * in drizzle (decision 0018). Answers the inserted rows as drizzle would, in insertion order
 * (identity ids follow it). Columns no row names take their defaults; rows that name different
 * columns go through drizzle's insert. Sent at the call.
 */
export async function insertAsJson<T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<InferSelectModel<T>[]> {
  if (rows.length === 0) return [];
  const asJson = rowsAsJson(table, rows);
  if (!asJson) {
    return (await send(
      tx
        .insert(table)
        .values(rows as never)
        .returning(),
    )) as unknown as InferSelectModel<T>[];
  }
  const inserted = await queryRows<Record<string, unknown>>(
    tx,
    sql`INSERT INTO ${table} (${asJson.columns}) SELECT ${asJson.columns} FROM json_populate_recordset(NULL::${table}, ${asJson.json}::json) RETURNING *`,
  );
  return insertedRows(table, inserted);
}

/**
 * Rows inserted with one JSON parameter, nothing answered: for writes whose ids were reserved
 * beforehand (db/reserve-ids.ts), so that the statements after it need not wait for its answer.
 * An identity column given a value is written as given (OVERRIDING SYSTEM VALUE). Sent at the call.
 */
export function writeAsJson<T extends PgTable>(
  tx: Db,
  table: T,
  /** `id`: a reserved id, for a table whose identity drizzle's insert type leaves out (GENERATED ALWAYS). */
  rows: readonly (InferInsertModel<T> & { id?: number })[],
): Promise<void> {
  if (rows.length === 0) return Promise.resolve();
  const asJson = rowsAsJson(table, rows);
  if (!asJson) return send(tx.insert(table).values(rows as never)).then(() => undefined);
  const givesIdentity = columnsOf(table).list.some(
    ({ key, column }) =>
      (column as Column & { generatedIdentity?: unknown }).generatedIdentity && (rows[0] as Record<string, unknown>)[key] !== undefined,
  );
  return queryRows(
    tx,
    sql`INSERT INTO ${table} (${asJson.columns}) ${givesIdentity ? sql.raw('OVERRIDING SYSTEM VALUE ') : sql``}SELECT ${asJson.columns} FROM json_populate_recordset(NULL::${table}, ${asJson.json}::json)`,
  ).then(() => undefined);
}
