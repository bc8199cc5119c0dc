import { NOTIFICATIONS_PAGE_SIZE } from '@cgx/domain/constants';
import type { TNotification, TNotificationsPage } from '@cgx/domain/notifications.schemas';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import {
  type NotificationContent,
  countNotifications,
  insertNotifications,
  markAllRead,
  markRead,
  pageOfNotifications,
} from './notifications.repository.ts';

type Row = Awaited<ReturnType<typeof pageOfNotifications>>[number];

export const presentNotification = (row: Row): TNotification => ({
  id: row.id,
  kind: row.kind,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

/** A user's own notifications only: the session decides whose. */
export async function listNotifications(context: AppContext, auth: AuthContext, page: number): Promise<TNotificationsPage> {
  const rows = await pageOfNotifications(context.db, auth.user.id, page, NOTIFICATIONS_PAGE_SIZE);
  const counts = await countNotifications(context.db, auth.user.id);
  return {
    notifications: rows.map(presentNotification),
    page,
    totalCount: counts.total,
    unreadCount: counts.unread,
    hasMore: page * NOTIFICATIONS_PAGE_SIZE < counts.total,
  };
}

export async function markNotificationRead(context: AppContext, auth: AuthContext, id: number): Promise<void> {
  // Someone else's notification answers as if it did not exist.
  if (!(await markRead(context.db, auth.user.id, id, context.clock.now()))) throw notFound();
}

export async function markAllNotificationsRead(context: AppContext, auth: AuthContext): Promise<void> {
  await markAllRead(context.db, auth.user.id, context.clock.now());
}

/**
 * Notifies users in the transaction of whatever caused it: the rows commit with the cause, and
 * each user's sockets get the notification at commit (never for a rolled-back cause).
 */
export async function notifyUsers(context: AppContext, tx: Db, userIds: number[], content: NotificationContent): Promise<void> {
  const rows = await insertNotifications(tx, userIds, content, context.clock.now());
  const publisher = context.realtime.inTransaction(tx);
  for (const row of rows) await publisher.publishToUser(row.userId, 'NotificationChannel', presentNotification(row));
}
