import { AUSTRALIAN_STATES, australianPublicHolidays } from '@cgx/domain/calendar';
import { FEATURE_FLAGS, type FeatureFlag } from '@cgx/domain/roles';
import { and, count, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { markets, tradeCounters } from '../../db/schema/market.ts';
import { featureFlags } from '../../db/schema/platform.ts';
import { publicHolidays } from '../../db/schema/reference.ts';

const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = { bidSheets: true, igrainTrade: true, publicAd: true, maintenance: false };

/** spec 000 §9 'Market hours: 10:00-10:05 am and 8:30-8:35 pm', read as closed-for-processing windows (design §5). */
export const DEFAULT_MARKET_WINDOWS = [
  { start: '10:00', end: '10:05' },
  { start: '20:30', end: '20:35' },
];

/**
 * Each state's public holidays for this year and next (business days for due dates). A state's
 * year is filled only when it has none, so staff corrections are never overwritten.
 */
async function ensurePublicHolidays(db: Db, now: Date): Promise<void> {
  const thisYear = now.getUTCFullYear();
  for (const year of [thisYear, thisYear + 1]) {
    for (const state of AUSTRALIAN_STATES) {
      const [existing] = await db
        .select({ value: count() })
        .from(publicHolidays)
        .where(and(eq(publicHolidays.state, state), gte(publicHolidays.date, `${year}-01-01`), lte(publicHolidays.date, `${year}-12-31`)));
      if (Number(existing?.value ?? 0) > 0) continue;
      const holidays = australianPublicHolidays(year, state);
      if (holidays.length > 0) await db.insert(publicHolidays).values(holidays.map(({ date, name }) => ({ state, date, name })));
    }
  }
}

/** Rows every installation needs, demo or not. Never overwrites a value staff have set. */
export async function ensureDefaults(db: Db, now: Date = new Date()): Promise<void> {
  await ensurePublicHolidays(db, now);
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAGS.map((key) => ({ key, enabled: DEFAULT_FLAGS[key] })))
    .onConflictDoNothing();
  await db
    .insert(markets)
    .values([
      { market: 'cgx', windows: DEFAULT_MARKET_WINDOWS },
      { market: 'igrainx', windows: DEFAULT_MARKET_WINDOWS },
    ])
    .onConflictDoNothing();
  await db
    .insert(tradeCounters)
    .values([{ market: 'cgx' }, { market: 'igrainx' }])
    .onConflictDoNothing();
}
