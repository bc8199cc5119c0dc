import { MSG } from '@cgx/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageRecipients } from '../../../db/schema/messages.ts';
import { bearerFor, codeIn, createUser, lastMessageTo, TEST_PASSWORD } from '../../../test/factories.ts';
import { nextAddress, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const countMessagesTo = async (email: string) =>
  (await t.context.db.select().from(messageRecipients).where(eq(messageRecipients.email, email))).length;

describe('POST /api/auth/login', () => {
  it('answers 400 with field messages for a malformed body', async () => {
    const response = await post('/api/auth/login', { login: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MSG.invalidRequest,
      errors: { login: [MSG.required], password: [MSG.required] },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const user = await createUser(t.context, 'Trader');
    const wrong = await post('/api/auth/login', { login: user.email, password: 'Wrong-password-1' });
    const unknown = await post('/api/auth/login', { login: 'nobody@example.com.au', password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.invalidCredentials);
    expect(unknown.json().message).toBe(MSG.invalidCredentials);
  });

  it('answers 403 until the e-mail address is confirmed', async () => {
    const user = await createUser(t.context, 'Grower', { emailConfirmedAt: null });
    const response = await post('/api/auth/login', { login: user.loginNumber, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MSG.emailNotConfirmed);
  });

  it('counts wrong passwords per account, however it was typed, then answers every password with the verification step', async () => {
    const user = await createUser(t.context, 'Grower', { mfaChannel: 'email' });
    const address = nextAddress();
    const attempt = (login: string, password: string) => post('/api/auth/login', { login, password }, address);
    // The owner started signing in before the attack; guessing must not end it.
    const ownChallenge = (await attempt(user.email, TEST_PASSWORD)).json();
    const ownCode = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    const messagesBefore = await countMessagesTo(user.email);

    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await attempt(n % 2 ? user.loginNumber : user.email, `Wrong-password-${n}`)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));

    // Past the limit a wrong password looks like a right one: same view, destinations and channel…
    const decoy = await attempt(user.loginNumber, 'Wrong-password-11');
    expect(decoy.statusCode).toBe(200);
    expect(decoy.json()).toEqual({ ...ownChallenge, challengeId: expect.any(String) });
    // …but no code goes out, and none passes, not even one the owner really got.
    expect(await countMessagesTo(user.email)).toBe(messagesBefore);
    const decoyId = decoy.json().challengeId;
    for (let n = 0; n < 4; n += 1) {
      const verify = await post('/api/auth/mfa/verify', { challengeId: decoyId, code: ownCode }, address);
      expect(verify.json().errors).toEqual({ code: [MSG.invalidCode] });
    }
    expect((await post('/api/auth/mfa/verify', { challengeId: decoyId, code: ownCode }, address)).statusCode).toBe(401);

    // The owner still gets in: the sign-in they started, and a new one with the right password.
    const own = await post('/api/auth/mfa/verify', { challengeId: ownChallenge.challengeId, code: ownCode }, address);
    expect(own.json().view).toBe('session');
    const again = await attempt(user.email, TEST_PASSWORD);
    expect(again.statusCode).toBe(200);
    const code = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    const verified = await post('/api/auth/mfa/verify', { challengeId: again.json().challengeId, code }, address);
    expect(verified.json()).toMatchObject({ view: 'session', session: { userId: user.id } });
  });

  it('answers a decoy, not the refusal, to the right password of an account under attack', async () => {
    const user = await createUser(t.context, 'Grower', { emailConfirmedAt: null, mfaChannel: null });
    const address = nextAddress();
    for (let n = 0; n < 11; n += 1) await post('/api/auth/login', { login: user.email, password: `Wrong-password-${n}` }, address);
    const right = await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD }, address);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ view: 'mfa', mfaEnabled: false, sentTo: null });
    const sent = await post('/api/auth/mfa/send', { challengeId: right.json().challengeId, channel: 'email' }, address);
    expect(sent.statusCode).toBe(200);
    expect(await lastMessageTo(t.context, user.email, 'mfa_code')).toBeUndefined();
  });
});

