import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';

/** Reference data shared by both markets; staff maintain it in Market Settings. */
const status = () =>
  text({ enum: ['active', 'inactive'] })
    .notNull()
    .default('active');
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Australian crop years, e.g. '2026/27' (harvest late 2026). */
export const seasons = pgTable(
  'seasons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('seasons_name_key').on(table.name)],
);

/** 'Now' (no end date, a shorter minimum quantity), a month, or a harvest window. */
export const deliveryPeriods = pgTable('delivery_periods', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  kind: text({ enum: ['now', 'month', 'harvest'] }).notNull(),
  startDate: date(),
  endDate: date(),
  position: integer().notNull().default(0),
  status: status(),
  createdAt: createdAt(),
});

export const commodities = pgTable(
  'commodities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    code: text().notNull(),
    /** The body whose grade standards apply, e.g. Grain Trade Australia. */
    industryBodyName: text(),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('commodities_code_key').on(table.code)],
);

export const grades = pgTable(
  'grades',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    code: text().notNull(),
    name: text().notNull(),
    description: text(),
    /** spec 002 §3: whether the grade is an industry-body standard ('N/A', 'Yes', 'No'). */
    industryBody: text({ enum: ['N/A', 'Yes', 'No'] })
      .notNull()
      .default('Yes'),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('grades_commodity_code_key').on(table.commodityId, table.code)],
);

export const qualityParameters = pgTable(
  'quality_parameters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    name: text().notNull(),
    code: text().notNull(),
    /** One of the units of spec 001 §3 ('%', 'kg/hl', 'sec', 'cm', 'g', 'celcius', 'other'). */
    unit: text().notNull(),
    limit: text({ enum: ['Minimum', 'Maximum'] }).notNull(),
    comment: text(),
    offerDisplay: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.commodityId)],
);

export const ports = pgTable(
  'ports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    state: text().notNull(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ports_name_key').on(table.name)],
);

/** The catchment of a port: sites in it are priced against that port. */
export const portZones = pgTable('port_zones', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  portId: integer()
    .notNull()
    .references(() => ports.id),
  name: text().notNull(),
  status: status(),
  createdAt: createdAt(),
});

/** A storage provider's receival site (cgx: warehouse grain). */
export const sites = pgTable(
  'sites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storageProviderId: integer()
      .notNull()
      .references(() => organisations.id),
    name: text().notNull(),
    /** The storage provider's own code for the site (e.g. MORE, MRD), as its ACQ files name it (decision 0216). */
    code: text().notNull(),
    state: text().notNull(),
    portZoneId: integer()
      .notNull()
      .references(() => portZones.id),
    /** $/mt added to a site price to give its port equivalent (freight and handling to port). */
    portDifferential: numeric({ precision: 10, scale: 2 }).notNull(),
    latitude: numeric({ precision: 9, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.storageProviderId),
    index().on(table.portZoneId),
    uniqueIndex('sites_provider_code_key').on(table.storageProviderId, table.code),
  ],
);

/** igrainX: how grain is kept on farm (silo, silo bag, ...). */
export const onFarmStorages = pgTable('on_farm_storages', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  position: integer().notNull().default(0),
  status: status(),
  createdAt: createdAt(),
});

export const varieties = pgTable(
  'varieties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    seasonId: integer()
      .notNull()
      .references(() => seasons.id),
    commodityId: integer()
      .notNull()
      .references(() => commodities.id),
    gradeId: integer().references(() => grades.id),
    code: text().notNull(),
    name: text().notNull(),
    royaltyManagerName: text().notNull(),
    recipientName: text().notNull(),
    /** End-point royalty, $/mt. */
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    status: status(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('varieties_season_code_key').on(table.seasonId, table.code)],
);

export const specialTerms = pgTable('special_terms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  position: integer().notNull().default(0),
  status: status(),
  createdAt: createdAt(),
});

/** igrainX: a buyer's delivery point (mill, feedlot, crusher) for Delivered prices. */
export const deliveredSites = pgTable('delivered_sites', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  tradingName: text().notNull(),
  nickname: text().notNull(),
  siteName: text().notNull(),
  deliveredRegionName: text(),
  portId: integer()
    .notNull()
    .references(() => ports.id),
  state: text().notNull(),
  latitude: numeric({ precision: 9, scale: 6 }).notNull(),
  longitude: numeric({ precision: 9, scale: 6 }).notNull(),
  status: status(),
  createdAt: createdAt(),
});

export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    state: text().notNull(),
    date: date().notNull(),
    name: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('public_holidays_state_date_key').on(table.state, table.date)],
);

/** The exchange's own fees, per tonne, charged to a side of the trade. */
export const fees = pgTable('fees', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  /** Who pays: 'seller' or 'buyer'. */
  chargedTo: text({ enum: ['seller', 'buyer'] }).notNull(),
  seasonId: integer().references(() => seasons.id),
  commodityId: integer().references(() => commodities.id),
  amountPerTonne: numeric({ precision: 10, scale: 2 }).notNull(),
  gstApplicable: boolean().notNull().default(true),
  status: status(),
  createdAt: createdAt(),
});

/** A state levy in $/mt (spec 002 §3 'Statutory levy'). commodityIds empty means every commodity. */
export const statutoryLevies = pgTable('statutory_levies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  seasonId: integer()
    .notNull()
    .references(() => seasons.id),
  name: text().notNull(),
  commodityIds: integer().array().notNull().default([]),
  state: text(),
  invoiceDisplayId: integer().references(() => organisations.id),
  recipientId: integer().references(() => organisations.id),
  description: text(),
  amountPerTonne: numeric({ precision: 10, scale: 2 }).notNull(),
  status: status(),
  createdAt: createdAt(),
});

/** A levy on the farm-gate value (spec 002 §3 'Farm gate levy'), e.g. the national grains levy. */
export const farmGateLevies = pgTable('farm_gate_levies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  seasonId: integer()
    .notNull()
    .references(() => seasons.id),
  name: text().notNull(),
  commodityIds: integer().array().notNull().default([]),
  state: text(),
  invoiceDisplayId: integer().references(() => organisations.id),
  recipientId: integer().references(() => organisations.id),
  description: text().notNull(),
  /** Deducted from the price before the rate applies: the farm-gate value. */
  farmGateDeductionPerTon: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
  ratePercentage: numeric({ precision: 7, scale: 3 }).notNull(),
  gstApplicable: boolean().notNull().default(false),
  /** An NGR opt-in levy applies only to growers who opted in. */
  ngr: boolean().notNull().default(false),
  status: status(),
  createdAt: createdAt(),
});
