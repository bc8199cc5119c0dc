import type { BID_SORTS, OFFER_SORTS, TBidsQuery, TOfferGroupsQuery, TOffersQuery } from '@cgx/domain/orders.schemas';
import { and, asc, desc, eq, exists, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../lib/paging.ts';
import { agentAuthorisations, organisations } from '../../db/schema/organisations.ts';
import { bidGroups, bidLines, bidQualityLimits, offerQualityValues, offers } from '../../db/schema/orders.ts';
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

const OFFER_SORT_COLUMNS = {
  createdAt: offers.createdAt,
  price: offers.price,
  quantity: offers.quantity,
  remaining: offers.remaining,
  expiryDate: offers.expiryDate,
  commodity: commodities.name,
} satisfies Record<(typeof OFFER_SORTS)[number], unknown>;

const offerFilters = (organisationId: number, query: TOffersQuery | TOfferGroupsQuery) =>
  and(
    offerOwner(organisationId),
    'holdingId' in query && query.holdingId ? eq(offers.holdingId, query.holdingId) : undefined,
    'farmGrainId' in query && query.farmGrainId ? eq(offers.farmGrainId, query.farmGrainId) : undefined,
    inArray(offers.status, STATUSES[query.status]),
    query.commodityId ? eq(offers.commodityId, query.commodityId) : undefined,
    query.seasonId ? eq(offers.seasonId, query.seasonId) : undefined,
    withinDates(offers.createdAt, query.dateFrom, query.dateTo),
    termIn(query.term, [commodities.name, grades.name, grades.code, sites.name, seasons.name]),
  );

/** A page of the offers an organisation sees, filtered and sorted in SQL. */
export function pageOffers(db: Db, organisationId: number, query: TOffersQuery) {
  const where = offerFilters(organisationId, query);
  return pageOf(query, {
    rows: (limit, offset) =>
      offerViewQuery(db)
        .where(where)
        .orderBy(...orderOf(OFFER_SORT_COLUMNS, query.sort, query.direction, offers.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await offerCountQuery(db).where(where))[0]?.total ?? 0,
  });
}

/** The joins the filters may name (commodity, grade, site, season), without the view's other columns. */
const offerCountQuery = (db: Db) =>
  db
    .select({ total: countAll })
    .from(offers)
    .innerJoin(seasons, eq(seasons.id, offers.seasonId))
    .innerJoin(commodities, eq(commodities.id, offers.commodityId))
    .leftJoin(grades, eq(grades.id, offers.gradeId))
    .leftJoin(sites, eq(sites.id, offers.siteId));

/**
 * A page of offer groups (season, commodity, delivery period), the group with the newest offer first,
 * with every matching offer of the page's groups and their totals, summed in SQL.
 */
export async function pageOfferGroups(db: Db, organisationId: number, query: TOfferGroupsQuery) {
  const where = offerFilters(organisationId, query);
  const latest = sql<Date>`max(${offers.createdAt})`;
  const grouped = () =>
    db
      .select({
        seasonId: offers.seasonId,
        commodityId: offers.commodityId,
        deliveryPeriodId: offers.deliveryPeriodId,
        totalQuantity: sql<string>`sum(${offers.quantity})::text`,
        totalRemaining: sql<string>`sum(${offers.remaining})::text`,
      })
      .from(offers)
      .innerJoin(seasons, eq(seasons.id, offers.seasonId))
      .innerJoin(commodities, eq(commodities.id, offers.commodityId))
      .leftJoin(grades, eq(grades.id, offers.gradeId))
      .leftJoin(sites, eq(sites.id, offers.siteId))
      .where(where)
      .groupBy(offers.seasonId, offers.commodityId, offers.deliveryPeriodId);
  const page = await pageOf(query, {
    rows: (limit, offset) =>
      grouped()
        .orderBy(query.direction === 'asc' ? asc(latest) : desc(latest), offers.seasonId, offers.commodityId, offers.deliveryPeriodId)
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ total: countAll }).from(grouped().as('groups')))[0]?.total ?? 0,
  });
  const members =
    page.rows.length === 0
      ? []
      : await offerViewQuery(db)
          .where(
            and(
              where,
              or(
                ...page.rows.map((group) =>
                  and(
                    eq(offers.seasonId, group.seasonId),
                    eq(offers.commodityId, group.commodityId),
                    eq(offers.deliveryPeriodId, group.deliveryPeriodId),
                  ),
                ),
              ),
            ),
          )
          .orderBy(desc(offers.createdAt), desc(offers.id));
  return { ...page, members };
}

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

