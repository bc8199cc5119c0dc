import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/rows.ts';
import { tooManyRequests } from './errors.ts';

export type RateRule = { name: string; limit: number; windowSeconds: number };

/** Sign-in and recovery limits. Keys are hashed into the bucket name with the rule's name. */
export const RATE_RULES = {
  /** Wrong passwords per account (by id, however it was typed); past it wrong ones get decoys (decision 0060). */
  loginFailuresPerAccount: { name: 'login:account-failures', limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { name: 'login:ip', limit: 60, windowSeconds: 15 * 60 },
  mfaPerAddress: { name: 'mfa:ip', limit: 60, windowSeconds: 15 * 60 },
  mfaSendPerChallenge: { name: 'mfa:send', limit: 5, windowSeconds: 15 * 60 },
  recoveryPerEmail: { name: 'recovery:email', limit: 5, windowSeconds: 15 * 60 },
  recoveryPerAddress: { name: 'recovery:ip', limit: 30, windowSeconds: 15 * 60 },
  passwordTokenPerSession: { name: 'password-token:session', limit: 10, windowSeconds: 15 * 60 },
  registrationPerAddress: { name: 'registration:ip', limit: 20, windowSeconds: 60 * 60 },
  /** 'Someone tried to register with your address' e-mails to one address (decision 0061). */
  registrationNoticePerEmail: { name: 'registration:notice', limit: 3, windowSeconds: 60 * 60 },
  /** Orders placed or changed per organisation: generous, a guard against runaway clients (decision 0074). */
  ordersPerOrganisation: { name: 'orders:organisation', limit: 6000, windowSeconds: 60 },
  /** Invitations an organisation's administrator sends (decision 0153): a team, not a mailing list. */
  invitationsPerOrganisation: { name: 'invitations:organisation', limit: 30, windowSeconds: 60 * 60 },
  /** igrainX insure subscription links an agent sends one client (decision 0169): a reminder, not a stream of e-mails. */
  subscriptionLinksPerClient: { name: 'insure:subscription-link', limit: 3, windowSeconds: 24 * 60 * 60 },
  /** ACQ files uploaded for one storage provider, by its users or staff (decision 0217): a few a day is the norm. */
  acqUploadsPerProvider: { name: 'acq-uploads:provider', limit: 60, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/**
 * The bucket of a key: whatever the caller typed (a 20,000-character e-mail, a challenge id) becomes
 * a fixed-length hash, so no key can outgrow the index or carry odd characters into it.
 */
export const bucketOf = (rule: RateRule, key: string): string =>
  `${rule.name}:${createHash('sha256').update(key.toLowerCase()).digest('hex')}`;

export type RateCount = { over: boolean; retryAfterSeconds: number };

const windowOf = (rule: RateRule, now: Date) => {
  const ms = rule.windowSeconds * 1000;
  return { ms, start: new Date(Math.floor(now.getTime() / ms) * ms) };
};

/**
 * Counts one hit in the current fixed window and says whether the limit is passed. The counter
 * lives in the database, so every server process sees the same count.
 */
export async function countRateLimitHit(db: Db, rule: RateRule, key: string, now: Date, scale = 1): Promise<RateCount> {
  const window = windowOf(rule, now);
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`
    INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (${bucketOf(rule, key)}, ${window.start.toISOString()}, 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
    RETURNING hits`,
  );
  const hits = Number(rows[0]?.hits ?? 0);
  const retryAfterSeconds = Math.max(Math.ceil((window.start.getTime() + window.ms - now.getTime()) / 1000), 1);
  return { over: hits > Math.ceil(rule.limit * scale), retryAfterSeconds };
}

/** Whether the current window is already past the limit, without counting a hit. */
export async function isRateLimitPassed(db: Db, rule: RateRule, key: string, now: Date, scale = 1): Promise<boolean> {
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`SELECT hits FROM rate_limit_hits WHERE bucket = ${bucketOf(rule, key)} AND window_start = ${windowOf(rule, now).start.toISOString()}`,
  );
  return Number(rows[0]?.hits ?? 0) > Math.ceil(rule.limit * scale);
}

/** Counts one hit and refuses with 429 past the limit. */
export async function consumeRateLimit(db: Db, rule: RateRule, key: string, now: Date, scale = 1): Promise<void> {
  const count = await countRateLimitHit(db, rule, key, now, scale);
  if (count.over) throw tooManyRequests(count.retryAfterSeconds);
}

export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`);
}
