import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Staff's notes on a record, with an optional call-back date (spec 002 §2, decision 0179). One table
 * for every kind of record: `resource_type` and `resource_id` name it (no foreign key: the id is a
 * trade's, a legacy trade's, …; the service checks that it exists).
 */
export const notes = pgTable(
  'notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    resourceType: text({ enum: ['Trade', 'Igrain::Trade', 'LegacyTrade'] }).notNull(),
    resourceId: integer().notNull(),
    body: text().notNull(),
    /** A Sydney calendar day to call back on; the notes report filters by it. */
    callBack: date(),
    authorUserId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A record's notes, newest first; and the notes report's two date filters.
    index().on(table.resourceType, table.resourceId, table.createdAt),
    index().on(table.callBack),
    index().on(table.createdAt),
  ],
);
