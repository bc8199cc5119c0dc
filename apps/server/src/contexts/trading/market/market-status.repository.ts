import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { type MarketWindow, markets } from '../../../db/schema/market.ts';

export type MarketRow = typeof markets.$inferSelect;

/** Both markets' schedules and forced statuses; a prepared statement, read by every matching batch (decision 0024). */
export const listMarkets = (db: Db) =>
  prepared(db, 'list_markets', (built) => built.select().from(markets).orderBy(markets.market).prepare('list_markets')).execute();

export async function setForcedStatus(db: Db, market: 'cgx' | 'igrainx', status: 'open' | 'closed' | null, userId: number, now: Date) {
  await db
    .update(markets)
    .set({ forcedStatus: status, forcedByUserId: status ? userId : null, forcedAt: status ? now : null })
    .where(eq(markets.market, market));
}

export async function setSchedule(db: Db, market: 'cgx' | 'igrainx', windows: MarketWindow[], windowsMean: 'closed' | 'open') {
  await db.update(markets).set({ windows, windowsMean }).where(eq(markets.market, market));
}

/**
 * Records a new status only if it differs from the last one recorded. With several processes
 * racing, exactly one update matches, so a change is announced (and the opening sweep run) once.
 */
export async function recordStatusChange(db: Db, market: 'cgx' | 'igrainx', status: 'open' | 'closed', now: Date): Promise<boolean> {
  const rows = await db
    .update(markets)
    .set({ lastStatus: status, lastChangedAt: now })
    .where(and(eq(markets.market, market), or(isNull(markets.lastStatus), ne(markets.lastStatus, status))))
    .returning({ market: markets.market });
  return rows.length > 0;
}
