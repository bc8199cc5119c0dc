import { MSG } from '@cgx/domain/messages';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { coalesced } from '../../../db/coalesce.ts';
import { queryRows } from '../../../db/rows.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { AppError } from '../../../lib/errors.ts';
import { RATE_RULES, bucketOf } from '../../../lib/rate-limit.ts';

type Hit = { bucket: string; windowStartMs: number };

/**
 * The hits of one moment's orders counted by one statement (decision 0074, as decision 0017 does
 * for lookups): per bucket and window, the counter moves by the number of orders, and each order
 * learns its own place in the count, in the order the orders came.
 */
const countHits = coalesced(async (db: Db, hits: Hit[]): Promise<number[]> => {
  const groups = new Map<string, Hit & { count: number }>();
  const places = hits.map((hit) => {
    const id = `${hit.bucket}@${hit.windowStartMs}`;
    const group = groups.get(id) ?? { ...hit, count: 0 };
    group.count += 1;
    groups.set(id, group);
    return { id, place: group.count };
  });
  const asked = [...groups.values()].map((group) => ({
    bucket: group.bucket,
    window_start: new Date(group.windowStartMs).toISOString(),
    hits: group.count,
  }));
  // ORDER BY: counters are locked in one order. Two batches in flight at once on two connections
  // (one per turn of the event loop) that upserted the same counters in different orders
  // deadlocked, and an order answered 500 (seen under bench:realtime's load).
  const rows = await queryRows<{ bucket: string; window_ms: string | number; hits: number }>(
    db,
    sql`INSERT INTO rate_limit_hits (bucket, window_start, hits)
      SELECT bucket, window_start, hits FROM json_to_recordset(${JSON.stringify(asked)}::json) AS r(bucket text, window_start timestamptz, hits integer)
      ORDER BY bucket COLLATE "C", window_start
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + excluded.hits
      RETURNING bucket, (extract(epoch FROM window_start) * 1000)::bigint AS window_ms, hits`,
  );
  const totals = new Map(rows.map((row) => [`${row.bucket}@${Number(row.window_ms)}`, Number(row.hits)]));
  // An order's count is the total less the orders of its group that came after it.
  return places.map(({ id, place }) => (totals.get(id) ?? 0) - ((groups.get(id)?.count ?? 0) - place));
});

/**
 * Counts an order placed or changed against its organisation's limit (6,000 a minute, scaled by
 * RATE_LIMIT_SCALE); past it, 429 with Retry-After. Run it beside the order's reference lookup
 * (Promise.all), so it adds no round trip to the order's path.
 */
export async function requireOrderRate(context: AppContext, auth: AuthContext): Promise<void> {
  const rule = RATE_RULES.ordersPerOrganisation;
  const now = context.clock.now();
  const windowMs = rule.windowSeconds * 1000;
  const windowStartMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const count = await countHits(context.db, { bucket: bucketOf(rule, String(auth.organisation.id)), windowStartMs });
  if (count > Math.ceil(rule.limit * context.config.rateLimitScale)) {
    const retryAfter = Math.max(Math.ceil((windowStartMs + windowMs - now.getTime()) / 1000), 1);
    throw new AppError(429, MSG.tooManyOrders, undefined, { 'retry-after': String(retryAfter) });
  }
}
