import { sql } from 'drizzle-orm';
import type { LocalDate } from '@cgx/domain/calendar';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';

/** Sums are computed by PostgreSQL in numeric and read as text: no float ever holds tonnes or dollars. */

const instant = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Orders still open on the day: active, with tonnes left, and not past their expiry date (before the lapse job runs). */
export async function openOrderTonnes(db: Db, today: LocalDate): Promise<{ offered: string; wanted: string }> {
  const [row] = await queryRows<{ offered: string; wanted: string }>(
    db,
    sql`SELECT
          (SELECT coalesce(sum(remaining), 0)::text FROM offers
            WHERE status = 'active' AND remaining > 0 AND (expiry_date IS NULL OR expiry_date >= ${today}::date)) AS offered,
          (SELECT coalesce(sum(remaining), 0)::text FROM bid_groups
            WHERE status = 'active' AND remaining > 0 AND (expiry_date IS NULL OR expiry_date >= ${today}::date)) AS wanted`,
  );
  return { offered: row?.offered ?? '0', wanted: row?.wanted ?? '0' };
}

export async function tradedTonnesBetween(db: Db, start: Date, end: Date): Promise<string> {
  const [row] = await queryRows<{ tonnes: string }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::text AS tonnes FROM trades
        WHERE status <> 'cancelled' AND created_at >= ${instant(start)} AND created_at < ${instant(end)}`,
  );
  return row?.tonnes ?? '0';
}

/** All-time tonnes of trades not cancelled, and the grain value (quantity × price) of the settled ones. */
export async function tradeTotals(db: Db): Promise<{ tonnes: string; settledValue: string }> {
  const [row] = await queryRows<{ tonnes: string; settled_value: string }>(
    db,
    sql`SELECT coalesce(sum(quantity), 0)::text AS tonnes,
               coalesce(sum(quantity * price) FILTER (WHERE status IN ('settled', 'settled_externally')), 0)::text AS settled_value
        FROM trades WHERE status <> 'cancelled'`,
  );
  return { tonnes: row?.tonnes ?? '0', settledValue: row?.settled_value ?? '0' };
}

const TRUNC_UNIT = { Daily: 'day', Weekly: 'week', Monthly: 'month' } as const;

/**
 * Tonnes and distinct buyers per bucket of the Sydney calendar, in one grouped query. Only
 * buckets with trades come back; the service fills the empty ones.
 */
export async function tradeStatistics(db: Db, period: keyof typeof TRUNC_UNIT, start: Date, end: Date) {
  const bucket = sql.raw(`to_char(date_trunc('${TRUNC_UNIT[period]}', created_at AT TIME ZONE 'Australia/Sydney'), 'YYYY-MM-DD')`);
  return queryRows<{ date: string; tonnes: string; buyers: number }>(
    db,
    sql`SELECT ${bucket} AS date, sum(quantity)::text AS tonnes, count(DISTINCT buyer_organisation_id)::int AS buyers
        FROM trades
        WHERE status <> 'cancelled' AND created_at >= ${instant(start)} AND created_at < ${instant(end)}
        GROUP BY 1 ORDER BY 1`,
  );
}
