import { z } from 'zod';
import { zQueryId, zQueryInt } from './validation.ts';

/** spec 000 §3 'Notification' and its list: a page, the total count and a 'has more' flag. */
export const ZNotification = z.object({
  id: z.number(),
  kind: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationsPage = z.object({
  notifications: z.array(ZNotification),
  page: z.number(),
  totalCount: z.number(),
  unreadCount: z.number(),
  hasMore: z.boolean(),
});
export type TNotificationsPage = z.infer<typeof ZNotificationsPage>;

export const ZNotificationsQuery = z.object({ page: zQueryInt(1, 10_000).default(1) });
export const ZNotificationParams = z.object({ notificationId: zQueryId });
