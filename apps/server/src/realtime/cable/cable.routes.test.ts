import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { authenticateToken, createSession } from '../../contexts/identity/auth/session.service.ts';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CableTestClient, cableUrl, identifierOf } from './cable-test-client.ts';

const t = useTestApp();
const clients: CableTestClient[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

async function connect(token?: string) {
  const client = await CableTestClient.connect(cableUrl(t.app, token));
  clients.push(client);
  return client;
}

async function connectWelcomed(token?: string) {
  const client = await connect(token);
  await client.nextOfType('welcome');
  return client;
}

describe('/cable, anonymous', () => {
  it('welcomes, confirms MarketChannel and streams a published market status', async () => {
    const client = await connectWelcomed();
    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');

    const status = { cgx: 'open', igrainX: 'closed', id: randomUUID() };
    await t.context.realtime.publishMarketStatus(status);
    const frame = await client.nextMessage(identifierOf('MarketChannel'));
    expect(frame).toEqual({ identifier: identifierOf('MarketChannel'), message: status });
  });

  it('streams the market feed on MarketFeedChannel, and nothing after unsubscribe', async () => {
    const client = await connectWelcomed();
    const identifier = identifierOf('MarketFeedChannel');
    expect(await client.subscribe('MarketFeedChannel')).toBe('confirm_subscription');
    await t.context.realtime.publishMarketFeed({ id: 1, feedType: 'OFFER' });
    expect((await client.nextMessage(identifier)).message).toEqual({ id: 1, feedType: 'OFFER' });

    client.send({ command: 'unsubscribe', identifier });
    // A second, confirmed subscription proves the unsubscribe (queued before it) has been handled.
    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
    await t.context.realtime.publishMarketFeed({ id: 2, feedType: 'TRADE' });
    expect(await client.framesWithin(200)).toEqual([]);
  });

  it('rejects NotificationChannel and PublishedBidMappingChannel without a token', async () => {
    const client = await connectWelcomed();
    expect(await client.subscribe('NotificationChannel')).toBe('reject_subscription');
    expect(await client.subscribe('PublishedBidMappingChannel')).toBe('reject_subscription');
  });

  it('accepts the subprotocols the @rails/actioncable client asks for', async () => {
    const client = await CableTestClient.connect(cableUrl(t.app), ['actioncable-v1-json', 'actioncable-unsupported']);
    clients.push(client);
    expect(client.socket.protocol).toBe('actioncable-v1-json');
    await client.nextOfType('welcome');
  });

  it('rejects a channel that does not exist', async () => {
    const client = await connectWelcomed();
    expect(await client.subscribe('AdminChannel')).toBe('reject_subscription');
  });
});

describe('/cable, signed in', () => {
  it('streams a user their own notifications and not another user’s', async () => {
    const grower = await createUser(t.context, 'Grower');
    const trader = await createUser(t.context, 'Trader');
    const { wsToken } = await bearerFor(t.context, grower);
    const client = await connectWelcomed(wsToken);
    const identifier = identifierOf('NotificationChannel');
    expect(await client.subscribe('NotificationChannel')).toBe('confirm_subscription');

    await t.context.realtime.publishToUser(trader.id, 'NotificationChannel', { id: 7, body: 'for the trader' });
    await t.context.realtime.publishToUser(grower.id, 'NotificationChannel', { id: 8, body: 'for the grower' });
    expect((await client.nextMessage(identifier)).message).toEqual({ id: 8, body: 'for the grower' });
    expect(await client.framesWithin(200)).toEqual([]);
  });

  it('pushes a notification published in a transaction at commit, and never one rolled back', async () => {
    const user = await createUser(t.context, 'Grower');
    const client = await connectWelcomed((await bearerFor(t.context, user)).wsToken);
    const identifier = identifierOf('NotificationChannel');
    expect(await client.subscribe('NotificationChannel')).toBe('confirm_subscription');

    await expect(
      t.context.db.transaction(async (tx) => {
        await t.context.realtime.inTransaction(tx).publishToUser(user.id, 'NotificationChannel', { id: 1, body: 'rolled back' });
        throw new Error('no trade after all');
      }),
    ).rejects.toThrow('no trade after all');
    await t.context.db.transaction(async (tx) => {
      await t.context.realtime.inTransaction(tx).publishToUser(user.id, 'NotificationChannel', { id: 2, body: 'committed' });
      expect(await client.framesWithin(150)).toEqual([]);
    });
    expect((await client.nextMessage(identifier)).message).toEqual({ id: 2, body: 'committed' });
    expect(await client.framesWithin(150)).toEqual([]);
  });

  it('gives PublishedBidMappingChannel to staff only', async () => {
    const trader = await connectWelcomed((await bearerFor(t.context, await createUser(t.context, 'Trader'))).wsToken);
    expect(await trader.subscribe('PublishedBidMappingChannel')).toBe('reject_subscription');

    const sales = await connectWelcomed((await bearerFor(t.context, await createUser(t.context, 'CGX Sales'))).wsToken);
    expect(await sales.subscribe('PublishedBidMappingChannel')).toBe('confirm_subscription');
    await t.context.realtime.publishBidMapping({ bidId: 3 });
    expect((await sales.nextMessage(identifierOf('PublishedBidMappingChannel'))).message).toEqual({ bidId: 3 });
  });

  it('refuses notifications to a staff member impersonating a user (spec 000 §4)', async () => {
    const admin = await createUser(t.context, 'Admin');
    const grower = await createUser(t.context, 'Grower');
    const staff = await authenticateToken(t.context, (await bearerFor(t.context, admin)).token);
    if (!staff) throw new Error('no staff session');
    const tokens = await createSession(
      t.context,
      t.context.db,
      grower,
      { ip: '127.0.0.1', userAgent: 'vitest' },
      { impersonator: { userId: admin.id, sessionId: staff.session.id } },
    );
    const client = await connectWelcomed(tokens.wsToken);
    expect(await client.subscribe('NotificationChannel')).toBe('reject_subscription');
    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
  });

  it('closes with 4401 for an unknown token, and for a revoked session', async () => {
    const unknown = await connect('not-a-real-token');
    expect(await unknown.nextOfType('disconnect')).toEqual({ type: 'disconnect', reason: 'unauthorized', reconnect: false });
    expect(await unknown.closed).toEqual({ code: 4401, reason: 'unauthorised' });
    expect(unknown.frames.some((frame) => frame.type === 'welcome')).toBe(false);

    const user = await createUser(t.context, 'Grower');
    const { wsToken, token } = await bearerFor(t.context, user);
    await t.context.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id));
    const revoked = await connect(wsToken);
    expect(await revoked.closed).toEqual({ code: 4401, reason: 'unauthorised' });

    // The session token is not the websocket token.
    const wrongKind = await connect(token);
    expect((await wrongKind.closed).code).toBe(4401);
  });
});

