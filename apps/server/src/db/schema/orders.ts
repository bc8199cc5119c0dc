import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import {
  commodities,
  deliveredSites,
  deliveryPeriods,
  grades,
  onFarmStorages,
  portZones,
  qualityParameters,
  seasons,
  sites,
} from './reference.ts';
import { farmGrain, holdings } from './market.ts';
import { users } from './users.ts';

/** Arrival order of every bid and offer, for time priority (one sequence: bids and offers interleave). */
export const orderSequence = pgSequence('order_sequence');
const arrival = () =>
  bigint({ mode: 'number' })
    .notNull()
    .default(sql`nextval('order_sequence')`);

const orderStatus = () =>
  text({ enum: ['active', 'lapsed', 'cancelled', 'filled', 'closed'] })
    .notNull()
    .default('active');

/** Chemical declaration fields shared by bids and offers (spec 001 §3). */
const chemicalFields = () => ({
  chemicalApplicationDate: date(),
  chemicalRate: text(),
  chemicalTreatment: text(),
});

/** igrainX location fields (spec 001 §3 'Location fields'). */
const igrainLocation = () => ({
  pricingPoint: text({ enum: ['Ex Farm', 'Free on Truck', 'Delivered'] }),
  nearestTown: text(),
  nearestTownCity: text(),
  nearestTownDirection: text(),
  nearestTownDistanceRange: text(),
  address: text(),
  deliveredSiteId: integer().references(() => deliveredSites.id),
});

/**
 * A bid's shared terms (design §5). Its lines carry grade, location and price; the quantity is
 * the group's and is shared by its lines. Empty sets mean "any".
 */
export const bidGroups = pgTable(
  'bid_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    market: text({ enum: ['cgx', 'igrainx'] }).notNull(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    createdByUserId: integer()
      .notNull()
      .references(() => users.id),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    deliveryPeriodId: integer()
      .notNull()
      .references(() => deliveryPeriods.id),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    remaining: numeric({ precision: 14, scale: 3 }).notNull(),
    minQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    expiryDate: date(),
    /** 0 = within 7 business days, 14/21/28 = days EOW; empty = any (deferred included). */
    paymentTerms: integer().array().notNull().default([]),
    storageIds: integer().array().notNull().default([]),
    /** Varieties by id (of the group's season and commodity); empty = any. */
    varietyIds: integer().array().notNull().default([]),
    termsAndConditions: text().array().notNull().default([]),
    /** null = any */
    chemicalDeclaration: boolean(),
    ...chemicalFields(),
    pricingPoint: text({ enum: ['Ex Farm', 'Free on Truck', 'Delivered'] }),
    isBidSheet: boolean().notNull().default(false),
    status: orderStatus(),
    sequence: arrival(),
    rebidOfId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // An organisation's list: its bids of a status, newest first, read in order; the columns after id
    // are what the lists filter and sort by, so they read this index alone (decision 0135).
    index('bid_groups_organisation_list_index').on(
      table.organisationId,
      table.status,
      table.createdAt,
      table.id,
      table.isBidSheet,
      table.commodityId,
      table.seasonId,
      table.quantity,
      table.remaining,
      table.expiryDate,
    ),
    index().on(table.status, table.commodityId, table.seasonId),
    // The rebid of a bid (a lapsed bid is placed again once: decision 0206); partial, so placing a bid costs nothing more.
    index()
      .on(table.rebidOfId)
      .where(sql`${table.rebidOfId} is not null`),
  ],
);

export const bidLines = pgTable(
  'bid_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bidGroupId: integer()
      .notNull()
      .references(() => bidGroups.id),
    gradeId: integer().references(() => grades.id),
    /** cgx: a site, or any site in a port zone */
    siteId: integer().references(() => sites.id),
    portZoneId: integer().references(() => portZones.id),
    ...igrainLocation(),
    /** $/mt at the line's location */
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    deleted: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.bidGroupId)],
);

/** The bid's Minimum/Maximum limits, used when an offer's grade is not the line's. */
export const bidQualityLimits = pgTable('bid_quality_limits', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  bidGroupId: integer()
    .notNull()
    .references(() => bidGroups.id),
  qualityParameterId: integer()
    .notNull()
    .references(() => qualityParameters.id),
  amount: text().notNull(),
});

export const offers = pgTable(
  'offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    market: text({ enum: ['cgx', 'igrainx'] }).notNull(),
    /** The seller: the grower's organisation (also when an agent offers for a client). */
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    agentOrganisationId: integer().references(() => organisations.id),
    createdByUserId: integer()
      .notNull()
      .references(() => users.id),
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
    /** cgx: the holding the offer draws on, and its site */
    holdingId: integer().references(() => holdings.id),
    siteId: integer().references(() => sites.id),
    /** igrainX: the on-farm storage */
    storageId: integer().references(() => onFarmStorages.id),
    /** igrainX: the declared on-farm grain the offer draws on */
    farmGrainId: integer().references(() => farmGrain.id),
    ...igrainLocation(),
    quantity: numeric({ precision: 14, scale: 3 }).notNull(),
    remaining: numeric({ precision: 14, scale: 3 }).notNull(),
    minQuantity: numeric({ precision: 14, scale: 3 }).notNull(),
    price: numeric({ precision: 10, scale: 2 }).notNull(),
    /** null = good till cancelled */
    expiryDate: date(),
    paymentTermsKind: text({ enum: ['default', 'eow', 'deferred'] })
      .notNull()
      .default('default'),
    paymentTermsDays: integer(),
    chemicalDeclaration: boolean().notNull(),
    ...chemicalFields(),
    /** The varieties of the grain offered, by id (of the offer's season and commodity); the first is the one it trades as. */
    varietyIds: integer().array().notNull().default([]),
    termsAndConditions: text().array().notNull().default([]),
    status: orderStatus(),
    sequence: arrival(),
    reofferOfId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // The lists: an organisation's offers of a status, newest first, as the seller and as the agent who
    // placed them; the columns after id are what the lists filter, sort and total by, so they read
    // these indexes alone (decision 0135).
    index('offers_organisation_list_index').on(
      table.organisationId,
      table.status,
      table.createdAt,
      table.id,
      table.commodityId,
      table.seasonId,
      table.deliveryPeriodId,
      table.gradeId,
      table.siteId,
      table.price,
      table.quantity,
      table.remaining,
      table.expiryDate,
    ),
    index('offers_agent_list_index')
      .on(
        table.agentOrganisationId,
        table.status,
        table.createdAt,
        table.id,
        table.organisationId,
        table.commodityId,
        table.seasonId,
        table.deliveryPeriodId,
        table.gradeId,
        table.siteId,
        table.price,
        table.quantity,
        table.remaining,
        table.expiryDate,
      )
      .where(sql`${table.agentOrganisationId} is not null`),
    index().on(table.status, table.commodityId, table.seasonId),
    // What a holding has committed is summed per holding (holdings.repository.ts).
    index().on(table.holdingId, table.status),
    index().on(table.farmGrainId, table.status),
    // The re-offer of an offer (a lapsed offer is placed again once: decision 0206); partial, so placing an offer costs nothing more.
    index()
      .on(table.reofferOfId)
      .where(sql`${table.reofferOfId} is not null`),
  ],
);

export const offerQualityValues = pgTable('offer_quality_values', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  offerId: integer()
    .notNull()
    .references(() => offers.id),
  qualityParameterId: integer()
    .notNull()
    .references(() => qualityParameters.id),
  value: text().notNull(),
});
