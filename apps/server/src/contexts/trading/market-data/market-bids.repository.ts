import type { LocalDate } from '@cgx/domain/calendar';
import { and, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { bidGroups, bidLines } from '../../../db/schema/orders.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, portZones, ports, seasons, sites } from '../../../db/schema/reference.ts';

const storageProviders = alias(organisations, 'storage_provider');
const zonePorts = alias(ports, 'zone_port');
const deliveredSitePorts = alias(ports, 'delivered_site_port');
const lineZones = alias(portZones, 'line_zone');

/**
 * The bid lines that can trade today, newest first, with the names the public may see: never
 * the buyer's. A site line's port zone comes from its site; a zone line names its zone.
 */
export function listStandingBidLines(db: Db, today: LocalDate, options: { limit: number; market?: 'cgx' | 'igrainx' }) {
  return db
    .select({
      lineId: bidLines.id,
      market: bidGroups.market,
      price: bidLines.price,
      quantity: bidGroups.remaining,
      createdAt: bidGroups.createdAt,
      commodityName: commodities.name,
      gradeName: grades.name,
      seasonName: seasons.name,
      deliveryPeriodName: deliveryPeriods.name,
      siteName: sites.name,
      siteState: sites.state,
      sitePortDifferential: sites.portDifferential,
      storageProviderNickname: storageProviders.nickname,
      zoneName: lineZones.name,
      zonePortName: zonePorts.name,
      zonePortState: zonePorts.state,
      deliveredSiteName: deliveredSites.siteName,
      deliveredSiteState: deliveredSites.state,
      deliveredSitePortName: deliveredSitePorts.name,
      pricingPoint: bidLines.pricingPoint,
      nearestTown: bidLines.nearestTown,
      nearestTownCity: bidLines.nearestTownCity,
    })
    .from(bidLines)
    .innerJoin(bidGroups, eq(bidGroups.id, bidLines.bidGroupId))
    .innerJoin(commodities, eq(commodities.id, bidGroups.commodityId))
    .innerJoin(seasons, eq(seasons.id, bidGroups.seasonId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, bidGroups.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, bidLines.gradeId))
    .leftJoin(sites, eq(sites.id, bidLines.siteId))
    .leftJoin(storageProviders, eq(storageProviders.id, sites.storageProviderId))
    .leftJoin(lineZones, eq(lineZones.id, sql`coalesce(${sites.portZoneId}, ${bidLines.portZoneId})`))
    .leftJoin(zonePorts, eq(zonePorts.id, lineZones.portId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, bidLines.deliveredSiteId))
    .leftJoin(deliveredSitePorts, eq(deliveredSitePorts.id, deliveredSites.portId))
    .where(
      and(
        eq(bidGroups.status, 'active'),
        gt(bidGroups.remaining, '0'),
        or(isNull(bidGroups.expiryDate), gte(bidGroups.expiryDate, today)),
        eq(bidLines.deleted, false),
        options.market ? eq(bidGroups.market, options.market) : undefined,
      ),
    )
    .orderBy(desc(bidGroups.createdAt), desc(bidLines.id))
    .limit(options.limit);
}
