import { MSG } from '@cgx/domain/messages';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

// A tenth of the real limits, so each route trips after a few calls from one address.
const t = useTestApp({ rateLimitScale: 0.1 });

const person = (n: number) => ({
  firstName: 'Rate',
  lastName: 'Limit',
  email: `rate${n}@example.com.au`,
  mobile: '0412 000 111',
  password: 'Wheat-Harvest-26',
  passwordConfirmation: 'Wheat-Harvest-26',
  acceptTerms: true,
  tradingName: 'Rate Limit Grain',
  state: 'NSW',
  postcode: '2000',
  abn: '51 824 753 556',
});

const ROUTES: { url: string; body: (n: number) => unknown }[] = [
  { url: '/api/auth/login', body: (n) => ({ login: `nobody${n}@example.com.au`, password: 'x' }) },
  { url: '/api/auth/mfa/send', body: () => ({ challengeId: 'same', channel: 'email' }) },
  { url: '/api/auth/mfa/verify', body: () => ({ challengeId: 'unknown', code: '123456' }) },
  { url: '/api/auth/password/forgot', body: (n) => ({ email: `someone${n}@example.com.au` }) },
  { url: '/api/auth/login-number/forgot', body: (n) => ({ email: `someone${n}@example.com.au` }) },
  { url: '/api/auth/password/reset', body: () => ({ token: 'x', password: 'Wheat-Harvest-26', passwordConfirmation: 'Wheat-Harvest-26' }) },
  { url: '/api/registrations/analyst', body: (n) => person(n) },
];

describe('rate limits', () => {
  it.each(ROUTES)('$url answers 429 with a clear message and Retry-After', async ({ url, body }) => {
    const remoteAddress = `192.0.2.${ROUTES.findIndex((route) => route.url === url) + 1}`;
    let response = await t.app.inject({ method: 'POST', url, payload: body(0) as object, remoteAddress });
    for (let n = 1; n < 20 && response.statusCode !== 429; n += 1) {
      response = await t.app.inject({ method: 'POST', url, payload: body(n) as object, remoteAddress });
    }
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: MSG.tooManyAttempts });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts per address: another client is not limited', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'fresh@example.com.au' },
      remoteAddress: '198.51.100.7',
    });
    expect(response.statusCode).toBe(200);
  });
});
