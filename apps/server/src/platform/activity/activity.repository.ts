import type { Db } from '../../db/client.ts';
import { activityLog } from '../../db/schema/platform.ts';

export type ActivityEntry = {
  action: string;
  userId?: number | null;
  organisationId?: number | null;
  actorUserId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
};

export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({ ...entry, detail: entry.detail ?? {} });
}
