import { MSG } from '@cgx/domain/messages';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, bearerFor, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { requirePasswordToken } from './password-token.service.ts';
import { authenticateToken } from './session.service.ts';

const t = useTestApp();

const ask = (authorization: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-token',
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

describe('POST /api/auth/password-token', () => {
  it('answers 401 anonymous and 400 for a missing or wrong password, on the password field', async () => {
    expect((await ask(undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    expect((await ask(authorization, {})).json().errors).toEqual({ password: [MSG.required] });
    const wrong = await ask(authorization, { password: 'Not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password[0]).toContain('authorised');
  });

  it('gives a token that confirms submits from the same session for ten minutes only', async () => {
    const user = await createUser(t.context, 'Grower');
    const mine = await bearerFor(t.context, user);
    const other = await bearerFor(t.context, user);
    const response = await ask(mine.authorization, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { passwordToken } = response.json();
    const auth = await authenticateToken(t.context, mine.token);
    const otherAuth = await authenticateToken(t.context, other.token);
    if (!auth || !otherAuth) throw new Error('no session');
    await expect(requirePasswordToken(t.context, auth, passwordToken)).resolves.toBeUndefined();
    await expect(requirePasswordToken(t.context, otherAuth, passwordToken)).rejects.toMatchObject({ statusCode: 400 });
    await expect(requirePasswordToken(t.context, auth, undefined)).rejects.toMatchObject({
      errors: { password: [MSG.passwordTokenRequired] },
    });
    t.context.clock.shift(11);
    try {
      await expect(requirePasswordToken(t.context, auth, passwordToken)).rejects.toMatchObject({ statusCode: 400 });
    } finally {
      t.context.clock.shift(-11);
    }
  });

  it('answers 429 after ten tries in a session', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Trader'));
    for (let attempt = 0; attempt < 10; attempt += 1) await ask(authorization, { password: 'Wrong-password-1' });
    expect((await ask(authorization, { password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('dies with its session (decision 0062): after logout the token confirms nothing', async () => {
    const user = await createUser(t.context, 'Grower');
    const mine = await bearerFor(t.context, user);
    const { passwordToken } = (await ask(mine.authorization, { password: TEST_PASSWORD })).json();
    const auth = await authenticateToken(t.context, mine.token);
    if (!auth) throw new Error('no session');
    await expect(requirePasswordToken(t.context, auth, passwordToken)).resolves.toBeUndefined();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: mine.authorization } })).statusCode,
    ).toBe(204);
    // A submit that carries it is refused before the token is even looked at: its session is gone.
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/offers/1/cancel',
      headers: { authorization: mine.authorization },
      payload: { passwordToken },
    });
    expect(cancel.statusCode).toBe(401);
    expect(await authenticateToken(t.context, mine.token)).toBeNull();
  });
});
