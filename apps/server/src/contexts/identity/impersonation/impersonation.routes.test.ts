import { IMPERSONATION_SESSION_HOURS } from '@cgx/domain/constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations } from '../../../db/schema/organisations.ts';
import { activityLog } from '../../../db/schema/platform.ts';
import { users } from '../../../db/schema/users.ts';
import { bearerFor, createOrganisation, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

async function staffMember(role: 'Admin' | 'CGX Sales' = 'CGX Sales') {
  const exchange = await createOrganisation(t.context, { type: 'exchange', tradingName: `Exchange ${role}` });
  const user = await createUser(t.context, role, { organisationId: exchange.id });
  return { user, ...(await bearerFor(t.context, user)) };
}

const start = (authorization: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/impersonations', headers: { authorization }, payload: payload as object });

const activities = (action: string, userId: number) =>
  t.context.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.action, action), eq(activityLog.userId, userId)));

describe('impersonation', () => {
  it('answers 401 anonymous on every route', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/impersonations/candidates' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/impersonations', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/impersonations/end' })).statusCode).toBe(401);
  });

  it('answers 403 to members of the exchange who are not staff', async () => {
    const grower = await createUser(t.context, 'Grower');
    const trader = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    expect((await start(trader.authorization, { userId: grower.id })).statusCode).toBe(403);
    const candidates = await t.app.inject({
      method: 'GET',
      url: '/api/impersonations/candidates',
      headers: { authorization: trader.authorization },
    });
    expect(candidates.statusCode).toBe(403);
    const end = await t.app.inject({ method: 'POST', url: '/api/impersonations/end', headers: { authorization: trader.authorization } });
    expect(end.statusCode).toBe(403);
  });

  it('answers 400 with field messages for a bad body or a target that cannot be impersonated', async () => {
    const staff = await staffMember('Admin');
    const missing = await start(staff.authorization, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ userId: ['Required'] });
    expect((await start(staff.authorization, { userId: 'abc' })).json().errors).toEqual({ userId: ['Must be a number'] });
    const other = await staffMember('Admin');
    const staffTarget = await start(staff.authorization, { userId: other.user.id });
    expect(staffTarget.statusCode).toBe(400);
    expect(staffTarget.json().errors).toEqual({ userId: ['Staff accounts cannot be impersonated.'] });
    const inactive = await createUser(t.context, 'Grower', { status: 'inactive' });
    expect((await start(staff.authorization, { userId: inactive.id })).json().errors).toEqual({
      userId: ['This user or their organisation is not active.'],
    });
    expect((await start(staff.authorization, { userId: 99_999_999 })).statusCode).toBe(404);
  });

  it('lets staff find users by name, e-mail, login number or business, never staff', async () => {
    const staff = await staffMember();
    const organisation = await createOrganisation(t.context, { type: 'grower', tradingName: 'Impersonation Lookup Farms' });
    const grower = await createUser(t.context, 'Grower', { organisationId: organisation.id, lastName: 'Quandong' });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/impersonations/candidates?term=lookup farms',
      headers: { authorization: staff.authorization },
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({ id: grower.id, lastName: 'Quandong', organisationName: 'Impersonation Lookup Farms', role: 'Grower' }),
    ]);
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/impersonations/candidates?term=quandong',
      headers: { authorization: staff.authorization },
    });
    expect(byName.json().map((row: { id: number }) => row.id)).toEqual([grower.id]);
    const staffSearch = await t.app.inject({
      method: 'GET',
      url: `/api/impersonations/candidates?term=${encodeURIComponent(staff.user.email)}`,
      headers: { authorization: staff.authorization },
    });
    expect(staffSearch.json()).toEqual([]);
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/impersonations/candidates?term=${'x'.repeat(101)}`,
      headers: { authorization: staff.authorization },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ term: ['Must be 100 characters or fewer'] });
  });

  it('starts a session for the user flagged as an impersonation, logs start and exit, and ends only that session', async () => {
    const staff = await staffMember();
    const grower = await createUser(t.context, 'Grower');
    const growerOwn = await bearerFor(t.context, grower);

    const started = await start(staff.authorization, { userId: grower.id });
    expect(started.statusCode).toBe(201);
    const body = started.json();
    expect(body).toMatchObject({ userId: grower.id, organisationId: grower.organisationId, redirectUrl: '/portal/my-grain' });
    expect(body.token).toEqual(expect.any(String));
    expect(body.wsToken).toEqual(expect.any(String));

    const authorization = `Bearer ${body.token}`;
    const session = (await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } })).json();
    expect(session).toMatchObject({ userId: grower.id, impersonating: true });
    const [startEntry] = await activities('impersonation_start', grower.id);
    expect(startEntry).toMatchObject({ actorUserId: staff.user.id, organisationId: grower.organisationId });

    // Inside the impersonation the caller is the grower: no nested impersonation.
    expect((await start(authorization, { userId: grower.id })).statusCode).toBe(403);
    // The staff member's own session is not an impersonation.
    const notImpersonating = await t.app.inject({
      method: 'POST',
      url: '/api/impersonations/end',
      headers: { authorization: staff.authorization },
    });
    expect(notImpersonating.statusCode).toBe(403);

    const ended = await t.app.inject({ method: 'POST', url: '/api/impersonations/end', headers: { authorization } });
    expect(ended.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } })).statusCode).toBe(401);
    const [endEntry] = await activities('impersonation_end', grower.id);
    expect(endEntry).toMatchObject({ actorUserId: staff.user.id });
    // The staff member and the grower's own sessions go on.
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: staff.authorization } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: growerOwn.authorization } })).json(),
    ).toMatchObject({ impersonating: false });
  });

  it('records logging out of an impersonation session as its end', async () => {
    const staff = await staffMember('Admin');
    const trader = await createUser(t.context, 'Trader');
    const { token } = (await start(staff.authorization, { userId: trader.id })).json();
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect(await activities('impersonation_end', trader.id)).toHaveLength(1);
    expect(await activities('sign_out', trader.id)).toHaveLength(0);
  });
});

describe('an impersonation ends with the staff member', () => {
  const sessionStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${token}` } })).statusCode;

  async function impersonating() {
    const staff = await staffMember();
    const grower = await createUser(t.context, 'Grower');
    const { token } = (await start(staff.authorization, { userId: grower.id })).json();
    expect(await sessionStatus(token)).toBe(200);
    return { staff, token };
  }

  it('is refused once the staff member logs out', async () => {
    const { staff, token } = await impersonating();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: staff.authorization } })).statusCode,
    ).toBe(204);
    expect(await sessionStatus(token)).toBe(401);
  });

  it('is refused once the staff member is deactivated', async () => {
    const { staff, token } = await impersonating();
    await t.context.db.update(users).set({ status: 'inactive' }).where(eq(users.id, staff.user.id));
    expect(await sessionStatus(token)).toBe(401);
  });

  it('is refused once the staff member is no longer staff', async () => {
    const demoted = await impersonating();
    await t.context.db.update(users).set({ role: 'Trader' }).where(eq(users.id, demoted.staff.user.id));
    expect(await sessionStatus(demoted.token)).toBe(401);

    const moved = await impersonating();
    await t.context.db.update(organisations).set({ type: 'trader' }).where(eq(organisations.id, moved.staff.user.organisationId));
    expect(await sessionStatus(moved.token)).toBe(401);
  });

  it(`lasts ${IMPERSONATION_SESSION_HOURS} hours, not the 14 days of a sign-in`, async () => {
    const { staff, token } = await impersonating();
    const minutes = IMPERSONATION_SESSION_HOURS * 60 - 30;
    // Both windows in use: each half hour the staff member and the impersonation are seen.
    try {
      for (let elapsed = 30; elapsed <= minutes; elapsed += 30) {
        t.context.clock.shift(30);
        expect(await sessionStatus(token)).toBe(200);
        expect(await sessionStatus(staff.token)).toBe(200);
      }
      t.context.clock.shift(31);
      expect(await sessionStatus(token)).toBe(401);
      expect(await sessionStatus(staff.token)).toBe(200);
    } finally {
      t.context.clock.shift(-(minutes + 31));
    }
  });
});
