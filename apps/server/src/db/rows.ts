import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { send } from './together.ts';

/**
 * Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer with a rows array. The
 * statement is sent at the call (db/together.ts).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await send(db.execute(query))) as unknown as { rows: T[] };
  return result.rows;
}
