import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export const featureFlags = pgTable('feature_flags', {
  key: text().primaryKey(),
  enabled: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer().references(() => users.id),
});

/** Background work, claimed with FOR UPDATE SKIP LOCKED so any number of workers can share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    payload: jsonb().notNull(),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    /** Lower runs first: announcements (feed, notifications) ahead of e-mail and SMS delivery. */
    priority: integer().notNull().default(100),
    lockedAt: timestamp({ withTimezone: true }),
    /** The claim's lease: until then no other worker takes the job; while it runs, its row lock keeps it (decision 0081). */
    lockedUntil: timestamp({ withTimezone: true }),
    lockedBy: text(),
    completedAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_ready_idx')
      .on(table.runAt)
      .where(sql`completed_at IS NULL AND failed_at IS NULL`),
    index('jobs_ready_priority_idx')
      .on(table.priority, table.runAt, table.id)
      .where(sql`completed_at IS NULL AND failed_at IS NULL`),
  ],
);

/**
 * An Idempotency-Key a client sent with an order or cancel: the first answer is kept, so a retry
 * after a lost connection gets it again instead of placing the order twice. Written in the same
 * transaction as the order it answers (decision 0071).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    key: text().notNull(),
    /** 'POST /api/offers': a key used on another route is a different request. */
    route: text().notNull(),
    /** sha256 of the request body as parsed: the same key with another body is refused (409). */
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('idempotency_keys_user_key').on(table.userId, table.key), index().on(table.createdAt)],
);

/** Sign-ins, impersonations, private-API calls and settings changes. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    action: text().notNull(),
    userId: integer().references(() => users.id),
    organisationId: integer().references(() => organisations.id),
    /** The staff member acting, when impersonating. */
    actorUserId: integer().references(() => users.id),
    detail: jsonb().notNull().default({}),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
