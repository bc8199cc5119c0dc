import { FEATURE_FLAGS, type FeatureFlag, type FeatureFlags } from '@cgx/domain/roles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { featureFlags } from '../../db/schema/platform.ts';

/** Read on every API request (the maintenance flag): a prepared statement when given the database. */
export async function readFeatureFlags(db: Db): Promise<FeatureFlags> {
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
