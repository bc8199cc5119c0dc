import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema/platform.ts';
import { users } from '../../../db/schema/users.ts';
import { bearerFor, createOrganisation, createUser, lastMessageTo, tokenIn } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const url = '/api/organisation/users';
type User = Awaited<ReturnType<typeof createUser>>;

const auth = async (user: User) => (await bearerFor(t.context, user)).authorization;
const list = async (user: User, query = '') =>
  t.app.inject({ method: 'GET', url: `${url}${query}`, headers: { authorization: await auth(user) } });
const invite = async (user: User, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: await auth(user) }, payload: payload as object });

let sequence = 0;
const newcomer = () => {
  sequence += 1;
  return {
    firstName: 'Sam',
    lastName: `Newcomer${sequence}`,
    email: `sam.${sequence}.${Date.now()}@example.com.au`,
    mobile: '0412 000 111',
  };
};

/** A grower organisation with an administrator, a colleague and a user awaiting approval. */
async function team(type: 'grower' | 'trader' | 'agent' | 'analyst' = 'grower') {
  const role = ({ grower: 'Grower', trader: 'Trader', agent: 'Agent', analyst: 'Analyst' } as const)[type];
  const organisation = await createOrganisation(t.context, { type, tradingName: `Team ${type} ${Date.now()}` });
  const admin = await createUser(t.context, role, {
    organisationId: organisation.id,
    isOrganisationAdmin: true,
    firstName: 'Ada',
    lastName: 'Admin',
  });
  const colleague = await createUser(t.context, role, { organisationId: organisation.id, firstName: 'Cole', lastName: 'Colleague' });
  const waiting = await createUser(t.context, role, {
    organisationId: organisation.id,
    firstName: 'Will',
    lastName: 'Waiting',
    status: 'pending_approval',
  });
  return { organisation, admin, colleague, waiting };
}

