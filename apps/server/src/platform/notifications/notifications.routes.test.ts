import { describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertNotifications } from './notifications.repository.ts';

const t = useTestApp();

async function userWithNotifications(count: number) {
  const user = await createUser(t.context, 'Grower');
  for (let index = 0; index < count; index += 1) {
    await insertNotifications(
      t.context.db,
      [user.id],
      { kind: 'trade', body: `Trade ${index + 1}`, link: '/portal/my-sales' },
      new Date(Date.now() + index * 1000),
    );
  }
  return { user, ...(await bearerFor(t.context, user)) };
}

describe('notifications', () => {
  it('answer 401 anonymous on every route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/1/read' })).statusCode).toBe(401);
  });

  it('pages the caller’s notifications newest first with counts and a has-more flag', async () => {
    const { authorization } = await userWithNotifications(12);
    const first = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization } })).json();
    expect(first).toMatchObject({ page: 1, totalCount: 12, unreadCount: 12, hasMore: true });
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0]).toMatchObject({ body: 'Trade 12', read: false, link: '/portal/my-sales' });
    const second = (await t.app.inject({ method: 'GET', url: '/api/notifications?page=2', headers: { authorization } })).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.notifications.map((n: { body: string }) => n.body)).toEqual(['Trade 2', 'Trade 1']);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications?page=0', headers: { authorization } })).statusCode).toBe(400);
  });

  it('marks one read, then all; another user’s notification is not found', async () => {
    const mine = await userWithNotifications(3);
    const theirs = await userWithNotifications(1);
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: mine.authorization } })).json();
    const id = list.notifications[0].id;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notifications/${id}/read`, headers: { authorization: mine.authorization } }))
        .statusCode,
    ).toBe(204);
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${id}/read`,
      headers: { authorization: theirs.authorization },
    });
    expect(other.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/abc/read',
      headers: { authorization: mine.authorization },
    });
    expect(malformed.statusCode).toBe(404);
    let counts = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: mine.authorization } })).json();
    expect(counts.unreadCount).toBe(2);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { authorization: mine.authorization } });
    counts = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: mine.authorization } })).json();
    expect(counts.unreadCount).toBe(0);
    const theirCounts = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: theirs.authorization } })
    ).json();
    expect(theirCounts.unreadCount).toBe(1);
  });
});

describe('notifyUsers', () => {
  it('pushes each notification to its user at commit, and nothing for a rolled-back cause', async () => {
    const { notifyUsers } = await import('./notifications.service.ts');
    const { TOPICS } = await import('../../realtime/topics.ts');
    const user = await createUser(t.context, 'Trader');
    const received: unknown[] = [];
    const unsubscribe = await t.context.realtime.pubsub.subscribe(TOPICS.userNotifications(user.id), (message) => received.push(message));
    try {
      await expect(
        t.context.db.transaction(async (tx) => {
          await notifyUsers(t.context, tx, [user.id], { kind: 'trade', body: 'Rolled back' });
          throw new Error('cause failed');
        }),
      ).rejects.toThrow('cause failed');
      await t.context.db.transaction((tx) => notifyUsers(t.context, tx, [user.id], { kind: 'trade', body: 'You bought 50 mt of APH1' }));
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]).toMatchObject({ body: 'You bought 50 mt of APH1', read: false });
      const { authorization } = await bearerFor(t.context, user);
      const page = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization } })).json();
      expect(page.notifications.map((n: { body: string }) => n.body)).toEqual(['You bought 50 mt of APH1']);
    } finally {
      await unsubscribe();
    }
  });
});
