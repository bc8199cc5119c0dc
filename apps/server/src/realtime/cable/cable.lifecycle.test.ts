import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { CableTestClient, cableUrl } from './cable-test-client.ts';
import { type CableOptions, cableRoutes } from './cable.routes.ts';

const t = useTestApp();
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Counts the pub/sub subscriptions the socket layer holds open. */
function counting(inner: PubSub) {
  let open = 0;
  const pubsub: PubSub = {
    ...inner,
    async subscribe(topic, handler) {
      const stop = await inner.subscribe(topic, handler);
      open += 1;
      let stopped = false;
      return async () => {
        if (!stopped) open -= 1;
        stopped = true;
        await stop();
      };
    },
  };
  return { pubsub, open: () => open };
}

async function startCable(options: Partial<CableOptions>, pubsub = t.context.realtime.pubsub) {
  app = Fastify();
  await app.register(cableRoutes({ ...t.context, realtime: { ...t.context.realtime, pubsub } }, options));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const until = async (condition: () => boolean, timeoutMs = 2_000) => {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('/cable lifecycle', () => {
  it('pings with the time in unix seconds', async () => {
    const cable = await startCable({ pingIntervalMs: 50 });
    const client = await CableTestClient.connect(cableUrl(cable));
    const ping = await client.nextOfType('ping');
    expect(Math.abs((ping.message as number) - Date.now() / 1000)).toBeLessThan(5);
    await client.close();
  });

  it('closes a signed-in socket with 4401 once its session is signed out', async () => {
    const cable = await startCable({ pingIntervalMs: 50, sessionCheckMs: 50 });
    const user = await createUser(t.context, 'Trader');
    const { wsToken } = await bearerFor(t.context, user);
    const client = await CableTestClient.connect(cableUrl(cable, wsToken));
    await client.nextOfType('welcome');
    expect(await client.subscribe('NotificationChannel')).toBe('confirm_subscription');
    await t.context.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    expect(await client.closed).toEqual({ code: 4401, reason: 'unauthorised' });
  });

  it('refuses a session idle for longer than the idle timeout', async () => {
    const cable = await startCable({});
    const user = await createUser(t.context, 'Grower');
    const { wsToken } = await bearerFor(t.context, user);
    await t.context.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(sessions.userId, user.id));
    const client = await CableTestClient.connect(cableUrl(cable, wsToken));
    expect((await client.closed).code).toBe(4401);
  });

  it('drops its pub/sub subscriptions when a client goes', async () => {
    const { pubsub, open } = counting(t.context.realtime.pubsub);
    const cable = await startCable({}, pubsub);
    const client = await CableTestClient.connect(cableUrl(cable));
    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
    expect(await client.subscribe('MarketFeedChannel')).toBe('confirm_subscription');
    expect(open()).toBe(2);
    await client.close();
    await until(() => open() === 0);
  });

  it('tells clients to reconnect when the server shuts down', async () => {
    const { pubsub, open } = counting(t.context.realtime.pubsub);
    const cable = await startCable({}, pubsub);
    const client = await CableTestClient.connect(cableUrl(cable));
    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
    await cable.close();
    app = undefined;
    expect(await client.nextOfType('disconnect')).toEqual({ type: 'disconnect', reason: 'server_restart', reconnect: true });
    expect((await client.closed).code).toBe(1012);
    expect(open()).toBe(0);
  });
});
