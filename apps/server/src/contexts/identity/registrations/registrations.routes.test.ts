import { MSG } from '@cgx/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageRecipients, messages } from '../../../db/schema/messages.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { addNgr, createOrganisation, createUser, lastMessageTo, tokenIn } from '../../../test/factories.ts';
import { nextAddress, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let counter = 0;

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextAddress() });

function person() {
  counter += 1;
  return {
    firstName: 'Grace',
    lastName: 'Kelly',
    email: `grace${counter}.${Date.now()}@example.com.au`,
    mobile: '0412 345 678',
    password: 'Wheat-Harvest-26',
    passwordConfirmation: 'Wheat-Harvest-26',
    acceptTerms: true,
  };
}
const business = { tradingName: 'Kelly Grain Trading', state: 'VIC', postcode: '3550', abn: '51 824 753 556' };
const uniqueNgr = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

async function confirmLinkFor(email: string) {
  const message = await lastMessageTo(t.context, email, 'email_confirmation');
  return decodeURIComponent(tokenIn(message?.summary ?? ''));
}

describe('registration', () => {
  it('registers a grower with a new NGR, confirms by the e-mailed link, then allows sign-in', async () => {
    const body = { ...person(), ngr: uniqueNgr() };
    const response = await post('/api/registrations/grower-ngr?source=Clear%20Settle', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ next: 'thank-you', email: body.email, ngr: body.ngr });

    const before = await post('/api/auth/login', { login: body.email, password: body.password });
    expect(before.statusCode).toBe(403);

    const token = await confirmLinkFor(body.email);
    expect((await post('/api/registrations/confirm', { token })).json()).toEqual({ status: 'confirmed' });
    expect((await post('/api/registrations/confirm', { token })).json()).toEqual({ status: 'already_confirmed' });
    expect((await post('/api/auth/login', { login: body.email, password: body.password })).statusCode).toBe(200);

    const user = await t.context.db.query.users.findFirst({ where: eq(users.email, body.email) });
    const organisation = await t.context.db.query.organisations.findFirst({ where: eq(organisations.id, user?.organisationId ?? 0) });
    expect(user).toMatchObject({ role: 'Grower', mobile: '+61412345678', isOrganisationAdmin: true });
    expect(organisation).toMatchObject({ type: 'grower', registrationSource: 'Clear Settle' });
  });

  it('asks the administrator of an NGR that is already registered, and approval lets the newcomer in', async () => {
    const organisation = await createOrganisation(t.context, { type: 'grower', tradingName: 'Yarra Valley Grains' });
    const ngr = uniqueNgr();
    await addNgr(t.context, organisation.id, ngr);
    const admin = await createUser(t.context, 'Grower', { organisationId: organisation.id, isOrganisationAdmin: true });
    const body = { ...person(), ngr };
    const response = await post('/api/registrations/grower-ngr', body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ next: 'email-sent', email: body.email, ngr });

    const request = await lastMessageTo(t.context, admin.email, 'ngr_join_request');
    expect(request?.summary).toContain(ngr);
    expect((await post('/api/auth/login', { login: body.email, password: body.password })).json().message).toBe(MSG.awaitingApproval);
    const token = decodeURIComponent(tokenIn(request?.summary ?? ''));
    expect((await post('/api/registrations/confirm', { token })).json()).toEqual({ status: 'approved' });
    expect((await post('/api/auth/login', { login: body.email, password: body.password })).statusCode).toBe(200);
    expect(await lastMessageTo(t.context, body.email, 'ngr_join_approved')).toBeDefined();
  });

  it.each(['grower-no-ngr', 'trader', 'agent', 'analyst'])('registers a %s', async (type) => {
    const response = await post(`/api/registrations/${type}`, { ...person(), ...business });
    expect(response.statusCode).toBe(201);
    expect(response.json().next).toBe('thank-you');
  });

  it('answers 400 with the ABN messages: 11 digits, then the server-side check', async () => {
    const short = await post('/api/registrations/trader', { ...person(), ...business, abn: '1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ abn: [MSG.abnDigits] });
    const bad = await post('/api/registrations/trader', { ...person(), ...business, abn: '12345678901' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ abn: [MSG.abnInvalid] });
  });

  it('answers 400 for an NGR that is not 8 digits and for missing fields', async () => {
    const response = await post('/api/registrations/grower-ngr', { ...person(), ngr: '1234' });
    expect(response.json().errors).toEqual({ ngr: [MSG.ngrInvalid] });
    const empty = await post('/api/registrations/agent', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({ firstName: [MSG.required], email: [MSG.required], tradingName: [MSG.required] });
  });

  it('answers 400 on the field for a name with a line break or a control character (issue 24: it started a row in CSV downloads)', async () => {
    const tradingName = "Paddock Farms\n=SUM(1+1)*cmd|' /C calc'!A0";
    const response = await post('/api/registrations/trader', { ...person(), ...business, tradingName, lastName: 'Kelly\u0007' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ tradingName: [MSG.oneLine], lastName: [MSG.oneLine] });
  });

  it("answers 400 with 'Passwords don't match.'", async () => {
    const response = await post('/api/registrations/analyst', { ...person(), ...business, passwordConfirmation: 'Other-Password-1' });
    expect(response.json().errors).toEqual({ passwordConfirmation: [MSG.passwordsDontMatch] });
  });

  it('answers an address that already has an account exactly as a new one, changes nothing, and tells its owner', async () => {
    const existing = await createUser(t.context, 'Trader');
    const tradingName = `Taken Address Trading ${Date.now()}`;
    const fresh = await post('/api/registrations/trader', { ...person(), ...business });
    const taken = await post('/api/registrations/trader', { ...person(), ...business, tradingName, email: existing.email.toUpperCase() });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ ...fresh.json(), email: existing.email });

    const accounts = await t.context.db.select().from(users).where(eq(users.email, existing.email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.passwordHash).toBe(existing.passwordHash);
    expect(await t.context.db.query.organisations.findFirst({ where: eq(organisations.tradingName, tradingName) })).toBeUndefined();
    expect(await lastMessageTo(t.context, existing.email, 'email_confirmation')).toBeUndefined();
    const notice = await lastMessageTo(t.context, existing.email, 'registration_attempt');
    expect(notice?.summary).toContain('Someone tried to register');
    expect(notice?.summary).toContain('http://cgx.test/forgot-password');
  });

  it('takes about as long for a taken address as for a new one (the password is hashed either way)', async () => {
    const existing = await createUser(t.context, 'Analyst');
    const timed = async (email?: string) => {
      const started = performance.now();
      const response = await post('/api/registrations/analyst', { ...person(), ...business, ...(email ? { email } : {}) });
      expect(response.statusCode).toBe(201);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    const freshTimes = [await timed(), await timed(), await timed()];
    const takenTimes = [await timed(existing.email), await timed(existing.email), await timed(existing.email)];
    // Without the hash a taken address answered in a few milliseconds; with it, alike within noise.
    expect(median(takenTimes)).toBeGreaterThan(median(freshTimes) / 3);
  });

  it('answers a taken address with an NGR already registered as a new one would, without asking the administrator', async () => {
    const organisation = await createOrganisation(t.context, { type: 'grower' });
    const ngr = uniqueNgr();
    await addNgr(t.context, organisation.id, ngr);
    const admin = await createUser(t.context, 'Grower', { organisationId: organisation.id, isOrganisationAdmin: true });
    const existing = await createUser(t.context, 'Grower');
    const response = await post('/api/registrations/grower-ngr', { ...person(), email: existing.email, ngr });
    expect(response.json()).toEqual({ next: 'email-sent', email: existing.email, ngr });
    expect(await lastMessageTo(t.context, admin.email, 'ngr_join_request')).toBeUndefined();
    expect(await t.context.db.select().from(users).where(eq(users.organisationId, organisation.id))).toHaveLength(1);
  });

  it('sends the owner at most three notices an hour', async () => {
    const existing = await createUser(t.context, 'Agent');
    for (let n = 0; n < 5; n += 1) {
      expect((await post('/api/registrations/agent', { ...person(), ...business, email: existing.email })).statusCode).toBe(201);
    }
    const notices = await t.context.db
      .select()
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messageRecipients.email, existing.email), eq(messages.kind, 'registration_attempt')));
    expect(notices).toHaveLength(3);
  });

  it('answers 404 for an unknown registration type and 400 for a bad confirmation token', async () => {
    expect((await post('/api/registrations/farmer', person())).statusCode).toBe(404);
    const response = await post('/api/registrations/confirm', { token: 'not-a-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: [MSG.confirmLinkInvalid] });
  });
});