const BID_SORT_COLUMNS = {
  createdAt: bidGroups.createdAt,
  quantity: bidGroups.quantity,
  remaining: bidGroups.remaining,
  expiryDate: bidGroups.expiryDate,
  commodity: commodities.name,
} satisfies Record<(typeof BID_SORTS)[number], unknown>;

/** A line of the group names the term in its grade or its site. */
const bidLineMatches = (db: Db, term: string | undefined) => {
  const matches = termIn(term, [grades.name, grades.code, sites.name]);
  return matches
    ? exists(
        db
          .select({ id: bidLines.id })
          .from(bidLines)
          .leftJoin(grades, eq(grades.id, bidLines.gradeId))
          .leftJoin(sites, eq(sites.id, bidLines.siteId))
          .where(and(eq(bidLines.bidGroupId, bidGroups.id), eq(bidLines.deleted, false), matches)),
      )
    : undefined;
};

/** A page of the organisation's bids; `sheetsOnly` keeps the bid sheets (groups of several lines). */
export function pageBidGroups(db: Db, organisationId: number, query: TBidsQuery, sheetsOnly = false) {
  const where = and(
    eq(bidGroups.organisationId, organisationId),
    inArray(bidGroups.status, STATUSES[query.status]),
    sheetsOnly ? eq(bidGroups.isBidSheet, true) : undefined,
    query.commodityId ? eq(bidGroups.commodityId, query.commodityId) : undefined,
    query.seasonId ? eq(bidGroups.seasonId, query.seasonId) : undefined,
    withinDates(bidGroups.createdAt, query.dateFrom, query.dateTo),
    query.term ? or(termIn(query.term, [commodities.name, seasons.name]), bidLineMatches(db, query.term)) : undefined,
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      bidGroupViewQuery(db)
        .where(where)
        .orderBy(...orderOf(BID_SORT_COLUMNS, query.sort, query.direction, bidGroups.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ total: countAll })
          .from(bidGroups)
          .innerJoin(seasons, eq(seasons.id, bidGroups.seasonId))
          .innerJoin(commodities, eq(commodities.id, bidGroups.commodityId))
          .where(where)
      )[0]?.total ?? 0,
  });
}

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

/** A bid group's quality limits, in the order they were written. */
export const offerQualityOf = (db: Db, offerId: number) =>
  db
    .select({ qualityParameterId: offerQualityValues.qualityParameterId, amount: offerQualityValues.value })
    .from(offerQualityValues)
    .where(eq(offerQualityValues.offerId, offerId))
    .orderBy(offerQualityValues.id);

export const qualityLimitsOf = (db: Db, groupId: number) =>
  db
    .select({ qualityParameterId: bidQualityLimits.qualityParameterId, amount: bidQualityLimits.amount })
    .from(bidQualityLimits)
    .where(eq(bidQualityLimits.bidGroupId, groupId))
    .orderBy(bidQualityLimits.id);

export async function findOwnBidGroup(db: Db, organisationId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(bidGroups)
    .where(and(eq(bidGroups.id, groupId), eq(bidGroups.organisationId, organisationId)));
  return row;
}

/** Orders whose expiry date has passed (in Sydney) lapse; both tables, one statement each. */
/** Lapses active orders whose expiry date has passed; answers the organisations whose lists changed. */
export async function lapseExpiredOrders(db: Db, today: string, now: Date): Promise<{ lapsed: number; organisationIds: number[] }> {
  const lapsedOffers = await db
    .update(offers)
    .set({ status: 'lapsed', endedAt: now, updatedAt: now })
    .where(and(eq(offers.status, 'active'), isNotNull(offers.expiryDate), lt(offers.expiryDate, today)))
    .returning({ organisationId: offers.organisationId, agentOrganisationId: offers.agentOrganisationId });
  const lapsedBids = await db
    .update(bidGroups)
    .set({ status: 'lapsed', endedAt: now, updatedAt: now })
    .where(and(eq(bidGroups.status, 'active'), isNotNull(bidGroups.expiryDate), lt(bidGroups.expiryDate, today)))
    .returning({ organisationId: bidGroups.organisationId });
  const organisationIds = new Set<number>();
  for (const row of lapsedOffers) {
    organisationIds.add(row.organisationId);
    if (row.agentOrganisationId !== null) organisationIds.add(row.agentOrganisationId);
  }
  for (const row of lapsedBids) organisationIds.add(row.organisationId);
  return { lapsed: lapsedOffers.length + lapsedBids.length, organisationIds: [...organisationIds] };
}
