import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema/platform.ts';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { refreshMarketStatuses } from './market-status.service.ts';

const t = useTestApp();

const force = (authorization: string | undefined, market: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/market/status/${market}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

describe('market status', () => {
  it('is public, with both markets, their hours in Sydney time and the combined fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/market/status' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.markets.map((market: { market: string }) => market.market)).toEqual(['cgx', 'igrainx']);
    expect(body.markets[0].hoursLabel).toMatch(/^10:00-10:05 am and 8:30-8:35 pm AE[SD]T$/);
    expect(['open', 'closed']).toContain(body.cgx);
  });

  it('answers 401 anonymous, 403 for non-staff and staff without the setting permission, 404 for an unknown market', async () => {
    expect((await force(undefined, 'cgx', { status: 'closed' })).statusCode).toBe(401);
    const trader = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    const sales = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
    expect((await force(trader.authorization, 'cgx', { status: 'closed' })).statusCode).toBe(403);
    expect((await force(sales.authorization, 'cgx', { status: 'closed' })).statusCode).toBe(403);
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    expect((await force(admin.authorization, 'nasdaq', { status: 'closed' })).statusCode).toBe(404);
    expect((await force(admin.authorization, 'cgx', { status: 'shut' })).statusCode).toBe(400);
  });

  it('lets an Admin force a market closed and back to its schedule, recording each change once', async () => {
    const adminUser = await createUser(t.context, 'Admin');
    const admin = await bearerFor(t.context, adminUser);
    await refreshMarketStatuses(t.context);
    const closed = await force(admin.authorization, 'igrainx', { status: 'closed' });
    expect(closed.json()).toMatchObject({ igrainX: 'closed' });
    expect(closed.json().markets[1]).toMatchObject({ forced: true, status: 'closed' });
    expect(await refreshMarketStatuses(t.context)).toEqual([]);

    const opened = await force(admin.authorization, 'igrainx', { status: 'open' });
    expect(opened.json().igrainX).toBe('open');
    const back = await force(admin.authorization, 'igrainx', { status: null });
    expect(back.json().markets[1].forced).toBe(false);
    const audit = await t.context.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, adminUser.id), eq(activityLog.action, 'market_status_forced')));
    expect(audit.map((entry) => (entry.detail as { status: string | null }).status)).toEqual(['closed', 'open', null]);
  });

  it('lets an Admin change the windows, validating them', async () => {
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/market/schedule/cgx',
        payload: payload as object,
        headers: { authorization: admin.authorization },
      });
    const bad = await put({ windows: [{ start: '10:05', end: '10:00' }], windowsMean: 'closed' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'windows.0.end': ['Must be after the start'] });
    const good = await put({ windows: [{ start: '09:00', end: '09:10' }], windowsMean: 'closed' });
    expect(good.json().markets[0].hoursLabel).toMatch(/^9:00-9:10 am AE[SD]T$/);
  });

  it('records a scheduled change exactly once even when processes race', async () => {
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    await force(admin.authorization, 'cgx', { status: null });
    await refreshMarketStatuses(t.context);
    await t.app.inject({
      method: 'PUT',
      url: '/api/market/schedule/cgx',
      payload: { windows: [{ start: '00:00', end: '23:59' }], windowsMean: 'open' },
      headers: { authorization: admin.authorization },
    });
    const raced = await Promise.all([refreshMarketStatuses(t.context), refreshMarketStatuses(t.context), refreshMarketStatuses(t.context)]);
    expect(raced.flat().filter((change) => change.market === 'cgx')).toHaveLength(0);
  });
});

describe('market status pushes', () => {
  it('announce a staff change on MarketChannel', async () => {
    const { TOPICS } = await import('../../../realtime/topics.ts');
    const received: { igrainX?: string }[] = [];
    const unsubscribe = await t.context.realtime.pubsub.subscribe(TOPICS.marketStatus, (message) =>
      received.push(message as { igrainX?: string }),
    );
    try {
      const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
      await force(admin.authorization, 'igrainx', { status: 'closed' });
      await expect.poll(() => received.some((message) => message.igrainX === 'closed')).toBe(true);
      await force(admin.authorization, 'igrainx', { status: null });
    } finally {
      await unsubscribe();
    }
  });
});
