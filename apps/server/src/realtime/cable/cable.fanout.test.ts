import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { AppContext } from '../../context.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createRedisPubSub } from '../pubsub/redis.pubsub.ts';
import { createRealtime, openRealtime, type Realtime } from '../realtime.ts';
import { CableTestClient, cableUrl, identifierOf } from './cable-test-client.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
// Redis fans out between processes on a PostgreSQL server; PGlite is one embedded process (see realtime.ts).
const redisUrl = process.env.TEST_DATABASE_URL ? process.env.TEST_REDIS_URL : undefined;

const t = useTestApp();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Another server process: its own app, database connections and realtime, as given. */
async function startServer(context: AppContext) {
  const app = await buildApp(context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  cleanups.push(async () => {
    await app.close();
    await context.realtime.close();
  });
  return app;
}

async function connectSubscribed(app: Awaited<ReturnType<typeof buildApp>>, channel: string, token?: string) {
  const client = await CableTestClient.connect(cableUrl(app, token));
  cleanups.push(() => client.close());
  await client.nextOfType('welcome');
  expect(await client.subscribe(channel)).toBe('confirm_subscription');
  return client;
}

/** The URL of the test file's own PostgreSQL database, for a second pool on it. */
async function sameDatabaseUrl() {
  const result = (await t.context.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(databaseUrl ?? '');
  url.pathname = `/${result.rows[0]?.name}`;
  return url.toString();
}

describe('fan-out across servers', () => {
  it.skipIf(!databaseUrl)('carries a publish on one server to a socket on another sharing the PostgreSQL database', async () => {
    const secondDatabase: Database = await openDatabase({ databaseUrl: await sameDatabaseUrl(), dataDir: '' });
    cleanups.push(() => secondDatabase.close());
    const second: AppContext = {
      ...t.context,
      database: secondDatabase,
      db: secondDatabase.db,
      realtime: openRealtime({ redisUrl: undefined, database: secondDatabase, log: t.context.log }),
    };
    const appB = await startServer(second);
    const appA = t.app;
    await appA.listen({ port: 0, host: '127.0.0.1' });

    const user = await createUser(t.context, 'Trader');
    const { wsToken } = await bearerFor(t.context, user);
    const market = await connectSubscribed(appB, 'MarketChannel');
    const notifications = await connectSubscribed(appB, 'NotificationChannel', wsToken);
    const onA = await connectSubscribed(appA, 'MarketChannel');

    await t.context.realtime.publishMarketStatus({ cgx: 'closed', igrainX: 'open' });
    expect((await market.nextMessage(identifierOf('MarketChannel'))).message).toEqual({ cgx: 'closed', igrainX: 'open' });
    expect((await onA.nextMessage(identifierOf('MarketChannel'))).message).toEqual({ cgx: 'closed', igrainX: 'open' });

    await t.context.db.transaction(async (tx) => {
      await t.context.realtime.inTransaction(tx).publishToUser(user.id, 'NotificationChannel', { id: 41, body: 'Trade CGX-000041' });
    });
    expect((await notifications.nextMessage(identifierOf('NotificationChannel'))).message).toEqual({ id: 41, body: 'Trade CGX-000041' });
  });

  it.skipIf(!redisUrl)('carries a publish through Redis to a server on a different database', async () => {
    const channelPrefix = `cgx-test:${randomUUID()}:`;
    const redisRealtime = (database: Database): Realtime =>
      createRealtime(createRedisPubSub({ url: redisUrl ?? '', database, log: t.context.log, channelPrefix }), t.context.log);
    const otherDatabase = await createTestDatabase();
    cleanups.push(() => otherDatabase.close());
    const contextA: AppContext = { ...t.context, realtime: redisRealtime(t.context.database) };
    const contextB: AppContext = { ...t.context, database: otherDatabase, db: otherDatabase.db, realtime: redisRealtime(otherDatabase) };
    const appB = await startServer(contextB);
    await startServer(contextA);

    const feed = await connectSubscribed(appB, 'MarketFeedChannel');
    await contextA.realtime.publishMarketFeed({ id: 9, feedType: 'TRADE' });
    expect((await feed.nextMessage(identifierOf('MarketFeedChannel'))).message).toEqual({ id: 9, feedType: 'TRADE' });

    await contextA.db.transaction(async (tx) => {
      await contextA.realtime.inTransaction(tx).publishMarketFeed({ id: 10, feedType: 'OFFER' });
      expect(await feed.framesWithin(150)).toEqual([]);
    });
    expect((await feed.nextMessage(identifierOf('MarketFeedChannel'))).message).toEqual({ id: 10, feedType: 'OFFER' });
  });
});
