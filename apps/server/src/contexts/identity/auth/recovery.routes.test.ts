import { MSG } from '@cgx/domain/messages';
import { describe, expect, it } from 'vitest';
import { bearerFor, codeIn, createUser, lastMessageTo, TEST_PASSWORD, tokenIn } from '../../../test/factories.ts';
import { nextAddress, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

async function resetLinkFor(email: string) {
  await post('/api/auth/password/forgot', { email });
  const message = await lastMessageTo(t.context, email, 'password_reset');
  return decodeURIComponent(tokenIn(message?.summary ?? ''));
}

describe('POST /api/auth/password/forgot', () => {
  it('answers 400 with the spec messages for a missing or malformed e-mail', async () => {
    const missing = await post('/api/auth/password/forgot', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: [MSG.required] });
    const malformed = await post('/api/auth/password/forgot', { email: 'jack@farm' });
    expect(malformed.json().errors).toEqual({ email: [MSG.emailFormat] });
  });

  it('gives the same answer for an unknown address and sends nothing', async () => {
    const user = await createUser(t.context, 'Grower');
    const known = await post('/api/auth/password/forgot', { email: `  ${user.email.toUpperCase()} ` });
    const unknown = await post('/api/auth/password/forgot', { email: 'nobody@example.com.au' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: MSG.resetLinkSent });
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMessageTo(t.context, user.email, 'password_reset')).toBeDefined();
    expect(await lastMessageTo(t.context, 'nobody@example.com.au')).toBeUndefined();
  });

  it('answers 429 after five requests for one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await post('/api/auth/password/forgot', { email: 'flood@example.com.au' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the password, ends every session, goes on to the verification step, and refuses the same link again', async () => {
    const user = await createUser(t.context, 'Grower', { mfaChannel: 'email' });
    const other = await bearerFor(t.context, user);
    const token = await resetLinkFor(user.email);
    const body = { token, password: 'Canola-Harvest-9', passwordConfirmation: 'Canola-Harvest-9' };
    const address = nextAddress();
    const reset = await post('/api/auth/password/reset', body, address);
    expect(reset.statusCode).toBe(200);
    // Not a session: 'Verify your identity', as after a password (spec 000 §4 ends in the portal through the code).
    expect(reset.json()).toEqual({
      message: MSG.passwordReset,
      view: 'mfa',
      challengeId: expect.any(String),
      mfaEnabled: true,
      destinations: { email: expect.stringMatching(/\*\*\*@/), sms: expect.any(String) },
      sentTo: 'email',
    });
    expect(reset.json()).not.toHaveProperty('tokens');
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: other.authorization } })).statusCode).toBe(
      401,
    );
    const code = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    const verified = await post('/api/auth/mfa/verify', { challengeId: reset.json().challengeId, code }, address);
    expect(verified.json()).toMatchObject({ view: 'session', session: { userId: user.id } });

    const again = await post('/api/auth/password/reset', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: [MSG.resetLinkInvalid] });

    const oldPassword = await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    expect((await post('/api/auth/login', { login: user.email, password: 'Canola-Harvest-9' })).statusCode).toBe(200);
  });

  it('still needs the SMS code of a user whose codes go by SMS: the e-mailed link alone does not sign in', async () => {
    const user = await createUser(t.context, 'Trader', { mfaChannel: 'sms' });
    const token = await resetLinkFor(user.email);
    const address = nextAddress();
    const reset = await post(
      '/api/auth/password/reset',
      { token, password: 'Lupin-Harvest-7', passwordConfirmation: 'Lupin-Harvest-7' },
      address,
    );
    expect(reset.json()).toMatchObject({ view: 'mfa', sentTo: 'sms' });
    expect((await lastMessageTo(t.context, user.mobile ?? '', 'mfa_code'))?.type).toBe('sms');
    const byEmail = await post('/api/auth/mfa/send', { challengeId: reset.json().challengeId, channel: 'email' }, address);
    expect(byEmail.json().errors).toEqual({ channel: [MSG.mfaChannelFixed] });
    expect((await lastMessageTo(t.context, user.email, 'mfa_code'))?.type).toBe('sms');
  });

  it('refuses a link older than 15 minutes', async () => {
    const user = await createUser(t.context, 'Trader');
    const token = await resetLinkFor(user.email);
    t.context.clock.shift(16);
    const response = await post('/api/auth/password/reset', {
      token,
      password: 'Barley-Malting-1',
      passwordConfirmation: 'Barley-Malting-1',
    });
    t.context.clock.shift(-16);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ token: [MSG.resetLinkInvalid] });
  });

  it('makes an older link worthless when a newer one is sent', async () => {
    const user = await createUser(t.context, 'Trader');
    const first = await resetLinkFor(user.email);
    await resetLinkFor(user.email);
    const response = await post('/api/auth/password/reset', {
      token: first,
      password: 'Sorghum-Red-22',
      passwordConfirmation: 'Sorghum-Red-22',
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers 400 with 'Passwords don't match.' and the strict rule, mapped to fields", async () => {
    const mismatch = await post('/api/auth/password/reset', {
      token: 'x',
      password: 'Canola-Harvest-9',
      passwordConfirmation: 'Canola-Harvest-8',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ passwordConfirmation: [MSG.passwordsDontMatch] });
    const weak = await post('/api/auth/password/reset', { token: 'x', password: 'password', passwordConfirmation: 'password' });
    expect(weak.json().errors).toEqual({ password: [MSG.passwordRule] });
    const empty = await post('/api/auth/password/reset', {});
    expect(empty.json().errors).toMatchObject({ password: [MSG.required], passwordConfirmation: [MSG.required] });
  });
});

describe('POST /api/auth/login-number/forgot', () => {
  it('e-mails the login number, answering the same for unknown addresses', async () => {
    const user = await createUser(t.context, 'Agent');
    const known = await post('/api/auth/login-number/forgot', { email: user.email });
    const unknown = await post('/api/auth/login-number/forgot', { email: 'ghost@example.com.au' });
    expect(known.json()).toEqual({ message: MSG.loginNumberSent });
    expect(unknown.json()).toEqual({ message: MSG.loginNumberSent });
    const message = await lastMessageTo(t.context, user.email, 'login_number');
    expect(message?.summary).toContain(user.loginNumber);
    expect((await post('/api/auth/login-number/forgot', { email: 'bad' })).statusCode).toBe(400);
  });
});
