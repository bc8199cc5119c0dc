import type { MEMBER_TRADE_SORTS, MemberTradeView, TMemberTradesQuery } from '@cgx/domain/trades.schemas';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/market.ts';
import { agentAuthorisations, organisations } from '../../db/schema/organisations.ts';
import { offers } from '../../db/schema/orders.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, seasons, sites } from '../../db/schema/reference.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../lib/paging.ts';

/** The seller's organisation, named only to the agent who sold for it. */
const client = alias(organisations, 'client');

/**
 * Which trades a view holds for an organisation: those it bought, those it sold, or (an agent)
 * those it sold for clients whose authority is verified and not revoked: once a client withdraws
 * it, the agent no longer sees the client's trades.
 */
function ofView(view: MemberTradeView, organisationId: number): SQL | undefined {
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

const rowQuery = (db: Db) =>
  db
    .select({
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
    })
    .from(trades)
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .leftJoin(client, eq(client.id, trades.sellerOrganisationId));

/** The joins the term may search, without the rows' other columns. */
const countQuery = (db: Db) =>
  db
    .select({ total: countAll })
    .from(trades)
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(offers, eq(offers.id, trades.offerId));

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
    count: async () => (await countQuery(db).where(where))[0]?.total ?? 0,
  });
}

export type MemberTradeRow = Awaited<ReturnType<typeof pageMemberTrades>>['rows'][number];
