import { NOTIFICATION_BADGE_MAX } from '@cgx/domain/constants';

/** spec 000 §9: the bell's badge shows the unread count, '9+' above 9, and nothing at 0. */
export function badgeLabel(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(Math.floor(unread));
}
