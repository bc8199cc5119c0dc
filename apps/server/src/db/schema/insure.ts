import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/**
 * A grower organisation's igrainX insure subscription (spec 001 §1, §7; decision 0169): 'invited'
 * once an agent sent it the subscription link, 'active' once one of its users subscribed. One row
 * per organisation; no premium amount (charged with settlement).
 */
export const insureSubscriptions = pgTable(
  'insure_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    status: text({ enum: ['invited', 'active'] }).notNull(),
    /** The agent organisation that last sent the subscription link. */
    invitedByOrganisationId: integer().references(() => organisations.id),
    invitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp({ withTimezone: true }),
    activatedByUserId: integer(),
  },
  (table) => [uniqueIndex('insure_subscriptions_organisation_id_key').on(table.organisationId)],
);
