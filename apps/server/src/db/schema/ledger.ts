import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS } from '@cgx/domain/ledger';
import { type AnyPgColumn, bigint, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { trades } from './market.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

/**
 * A journal entry of the exchange's books (design §5, issue 14 §1; packages/domain ledger.ts): what
 * caused it, for which trade, by whom. Append-only, enforced by the database: a trigger refuses
 * UPDATE and DELETE on both ledger tables, and a deferred constraint trigger refuses a commit that
 * leaves an entry's lines not summing to zero (migration 'ledger'). A correction is a reversal.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer().references(() => trades.id),
    kind: text({ enum: LEDGER_ENTRY_KINDS }).notNull(),
    memo: text().notNull(),
    /** The entry a reversal undoes; at most one reversal per entry. */
    reversesEntryId: bigint({ mode: 'number' }).references((): AnyPgColumn => ledgerEntries.id),
    /** null: the exchange itself (a job, the payment run). */
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.tradeId, table.id), uniqueIndex('ledger_entries_reverses_entry_id_key').on(table.reversesEntryId)],
);

/** A line of an entry: a signed amount (debit positive, credit negative) on an account, for a party where the account has parties. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    organisationId: integer().references(() => organisations.id),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
  },
  (table) => [
    index().on(table.entryId),
    index().on(table.account, table.organisationId),
    check('ledger_lines_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
