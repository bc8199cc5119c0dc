import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@cgx/domain/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { featureFlags } from '../../db/schema/platform.ts';

/**
 * Every API request reads the flags (the maintenance switch), so a process keeps what it read for
 * up to a second (decision 0015). A change made through this process is seen at once
 * (forgetFeatureFlags); one made by another process (the maintenance CLI, another web process)
 * within a second.
 */
const FLAGS_KEPT_MS = 1_000;
const kept = new WeakMap<Db, { flags: Promise<FeatureFlags>; at: number; generation: number }>();
let generation = 0;

/** Call after a flag change commits: this process's next read asks the database. */
export function forgetFeatureFlags(): void {
  generation += 1;
}

export function readFeatureFlags(db: Db): Promise<FeatureFlags> {
  const now = Date.now();
  const entry = kept.get(db);
  if (entry && entry.generation === generation && now - entry.at < FLAGS_KEPT_MS) return entry.flags;
  const flags = queryFeatureFlags(db);
  kept.set(db, { flags, at: now, generation });
  // A failed read is not kept.
  flags.catch(() => kept.delete(db));
  return flags;
}

async function queryFeatureFlags(db: Db): Promise<FeatureFlags> {
  const query = prepared(db, 'feature_flags', (base) =>
    base.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags).prepare('feature_flags'),
  );
  const rows = await query.execute();
  const flags = Object.fromEntries(FEATURE_FLAGS.map((key) => [key, false])) as FeatureFlags;
  for (const row of rows) {
    if ((FEATURE_FLAGS as readonly string[]).includes(row.key)) flags[row.key as FeatureFlag] = row.enabled;
  }
  return flags;
}

export async function writeFeatureFlag(db: Db, key: FeatureFlag, enabled: boolean, userId: number | null) {
  await db
    .insert(featureFlags)
    .values({ key, enabled, updatedByUserId: userId })
    .onConflictDoUpdate({ target: featureFlags.key, set: { enabled, updatedAt: new Date(), updatedByUserId: userId } });
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.key, key));
  return row;
}
