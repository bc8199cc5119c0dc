import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

/**
 * Row counts of every table in one statement, to see whether a refused request wrote anything.
 * Two tables are left out because a refusal writes to them by design: rate_limit_hits counts the
 * attempts (that is how limits work) and activity_log records failed sign-ins.
 */
const WRITTEN_BY_REFUSALS = new Set(['rate_limit_hits', 'activity_log']);

export async function tableCounter(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !WRITTEN_BY_REFUSALS.has(name));
  const statement = sql.raw(tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS rows FROM "${name}"`).join(' UNION ALL '));
  return async () =>
    Object.fromEntries((await queryRows<{ name: string; rows: number }>(db, statement)).map((row) => [row.name, row.rows]));
}

/** The tables whose counts differ, as 'table: before → after'. */
export function changedCounts(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name}: ${before[name]} → ${after[name]}`);
}
