import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { commodities, deliveryPeriods, grades, onFarmStorages, seasons, sites, varieties } from './reference.ts';
import { users } from './users.ts';

export type MarketWindow = { start: string; end: string };

/**
 * One row per market (cgx, igrainx). Open or closed by its daily windows in Sydney time (design §5:
 * the spec's 10:00-10:05 and 20:30-20:35 read as closed-for-processing windows, configurable), unless
 * staff force it. lastStatus is what was last pushed, so a change (and the opening sweep) happens once.
 */
export const markets = pgTable('markets', {
  market: text({ enum: ['cgx', 'igrainx'] }).primaryKey(),
  windows: jsonb().$type<MarketWindow[]>().notNull(),
  /** 'closed': the windows are when the market is closed; 'open': the only times it is open. */
  windowsMean: text({ enum: ['closed', 'open'] })
    .notNull()
    .default('closed'),
  forcedStatus: text({ enum: ['open', 'closed'] }),
  forcedByUserId: integer().references(() => users.id),
  forcedAt: timestamp({ withTimezone: true }),
  lastStatus: text({ enum: ['open', 'closed'] }),
  lastChangedAt: timestamp({ withTimezone: true }),
});

/** Per-market trade numbers without gaps: the row is locked by the matching transaction. */
export const tradeCounters = pgTable('trade_counters', {
  market: text({ enum: ['cgx', 'igrainx'] }).primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/** Warehouse grain a grower holds at a site (from storage-provider stock); cgx offers draw on it. */
export const holdings = pgTable(
  'holdings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    ngr: text().notNull(),
    siteId: integer()
      .notNull()
      .references(() => sites.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    gradeId: integer()
      .notNull()
      .references(() => grades.id),
    /** mt held; offers may commit up to this much. */
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('holdings_grain_key').on(table.organisationId, table.ngr, table.siteId, table.seasonId, table.gradeId),
    index().on(table.siteId),
  ],
);

/**
 * Grain a grower declares on farm (igrainX): what, which season, how many tonnes and where. An
 * igrainX offer draws on it as a cgx offer draws on a holding: the offers' remaining tonnes and
 * the trades made from them can't exceed what is declared (spec 001 '{grainId}/igrain-offer/create').
 */
export const farmGrain = pgTable(
  'farm_grain',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    /** null: not graded yet (an offer then names quality parameters) */
    gradeId: integer().references(() => grades.id),
    /** mt declared on farm */
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    storageId: integer().references(() => onFarmStorages.id),
    /** Where the grain is: the nearest town, its direction and distance range (spec 001 'Location fields') or an address. */
    nearestTown: text(),
    nearestTownCity: text(),
    nearestTownDirection: text(),
    nearestTownDistanceRange: text(),
    address: text(),
    state: text(),
    status: text({ enum: ['active', 'archived'] })
      .notNull()
      .default('active'),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.organisationId, table.status)],
);

/** A trade: two anonymous counterparties, one human id per market (CGX-000123, IGX-000045). */
export const trades = pgTable(
  'trades',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    market: text({ enum: ['cgx', 'igrainx'] }).notNull(),
    number: integer().notNull(),
    formattedId: text().notNull(),
    bidGroupId: integer().notNull(),
    bidLineId: integer().notNull(),
    offerId: integer().notNull(),
    /**
     * The staff user who recorded a trade agreed off-screen (issue 13 'Create trades'), with a filled
     * bid and offer entered for the two organisations; null: the market made it.
     */
    recordedByUserId: integer().references(() => users.id),
    buyerOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    sellerOrganisationId: integer()
      .notNull()
      .references(() => organisations.id),
    agentOrganisationId: integer().references(() => organisations.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    gradeId: integer().references(() => grades.id),
    deliveryPeriodId: integer()
      .notNull()
      .references(() => deliveryPeriods.id),
    siteId: integer().references(() => sites.id),
    /** The variety traded (the offer's), fixed when the trade is made: its end-point royalty is withheld at settlement. */
    varietyId: integer().references(() => varieties.id),
    /** The holding a cgx offer drew on: the trade's tonnes stay committed on it until delivery. */
    holdingId: integer().references(() => holdings.id),
    /** The on-farm grain an igrainX offer drew on: its tonnes stay sold unless the trade is cancelled. */
    farmGrainId: integer().references(() => farmGrain.id),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    /** $/mt at the location (cgx: the site price). */
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    portEquiv: numeric({ precision: 10, scale: 2 }),
    paymentTermsKind: text({ enum: ['default', 'eow', 'deferred'] }).notNull(),
    paymentTermsDays: integer(),
    paymentDueDate: date(),
    status: text({
      enum: [
        'awaiting_grain',
        'overdue_grain',
        'awaiting_payment',
        'overdue_payment',
        'funds_received',
        'cancelled',
        'settled',
        'settled_externally',
      ],
    })
      .notNull()
      .default('awaiting_grain'),
    /** Canola traded by a Trader: the quality specs (spec 002 §5) invoices price on when the ACQ row has none. */
    qualityOil: numeric({ precision: 5, scale: 2 }),
    qualityAdmix: numeric({ precision: 5, scale: 2 }),
    /** Bumped by every settlement edit: a staff edit names the version it read, so of two at once the second gets a conflict. */
    version: integer().notNull().default(0),
    /** The order that was resting first, whose price the trade took. */
    restingSide: text({ enum: ['bid', 'offer'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('trades_formatted_id_key').on(table.formattedId),
    index().on(table.buyerOrganisationId, table.createdAt),
    index().on(table.sellerOrganisationId, table.createdAt),
    index().on(table.createdAt),
    index().on(table.offerId),
    // The staff's list (decision 0180): its price order, and its status filter in date order.
    index('trades_price_id_index').on(table.price, table.id),
    index('trades_status_created_at_index').on(table.status, table.createdAt),
    // What a new offer may still draw on a holding counts only its trades not yet delivered.
    index('trades_undelivered_holding_id_index')
      .on(table.holdingId)
      .where(sql`${table.status} in ('awaiting_grain', 'overdue_grain')`),
    index('trades_farm_grain_id_index')
      .on(table.farmGrainId)
      .where(sql`${table.farmGrainId} is not null`),
  ],
);

/** The public, anonymous market feed (spec 000 §3 'Market feed item'): names of things, never of parties. */
export const marketFeedItems = pgTable(
  'market_feed_items',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    feedType: text({ enum: ['OFFER', 'TRADE'] }).notNull(),
    marketType: text({ enum: ['cgx', 'igrainx'] }).notNull(),
    offerId: integer(),
    tradeId: integer(),
    commodityName: text().notNull(),
    gradeName: text(),
    siteName: text(),
    storageProviderNickname: text(),
    state: text(),
    pricingPoint: text(),
    portName: text(),
    seasonName: text().notNull(),
    deliveryPeriodName: text().notNull(),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    portEquiv: numeric({ precision: 10, scale: 2 }),
    sound: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.createdAt), index().on(table.feedType, table.createdAt)],
);

/** In-app notifications (the bell), pushed on NotificationChannel. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    body: text().notNull(),
    /** Where the notification leads in the portal, e.g. the trade. */
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
