import { MSG } from '@cgx/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { addNgr, createOrganisation, createUser, lastMessageTo, tokenIn } from '../../test/factories.ts';
import { nextAddress, useTestApp } from '../../test/test-app.ts';

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

  it("answers 400 with 'Passwords don't match.'", async () => {
    const response = await post('/api/registrations/analyst', { ...person(), ...business, passwordConfirmation: 'Other-Password-1' });
    expect(response.json().errors).toEqual({ passwordConfirmation: [MSG.passwordsDontMatch] });
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const existing = await createUser(t.context, 'Trader');
    const response = await post('/api/registrations/trader', { ...person(), ...business, email: existing.email });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ email: [MSG.emailTaken] });
  });

  it('answers 404 for an unknown registration type and 400 for a bad confirmation token', async () => {
    expect((await post('/api/registrations/farmer', person())).statusCode).toBe(404);
    const response = await post('/api/registrations/confirm', { token: 'not-a-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: [MSG.confirmLinkInvalid] });
  });
});
