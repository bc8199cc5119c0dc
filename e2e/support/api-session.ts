import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.ts';
import { codeFrom, latestMessageId, waitForMessage } from './outbox.ts';

type Person = { loginNumber: string; email: string; mobile?: string };

/** Signs in through the API (reading the MFA code from the outbox) and answers the bearer header. */
export async function signInByApi(request: APIRequestContext, person: Person): Promise<string> {
  const to = person.mobile ?? person.email;
  const before = await latestMessageId(request, to);
  const login = await request.post('/api/auth/login', { data: { login: person.loginNumber, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const challenge = (await login.json()) as { challengeId: string; sentTo: 'email' | 'sms' | null };
  if (!challenge.sentTo) {
    const sent = await request.post('/api/auth/mfa/send', { data: { challengeId: challenge.challengeId, channel: 'email' } });
    expect(sent.ok()).toBe(true);
  }
  // The code goes where the challenge says: a user with a mobile may still have chosen e-mail.
  const message = await waitForMessage(request, challenge.sentTo === 'sms' ? to : person.email, 'mfa_code', before);
  const verified = await request.post('/api/auth/mfa/verify', { data: { challengeId: challenge.challengeId, code: codeFrom(message) } });
  expect(verified.ok()).toBe(true);
  const { tokens } = (await verified.json()) as { tokens: { token: string } };
  return `Bearer ${tokens.token}`;
}

/** A password token for the bearer's session (design §6), as a form gets it. */
export async function passwordToken(request: APIRequestContext, authorization: string): Promise<string> {
  const response = await request.post('/api/auth/password-token', { data: { password: DEMO_PASSWORD }, headers: { authorization } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { passwordToken: string }).passwordToken;
}

export async function getJson<T>(request: APIRequestContext, url: string, authorization: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}
