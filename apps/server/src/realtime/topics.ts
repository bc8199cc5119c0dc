/** The socket channels of spec 000 §7 and design §2, as clients name them in their identifiers. */
export const CHANNELS = ['MarketChannel', 'MarketFeedChannel', 'NotificationChannel', 'PublishedBidMappingChannel'] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** Pub/sub topics: what servers publish to, one per audience. */
export const TOPICS = {
  marketStatus: 'market-status',
  marketFeed: 'market-feed',
  publishedBidMapping: 'published-bid-mapping',
  userNotifications: (userId: number) => `user-notifications:${userId}`,
} as const;
