import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { Database, Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { decodeEnvelope, encodeEnvelope, notifyInTransaction, type PubSub } from './pubsub.ts';
import { createTopicRegistry } from './topic-registry.ts';

const DEFAULT_CHANNEL_PREFIX = 'cgx:realtime:';
/** How long a publish or subscribe waits for the first connection before giving up. */
const CONNECT_WAIT_MS = 3_000;

/** What connecting and closing need of a node-redis client, whatever its modules and RESP version. */
type RedisConnection = {
  readonly isReady: boolean;
  readonly isOpen: boolean;
  connect(): Promise<unknown>;
  close(): Promise<unknown>;
  destroy(): unknown;
  on(event: 'error', listener: (error: unknown) => void): unknown;
};

/** Connects on first use, so processes that never publish (the maintenance CLI) open nothing. */
function lazyConnection(client: RedisConnection, name: string, log: Logger) {
  let connecting: Promise<unknown> | undefined;
  let lastLogged = 0;
  client.on('error', (error: unknown) => {
    // node-redis retries for ever and reports each failed attempt: say so once a minute.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    log.warn({ err: error, client: name }, 'redis connection failed; retrying');
  });
  return async function ready() {
    if (client.isReady) return;
    connecting ??= client.connect().catch((error: unknown) => {
      connecting = undefined;
      log.warn({ err: error, client: name }, 'redis connect failed');
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([connecting, new Promise((resolve) => (timer = setTimeout(resolve, CONNECT_WAIT_MS)))]);
    clearTimeout(timer);
    if (!client.isReady) throw new Error(`Redis (${name}) is not reachable`);
  };
}

async function shut(client: RedisConnection) {
  if (client.isReady) await client.close().catch(() => client.destroy());
  else if (client.isOpen) client.destroy();
}

/**
 * Fan-out through Redis pub/sub (REDIS_URL), one Redis channel per topic. A message published in
 * a transaction is NOTIFYed on a channel of this process alone and handed to Redis when that
 * NOTIFY arrives, i.e. at commit: the same guarantee as the PostgreSQL adapter.
 */
export function createRedisPubSub(options: {
  url: string;
  database: Database;
  log: Logger;
  /** Keeps several environments (or test files) on one Redis apart. */
  channelPrefix?: string;
}): PubSub {
  const { database, log } = options;
  const prefix = options.channelPrefix ?? DEFAULT_CHANNEL_PREFIX;
  const publisher = createClient({ url: options.url, disableOfflineQueue: true });
  const subscriber = publisher.duplicate();
  const publisherReady = lazyConnection(publisher, 'publisher', log);
  const subscriberReady = lazyConnection(subscriber, 'subscriber', log);
  const outboxChannel = `cgx_realtime_outbox_${randomBytes(6).toString('hex')}`;
  let outbox: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const registry = createTopicRegistry({
    async start(topic) {
      await subscriberReady();
      await subscriber.subscribe(prefix + topic, (payload: string) => {
        const envelope = decodeEnvelope(payload);
        if (envelope) registry.deliver(envelope.topic, envelope.message);
      });
    },
    async stop(topic) {
      // Queued while reconnecting: node-redis would otherwise subscribe it again on reconnect.
      if (!closed) await subscriber.unsubscribe(prefix + topic);
    },
    onHandlerError: (error, topic) => log.error({ err: error, topic }, 'realtime handler failed'),
  });

  async function send(topic: string, payload: string) {
    await publisherReady();
    await publisher.publish(prefix + topic, payload);
  }

  function ensureOutbox() {
    if (!outbox) {
      const started = database.listen(outboxChannel, (payload) => {
        const envelope = decodeEnvelope(payload);
        if (!envelope) return;
        send(envelope.topic, payload).catch((error: unknown) =>
          log.error({ err: error, topic: envelope.topic }, 'realtime message committed but not sent to redis'),
        );
      });
      started.catch(() => {
        if (outbox === started) outbox = undefined;
      });
      outbox = started;
    }
    return outbox;
  }

  return {
    kind: 'redis',
    async publish(topic, message) {
      await send(topic, encodeEnvelope(topic, message));
    },
    async publishInTransaction(tx: Db, topic, ...messages) {
      const payloads = messages.map((message) => encodeEnvelope(topic, message));
      await ensureOutbox();
      await notifyInTransaction(tx, outboxChannel, payloads);
    },
    async subscribe(topic, handler) {
      if (closed) throw new Error('The realtime pub/sub is closed');
      return registry.add(topic, handler);
    },
    async close() {
      closed = true;
      registry.clear();
      const stopOutbox = await outbox?.catch(() => undefined);
      await stopOutbox?.();
      await Promise.all([shut(subscriber), shut(publisher)]);
    },
  };
}
