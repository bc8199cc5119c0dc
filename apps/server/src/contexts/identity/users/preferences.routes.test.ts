import { describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const url = '/api/profile/preferences';

const put = (authorization: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: { authorization }, payload: payload as object });

describe('/api/profile/preferences', () => {
  it('answers 401 anonymous', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: { smsBidAlerts: true } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url, payload: { smsBidAlerts: 'yes' } })).statusCode).toBe(401);
  });

  it('defaults to no SMS bid alerts, and saves the choice again and again', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const initial = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ smsBidAlerts: false });

    const on = await put(authorization, { smsBidAlerts: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ smsBidAlerts: true });
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization } })).json()).toEqual({ smsBidAlerts: true });

    expect((await put(authorization, { smsBidAlerts: false })).json()).toEqual({ smsBidAlerts: false });
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization } })).json()).toEqual({ smsBidAlerts: false });
  });

  it("keeps each user's preferences apart, for any role", async () => {
    const grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const trader = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    expect((await put(trader.authorization, { smsBidAlerts: true })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: grower.authorization } })).json()).toEqual({
      smsBidAlerts: false,
    });
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: trader.authorization } })).json()).toEqual({
      smsBidAlerts: true,
    });
  });

  it('answers 400 for a missing, non-boolean or unknown field', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const missing = await put(authorization, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ smsBidAlerts: ['Required'] });
    const text = await put(authorization, { smsBidAlerts: 'yes' });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ smsBidAlerts: ['Must be true or false'] });
    expect((await put(authorization, { smsBidAlerts: true, emailAlerts: true })).statusCode).toBe(400);
  });
});
