import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/** spec 000 §3, §4: each user's onboarding experiences; no row means pending. */
export const onboardingExperiences = pgTable(
  'onboarding_experiences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** 'clear-settle-modal', 'commentary' (packages/domain onboarding.schemas.ts). */
    experienceId: text().notNull(),
    state: text({ enum: ['pending', 'in_progress', 'completed', 'dismissed'] }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.experienceId] })],
);

/** spec 000 §4, §7: a signed-in user registered interest in Clear Settle from its offer modal (once per user). */
export const clearSettleInterests = pgTable(
  'clear_settle_interests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('clear_settle_interests_user_key').on(table.userId), index().on(table.createdAt)],
);
