import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { tooManyRequests } from './errors.ts';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** Sign-in and recovery limits. Keys are hashed into the bucket name with the rule's name. */
export const RATE_RULES = {
  loginPerAccount: { name: 'login:account', limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login:ip', limit: 60, windowSeconds: 15 * 60 },
  mfaPerAddress: { name: 'mfa:ip', limit: 60, windowSeconds: 15 * 60 },
  mfaSendPerChallenge: { name: 'mfa:send', limit: 5, windowSeconds: 15 * 60 },
  recoveryPerEmail: { name: 'recovery:email', limit: 5, windowSeconds: 15 * 60 },
  recoveryPerAddress: { name: 'recovery:ip', limit: 30, windowSeconds: 15 * 60 },
  passwordTokenPerSession: { name: 'password-token:session', limit: 10, windowSeconds: 15 * 60 },
  registrationPerAddress: { name: 'registration:ip', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/**
 * Counts one hit in the current fixed window and refuses with 429 past the limit. The counter
 * lives in the database, so every server process sees the same count.
 */
export async function consumeRateLimit(db: Db, rule: RateRule, key: string, now: Date, scale = 1): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const bucket = `${rule.name}:${key.toLowerCase()}`;
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`
    INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (${bucket}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
    RETURNING hits`,
  );
  const hits = Number(rows[0]?.hits ?? 0);
  if (hits > Math.ceil(rule.limit * scale)) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
    throw tooManyRequests(Math.max(retryAfter, 1));
  }
}

export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`);
}
