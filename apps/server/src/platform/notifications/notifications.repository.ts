import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@cgx/domain/notifications.schemas';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/market.ts';

/** The link comes from NOTIFICATION_LINK_PATHS (packages/domain), so the web routes every one. */
export type NotificationContent = { kind: NotificationKind; body: string; link?: string | null };

export async function insertNotifications(db: Db, userIds: number[], content: NotificationContent, now: Date) {
  if (userIds.length === 0) return [];
  return db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, kind: content.kind, body: content.body, link: content.link ?? null, createdAt: now })))
    .returning();
}

export const pageOfNotifications = (db: Db, userId: number, page: number, size: number) =>
  db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);

export async function countNotifications(db: Db, userId: number) {
  const [total] = await db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId));
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { total: Number(total?.value ?? 0), unread: Number(unread?.value ?? 0) };
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
