import type { MEMBER_TRADE_SORTS, MemberTradeView, TMemberTradesQuery } from '@cgx/domain/trades.schemas';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { agentAuthorisations, organisations } from '../../../db/schema/organisations.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../../lib/paging.ts';

/** The seller's organisation, named only to the agent who sold for it. */
const client = alias(organisations, 'client');

/**
 * Which trades a view holds for an organisation: those it bought, those it sold, or (an agent)
 * those it sold for clients whose authority is verified and not revoked: once a client withdraws
 * it, the agent no longer sees the client's trades.
 */
export function ofView(view: MemberTradeView, organisationId: number): SQL | undefined {
  if (view === 'purchases') return eq(trades.buyerOrganisationId, organisationId);
  if (view === 'sales') return eq(trades.sellerOrganisationId, organisationId);
  return and(
    eq(trades.agentOrganisationId, organisationId),
    sql`exists (select 1 from ${agentAuthorisations} where ${agentAuthorisations.agentOrganisationId} = ${trades.agentOrganisationId}
      and ${agentAuthorisations.growerOrganisationId} = ${trades.sellerOrganisationId}
      and ${agentAuthorisations.verified} and ${agentAuthorisations.revokedAt} is null)`,
  );
}

const SORT_COLUMNS = {
  createdAt: trades.createdAt,
  formattedId: trades.formattedId,
  commodity: commodities.name,
  quantity: trades.quantity,
  price: trades.price,
  status: trades.status,
} satisfies Record<(typeof MEMBER_TRADE_SORTS)[number], unknown>;

function filters(view: MemberTradeView, organisationId: number, query: TMemberTradesQuery) {
  return and(
    ofView(view, organisationId),
    query.status ? eq(trades.status, query.status) : undefined,
    query.market ? eq(trades.market, query.market) : undefined,
    query.commodityId ? eq(trades.commodityId, query.commodityId) : undefined,
    query.seasonId ? eq(trades.seasonId, query.seasonId) : undefined,
    withinDates(trades.createdAt, query.dateFrom, query.dateTo),
    termIn(query.term, [trades.formattedId, commodities.name, grades.code, grades.name, sites.name, seasons.name, offers.nearestTown]),
  );
}

/** What a row of a member's trade list reads (the trade's page adds to it, member-trade.repository.ts). */
export const MEMBER_TRADE_ROW = {
  trade: trades,
  season: seasons,
  commodity: commodities,
  grade: grades,
  period: deliveryPeriods,
  site: sites,
  deliveredSite: { name: deliveredSites.siteName, state: deliveredSites.state },
  nearestTown: offers.nearestTown,
  pricingPoint: offers.pricingPoint,
  client: { id: client.id, tradingName: client.tradingName },
};

/** A row's joins: the trade's reference rows, its offer (an igrainX place) and the seller as `client`. */
export function withMemberRowJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .leftJoin(client, eq(client.id, trades.sellerOrganisationId));
}

const rowQuery = (db: Db) => withMemberRowJoins(db.select(MEMBER_TRADE_ROW).from(trades).$dynamic());

/** The joins the term and the sort may read, without the rows' other columns (the count, the download's ids). */
function withTermJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(offers, eq(offers.id, trades.offerId));
}

/** A page of one side of an organisation's trades, filtered, sorted and counted in SQL. */
export function pageMemberTrades(db: Db, view: MemberTradeView, organisationId: number, query: TMemberTradesQuery) {
  const where = filters(view, organisationId, query);
  return pageOf(query, {
    rows: (limit, offset) =>
      rowQuery(db)
        .where(where)
        .orderBy(...orderOf(SORT_COLUMNS, query.sort, query.direction, trades.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await withTermJoins(db.select({ total: countAll }).from(trades).$dynamic()).where(where))[0]?.total ?? 0,
  });
}

export type MemberTradeRow = Awaited<ReturnType<typeof pageMemberTrades>>['rows'][number];

/**
 * The download's first read (decision 0180): the ids of every trade the filter selects, in the
 * list's order; then memberTradeRowsByIds reads the rows a batch of ids at a time.
 */
export async function memberTradeIdsInOrder(db: Db, view: MemberTradeView, organisationId: number, query: TMemberTradesQuery) {
  const rows = await withTermJoins(db.select({ id: trades.id }).from(trades).$dynamic())
    .where(filters(view, organisationId, query))
    .orderBy(...orderOf(SORT_COLUMNS, query.sort, query.direction, trades.id));
  return rows.map((row) => row.id);
}

/** The rows of these ids, in their order (one query by primary key). */
export async function memberTradeRowsByIds(db: Db, ids: number[]): Promise<MemberTradeRow[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await rowQuery(db).where(inArray(trades.id, ids))).map((row) => [row.trade.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}
