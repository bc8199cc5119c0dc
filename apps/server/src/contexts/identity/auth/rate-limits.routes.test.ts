import { MSG } from '@cgx/domain/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { queryRows } from '../../../db/rows.ts';
import { bucketOf, consumeRateLimit, RATE_RULES } from '../../../lib/rate-limit.ts';
import { useTestApp } from '../../../test/test-app.ts';

// A tenth of the real limits, so each route trips after a few calls from one address; behind one
// load balancer, as TRUST_PROXY=true configures it.
const t = useTestApp({ rateLimitScale: 0.1, trustProxy: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy });

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

  it('takes the client address the load balancer saw, never the left-most X-Forwarded-For a client wrote', async () => {
    const forgot = (n: number, loadBalancer: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: `spoof${n}@example.com.au` },
        remoteAddress: loadBalancer,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const statuses: number[] = [];
    // One client through two load balancers, writing a new first entry each time; each load
    // balancer appends the address it saw.
    for (let n = 0; n < 4; n += 1) {
      statuses.push((await forgot(n, n % 2 === 0 ? '10.9.9.9' : '10.9.9.8', `203.0.113.${n}, 198.51.100.99`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client behind the same load balancer is not limited.
    expect((await forgot(5, '10.9.9.9', '198.51.100.98')).statusCode).toBe(200);
  });

  it('hashes keys into fixed-size buckets: a 20,000-character key is counted, not a 500', async () => {
    const key = `${'x'.repeat(20_000)}@example.com.au`;
    const now = new Date();
    await consumeRateLimit(t.context.db, RATE_RULES.recoveryPerEmail, key, now);
    await consumeRateLimit(t.context.db, RATE_RULES.recoveryPerEmail, key.toUpperCase(), now);
    const bucket = bucketOf(RATE_RULES.recoveryPerEmail, key);
    expect(bucket).toMatch(/^recovery:email:[0-9a-f]{64}$/);
    const rows = await queryRows<{ hits: number }>(t.context.db, sql`SELECT hits FROM rate_limit_hits WHERE bucket = ${bucket}`);
    expect(rows.map((row) => Number(row.hits))).toEqual([2]);
  });
});
