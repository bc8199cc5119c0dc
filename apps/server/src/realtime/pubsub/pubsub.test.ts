import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createPostgresPubSub } from './postgres.pubsub.ts';
import { MAX_PAYLOAD_BYTES, type PubSub, RealtimeMessageTooLargeError } from './pubsub.ts';
import { createRedisPubSub } from './redis.pubsub.ts';

// Redis fans out between processes on a PostgreSQL server; PGlite is one embedded process (see realtime.ts).
const redisUrl = process.env.TEST_DATABASE_URL ? process.env.TEST_REDIS_URL : undefined;
const log = createLogger('silent');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function collect(pubsub: PubSub, topic: string) {
  const messages: unknown[] = [];
  const stop = await pubsub.subscribe(topic, (message) => messages.push(message));
  return {
    messages,
    stop,
    async waitFor(count: number, timeoutMs = 3_000) {
      const end = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > end) throw new Error(`expected ${count} messages on ${topic}, got ${JSON.stringify(messages)}`);
        await pause(10);
      }
      return messages;
    },
  };
}

const adapters = [
  { name: 'PostgreSQL LISTEN/NOTIFY', skip: false, open: () => createPostgresPubSub(database, log) },
  {
    name: 'Redis',
    skip: !redisUrl,
    open: () => createRedisPubSub({ url: redisUrl ?? '', database, log, channelPrefix: `cgx-test:${randomUUID()}:` }),
  },
];

describe.each(adapters)('$name adapter', ({ skip, open }) => {
  let pubsub: PubSub;
  beforeAll(() => {
    if (!skip) pubsub = open();
  });
  afterAll(async () => {
    await pubsub?.close();
  });

  it.skipIf(skip)('delivers to every subscriber of the topic and to no other topic', async () => {
    const first = await collect(pubsub, 'market-status');
    const second = await collect(pubsub, 'market-status');
    const other = await collect(pubsub, 'market-feed');
    await pubsub.publish('market-status', { cgx: 'open' });
    expect(await first.waitFor(1)).toEqual([{ cgx: 'open' }]);
    expect(await second.waitFor(1)).toEqual([{ cgx: 'open' }]);
    await pause(100);
    expect(other.messages).toEqual([]);
    await Promise.all([first.stop(), second.stop(), other.stop()]);
  });

  it.skipIf(skip)('stops delivering to a handler once unsubscribed, and keeps the others', async () => {
    const leaving = await collect(pubsub, 'user-notifications:1');
    const staying = await collect(pubsub, 'user-notifications:1');
    await leaving.stop();
    await pubsub.publish('user-notifications:1', { id: 1 });
    await staying.waitFor(1);
    expect(leaving.messages).toEqual([]);
    await staying.stop();
  });

  it.skipIf(skip)('subscribes again after the last handler of a topic left', async () => {
    const before = await collect(pubsub, 'again');
    await before.stop();
    const after = await collect(pubsub, 'again');
    await pubsub.publish('again', 1);
    expect(await after.waitFor(1)).toEqual([1]);
    await after.stop();
  });

  it.skipIf(skip)('delivers a message published in a transaction at commit, not before', async () => {
    const received = await collect(pubsub, 'in-tx');
    await database.db.transaction(async (tx) => {
      await pubsub.publishInTransaction(tx, 'in-tx', { trade: 1 });
      await pubsub.publishInTransaction(tx, 'in-tx', { trade: 1 });
      await pause(150);
      expect(received.messages).toEqual([]);
    });
    // Identical messages of one transaction both arrive (PostgreSQL would fold equal payloads).
    expect(await received.waitFor(2)).toEqual([{ trade: 1 }, { trade: 1 }]);
    await received.stop();
  });

  it.skipIf(skip)('delivers several messages published in one call, in order, at commit', async () => {
    const received = await collect(pubsub, 'in-tx-many');
    await database.db.transaction(async (tx) => {
      await pubsub.publishInTransaction(tx, 'in-tx-many', { offer: 1 }, { offer: 2 }, { offer: 3 });
    });
    expect(await received.waitFor(3)).toEqual([{ offer: 1 }, { offer: 2 }, { offer: 3 }]);
    await received.stop();
  });

  it.skipIf(skip)('never delivers a message published in a transaction that rolls back', async () => {
    const received = await collect(pubsub, 'rolled-back');
    await expect(
      database.db.transaction(async (tx) => {
        await pubsub.publishInTransaction(tx, 'rolled-back', { trade: 2 });
        throw new Error('matching failed');
      }),
    ).rejects.toThrow('matching failed');
    await pubsub.publish('rolled-back', { marker: true });
    expect(await received.waitFor(1)).toEqual([{ marker: true }]);
    await pause(100);
    expect(received.messages).toEqual([{ marker: true }]);
    await received.stop();
  });

  it.skipIf(skip)(`refuses a message over ${MAX_PAYLOAD_BYTES} bytes, loudly`, async () => {
    const big = { body: 'x'.repeat(MAX_PAYLOAD_BYTES) };
    await expect(pubsub.publish('big', big)).rejects.toThrow(RealtimeMessageTooLargeError);
    await expect(database.db.transaction((tx) => pubsub.publishInTransaction(tx, 'big', big))).rejects.toThrow(/Publish a reference/);
    const received = await collect(pubsub, 'nearly-big');
    const nearly = { body: 'y'.repeat(MAX_PAYLOAD_BYTES - 100) };
    await pubsub.publish('nearly-big', nearly);
    expect(await received.waitFor(1)).toEqual([nearly]);
    await received.stop();
  });

  it.skipIf(skip)('keeps delivering to other handlers when one throws', async () => {
    await pubsub.subscribe('throwing', () => {
      throw new Error('handler bug');
    });
    const received = await collect(pubsub, 'throwing');
    await pubsub.publish('throwing', 'still here');
    expect(await received.waitFor(1)).toEqual(['still here']);
  });
});
