import { type Column, getTableColumns, type InferInsertModel, type InferSelectModel, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { queryRows } from './rows.ts';

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
 * Many rows inserted with one JSON parameter (`json_populate_recordset`) instead of a parameter
 * per value: building a wide insert of many rows was the largest part of a matching batch's CPU
 * in drizzle (decision 0018). Answers the inserted rows as drizzle would, in insertion order
 * (identity ids follow it). Columns no row names take their defaults; rows that name different
 * columns go through drizzle's insert.
 */
export async function insertAsJson<T extends PgTable>(
  tx: Db,
  table: T,
  rows: readonly InferInsertModel<T>[],
): Promise<InferSelectModel<T>[]> {
  if (rows.length === 0) return [];
  const { byKey: columns, list: every } = columnsOf(table);
  const named = (row: object) => Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined && key in columns);
  const keys = named(rows[0] as object);
  const signature = keys.toSorted().join();
  // A column missing from one row takes its default there: only drizzle's insert can say so.
  if (
    rows.some(
      (row) =>
        named(row as object)
          .toSorted()
          .join() !== signature,
    )
  ) {
    return (await tx
      .insert(table)
      .values(rows as never)
      .returning()) as unknown as InferSelectModel<T>[];
  }
  const given = every.filter((column) => keys.includes(column.key));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, name, column } of given) {
      const value = (row as Record<string, unknown>)[key];
      record[name] = value === null || isJson(column) ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const list = sql.raw(given.map((column) => `"${column.name}"`).join(', '));
  const inserted = await queryRows<Record<string, unknown>>(
    tx,
    sql`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(records)}::json) RETURNING *`,
  );
  return inserted.map((row) => {
    const mapped: Record<string, unknown> = {};
    for (const { key, name, column } of every) {
      const value = row[name];
      mapped[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return mapped as InferSelectModel<T>;
  });
}
