import { FEATURE_FLAGS, type FeatureFlag } from '@cgx/domain/roles';
import type { Db } from '../client.ts';
import { featureFlags } from '../schema/platform.ts';

const DEFAULT_FLAGS: Record<FeatureFlag, boolean> = { bidSheets: true, igrainTrade: true, publicAd: true, maintenance: false };

/** Rows every installation needs, demo or not. Never overwrites a value staff have set. */
export async function ensureDefaults(db: Db): Promise<void> {
  await db
    .insert(featureFlags)
    .values(FEATURE_FLAGS.map((key) => ({ key, enabled: DEFAULT_FLAGS[key] })))
    .onConflictDoNothing();
}