describe('verify your identity', () => {
  it('signs in with a login number and the code e-mailed at once to a user with MFA', async () => {
    const user = await createUser(t.context, 'Trader', { mfaChannel: 'email' });
    const address = nextAddress();
    const login = await post('/api/auth/login', { login: user.loginNumber, password: TEST_PASSWORD }, address);
    expect(login.statusCode).toBe(200);
    const challenge = login.json();
    expect(challenge).toMatchObject({ view: 'mfa', mfaEnabled: true, sentTo: 'email' });
    expect(challenge.destinations.email).toMatch(/^us\*\*\*@example\.com\.au$/);

    const message = await lastMessageTo(t.context, user.email, 'mfa_code');
    const verify = await post(
      '/api/auth/mfa/verify',
      { challengeId: challenge.challengeId, code: codeIn(message?.summary ?? '') },
      address,
    );
    expect(verify.statusCode).toBe(200);
    const signedIn = verify.json();
    expect(signedIn.view).toBe('session');
    expect(signedIn.tokens.token).not.toBe(signedIn.tokens.wsToken);
    expect(signedIn.session).toMatchObject({ userId: user.id, landingPath: '/portal/buy-grain', impersonating: false });
    expect(signedIn.session.organisation.roleName).toBe('Trader');

    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${signedIn.tokens.token}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.loginNumber).toBe(user.loginNumber);
    // The websocket token is not a session token.
    const wsAsBearer = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${signedIn.tokens.wsToken}` },
    });
    expect(wsAsBearer.statusCode).toBe(401);
  });

  it('lets a user without MFA choose SMS, and remembers the choice', async () => {
    const user = await createUser(t.context, 'Grower', { mfaChannel: null });
    const address = nextAddress();
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD }, address)).json();
    expect(challenge).toMatchObject({ mfaEnabled: false, sentTo: null });
    expect(await lastMessageTo(t.context, user.email, 'mfa_code')).toBeUndefined();

    const sent = await post('/api/auth/mfa/send', { challengeId: challenge.challengeId, channel: 'sms' }, address);
    expect(sent.json()).toEqual({ sentTo: 'sms', destination: `•••• ••• ${user.mobile?.slice(-3)}` });
    const sms = await lastMessageTo(t.context, user.mobile ?? '', 'mfa_code');
    expect(sms?.type).toBe('sms');
    const verify = await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code: codeIn(sms?.body ?? '') }, address);
    expect(verify.json().session.user).toMatchObject({ mfaEnabled: true, mfaChannel: 'sms' });
  });

  it('refuses SMS when there is no mobile number', async () => {
    const user = await createUser(t.context, 'Grower', { mfaChannel: null, mobile: null });
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).json();
    const sent = await post('/api/auth/mfa/send', { challengeId: challenge.challengeId, channel: 'sms' });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors).toEqual({ channel: [MSG.noMobile] });
    expect((await post('/api/auth/mfa/send', { challengeId: challenge.challengeId, channel: 'fax' })).statusCode).toBe(400);
  });

  it('counts wrong codes and ends the sign-in after five', async () => {
    const user = await createUser(t.context, 'Trader');
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).json();
    const message = await lastMessageTo(t.context, user.email, 'mfa_code');
    const right = codeIn(message?.summary ?? '');
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toEqual({ code: [MSG.invalidCode] });
    for (let attempt = 0; attempt < 3; attempt += 1)
      await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code: wrong });
    const fifth = await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code: wrong });
    expect(fifth.statusCode).toBe(401);
    const late = await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code: right });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(MSG.signInExpired);
  });

  it('allows five wrong codes per sign-in, however many codes were sent', async () => {
    const user = await createUser(t.context, 'Trader', { mfaChannel: 'email' });
    const address = nextAddress();
    const { challengeId } = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD }, address)).json();
    const answers: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      answers.push((await post('/api/auth/mfa/verify', { challengeId, code: '000000' }, address)).statusCode);
      expect((await post('/api/auth/mfa/send', { challengeId, channel: 'email' }, address)).statusCode).toBe(200);
    }
    const latest = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    answers.push(
      (await post('/api/auth/mfa/verify', { challengeId, code: latest === '000000' ? '111111' : '000000' }, address)).statusCode,
    );
    expect(answers).toEqual([400, 400, 400, 400, 401]);
    const right = await post('/api/auth/mfa/verify', { challengeId, code: latest }, address);
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe(MSG.signInExpired);
  });

  it('sends codes only by the channel the user chose: an SMS user cannot switch to e-mail', async () => {
    const user = await createUser(t.context, 'Grower', { mfaChannel: 'sms' });
    const address = nextAddress();
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD }, address)).json();
    expect(challenge.sentTo).toBe('sms');
    const switched = await post('/api/auth/mfa/send', { challengeId: challenge.challengeId, channel: 'email' }, address);
    expect(switched.statusCode).toBe(400);
    expect(switched.json().errors).toEqual({ channel: [MSG.mfaChannelFixed] });
    // The newest code of this user is still the SMS: nothing went by e-mail.
    expect((await lastMessageTo(t.context, user.email, 'mfa_code'))?.type).toBe('sms');
    expect((await post('/api/auth/mfa/send', { challengeId: challenge.challengeId, channel: 'sms' }, address)).statusCode).toBe(200);
  });

  it('answers 400 for a code that is not six digits', async () => {
    const response = await post('/api/auth/mfa/verify', { challengeId: 'x', code: '12ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.code).toEqual(['Enter the 6-digit code']);
  });

  it('refuses a code older than ten minutes', async () => {
    const user = await createUser(t.context, 'Trader');
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).json();
    const code = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    t.context.clock.shift(11);
    const response = await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code });
    t.context.clock.shift(-11);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ code: [MSG.codeExpired] });
  });

  it('ends the flow when the user leaves the login screen', async () => {
    const user = await createUser(t.context, 'Trader');
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).json();
    const code = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    expect((await post('/api/auth/login/cancel', { challengeId: challenge.challengeId })).statusCode).toBe(204);
    const response = await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code });
    expect(response.statusCode).toBe(401);
  });

  it('asks a user whose password predates the rule for a new one before the session', async () => {
    const user = await createUser(t.context, 'Grower', { mustChangePassword: true });
    const challenge = (await post('/api/auth/login', { login: user.email, password: TEST_PASSWORD })).json();
    const code = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    const verify = (await post('/api/auth/mfa/verify', { challengeId: challenge.challengeId, code })).json();
    expect(verify.view).toBe('resetPassword');
    const reset = await post('/api/auth/password/reset', {
      token: verify.token,
      password: 'New-Harvest-27',
      passwordConfirmation: 'New-Harvest-27',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: MSG.passwordReset, view: 'mfa', sentTo: 'email' });
    const newCode = codeIn((await lastMessageTo(t.context, user.email, 'mfa_code'))?.summary ?? '');
    const signedIn = await post('/api/auth/mfa/verify', { challengeId: reset.json().challengeId, code: newCode });
    expect(signedIn.json()).toMatchObject({ view: 'session', session: { userId: user.id } });
  });
});

describe('session and logout', () => {
  it('answers 401 to an anonymous caller and to an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: 'Bearer nope' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(MSG.signInRequired);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const user = await createUser(t.context, 'Agent');
    const { authorization } = await bearerFor(t.context, user);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } })).json().landingPath).toBe(
      '/portal/my-clients-grain',
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } })).statusCode).toBe(401);
  });

  it('ends a session left unused for more than 12 hours', async () => {
    const user = await createUser(t.context, 'Analyst');
    const { authorization } = await bearerFor(t.context, user);
    t.context.clock.shift(12 * 60 + 1);
    const response = await t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } });
    t.context.clock.shift(-(12 * 60 + 1));
    expect(response.statusCode).toBe(401);
  });

  it('answers requests arriving at the same moment each with its own session (one lookup serves them all)', async () => {
    const agent = await createUser(t.context, 'Agent');
    const analyst = await createUser(t.context, 'Analyst');
    const [first, second] = [await bearerFor(t.context, agent), await bearerFor(t.context, analyst)];
    const ended = await bearerFor(t.context, await createUser(t.context, 'Agent'));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: ended.authorization } });
    const sessionOf = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/session', headers: { authorization } });
    const answers = await Promise.all([
      sessionOf(first.authorization),
      sessionOf(ended.authorization),
      sessionOf(second.authorization),
      sessionOf(first.authorization),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 200, 200]);
    expect(answers[0]?.json().user.id).toBe(agent.id);
    expect(answers[2]?.json().user.id).toBe(analyst.id);
    expect(answers[3]?.json().user.id).toBe(agent.id);
  });
});
