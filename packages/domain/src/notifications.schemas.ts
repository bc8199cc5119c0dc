import { z } from 'zod';
import { INVOICE_NOTIFICATION_LINK } from './invoices.schemas.ts';
import { tradePageRoutes } from './trades.schemas.ts';
import { zQueryId, zQueryInt } from './validation.ts';

/** What a notification is about; each kind leads only to the paths NOTIFICATION_LINK_PATHS lists. */
export const NOTIFICATION_KINDS = ['trade', 'invoice', 'settlement', 'dev'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Every portal route a notification of each kind can carry as its link (a ':tradeId' stands for the
 * trade's id). The server takes its links from these tables only, and the web checks that each is a
 * routed page (portal-sections.test.ts), so no notification leads to 'not found'.
 */
export const NOTIFICATION_LINK_PATHS: Readonly<Record<NotificationKind, readonly string[]>> = {
  /** A trade (issue 24): its page under the list of the recipient's side. */
  trade: tradePageRoutes(),
  /** A raised invoice (issue 14): the member's invoices. */
  invoice: [INVOICE_NOTIFICATION_LINK],
  /** A settlement step or reminder (issue 14 §6, §10): the seller's trade page, or the buyer's invoices. */
  settlement: [...tradePageRoutes('sold'), INVOICE_NOTIFICATION_LINK],
  /** /api/dev/notify (DEV_TOOLS only): no link. */
  dev: [],
};

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

/**
 * Pushed on NotificationChannel without a notification row: something in the user's lists changed
 * (an order lapsed), so lists on screen refetch. It raises no toast and no badge.
 */
export const LISTS_CHANGED = { type: 'lists-changed' } as const;
export type TListsChanged = typeof LISTS_CHANGED;

export const isListsChanged = (message: unknown): message is TListsChanged =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === LISTS_CHANGED.type;
