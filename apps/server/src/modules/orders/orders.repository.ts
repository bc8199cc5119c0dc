import { and, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentAuthorisations, organisations } from '../../db/schema/organisations.ts';
import { bidGroups, bidLines, offers } from '../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../db/schema/reference.ts';

export type ListStatus = 'active' | 'lapsed' | 'ended';
const STATUSES: Record<ListStatus, ('active' | 'lapsed' | 'cancelled' | 'filled' | 'closed')[]> = {
  active: ['active'],
  lapsed: ['lapsed'],
  ended: ['cancelled', 'filled', 'closed'],
};

/**
 * An organisation sees the offers it sells and, for an agent, those it placed for clients whose
 * authority it still holds: once a client revokes it, the agent sees none of the client's offers.
 */
const offerOwner = (organisationId: number): SQL | undefined =>
  or(
    eq(offers.organisationId, organisationId),
    and(
      eq(offers.agentOrganisationId, organisationId),
      sql`exists (select 1 from ${agentAuthorisations} where ${agentAuthorisations.agentOrganisationId} = ${offers.agentOrganisationId}
        and ${agentAuthorisations.growerOrganisationId} = ${offers.organisationId} and ${agentAuthorisations.revokedAt} is null)`,
    ),
  );

const offerViewQuery = (db: Db) =>
  db
    .select({
      offer: offers,
      seller: organisations.tradingName,
      season: seasons,
      commodity: commodities,
      grade: grades,
      period: deliveryPeriods,
      site: sites,
    })
    .from(offers)
    .innerJoin(organisations, eq(organisations.id, offers.organisationId))
    .innerJoin(seasons, eq(seasons.id, offers.seasonId))
    .innerJoin(commodities, eq(commodities.id, offers.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, offers.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, offers.gradeId))
    .leftJoin(sites, eq(sites.id, offers.siteId));

export const listOffers = (db: Db, organisationId: number, status: ListStatus) =>
  offerViewQuery(db)
    .where(and(offerOwner(organisationId), inArray(offers.status, STATUSES[status])))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(200);

export const findOfferView = async (db: Db, organisationId: number, offerId: number) =>
  (await offerViewQuery(db).where(and(eq(offers.id, offerId), offerOwner(organisationId))))[0];

export async function findOwnOffer(db: Db, organisationId: number, offerId: number) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), offerOwner(organisationId)));
  return row;
}

const bidGroupViewQuery = (db: Db) =>
  db
    .select({ group: bidGroups, season: seasons, commodity: commodities, period: deliveryPeriods })
    .from(bidGroups)
    .innerJoin(seasons, eq(seasons.id, bidGroups.seasonId))
    .innerJoin(commodities, eq(commodities.id, bidGroups.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, bidGroups.deliveryPeriodId));

export const listBidGroups = (db: Db, organisationId: number, status: ListStatus) =>
  bidGroupViewQuery(db)
    .where(and(eq(bidGroups.organisationId, organisationId), inArray(bidGroups.status, STATUSES[status])))
    .orderBy(desc(bidGroups.createdAt), desc(bidGroups.id))
    .limit(200);

export const findBidGroupView = async (db: Db, organisationId: number, groupId: number) =>
  (await bidGroupViewQuery(db).where(and(eq(bidGroups.id, groupId), eq(bidGroups.organisationId, organisationId))))[0];

export const linesOf = (db: Db, groupIds: number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ line: bidLines, grade: grades, site: sites })
        .from(bidLines)
        .leftJoin(grades, eq(grades.id, bidLines.gradeId))
        .leftJoin(sites, eq(sites.id, bidLines.siteId))
        .where(and(inArray(bidLines.bidGroupId, groupIds), eq(bidLines.deleted, false)))
        .orderBy(bidLines.id);

export async function findOwnBidGroup(db: Db, organisationId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(bidGroups)
    .where(and(eq(bidGroups.id, groupId), eq(bidGroups.organisationId, organisationId)));
  return row;
}

/** Orders whose expiry date has passed (in Sydney) lapse; both tables, one statement each. */
export async function lapseExpiredOrders(db: Db, today: string, now: Date): Promise<number> {
  const lapsedOffers = await db
    .update(offers)
    .set({ status: 'lapsed', endedAt: now, updatedAt: now })
    .where(and(eq(offers.status, 'active'), isNotNull(offers.expiryDate), lt(offers.expiryDate, today)))
    .returning({ id: offers.id });
  const lapsedBids = await db
    .update(bidGroups)
    .set({ status: 'lapsed', endedAt: now, updatedAt: now })
    .where(and(eq(bidGroups.status, 'active'), isNotNull(bidGroups.expiryDate), lt(bidGroups.expiryDate, today)))
    .returning({ id: bidGroups.id });
  return lapsedOffers.length + lapsedBids.length;
}
