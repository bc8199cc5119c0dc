import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ledgerEntries } from './ledger.ts';
import { trades } from './market.ts';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Title passing from the seller (design §5): confirmed by a storage provider's ACQ row (cgx) or the
 * final delivery record (igrainX). It raises both invoices. A trade has at most one current transfer;
 * stepping the trade back to awaiting grain withdraws it (kept, for the record), and a new one follows.
 */
export const titleTransfers = pgTable(
  'title_transfers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id),
    source: text({ enum: ['acq', 'delivery'] }).notNull(),
    transferredOn: date().notNull(),
    /** Net tonnes delivered D (design §5), to the kilogram. */
    deliveredTonnes: numeric({ precision: 14, scale: 3 }).notNull(),
    oil: numeric({ precision: 5, scale: 2 }),
    admix: numeric({ precision: 5, scale: 2 }),
    /** ACQ: the storage provider and its ticket; a ticket confirms one transfer. */
    storageProviderOrganisationId: integer().references(() => organisations.id),
    ticketNumber: text(),
    acqRowId: bigint({ mode: 'number' }),
    /** Delivered below the contract quantity less tolerance: invoiced on what came, flagged for staff. */
    shortfall: boolean().notNull().default(false),
    recordedByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('title_transfers_current_trade_key')
      .on(table.tradeId)
      .where(sql`${table.withdrawnAt} is null`),
    uniqueIndex('title_transfers_current_ticket_key')
      .on(table.storageProviderOrganisationId, table.ticketNumber)
      .where(sql`${table.withdrawnAt} is null and ${table.ticketNumber} is not null`),
    index().on(table.storageProviderOrganisationId, table.transferredOn),
  ],
);

/** The last number given to each series of invoices: taken under a row lock in the raising transaction, so numbers run without gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  kind: text({ enum: ['seller', 'buyer'] }).primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/**
 * An invoice the exchange raised (issue 14 §3): the seller's recipient-created tax invoice (RCTI-…) or
 * the buyer's tax invoice (INV-…). `document` is everything it states, frozen when raised, so the PDF
 * reads the same forever. Never deleted: a trade stepped back voids it (its ledger entries reversed).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['seller', 'buyer'] }).notNull(),
    number: integer().notNull(),
    formattedNumber: text().notNull(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id),
    titleTransferId: integer()
      .notNull()
      .references(() => titleTransfers.id),
    /** The party the invoice is to (the seller of an RCTI, the buyer of a tax invoice). */
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    issuedOn: date().notNull(),
    dueDate: date().notNull(),
    /** Seller: net payable to the seller. Buyer: the total the buyer owes. */
    total: numeric({ precision: 14, scale: 2 }).notNull(),
    document: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['issued', 'void'] })
      .notNull()
      .default('issued'),
    voidedAt: timestamp({ withTimezone: true }),
    voidedByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_kind_number_key').on(table.kind, table.number),
    uniqueIndex('invoices_formatted_number_key').on(table.formattedNumber),
    index().on(table.tradeId),
    index().on(table.organisationId, table.issuedOn),
    index('invoices_issued_due_date_index')
      .on(table.dueDate)
      .where(sql`${table.status} = 'issued'`),
  ],
);

/** An invoice's ledger entries, so voiding it reverses exactly those. */
export const invoiceLedgerEntries = pgTable(
  'invoice_ledger_entries',
  {
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    entryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
  },
  (table) => [uniqueIndex('invoice_ledger_entries_key').on(table.invoiceId, table.entryId)],
);

/** Money a buyer paid against a tax invoice (issue 14 §4): by hand or from a bank statement line. */
export const buyerPayments = pgTable(
  'buyer_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    receivedOn: date().notNull(),
    source: text({ enum: ['manual', 'bank_statement'] }).notNull(),
    reference: text(),
    /** A bank statement line's fingerprint: importing the same statement twice records nothing twice. */
    statementFingerprint: text(),
    ledgerEntryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    recordedByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.invoiceId),
    uniqueIndex('buyer_payments_statement_fingerprint_key')
      .on(table.statementFingerprint)
      .where(sql`${table.statementFingerprint} is not null`),
  ],
);

/** A payment run (issue 14 §4): every seller whose buyer has paid, every levy and royalty owed, in one ABA file. */
export const paymentRuns = pgTable('payment_runs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  paidOn: date().notNull(),
  total: numeric({ precision: 14, scale: 2 }).notNull(),
  abaFile: text().notNull(),
  createdByUserId: integer().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One payee's credit in a run, and the ledger entry that paid it. */
export const paymentRunItems = pgTable(
  'payment_run_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    runId: integer()
      .notNull()
      .references(() => paymentRuns.id),
    payeeKind: text({ enum: ['seller', 'levy', 'royalty'] }).notNull(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    payeeName: text().notNull(),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    lodgementReference: text().notNull(),
    tradeIds: integer().array().notNull(),
    ledgerEntryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
  },
  (table) => [index().on(table.runId), index().on(table.organisationId)],
);

/** Annual interest rates (design §5): deferred interest paid to the seller, late-payment interest owed by the buyer. */
export const interestRates = pgTable(
  'interest_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['deferred', 'late'] }).notNull(),
    annualRatePercent: numeric({ precision: 6, scale: 3 }).notNull(),
    effectiveFrom: date().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('interest_rates_kind_from_key').on(table.kind, table.effectiveFrom)],
);

export type AcqFileProblem = { row: number | null; column: string | null; message: string };

/**
 * A storage provider's acquisition file (issue 14 §2), kept with its bytes so a large one is read by
 * the worker in the background. The same bytes from the same provider are one file: uploading it
 * again changes nothing.
 */
export const acqFiles = pgTable(
  'acq_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storageProviderOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    format: text().notNull(),
    fileName: text().notNull(),
    fileKind: text({ enum: ['csv', 'xlsx'] }).notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    status: text({ enum: ['queued', 'processing', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    totalRows: integer().notNull().default(0),
    processedRows: integer().notNull().default(0),
    matchedRows: integer().notNull().default(0),
    unmatchedRows: integer().notNull().default(0),
    rejectedRows: integer().notNull().default(0),
    problems: jsonb().$type<AcqFileProblem[]>().notNull().default([]),
    uploadedByUserId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('acq_files_provider_sha256_key').on(table.storageProviderOrganisationId, table.sha256),
    index().on(table.createdAt),
  ],
);

/** A row of an ACQ file and what became of it: matched to a trade, unmatched (staff may assign it), or rejected with the reason. */
export const acqRows = pgTable(
  'acq_rows',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer()
      .notNull()
      .references(() => acqFiles.id),
    row: integer().notNull(),
    ticketNumber: text().notNull(),
    /** The canonical row (AcqRow of packages/domain acq-files.ts). */
    fields: jsonb().$type<Record<string, string | number | null>>().notNull(),
    outcome: text({ enum: ['matched', 'assigned', 'unmatched', 'rejected'] }).notNull(),
    reason: text(),
    tradeId: integer().references(() => trades.id),
    titleTransferId: integer().references(() => titleTransfers.id),
    assignedByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('acq_rows_file_row_key').on(table.fileId, table.row), index().on(table.fileId, table.outcome)],
);
