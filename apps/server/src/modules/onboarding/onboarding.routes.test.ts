import { describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const URL = '/api/onboarding/experiences';

async function signedIn(role: Parameters<typeof createUser>[1]) {
  const user = await createUser(t.context, role);
  return { user, ...(await bearerFor(t.context, user)) };
}

describe('onboarding experiences', () => {
  it('answer 401 anonymous', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const patch = await t.app.inject({ method: 'PATCH', url: `${URL}/clear-settle-modal`, payload: { state: 'bogus' } });
    expect(patch.statusCode).toBe(401);
  });

  it('lists the experiences of the caller’s role, pending until stored otherwise', async () => {
    const grower = await signedIn('Grower');
    const list = await t.app.inject({ method: 'GET', url: URL, headers: { authorization: grower.authorization } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      experiences: [
        { id: 'clear-settle-modal', state: 'pending' },
        { id: 'commentary', state: 'pending' },
      ],
    });
    const analyst = await signedIn('Analyst');
    const analystList = (await t.app.inject({ method: 'GET', url: URL, headers: { authorization: analyst.authorization } })).json();
    expect(analystList.experiences).toEqual([{ id: 'commentary', state: 'pending' }]);
    const admin = await signedIn('Admin');
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { authorization: admin.authorization } })).json()).toEqual({
      experiences: [],
    });
  });

  it('stores a state per user: start, then dismiss', async () => {
    const grower = await signedIn('Grower');
    const other = await signedIn('Grower');
    const headers = { authorization: grower.authorization };
    const started = await t.app.inject({ method: 'PATCH', url: `${URL}/clear-settle-modal`, headers, payload: { state: 'in_progress' } });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ id: 'clear-settle-modal', state: 'in_progress' });
    await t.app.inject({ method: 'PATCH', url: `${URL}/clear-settle-modal`, headers, payload: { state: 'dismissed' } });
    const list = (await t.app.inject({ method: 'GET', url: URL, headers })).json();
    expect(list.experiences).toContainEqual({ id: 'clear-settle-modal', state: 'dismissed' });
    const theirs = (await t.app.inject({ method: 'GET', url: URL, headers: { authorization: other.authorization } })).json();
    expect(theirs.experiences).toContainEqual({ id: 'clear-settle-modal', state: 'pending' });
  });

  it('answers 400 with field messages for a bad body, 404 for an unknown experience', async () => {
    const { authorization } = await signedIn('Trader');
    const missing = await t.app.inject({ method: 'PATCH', url: `${URL}/commentary`, headers: { authorization }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ state: ['Required'] });
    const wrong = await t.app.inject({ method: 'PATCH', url: `${URL}/commentary`, headers: { authorization }, payload: { state: 'done' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.state).toEqual(['Must be one of pending, in_progress, completed or dismissed']);
    const extra = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/commentary`,
      headers: { authorization },
      payload: { state: 'completed', userId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/tour`,
      headers: { authorization },
      payload: { state: 'completed' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 403 for an experience not meant for the caller’s role', async () => {
    const analyst = await signedIn('Analyst');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/clear-settle-modal`,
      headers: { authorization: analyst.authorization },
      payload: { state: 'completed' },
    });
    expect(response.statusCode).toBe(403);
  });
});
