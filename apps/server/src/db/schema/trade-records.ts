import { bigint, date, index, integer, jsonb, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRADE_STATUSES } from '@cgx/domain/trade-status';
import { trades } from './market.ts';
import { organisations } from './organisations.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from './reference.ts';
import { users } from './users.ts';

/** The numbers of DEL-000001 ids (gaps allowed: a delivery id is not a contract number). */
export const igrainDeliveryNumbers = pgSequence('igrain_delivery_numbers');

/**
 * Grain delivered against an igrainX trade (spec 002 §3 'igrainX delivery'; design §5): the
 * delivery record is what confirms title transfer on igrainX, as the ACQ file does for cgx. A
 * trade's deliveries add up against its quantity and tolerance. `formattedId` is DEL-000001.
 */
export const igrainDeliveries = pgTable(
  'igrain_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formattedId: text().notNull(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id),
    /** partial: more grain to come; final: the trade's delivery is complete. */
    type: text({ enum: ['partial', 'final'] }).notNull(),
    deliveredOn: date().notNull(),
    tonnes: numeric({ precision: 14, scale: 3 }).notNull(),
    weighbridgeTicket: text().notNull(),
    /** Quality measured at the weighbridge, by quality-parameter code (e.g. { MOI: '11.5' }). */
    quality: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Canola: oil and admix %, which design §5 prices on. */
    oil: numeric({ precision: 5, scale: 2 }),
    admix: numeric({ precision: 5, scale: 2 }),
    recordedByUserId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('igrain_deliveries_formatted_id_key').on(table.formattedId),
    index().on(table.tradeId, table.deliveredOn),
    index().on(table.createdAt),
  ],
);

export type TradeChange = { field: string; before: string | null; after: string | null };

/**
 * The audit trail of a trade (issue 13 §3): who changed it, when, and each field's value before
 * and after. `action` says what kind of change: created (by the market or by staff), delivery
 * recorded, updated (status, payment date, quality specs: the settlement issue).
 */
export const tradeChanges = pgTable(
  'trade_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: integer()
      .notNull()
      .references(() => trades.id),
    /** null: the exchange itself (matching, a job). */
    userId: integer().references(() => users.id),
    action: text({ enum: ['created', 'delivery_recorded', 'updated'] }).notNull(),
    changes: jsonb().$type<TradeChange[]>().notNull().default([]),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.tradeId, table.changedAt)],
);

export type LegacySpread = { gradeName: string; amount: string };

/**
 * A trade made before the exchange moved onto the platform (spec 002 §3 'Legacy trade'), imported
 * from CSV and read-only. Its parties and reference data are the platform's own rows, matched at
 * import; invoices are the old system's numbers, as text. No invoices: shown as settled_externally.
 */
export const legacyTrades = pgTable(
  'legacy_trades',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reference: text().notNull(),
    /** The old system's trade type, e.g. 'cgx', 'igrainx', 'private'. */
    type: text().notNull(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    deliveryPeriodId: integer().references(() => deliveryPeriods.id),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    gradeId: integer().references(() => grades.id),
    siteId: integer().references(() => sites.id),
    storageProviderOrganisationId: integer().references(() => organisations.id),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    shrunk: numeric({ precision: 14, scale: 3 }),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    portEquiv: numeric({ precision: 10, scale: 2 }),
    tradeDate: date().notNull(),
    status: text({ enum: TRADE_STATUSES }).notNull(),
    sellerInvoice: text(),
    buyerInvoice: text(),
    /** The seller's organisation type when traded (Grower, Trader, ...). */
    sellerType: text().notNull(),
    spreads: jsonb().$type<LegacySpread[]>().notNull().default([]),
    oil: numeric({ precision: 5, scale: 2 }),
    admix: numeric({ precision: 5, scale: 2 }),
    sellerOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    buyerOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    agentOrganisationId: integer().references(() => organisations.id),
    sellerUserId: integer().references(() => users.id),
    buyerUserId: integer().references(() => users.id),
    offerCreatorUserId: integer().references(() => users.id),
    bidCreatorUserId: integer().references(() => users.id),
    agentUserId: integer().references(() => users.id),
    importedByUserId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('legacy_trades_reference_key').on(table.reference),
    index().on(table.tradeDate),
    index('legacy_trades_seller_buyer_index').on(table.sellerOrganisationId, table.buyerOrganisationId),
  ],
);