describe('GET /api/organisation/users', () => {
  it('answers 401 anonymous and 403 to roles the users route is not for', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${url}?page=0` })).statusCode).toBe(401);
    for (const role of ['Admin', 'CGX Sales'] as const) {
      expect((await list(await createUser(t.context, role))).statusCode, role).toBe(403);
    }
  });

  it("shows any member its own organisation's users, by name, with their standing, and no other organisation's", async () => {
    const { admin, colleague, waiting } = await team();
    const other = await team();
    const response = await list(colleague);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(response.json().rows).toMatchObject([
      {
        id: admin.id,
        firstName: 'Ada',
        lastName: 'Admin',
        isOrganisationAdmin: true,
        status: 'active',
        role: 'Grower',
        email: admin.email,
      },
      { id: colleague.id, isOrganisationAdmin: false, status: 'active' },
      { id: waiting.id, status: 'pending_approval' },
    ]);
    expect(response.body).not.toContain(other.admin.email);
    expect(response.json().rows[0]).not.toHaveProperty('passwordHash');
  });

  it('pages, sorts, and filters by status, term and dates; 400 on the field for a bad value', async () => {
    const { admin, colleague } = await team('trader');
    const invited = (await invite(admin, { ...newcomer(), lastName: 'Zed' })).json();
    const names = async (query: string) => (await list(colleague, query)).json().rows.map((row: { lastName: string }) => row.lastName);
    expect(await names('')).toEqual(['Admin', 'Colleague', 'Waiting', 'Zed']);
    expect(await names('?sort=name&direction=desc')).toEqual(['Zed', 'Waiting', 'Colleague', 'Admin']);
    expect(await names('?pageSize=10&page=1&sort=email&direction=asc')).toHaveLength(4);
    expect((await list(colleague, '?pageSize=10&page=2')).json()).toMatchObject({ rows: [], total: 4 });
    expect(await names('?status=invited')).toEqual(['Zed']);
    expect(await names('?status=pending_approval')).toEqual(['Waiting']);
    expect(await names('?term=cole%20coll')).toEqual(['Colleague']);
    expect(await names(`?term=${invited.loginNumber}`)).toEqual(['Zed']);
    expect(await names('?term=%25')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names(`?dateTo=2020-01-01`)).toEqual([]);
    expect((await names(`?dateFrom=2020-01-01&dateTo=2099-12-31`)).length).toBe(4);
    expect(today).toMatch(/^\d{4}-/);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['pageSize=3', 'pageSize'],
      ['sort=passwordHash', 'sort'],
      ['direction=sideways', 'direction'],
      ['status=banned', 'status'],
      ['dateFrom=2026-13-01', 'dateFrom'],
      ['dateFrom=2026-11-02&dateTo=2026-11-01', 'dateTo'],
    ] as const) {
      const response = await list(colleague, `?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});

describe('POST /api/organisation/users', () => {
  it('lets the administrator invite a user with the organisation’s role, and e-mails a link to choose a password', async () => {
    const { organisation, admin } = await team('agent');
    const person = newcomer();
    const response = await invite(admin, { ...person, email: person.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      firstName: 'Sam',
      email: person.email,
      mobile: '+61412000111',
      role: 'Agent',
      status: 'invited',
      isOrganisationAdmin: false,
      lastSignInAt: null,
    });
    const stored = await t.context.db.query.users.findFirst({ where: eq(users.id, created.id) });
    expect(stored).toMatchObject({ organisationId: organisation.id, passwordHash: null, status: 'active', emailConfirmedAt: null });

    const message = await lastMessageTo(t.context, person.email, 'user_invitation');
    expect(message?.subject).toBe(`Ada Admin invited you to ${organisation.tradingName} on CGX`);
    expect(message?.summary).toContain(created.loginNumber);
    expect(message?.summary).toMatch(/\/reset-password\?token=/);
    const [entry] = await t.context.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, created.id), eq(activityLog.action, 'user_invited')));
    expect(entry?.actorUserId).toBe(admin.id);

    // The link sets the first password, like a reset, and goes on to 'Verify your identity'.
    const token = decodeURIComponent(tokenIn(message?.summary ?? ''));
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'New-Grain-2026!', passwordConfirmation: 'New-Grain-2026!' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ view: 'mfa' });
    const joined = await t.context.db.query.users.findFirst({ where: eq(users.id, created.id) });
    expect(joined?.passwordHash).not.toBeNull();
    expect(joined?.emailConfirmedAt).not.toBeNull();
    expect((await list(admin, '?status=active')).json().rows.map((row: { id: number }) => row.id)).toContain(created.id);
    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'New-Grain-2026!', passwordConfirmation: 'New-Grain-2026!' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('counts the longest-standing active user as the administrator of an organisation without one', async () => {
    const organisation = await createOrganisation(t.context, { type: 'analyst' });
    const first = await createUser(t.context, 'Analyst', { organisationId: organisation.id });
    const second = await createUser(t.context, 'Analyst', { organisationId: organisation.id });
    expect((await invite(second, newcomer())).statusCode).toBe(403);
    expect((await invite(first, newcomer())).statusCode).toBe(201);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: await auth(first) } });
    expect(session.json().user.isOrganisationAdmin).toBe(true);
  });

  it('answers 401 anonymous, 403 to a member who is not the administrator and to staff', async () => {
    expect((await t.app.inject({ method: 'POST', url, payload: newcomer() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    const { colleague } = await team();
    const refused = await invite(colleague, newcomer());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only your organisation's administrator can invite users.");
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: await auth(colleague) } });
    expect(session.json().user.isOrganisationAdmin).toBe(false);
    const staff = await createUser(t.context, 'Admin', { isOrganisationAdmin: true });
    expect((await invite(staff, newcomer())).statusCode).toBe(403);
  });

  it('answers 400 with each field’s message, and for an address that already has an account', async () => {
    const { admin, colleague } = await team('trader');
    const missing = await invite(admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ firstName: ['Required'], lastName: ['Required'], email: ['Required'] });
    const bad = await invite(admin, { ...newcomer(), email: 'not-an-email', mobile: '123' });
    expect(bad.json().errors).toEqual({
      email: ['Entered value does not match email format'],
      mobile: ['Enter an Australian mobile number, e.g. 0412 345 678'],
    });
    expect((await invite(admin, { ...newcomer(), role: 'Admin' })).statusCode).toBe(400);
    const taken = await invite(admin, { ...newcomer(), email: colleague.email });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ email: ['This e-mail address already has an account on the exchange.'] });
    // Without a mobile: optional.
    expect((await invite(admin, { ...newcomer(), mobile: '' })).json()).toMatchObject({ mobile: null });
  });

  it('limits the invitations an organisation sends in an hour', async () => {
    const { admin } = await team();
    const statuses = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await invite(admin, newcomer())).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
