import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userPreferences } from '../../../db/schema/users.ts';

export const findPreferences = (db: Db, userId: number) =>
  db.query.userPreferences.findFirst({ where: eq(userPreferences.userId, userId) });

export async function upsertPreferences(db: Db, userId: number, values: { smsBidAlerts: boolean }, now: Date) {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row;
}
