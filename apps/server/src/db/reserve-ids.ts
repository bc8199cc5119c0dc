import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows } from './rows.ts';

/**
 * The next `count` ids of each table's identity column, drawn from its sequence with one
 * statement (sent at the call), ascending. Rows written with reserved ids (writeAsJson) can be
 * referred to by the statements after them before their insert has answered.
 */
export async function reserveIds<K extends string>(tx: Db, counts: Readonly<Record<K, number>>): Promise<Record<K, number[]>> {
  const tables = Object.keys(counts) as K[];
  if (tables.length === 0) return {} as Record<K, number[]>;
  const columns = sql.join(
    tables.map(
      (table, index) =>
        sql`(SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM (SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS id FROM generate_series(1, ${counts[table]}::integer)) AS drawn) AS ${sql.identifier(`t${index}`)}`,
    ),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, (string | number)[]>>(tx, sql`SELECT ${columns}`);
  return Object.fromEntries(tables.map((table, index) => [table, (row?.[`t${index}`] ?? []).map(Number)])) as Record<K, number[]>;
}
