import type { LocalDate } from '@cgx/domain/calendar';
import { and, asc, desc, eq, gt, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { bidGroups, bidLines, offers } from '../../../db/schema/orders.ts';
import { deliveredSites, portZones, ports, sites } from '../../../db/schema/reference.ts';

export type GradeAt = { market: 'cgx' | 'igrainx'; seasonId: number; commodityId: number; gradeId: number };
export type CgxLocation = { siteId: number } | { portZoneId: number };
/** An igrainX place near a town (spec 001 §3): matched as the market matches it, the names case aside. */
export type TownPlace = { pricingPoint: 'Ex Farm' | 'Free on Truck'; nearestTown: string; direction: string; distanceRange: string };

const lineSites = alias(sites, 'line_site');

/** A bid that can still trade today: active, tonnes left, not past expiry, the line not deleted. */
const openBid = (today: LocalDate, grade: GradeAt) =>
  and(
    eq(bidGroups.status, 'active'),
    gt(bidGroups.remaining, '0'),
    or(isNull(bidGroups.expiryDate), gte(bidGroups.expiryDate, today)),
    eq(bidLines.deleted, false),
    eq(bidGroups.market, grade.market),
    eq(bidGroups.seasonId, grade.seasonId),
    eq(bidGroups.commodityId, grade.commodityId),
    eq(bidLines.gradeId, grade.gradeId),
  );

/** A port-zone line is priced at port; a site line at the site, plus the site's differential at port (design §5). */
const linePortEquiv = sql<string>`(CASE WHEN ${bidLines.siteId} IS NOT NULL THEN ${bidLines.price} + ${lineSites.portDifferential} ELSE ${bidLines.price} END)`;

/** The zone lines of a site's zone count for the site; a zone asks for its own lines and its sites'. */
const cgxLineAt = (location: CgxLocation): SQL | undefined =>
  'siteId' in location
    ? or(
        eq(bidLines.siteId, location.siteId),
        eq(bidLines.portZoneId, sql`(SELECT ${sites.portZoneId} FROM ${sites} WHERE ${sites.id} = ${location.siteId})`),
      )
    : or(eq(bidLines.portZoneId, location.portZoneId), eq(lineSites.portZoneId, location.portZoneId));

/** The best cgx bid on port equivalents, then the earliest. */
export async function bestCgxBid(db: Db, grade: GradeAt, location: CgxLocation, today: LocalDate) {
  const [row] = await db
    .select({
      price: bidLines.price,
      isPortZone: sql<boolean>`${bidLines.siteId} IS NULL`,
      quantity: bidGroups.remaining,
      createdAt: bidGroups.createdAt,
      portEquiv: sql<string>`${linePortEquiv}::text`,
      portName: ports.name,
    })
    .from(bidLines)
    .innerJoin(bidGroups, eq(bidGroups.id, bidLines.bidGroupId))
    .leftJoin(lineSites, eq(lineSites.id, bidLines.siteId))
    .leftJoin(portZones, eq(portZones.id, sql`coalesce(${lineSites.portZoneId}, ${bidLines.portZoneId})`))
    .leftJoin(ports, eq(ports.id, portZones.portId))
    .where(and(openBid(today, grade), cgxLineAt(location)))
    .orderBy(desc(linePortEquiv), asc(bidGroups.sequence))
    .limit(1);
  return row;
}

/** The best igrainX Delivered bid at a delivered site, then the earliest. */
export async function bestDeliveredBid(db: Db, grade: GradeAt, deliveredSiteId: number, today: LocalDate) {
  const [row] = await db
    .select({ price: bidLines.price, quantity: bidGroups.remaining, createdAt: bidGroups.createdAt, portName: ports.name })
    .from(bidLines)
    .innerJoin(bidGroups, eq(bidGroups.id, bidLines.bidGroupId))
    .innerJoin(deliveredSites, eq(deliveredSites.id, bidLines.deliveredSiteId))
    .innerJoin(ports, eq(ports.id, deliveredSites.portId))
    .where(and(openBid(today, grade), eq(bidLines.pricingPoint, 'Delivered'), eq(bidLines.deliveredSiteId, deliveredSiteId)))
    .orderBy(desc(bidLines.price), asc(bidGroups.sequence))
    .limit(1);
  return row;
}

const tradeOf = (grade: GradeAt) =>
  and(
    ne(trades.status, 'cancelled'),
    eq(trades.market, grade.market),
    eq(trades.seasonId, grade.seasonId),
    eq(trades.commodityId, grade.commodityId),
    eq(trades.gradeId, grade.gradeId),
  );

const tradeColumns = { price: trades.price, quantity: trades.quantity, createdAt: trades.createdAt, portEquiv: trades.portEquiv };

/** The last two cgx trades of the grade at the site (or at any site of the zone), newest first. */
export const lastCgxTrades = (db: Db, grade: GradeAt, location: CgxLocation) =>
  db
    .select({ ...tradeColumns, portName: ports.name })
    .from(trades)
    .innerJoin(sites, eq(sites.id, trades.siteId))
    .innerJoin(portZones, eq(portZones.id, sites.portZoneId))
    .innerJoin(ports, eq(ports.id, portZones.portId))
    .where(and(tradeOf(grade), 'siteId' in location ? eq(trades.siteId, location.siteId) : eq(sites.portZoneId, location.portZoneId)))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(2);

/** The last two igrainX trades of the grade delivered to the site (the location is the offer's), newest first. */
export const lastDeliveredTrades = (db: Db, grade: GradeAt, deliveredSiteId: number) =>
  db
    .select({ ...tradeColumns, portName: ports.name })
    .from(trades)
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .innerJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .innerJoin(ports, eq(ports.id, deliveredSites.portId))
    .where(and(tradeOf(grade), eq(offers.pricingPoint, 'Delivered'), eq(offers.deliveredSiteId, deliveredSiteId)))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(2);

export type FormDataTradeRow = Omit<Awaited<ReturnType<typeof lastCgxTrades>>[number], 'portName'> & { portName: string | null };

/** The place columns of a bid line or an offer. */
type PlaceColumns = Pick<typeof bidLines, 'pricingPoint' | 'nearestTown' | 'nearestTownDirection' | 'nearestTownDistanceRange'>;

/** A bid line or an offer at the town place. */
const atTown = (columns: PlaceColumns | typeof offers, place: TownPlace) =>
  and(
    eq(columns.pricingPoint, place.pricingPoint),
    sql`lower(trim(${columns.nearestTown})) = ${place.nearestTown.trim().toLowerCase()}`,
    eq(columns.nearestTownDirection, place.direction),
    eq(columns.nearestTownDistanceRange, place.distanceRange),
  );

/** The best igrainX bid at a town place (Ex Farm, Free on Truck), then the earliest. */
export async function bestTownBid(db: Db, grade: GradeAt, place: TownPlace, today: LocalDate) {
  const [row] = await db
    .select({ price: bidLines.price, quantity: bidGroups.remaining, createdAt: bidGroups.createdAt })
    .from(bidLines)
    .innerJoin(bidGroups, eq(bidGroups.id, bidLines.bidGroupId))
    .where(and(openBid(today, grade), atTown(bidLines, place)))
    .orderBy(desc(bidLines.price), asc(bidGroups.sequence))
    .limit(1);
  return row;
}

/** An offer that can still trade today: active, tonnes left, not past expiry, of the grade. */
const openOffer = (today: LocalDate, grade: GradeAt) =>
  and(
    eq(offers.status, 'active'),
    gt(offers.remaining, '0'),
    or(isNull(offers.expiryDate), gte(offers.expiryDate, today)),
    eq(offers.market, grade.market),
    eq(offers.seasonId, grade.seasonId),
    eq(offers.commodityId, grade.commodityId),
    eq(offers.gradeId, grade.gradeId),
  );

const offerSites = alias(sites, 'offer_site');
const offerPortEquiv = sql<string>`(${offers.price} + ${offerSites.portDifferential})`;

/** The best cgx offer at the site (or at any site of the zone), on port equivalents as the market compares them, then the earliest. */
export async function bestCgxOffer(db: Db, grade: GradeAt, location: CgxLocation, today: LocalDate) {
  const [row] = await db
    .select({
      price: offers.price,
      quantity: offers.remaining,
      createdAt: offers.createdAt,
      portEquiv: sql<string>`${offerPortEquiv}::text`,
      portName: ports.name,
    })
    .from(offers)
    .innerJoin(offerSites, eq(offerSites.id, offers.siteId))
    .innerJoin(portZones, eq(portZones.id, offerSites.portZoneId))
    .innerJoin(ports, eq(ports.id, portZones.portId))
    .where(
      and(
        openOffer(today, grade),
        'siteId' in location ? eq(offers.siteId, location.siteId) : eq(offerSites.portZoneId, location.portZoneId),
      ),
    )
    .orderBy(asc(offerPortEquiv), asc(offers.sequence))
    .limit(1);
  return row;
}

/** The best igrainX offer delivered to the site, then the earliest. */
export async function bestDeliveredOffer(db: Db, grade: GradeAt, deliveredSiteId: number, today: LocalDate) {
  const [row] = await db
    .select({ price: offers.price, quantity: offers.remaining, createdAt: offers.createdAt, portName: ports.name })
    .from(offers)
    .innerJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .innerJoin(ports, eq(ports.id, deliveredSites.portId))
    .where(and(openOffer(today, grade), eq(offers.pricingPoint, 'Delivered'), eq(offers.deliveredSiteId, deliveredSiteId)))
    .orderBy(asc(offers.price), asc(offers.sequence))
    .limit(1);
  return row;
}

/** The best igrainX offer at a town place, then the earliest. */
export async function bestTownOffer(db: Db, grade: GradeAt, place: TownPlace, today: LocalDate) {
  const [row] = await db
    .select({ price: offers.price, quantity: offers.remaining, createdAt: offers.createdAt })
    .from(offers)
    .where(and(openOffer(today, grade), atTown(offers, place)))
    .orderBy(asc(offers.price), asc(offers.sequence))
    .limit(1);
  return row;
}

/** The last two igrainX trades of the grade whose offers were at the town place, newest first. */
export const lastTownTrades = (db: Db, grade: GradeAt, place: TownPlace) =>
  db
    .select({ ...tradeColumns, portName: sql<string | null>`null` })
    .from(trades)
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .where(and(tradeOf(grade), atTown(offers, place)))
    .orderBy(desc(trades.createdAt), desc(trades.id))
    .limit(2);
