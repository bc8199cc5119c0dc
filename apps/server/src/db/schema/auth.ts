import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** A signed-in browser. Only hashes of the tokens are stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    tokenHash: text().notNull(),
    wsTokenHash: text().notNull(),
    /** Set when a staff member acts as this user. */
    impersonatorUserId: integer().references(() => users.id),
    /** The staff member's own session that started the impersonation: it ends when that one does. */
    impersonatorSessionId: integer(),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    uniqueIndex('sessions_ws_token_hash_key').on(table.wsTokenHash),
    index().on(table.userId),
  ],
);

/** A sign-in between the password and the one-time code ('Verify your identity'). */
export const loginChallenges = pgTable('login_challenges', {
  id: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id),
  channel: text({ enum: ['email', 'sms'] }),
  codeHash: text(),
  codeSentAt: timestamp({ withTimezone: true }),
  /** Wrong codes entered in this sign-in, whatever the resends; 5 end it. */
  attempts: integer().notNull().default(0),
  /**
   * A decoy: past the account's failed-password limit every password answers the same 'verify your
   * identity' step, but a wrong one gets a challenge that no code can pass (decision 0060).
   */
  decoy: boolean().notNull().default(false),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  endedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use links: password reset, e-mail confirmation, approval of a user joining an NGR, an invitation to choose a password. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    purpose: text({ enum: ['password_reset', 'email_confirmation', 'invitation'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_tokens_token_hash_key').on(table.tokenHash), index().on(table.userId)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
);

/**
 * Re-entering the password gives a short-lived token that every bid, offer and trade edit must
 * carry (design §6), bound to the session that asked for it.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_tokens_token_hash_key').on(table.tokenHash)],
);
