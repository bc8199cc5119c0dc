import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../../db/schema/platform.ts';
import { users } from '../../../db/schema/users.ts';
import { bearerFor, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
const url = '/api/profile';
const valid = { firstName: ' Jess ', lastName: 'Paddock', mobile: '0412 345 678', password: TEST_PASSWORD };

const put = (authorization: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: authorization ? { authorization } : {}, payload: payload as object });

describe('PUT /api/profile', () => {
  it('answers 401 anonymous, before checking the input', async () => {
    expect((await put(undefined, valid)).statusCode).toBe(401);
    expect((await put(undefined, {})).statusCode).toBe(401);
  });

  it('saves the name and mobile (stored as +61…) with the current password, and answers the profile', async () => {
    const user = await createUser(t.context, 'Grower', { mobile: '+61400000001' });
    const { authorization } = await bearerFor(t.context, user);
    const response = await put(authorization, valid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ firstName: 'Jess', lastName: 'Paddock', mobile: '+61412345678', email: user.email });
    const saved = await t.context.db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(saved).toMatchObject({ firstName: 'Jess', lastName: 'Paddock', mobile: '+61412345678', email: user.email, role: 'Grower' });
    const profile = await t.app.inject({ method: 'GET', url, headers: { authorization } });
    expect(profile.json().user.firstName).toBe('Jess');
    const [entry] = await t.context.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, user.id), eq(activityLog.action, 'profile_updated')));
    expect(entry?.detail).toEqual({ changed: ['firstName', 'lastName', 'mobile'] });
  });

  it('refuses a wrong password on the password field and changes nothing', async () => {
    const user = await createUser(t.context, 'Trader');
    const { authorization } = await bearerFor(t.context, user);
    const response = await put(authorization, { ...valid, password: 'not-my-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ password: ['The password is not authorised. Please check it and try again.'] });
    expect((await t.context.db.query.users.findFirst({ where: eq(users.id, user.id) }))?.firstName).toBe('Test');
  });

  it('answers 400 with each field’s message', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Agent'));
    const missing = await put(authorization, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      firstName: ['Required'],
      lastName: ['Required'],
      mobile: ['Required'],
      password: ['Required'],
    });
    const bad = await put(authorization, { ...valid, firstName: '   ', lastName: 'x'.repeat(61), mobile: '02 6123 4567' });
    expect(bad.json().errors).toEqual({
      firstName: ['Required'],
      lastName: ['Must be 60 characters or fewer'],
      mobile: ['Enter an Australian mobile number, e.g. 0412 345 678'],
    });
    // The e-mail and role are not the user's to change here.
    expect((await put(authorization, { ...valid, email: 'new@example.com' })).statusCode).toBe(400);
    expect((await put(authorization, { ...valid, role: 'Admin' })).statusCode).toBe(400);
  });

  it('stops guessing the password after the per-session limit', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await put(authorization, { ...valid, password: 'wrong' })).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