describe('/cable, malformed input', () => {
  it('answers error frames and keeps the connection', async () => {
    const client = await connectWelcomed();
    client.send('{not json');
    expect((await client.nextOfType('error')).message).toBe('Frames must be JSON.');
    client.send({ command: 'perform', identifier: identifierOf('MarketChannel') });
    expect((await client.nextOfType('error')).message).toMatch(/^Expected/);
    client.send({ command: 'subscribe', identifier: 'MarketChannel' });
    expect((await client.nextOfType('error')).message).toMatch(/identifier must be a JSON object/);
    client.send({ command: 'unsubscribe', identifier: identifierOf('MarketChannel') });
    expect((await client.nextOfType('error')).message).toBe('Not subscribed to that identifier.');
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await client.nextOfType('error')).message).toBe('Frames must be text.');

    expect(await client.subscribe('MarketChannel')).toBe('confirm_subscription');
  });

  it('closes a socket that sends a frame over 16 KB', async () => {
    const client = await connectWelcomed();
    client.send({ command: 'subscribe', identifier: 'x'.repeat(17 * 1024) });
    expect((await client.closed).code).toBe(1009);
  });

  it('rejects subscriptions past 20 on one connection', async () => {
    const client = await connectWelcomed();
    const answers = [];
    for (let index = 0; index < 21; index += 1) {
      answers.push(await client.subscribe('MarketChannel', JSON.stringify({ channel: 'MarketChannel', index })));
    }
    expect(answers.slice(0, 20).every((answer) => answer === 'confirm_subscription')).toBe(true);
    expect(answers[20]).toBe('reject_subscription');
  });
});
