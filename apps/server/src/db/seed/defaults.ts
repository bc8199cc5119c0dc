import { FEATURE_FLAGS, type FeatureFlag } from '@cgx/domain/roles';
import type { Db } from '../client.ts';
import { markets, tradeCounters } from '../schema/market.ts';
import { featureFlags } from '../schema/platform.ts';

const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = { bidSheets: true, igrainTrade: true, publicAd: true, maintenance: false };

/** spec 000 §9 'Market hours: 10:00-10:05 am and 8:30-8:35 pm', read as closed-for-processing windows (design §5). */
export const DEFAULT_MARKET_WINDOWS = [
  { start: '10:00', end: '10:05' },
  { start: '20:30', end: '20:35' },
];

/** Rows every installation needs, demo or not. Never overwrites a value staff have set. */
export async function ensureDefaults(db: Db): Promise<void> {
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
