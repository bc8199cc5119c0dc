import { describe, expect, it } from 'vitest';
import { TOPICS } from '../realtime/topics.ts';
import { bearerFor, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

describe('POST /api/dev/notifications (DEV_TOOLS only)', () => {
  it('notifies a user by e-mail address: stored for the bell and pushed', async () => {
    const user = await createUser(t.context, 'Grower');
    const received: unknown[] = [];
    const unsubscribe = await t.context.realtime.pubsub.subscribe(TOPICS.userNotifications(user.id), (message) => received.push(message));
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dev/notifications',
        payload: { email: user.email, body: 'Your offer traded', count: 2 },
      });
      expect(response.json()).toEqual({ notified: 2 });
      await expect.poll(() => received.length).toBe(2);
      const { authorization } = await bearerFor(t.context, user);
      const page = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization } })).json();
      expect(page.unreadCount).toBe(2);
      expect(page.notifications.map((n: { body: string }) => n.body)).toEqual(['Your offer traded (2)', 'Your offer traded (1)']);
    } finally {
      await unsubscribe();
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/dev/notifications',
      payload: { email: 'nobody@example.com', body: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('without DEV_TOOLS', () => {
  const plain = useTestApp({ devTools: false });
  it('has no development notifications route', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/api/dev/notifications', payload: { email: 'a@b.co', body: 'x' } });
    expect(response.statusCode).toBe(404);
  });
});
