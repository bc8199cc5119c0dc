import type { Database, Db } from '../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { createPostgresPubSub } from './pubsub/postgres.pubsub.ts';
import { type PubSub, RealtimeMessageTooLargeError } from './pubsub/pubsub.ts';
import { createRedisPubSub } from './pubsub/redis.pubsub.ts';
import { type SessionsEnded, TOPICS } from './topics.ts';

/** Pushes to socket subscribers on every server. Messages must stay under 8 KB: send ids, not records. */
export type RealtimePublisher = {
  /** NotificationChannel of one user: a notification object `{ id, body, createdAt }`. */
  publishToUser(userId: number, channel: 'NotificationChannel', message: unknown): Promise<void>;
  /** MarketChannel: the status of cgx and igrainX. */
  publishMarketStatus(message: unknown): Promise<void>;
  /** MarketFeedChannel: market feed items (public, anonymous data only), in order. */
  publishMarketFeed(...messages: unknown[]): Promise<void>;
  /** PublishedBidMappingChannel: staff only. */
  publishBidMapping(message: unknown): Promise<void>;
  /** Tells every server's /cable that these sessions ended: their sockets (and impersonations started from them) close with 4401. */
  announceSessionsEnded(ended: SessionsEnded): Promise<void>;
};

export type Realtime = RealtimePublisher & {
  readonly pubsub: PubSub;
  /**
   * The same publishers bound to a transaction: delivered when it commits, never if it rolls
   * back. Inside a transaction use only these: a plain publish would announce what may never
   * commit (and on PGlite it waits for the transaction's lock, i.e. for ever).
   */
  inTransaction(tx: Db): RealtimePublisher;
  close(): Promise<void>;
};

function publishers(send: (topic: string, ...messages: unknown[]) => Promise<void>): RealtimePublisher {
  return {
    publishToUser: (userId, _channel, message) => send(TOPICS.userNotifications(userId), message),
    publishMarketStatus: (message) => send(TOPICS.marketStatus, message),
    publishMarketFeed: (...messages) => send(TOPICS.marketFeed, ...messages),
    publishBidMapping: (message) => send(TOPICS.publishedBidMapping, message),
    announceSessionsEnded: (ended) => send(TOPICS.sessionsEnded, ended),
  };
}

export function createRealtime(pubsub: PubSub, log: Logger): Realtime {
  // Live updates are a courtesy on top of committed data (clients refetch on reconnect), so a
  // transport failure is logged rather than failing the caller; an oversized message is a bug.
  const sendNow = async (topic: string, ...messages: unknown[]) => {
    try {
      for (const message of messages) await pubsub.publish(topic, message);
    } catch (error) {
      if (error instanceof RealtimeMessageTooLargeError) throw error;
      log.error({ err: error, topic }, 'realtime publish failed');
    }
  };
  return {
    pubsub,
    ...publishers(sendNow),
    inTransaction: (tx) => publishers((topic, ...messages) => pubsub.publishInTransaction(tx, topic, ...messages)),
    close: () => pubsub.close(),
  };
}

/**
 * Redis pub/sub when REDIS_URL is set with a PostgreSQL server; otherwise LISTEN/NOTIFY on the
 * database. PGlite is one embedded process, so there is nothing to fan out to, and its
 * in-transaction NOTIFY does not reach the Redis bridge: REDIS_URL is ignored there, with a warning.
 */
export function openRealtime(options: { redisUrl: string | undefined; database: Database; log: Logger }): Realtime {
  const useRedis = options.redisUrl !== undefined && options.database.driver === 'pg';
  if (options.redisUrl && !useRedis)
    options.log.warn('REDIS_URL is ignored with the embedded PGlite database (one process: nothing to fan out)');
  const pubsub =
    useRedis && options.redisUrl
      ? createRedisPubSub({ url: options.redisUrl, database: options.database, log: options.log })
      : createPostgresPubSub(options.database, options.log);
  return createRealtime(pubsub, options.log);
}
