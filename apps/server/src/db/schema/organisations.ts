import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every business on the exchange, and the exchange itself (type 'exchange'). */
export const organisations = pgTable('organisations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  type: text({ enum: ['grower', 'trader', 'agent', 'storage_provider', 'analyst', 'exchange'] }).notNull(),
  tradingName: text().notNull(),
  /** Storage providers are known by a short nickname (e.g. GrainCorp → GC). */
  nickname: text(),
  abn: text(),
  state: text(),
  postcode: text(),
  status: text({ enum: ['active', 'pending', 'suspended', 'inactive'] })
    .notNull()
    .default('active'),
  /**
   * Whether the exchange has checked who the organisation is (spec 002 §4 status labels verified,
   * pending, flagged). A new organisation is pending and cannot place orders until staff verify it;
   * flagged means staff found a problem. Kept apart from status, which is the account's standing
   * (active, suspended, inactive) that spec 002's organisation edit changes.
   */
  verificationStatus: text({ enum: ['pending', 'verified', 'flagged'] })
    .notNull()
    .default('pending'),
  verificationChangedAt: timestamp({ withTimezone: true }),
  verificationChangedByUserId: integer(),
  /**
   * Registered for GST (design §5): a registered seller's grain value carries GST on the
   * recipient-created tax invoice; an unregistered seller's does not, and the invoice says so.
   */
  gstRegistered: boolean().notNull().default(true),
  /** The seller opted in to the NGR opt-in farm-gate levies (design §5). */
  ngrLevyOptIn: boolean().notNull().default(false),
  /** Storage providers: the layout of their ACQ files (spec 002 §3, one of ACQ_FILE_FORMATS). */
  acqFileFormat: text(),
  /** Where the payment run pays this organisation (sellers, levy and royalty recipients): an ABA detail record's account. */
  bankAccountName: text(),
  bankBsb: text(),
  bankAccountNumber: text(),
  /** Where the registration came from, e.g. 'Clear Settle'. */
  registrationSource: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A grower organisation holds one or more National Grower Register numbers. */
export const organisationNgrs = pgTable(
  'organisation_ngrs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    ngr: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('organisation_ngrs_ngr_key').on(table.ngr), index().on(table.organisationId)],
);

/** An agent acts for a grower only with the grower's authority. */
export const agentAuthorisations = pgTable(
  'agent_authorisations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agentOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    growerOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    verified: boolean().notNull().default(false),
    /** The grower (or staff) withdrew the authority: the agent can no longer see or act on the client's offers. */
    revokedAt: timestamp({ withTimezone: true }),
    revokedByUserId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.agentOrganisationId, table.growerOrganisationId)],
);
