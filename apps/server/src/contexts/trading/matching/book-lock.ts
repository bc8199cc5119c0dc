import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { send } from '../../../db/together.ts';

/**
 * Matching one book (market, season, commodity) is serialised by a transaction-scoped advisory
 * lock taken before the new order is written. Row locks alone are not enough: two crossing
 * orders arriving together would each insert their row uncommitted, look for the other, see
 * nothing, and both rest crossed. With the lock the second waits and then sees the first.
 */
export async function lockBook(tx: Db, market: string, seasonId: number, commodityId: number): Promise<void> {
  // Sent at the call, before the caller goes on to send what must run under the lock (db/together.ts).
  await send(tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`book:${market}:${seasonId}:${commodityId}`}))`));
}
