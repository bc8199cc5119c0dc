import { MSG } from '@cgx/domain/messages';
import { describe, expect, it } from 'vitest';
import { bearerFor, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const setFlag = (authorization: string | undefined, key: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/settings/feature-flags/${key}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

describe('feature flags', () => {
  it('answers 401 anonymous and 403 to non-staff and to staff without the setting permission', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/feature-flags' })).statusCode).toBe(401);
    const trader = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    const sales = await bearerFor(t.context, await createUser(t.context, 'CGX Sales'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings/feature-flags', headers: { authorization: trader.authorization } }))
        .statusCode,
    ).toBe(403);
    expect((await setFlag(sales.authorization, 'bidSheets', { enabled: false })).statusCode).toBe(403);
    // A Trader who somehow holds the permission is still not staff.
    const grantedTrader = await bearerFor(t.context, await createUser(t.context, 'Trader', { grants: ['setting'] }));
    expect((await setFlag(grantedTrader.authorization, 'bidSheets', { enabled: false })).statusCode).toBe(403);
  });

  it('lets an Admin list and change flags; a bad body is 400 and an unknown flag is 404', async () => {
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    const list = await t.app.inject({ method: 'GET', url: '/api/settings/feature-flags', headers: { authorization: admin.authorization } });
    expect(list.json().map((flag: { key: string }) => flag.key)).toEqual(['bidSheets', 'igrainTrade', 'publicAd', 'maintenance']);
    expect((await setFlag(admin.authorization, 'bidSheets', { enabled: 'yes' })).statusCode).toBe(400);
    expect((await setFlag(admin.authorization, 'noSuchFlag', { enabled: true })).statusCode).toBe(404);
    const changed = await setFlag(admin.authorization, 'bidSheets', { enabled: false });
    expect(changed.json()).toMatchObject({ key: 'bidSheets', enabled: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/app-status' })).json().featureFlags.bidSheets).toBe(false);
    await setFlag(admin.authorization, 'bidSheets', { enabled: true });
  });

  it('maintenance closes the API to everyone but staff, and app-status still answers', async () => {
    const admin = await bearerFor(t.context, await createUser(t.context, 'Admin'));
    const grower = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    await setFlag(admin.authorization, 'maintenance', { enabled: true });
    try {
      const status = await t.app.inject({ method: 'GET', url: '/api/app-status' });
      expect(status.json()).toMatchObject({ maintenance: true, support: { phone: expect.any(String), email: expect.any(String) } });
      const closed = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: grower.authorization } });
      expect(closed.statusCode).toBe(503);
      expect(closed.json().message).toBe(MSG.maintenanceMode);
      const staff = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization: admin.authorization } });
      expect(staff.statusCode).toBe(200);
    } finally {
      await setFlag(admin.authorization, 'maintenance', { enabled: false });
    }
  });
});

describe('GET /api/profile', () => {
  it('answers 401 anonymous and the caller’s own user and organisation', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const user = await createUser(t.context, 'Grower');
    const { authorization } = await bearerFor(t.context, user);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { authorization } })).json();
    expect(profile.user).toMatchObject({ id: user.id, email: user.email, role: 'Grower' });
    expect(profile.organisation).toMatchObject({ id: user.organisationId, type: 'grower' });
    expect(profile.user.lastSignInAt).toEqual(expect.any(String));
  });
});

describe('unknown API paths', () => {
  it('answer 404 as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
