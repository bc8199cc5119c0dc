import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { bearerFor, createOrganisation, createUser, lastMessageTo, tokenIn } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { CableTestClient, cableUrl } from './cable-test-client.ts';
import { cableSessions } from '../../contexts/identity/auth/cable-identity.ts';
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
  const context = { ...t.context, realtime: { ...t.context.realtime, pubsub } };
  await app.register(cableRoutes(context, cableSessions(context), options));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 2_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
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
    // The server's own: the sessions-ended announcements.
    expect(open()).toBe(1);
    const client = await CableTestClient.connect(cableUrl(cable));
    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
    expect(await client.subscribe('MarketFeedChannel')).toBe('confirm_subscription');
    expect(open()).toBe(3);
    await client.close();
    await until(() => open() === 1);
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
    await until(() => open() === 0);
  });
});

/** The close of a socket, or a failure when it has not come within `ms` (the periodic check is a minute away). */
async function closedWithin(client: CableTestClient, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([client.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function signedInSocket(cable: FastifyInstance, wsToken: string) {
  const client = await CableTestClient.connect(cableUrl(cable, wsToken));
  await client.nextOfType('welcome');
  expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
  return client;
}

const post = (url: string, authorization?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });

describe('/cable closes a socket when its session ends (decision 0065)', () => {
  it('within moments of a logout on any server, without waiting for the periodic check', async () => {
    const cable = await startCable({ sessionCheckMs: 60_000 });
    const user = await createUser(t.context, 'Trader');
    const session = await bearerFor(t.context, user);
    const other = await bearerFor(t.context, user);
    const client = await signedInSocket(cable, session.wsToken);
    const otherClient = await signedInSocket(cable, other.wsToken);
    // The logout is answered by the app under test: the announcement reaches this other server's sockets.
    expect((await post('/api/auth/logout', session.authorization)).statusCode).toBe(204);
    expect(await closedWithin(client, 2_000)).toEqual({ code: 4401, reason: 'unauthorised' });
    // The user's other session goes on.
    expect(await otherClient.framesWithin(200)).toEqual([]);
    await otherClient.close();
  });

  it('closes every socket of the user when the password is reset', async () => {
    const cable = await startCable({ sessionCheckMs: 60_000 });
    const user = await createUser(t.context, 'Grower');
    const sockets = [await signedInSocket(cable, (await bearerFor(t.context, user)).wsToken)];
    sockets.push(await signedInSocket(cable, (await bearerFor(t.context, user)).wsToken));
    await post('/api/auth/password/forgot', undefined, { email: user.email });
    const message = await lastMessageTo(t.context, user.email, 'password_reset');
    const token = decodeURIComponent(tokenIn(message?.summary ?? ''));
    const reset = await post('/api/auth/password/reset', undefined, {
      token,
      password: 'Oaten-Hay-2027',
      passwordConfirmation: 'Oaten-Hay-2027',
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of sockets) expect((await closedWithin(socket, 2_000)).code).toBe(4401);
  });

  it("closes the impersonation window's socket when the staff member logs out", async () => {
    const cable = await startCable({ sessionCheckMs: 60_000 });
    const exchange = await createOrganisation(t.context, { type: 'exchange' });
    const staff = await bearerFor(t.context, await createUser(t.context, 'Admin', { organisationId: exchange.id }));
    const grower = await createUser(t.context, 'Grower');
    const started = (await post('/api/impersonations', staff.authorization, { userId: grower.id })).json();
    const impersonation = await signedInSocket(cable, started.wsToken);
    expect((await post('/api/auth/logout', staff.authorization)).statusCode).toBe(204);
    expect((await closedWithin(impersonation, 2_000)).code).toBe(4401);
  });
});

describe('/cable, the websocket token', () => {
  it('travels in the Sec-WebSocket-Protocol header; the server answers actioncable-v1-json, never the token', async () => {
    const cable = await startCable({});
    const user = await createUser(t.context, 'Trader');
    const { wsToken } = await bearerFor(t.context, user);
    const client = await CableTestClient.open(cableUrl(cable), ['actioncable-v1-json', `cgx.token.${wsToken}`]);
    expect(client.socket.protocol).toBe('actioncable-v1-json');
    await client.nextOfType('welcome');
    expect(await client.subscribe('NotificationChannel')).toBe('confirm_subscription');
    await client.close();
  });

  it('is not read from the URL: a ?token= socket is anonymous', async () => {
    const cable = await startCable({});
    const { wsToken } = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    const client = await CableTestClient.open(cableUrl(cable, wsToken));
    await client.nextOfType('welcome');
    expect(await client.subscribe('NotificationChannel')).toBe('reject_subscription');
    await client.close();
  });
});

describe('/cable, sockets per client address', () => {
  it('answers the upgrade past the cap with 429, and frees a place when a socket closes', async () => {
    const cable = await startCable({ maxSocketsPerAddress: 2 });
    const first = await CableTestClient.connect(cableUrl(cable));
    const second = await CableTestClient.connect(cableUrl(cable));
    await expect(CableTestClient.connect(cableUrl(cable))).rejects.toThrow(/429/);
    await first.close();
    await until(async () => {
      try {
        const third = await CableTestClient.connect(cableUrl(cable));
        await third.close();
        return true;
      } catch {
        return false;
      }
    });
    await second.close();
  });
});
