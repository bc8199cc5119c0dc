import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    lockedAt: timestamp({ withTimezone: true }),
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
  ],
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
