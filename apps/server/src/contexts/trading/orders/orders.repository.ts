import type { BID_SORTS, OFFER_SORTS, TBidsQuery, TOfferGroupsQuery, TOffersQuery } from '@cgx/domain/orders.schemas';
import type { LocalDate } from '@cgx/domain/calendar';
import { and, eq, exists, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { countAll, orderOf, pageOf, withinDates } from '../../../lib/paging.ts';
import { namesHolding } from '../../../modules/reference/names-holding.ts';
import { varietiesNamed } from '../../../modules/reference/varieties-named.ts';
import { agentAuthorisations, organisations } from '../../../db/schema/organisations.ts';
import { bidGroups, bidLines, bidQualityLimits, offerQualityValues, offers } from '../../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';

export type ListStatus = 'active' | 'lapsed' | 'cancelled' | 'ended';
type OrderStatus = 'active' | 'lapsed' | 'cancelled' | 'filled' | 'closed';
const STATUSES: Record<ListStatus, OrderStatus[]> = {
  active: ['active'],
  lapsed: ['lapsed'],
  cancelled: ['cancelled'],
  ended: ['cancelled', 'filled', 'closed'],
};

/** An order that may have been placed again (a re-offer, a rebid) once it ended. */
type EndedOrder = { id: number; status: string };

/**
 * The orders placed again from these ended ones (offers' reoffer_of_id, bids' rebid_of_id), by the
 * one they were placed from, through the link's partial index.
 */
async function placedAgain(
  db: Db,
  table: typeof offers | typeof bidGroups,
  link: typeof offers.reofferOfId | typeof bidGroups.rebidOfId,
  orders: EndedOrder[],
): Promise<Map<number, number>> {
  const ended = orders.filter((order) => order.status !== 'active').map((order) => order.id);
  if (ended.length === 0) return new Map();
  const rows = await db.select({ id: table.id, sourceId: link }).from(table).where(inArray(link, ended)).orderBy(table.id);
  const again = new Map<number, number>();
  for (const row of rows) if (row.sourceId !== null && !again.has(row.sourceId)) again.set(row.sourceId, row.id);
  return again;
}

/** The re-offers of these offers (those that ended), by the offer each was made from. */
export const reoffersOf = (db: Db, orders: EndedOrder[]) => placedAgain(db, offers, offers.reofferOfId, orders);
/** The rebids of these bids (those that ended), by the bid each was made from. */
export const rebidsOf = (db: Db, orders: EndedOrder[]) => placedAgain(db, bidGroups, bidGroups.rebidOfId, orders);

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
      varieties: varietiesNamed(offers.varietyIds),
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

/** The commodity's name read beside an order, for sorting by it without joining the commodities to every match. */
const commodityNameOf = (column: AnyColumn) => sql`(select ${commodities.name} from ${commodities} where ${commodities.id} = ${column})`;

/** The same order as OFFER_SORT_COLUMNS, on the offers table alone. */
const OFFER_SORT_KEYS = { ...OFFER_SORT_COLUMNS, commodity: commodityNameOf(offers.commodityId) };

/** Everything but the owner: status, commodity, season, creation dates, and the term in commodity, grade, site or season. */
const offerFilters = (query: TOffersQuery | TOfferGroupsQuery) => {
  const named = query.term ? namesHolding(query.term) : undefined;
  return and(
    'holdingId' in query && query.holdingId ? eq(offers.holdingId, query.holdingId) : undefined,
    'farmGrainId' in query && query.farmGrainId ? eq(offers.farmGrainId, query.farmGrainId) : undefined,
    inArray(offers.status, STATUSES[query.status]),
    query.commodityId ? eq(offers.commodityId, query.commodityId) : undefined,
    query.seasonId ? eq(offers.seasonId, query.seasonId) : undefined,
    withinDates(offers.createdAt, query.dateFrom, query.dateTo),
    named
      ? or(
          inArray(offers.commodityId, named.commodities),
          inArray(offers.gradeId, named.grades),
          inArray(offers.siteId, named.sites),
          inArray(offers.seasonId, named.seasons),
        )
      : undefined,
  );
};

/**
 * offerOwner as two conditions, each served by an index in the lists' order: the offers the
 * organisation sells, and those it placed as an agent for a client (not its own, so none is counted
 * twice) whose authority it still holds. A list reads them as a UNION ALL that PostgreSQL merges in
 * order; written as one OR, it read and sorted every match to show a page (decision 0135).
 */
const offerOwnerships = (organisationId: number): SQL[] => [
  eq(offers.organisationId, organisationId),
  and(
    eq(offers.agentOrganisationId, organisationId),
    ne(offers.organisationId, organisationId),
    sql`exists (select 1 from ${agentAuthorisations} where ${agentAuthorisations.agentOrganisationId} = ${offers.agentOrganisationId}
      and ${agentAuthorisations.growerOrganisationId} = ${offers.organisationId} and ${agentAuthorisations.revokedAt} is null)`,
  ) as SQL,
];

/**
 * The organisation's matching offers as the body of a subquery, with the columns named in `columns`;
 * `rest` ends each branch (a branch's own ORDER BY and LIMIT, which is what lets it read its index in order).
 */
const ownedOffers = (organisationId: number, where: SQL | undefined, columns: SQL, rest: SQL = sql``) =>
  sql.join(
    offerOwnerships(organisationId).map((owner) => sql`(select ${columns} from ${offers} where ${and(owner, where)} ${rest})`),
    sql` union all `,
  );

const directionOf = (direction: 'asc' | 'desc') => (direction === 'asc' ? sql.raw('asc') : sql.raw('desc'));

/**
 * A page of the offers an organisation sees, filtered and sorted in SQL: first the page's ids from
 * the offers alone (in the list's order, which the owner indexes serve for the newest first), then
 * the page's rows with their names; the count reads the offers alone too.
 */
export function pageOffers(db: Db, organisationId: number, query: TOffersQuery) {
  const filters = offerFilters(query);
  const direction = directionOf(query.direction);
  return pageOf(query, {
    rows: async (limit, offset) => {
      // Each branch's first offset + limit in the list's order, then the page of the two merged.
      const owned = ownedOffers(
        organisationId,
        filters,
        sql`${offers.id} as id, ${OFFER_SORT_KEYS[query.sort]} as sort_key`,
        sql`order by 2 ${direction}, 1 ${direction} limit ${offset + limit}`,
      );
      const page = await queryRows<{ id: number }>(
        db,
        sql`select id from (${owned}) as owned order by sort_key ${direction}, id ${direction} limit ${limit} offset ${offset}`,
      );
      if (page.length === 0) return [];
      return offerViewQuery(db)
        .where(
          inArray(
            offers.id,
            page.map((row) => Number(row.id)),
          ),
        )
        .orderBy(...orderOf(OFFER_SORT_COLUMNS, query.sort, query.direction, offers.id));
    },
    count: async () => {
      const owned = ownedOffers(organisationId, filters, sql`1 as one`);
      const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${owned}) as owned`);
      return Number(row?.total ?? 0);
    },
  });
}

type OfferGroupRow = { seasonId: number; commodityId: number; deliveryPeriodId: number; totalQuantity: string; totalRemaining: string };

/**
 * A page of offer groups (season, commodity, delivery period), the group with the newest offer first,
 * with every matching offer of the page's groups and their totals, summed in SQL.
 */
export async function pageOfferGroups(db: Db, organisationId: number, query: TOfferGroupsQuery) {
  const filters = offerFilters(query);
  const owned = ownedOffers(
    organisationId,
    filters,
    sql`${offers.id} as id, ${offers.seasonId} as season_id, ${offers.commodityId} as commodity_id,
      ${offers.deliveryPeriodId} as delivery_period_id, ${offers.quantity} as quantity, ${offers.remaining} as remaining,
      ${offers.createdAt} as created_at`,
  );
  const direction = directionOf(query.direction);
  const page = await pageOf<OfferGroupRow>(query, {
    rows: (limit, offset) =>
      queryRows<OfferGroupRow>(
        db,
        sql`select season_id as "seasonId", commodity_id as "commodityId", delivery_period_id as "deliveryPeriodId",
          sum(quantity)::text as "totalQuantity", sum(remaining)::text as "totalRemaining"
        from (${owned}) as owned group by season_id, commodity_id, delivery_period_id
        order by max(created_at) ${direction}, season_id, commodity_id, delivery_period_id limit ${limit} offset ${offset}`,
      ),
    count: async () => {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from (select distinct season_id, commodity_id, delivery_period_id from (${owned}) as owned) as groups`,
      );
      return Number(row?.total ?? 0);
    },
  });
  const groups = page.rows.map((group) => ({
    ...group,
    seasonId: Number(group.seasonId),
    commodityId: Number(group.commodityId),
    deliveryPeriodId: Number(group.deliveryPeriodId),
  }));
  const members =
    groups.length === 0
      ? []
      : await offerViewQuery(db)
          .where(
            inArray(
              offers.id,
              sql`(select id from (${owned}) as owned where (season_id, commodity_id, delivery_period_id) in (${sql.join(
                groups.map((group) => sql`(${group.seasonId}, ${group.commodityId}, ${group.deliveryPeriodId})`),
                sql`, `,
              )}))`,
            ),
          )
          .orderBy(...orderOf(OFFER_SORT_COLUMNS, 'createdAt', 'desc', offers.id));
  return { ...page, rows: groups, members };
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
    .select({
      group: bidGroups,
      season: seasons,
      commodity: commodities,
      period: deliveryPeriods,
      varieties: varietiesNamed(bidGroups.varietyIds),
    })
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

