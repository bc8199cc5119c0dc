import type { TNotification, TNotificationsPage } from '@cgx/domain/notifications.schemas';
import { api } from '../../../lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export const fetchNotificationsPage = (page: number, signal?: AbortSignal) =>
  api.get<TNotificationsPage>('/api/notifications', { query: { page }, signal });

export const markNotificationRead = (id: number) => api.post<void>(`/api/notifications/${id}/read`);

export const markAllNotificationsRead = () => api.post<void>('/api/notifications/read-all');

/** What NotificationChannel pushes: at least {id, body, createdAt} (spec 000 §7). */
export type PushedNotification = Pick<TNotification, 'id' | 'body' | 'createdAt'> & Partial<TNotification>;

export function isPushedNotification(message: unknown): message is PushedNotification {
  if (typeof message !== 'object' || message === null) return false;
  const value = message as Record<string, unknown>;
  return typeof value.id === 'number' && typeof value.body === 'string' && typeof value.createdAt === 'string';
}
