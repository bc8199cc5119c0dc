import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisations } from '../../db/schema/organisations.ts';
import {
  commodities,
  deliveredSites,
  deliveryPeriods,
  grades,
  onFarmStorages,
  portZones,
  ports,
  publicHolidays,
  qualityParameters,
  seasons,
  sites,
  specialTerms,
  varieties,
} from '../../db/schema/reference.ts';

/** Lookups list only active items (spec 001 §7 'active ...'). */
const where = (...conditions: (SQL | undefined)[]) => and(...conditions.filter((condition) => condition !== undefined));

export const listSeasons = (db: Db) => db.select().from(seasons).where(eq(seasons.status, 'active')).orderBy(asc(seasons.startDate));

export const listDeliveryPeriods = (db: Db) =>
  db.select().from(deliveryPeriods).where(eq(deliveryPeriods.status, 'active')).orderBy(asc(deliveryPeriods.position));

export const listCommodities = (db: Db) =>
  db.select().from(commodities).where(eq(commodities.status, 'active')).orderBy(asc(commodities.name));

export const listGrades = (db: Db, filter: { commodityId?: number; industryBody?: 'N/A' | 'Yes' | 'No' }) =>
  db
    .select()
    .from(grades)
    .where(
      where(
        eq(grades.status, 'active'),
        filter.commodityId ? eq(grades.commodityId, filter.commodityId) : undefined,
        filter.industryBody ? eq(grades.industryBody, filter.industryBody) : undefined,
      ),
    )
    .orderBy(asc(grades.commodityId), asc(grades.id));

export const listQualityParameters = (db: Db, filter: { commodityId?: number }) =>
  db
    .select()
    .from(qualityParameters)
    .where(
      where(eq(qualityParameters.status, 'active'), filter.commodityId ? eq(qualityParameters.commodityId, filter.commodityId) : undefined),
    )
    .orderBy(asc(qualityParameters.commodityId), asc(qualityParameters.position));

export const listVarieties = (db: Db, filter: { seasonId?: number; commodityId?: number; gradeIds?: number[] }) =>
  db
    .select()
    .from(varieties)
    .where(
      where(
        eq(varieties.status, 'active'),
        filter.seasonId ? eq(varieties.seasonId, filter.seasonId) : undefined,
        filter.commodityId ? eq(varieties.commodityId, filter.commodityId) : undefined,
        filter.gradeIds?.length ? inArray(varieties.gradeId, filter.gradeIds) : undefined,
      ),
    )
    .orderBy(asc(varieties.name));

export const listOnFarmStorages = (db: Db) =>
  db.select().from(onFarmStorages).where(eq(onFarmStorages.status, 'active')).orderBy(asc(onFarmStorages.position));

export const listSpecialTerms = (db: Db) =>
  db.select().from(specialTerms).where(eq(specialTerms.status, 'active')).orderBy(asc(specialTerms.position));

export const listDeliveredSites = (db: Db) =>
  db
    .select({ site: deliveredSites, portName: ports.name })
    .from(deliveredSites)
    .innerJoin(ports, eq(ports.id, deliveredSites.portId))
    .where(eq(deliveredSites.status, 'active'))
    .orderBy(asc(deliveredSites.state), asc(deliveredSites.siteName));

export async function listPortsWithZones(db: Db) {
  const rows = await db.select().from(ports).where(eq(ports.status, 'active')).orderBy(asc(ports.state), asc(ports.name));
  const zones = await db.select().from(portZones).where(eq(portZones.status, 'active')).orderBy(asc(portZones.name));
  return rows.map((port) => ({ port, zones: zones.filter((zone) => zone.portId === port.id) }));
}

export const listSites = (db: Db, filter: { state?: string; storageProviderId?: number; portZoneId?: number }) =>
  db
    .select({ site: sites, nickname: organisations.nickname, zoneName: portZones.name, portName: ports.name })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.storageProviderId))
    .innerJoin(portZones, eq(portZones.id, sites.portZoneId))
    .innerJoin(ports, eq(ports.id, portZones.portId))
    .where(
      where(
        eq(sites.status, 'active'),
        filter.state ? eq(sites.state, filter.state.toUpperCase()) : undefined,
        filter.storageProviderId ? eq(sites.storageProviderId, filter.storageProviderId) : undefined,
        filter.portZoneId ? eq(sites.portZoneId, filter.portZoneId) : undefined,
      ),
    )
    .orderBy(asc(sites.state), asc(sites.name));

/** Active storage providers and how many active sites each has in each state. */
export const countSitesByStateAndProvider = (db: Db) =>
  db
    .select({
      state: sites.state,
      id: organisations.id,
      tradingName: organisations.tradingName,
      nickname: organisations.nickname,
      siteCount: sql<number>`count(*)::int`,
    })
    .from(sites)
    .innerJoin(organisations, eq(organisations.id, sites.storageProviderId))
    .where(and(eq(sites.status, 'active'), eq(organisations.status, 'active')))
    .groupBy(sites.state, organisations.id, organisations.tradingName, organisations.nickname)
    .orderBy(asc(sites.state), asc(organisations.tradingName));

export const listPublicHolidays = (db: Db, filter: { state?: string; year?: number }) =>
  db
    .select()
    .from(publicHolidays)
    .where(
      where(
        filter.state ? eq(publicHolidays.state, filter.state.toUpperCase()) : undefined,
        filter.year ? gte(publicHolidays.date, `${filter.year}-01-01`) : undefined,
        filter.year ? lte(publicHolidays.date, `${filter.year}-12-31`) : undefined,
      ),
    )
    .orderBy(asc(publicHolidays.date), asc(publicHolidays.state));