/** The same order as BID_SORT_COLUMNS, on the bid_groups table alone. */
const BID_SORT_KEYS = { ...BID_SORT_COLUMNS, commodity: commodityNameOf(bidGroups.commodityId) };

/** The term in the group's commodity or season, or in the grade or site of one of its lines. */
const bidTermMatches = (db: Db, term: string) => {
  const named = namesHolding(term);
  return or(
    inArray(bidGroups.commodityId, named.commodities),
    inArray(bidGroups.seasonId, named.seasons),
    exists(
      db
        .select({ id: bidLines.id })
        .from(bidLines)
        .where(
          and(
            eq(bidLines.bidGroupId, bidGroups.id),
            eq(bidLines.deleted, false),
            or(inArray(bidLines.gradeId, named.grades), inArray(bidLines.siteId, named.sites)),
          ),
        ),
    ),
  );
};

/**
 * A page of the organisation's bids; `sheetsOnly` keeps the bid sheets (groups of several lines).
 * The page's ids come from the bid groups alone, in the list's order (the owner index serves the
 * newest first), then their rows with names; so a far page skips index entries, not joined rows.
 */
export function pageBidGroups(db: Db, organisationId: number, query: TBidsQuery, sheetsOnly = false) {
  const where = and(
    eq(bidGroups.organisationId, organisationId),
    inArray(bidGroups.status, STATUSES[query.status]),
    sheetsOnly ? eq(bidGroups.isBidSheet, true) : undefined,
    query.commodityId ? eq(bidGroups.commodityId, query.commodityId) : undefined,
    query.seasonId ? eq(bidGroups.seasonId, query.seasonId) : undefined,
    withinDates(bidGroups.createdAt, query.dateFrom, query.dateTo),
    query.term ? bidTermMatches(db, query.term) : undefined,
  );
  return pageOf(query, {
    rows: async (limit, offset) => {
      const page = await db
        .select({ id: bidGroups.id })
        .from(bidGroups)
        .where(where)
        .orderBy(...orderOf(BID_SORT_KEYS, query.sort, query.direction, bidGroups.id))
        .limit(limit)
        .offset(offset);
      if (page.length === 0) return [];
      return bidGroupViewQuery(db)
        .where(
          inArray(
            bidGroups.id,
            page.map((row) => row.id),
          ),
        )
        .orderBy(...orderOf(BID_SORT_COLUMNS, query.sort, query.direction, bidGroups.id));
    },
    count: async () => (await db.select({ total: countAll }).from(bidGroups).where(where))[0]?.total ?? 0,
  });
}

export const findBidGroupView = async (db: Db, organisationId: number, groupId: number) =>
  (await bidGroupViewQuery(db).where(and(eq(bidGroups.id, groupId), eq(bidGroups.organisationId, organisationId))))[0];

/** A bid group that still stands (active, tonnes left, not expired by `today`) by one of its live lines, and that line. */
export async function findStandingBidByLine(db: Db, lineId: number, today: LocalDate) {
  const [row] = await bidGroupViewQuery(db)
    .innerJoin(bidLines, eq(bidLines.bidGroupId, bidGroups.id))
    .where(
      and(
        eq(bidLines.id, lineId),
        eq(bidLines.deleted, false),
        eq(bidGroups.status, 'active'),
        gt(bidGroups.remaining, '0'),
        or(isNull(bidGroups.expiryDate), gte(bidGroups.expiryDate, today)),
      ),
    );
  return row;
}

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
