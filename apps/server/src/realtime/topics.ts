/** The socket channels of spec 000 §7 and design §2, as clients name them in their identifiers. */
export const CHANNELS = ['MarketChannel', 'MarketFeedChannel', 'NotificationChannel', 'PublishedBidMappingChannel'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** Pub/sub topics: what servers publish to, one per audience. */
export const TOPICS = {
  marketStatus: 'market-status',
  marketFeed: 'market-feed',
  publishedBidMapping: 'published-bid-mapping',
  userNotifications: (userId: number) => `user-notifications:${userId}`,
  /** Servers only, never a channel: sessions that ended, so their sockets close at once. */
  sessionsEnded: 'sessions-ended',
} as const;

/** Sessions that ended (logout, impersonation end), or every session of these users (password reset, deactivation). */
export type SessionsEnded = { sessionIds?: number[]; userIds?: number[] };
