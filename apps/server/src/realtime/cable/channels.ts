import { TOPICS } from '../topics.ts';
import type { CableIdentity } from './cable-connection.ts';

/**
 * The pub/sub topic a channel streams for this connection, or null to reject the subscription.
 * Market data is public; notifications are the user's own (not while a staff member
 * impersonates them, spec 000 §4); published bid mappings are for staff.
 */
export function topicForChannel(channel: string, identity: CableIdentity | null): string | null {
  switch (channel) {
    case 'MarketChannel':
      return TOPICS.marketStatus;
    case 'MarketFeedChannel':
      return TOPICS.marketFeed;
    case 'NotificationChannel':
      return identity && !identity.impersonating ? TOPICS.userNotifications(identity.userId) : null;
    case 'PublishedBidMappingChannel':
      return identity?.staff ? TOPICS.publishedBidMapping : null;
    default:
      return null;
  }
}
