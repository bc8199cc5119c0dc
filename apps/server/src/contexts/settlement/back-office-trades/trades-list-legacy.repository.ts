import type { BACK_OFFICE_TRADE_SORTS, TBackOfficeTradesQuery } from '@cgx/domain/back-office-trades.schemas';
import type { TradeStatus } from '@cgx/domain/trade-status';
import { and, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { legacyTrades } from '../../../db/schema/trade-records.ts';
import { containing, orderOf } from '../../../lib/paging.ts';
import { namesHolding } from '../../../modules/reference/names-holding.ts';

/**
 * The legacy trades' half of the staff's trades list (spec 002 §2: the legacy trades index goes to
 * the trades; decisions 0182, 0228): the list's filters and sorts said on legacy_trades' own
 * columns, and the rows by id. trades-list.repository.ts puts the two halves together.
 */

const seller = alias(organisations, 'seller');
const buyer = alias(organisations, 'buyer');
const agent = alias(organisations, 'agent');

/** spec 002 §4: a legacy trade with no invoices is shown as settled_externally (legacyTradeStatus, in SQL). */
const shownStatus = sql<TradeStatus>`(case when nullif(${legacyTrades.sellerInvoice}, '') is null and nullif(${legacyTrades.buyerInvoice}, '') is null then 'settled_externally' else ${legacyTrades.status} end)`;

/** The trade date's start in Sydney: where a legacy trade sits among trades by their creation. */
const tradeDateStart = sql`(${legacyTrades.tradeDate}::timestamp at time zone 'Australia/Sydney')`;

type Sort = (typeof BACK_OFFICE_TRADE_SORTS)[number];

/** What each sort compares, as the union's sort_value (its type the trades half's). */
export const LEGACY_SORT_VALUES = {
  createdAt: tradeDateStart,
  formattedId: legacyTrades.reference,
  seller: seller.tradingName,
  buyer: buyer.tradingName,
  commodity: commodities.name,
  quantity: legacyTrades.quantity,
  price: legacyTrades.price,
  paymentDueDate: sql`null::date`,
  status: shownStatus,
} satisfies Record<Sort, unknown>;

/** The same order on the columns themselves: the trade date (its index) for the date. */
const LEGACY_SORT_ORDER = { ...LEGACY_SORT_VALUES, createdAt: legacyTrades.tradeDate } satisfies Record<Sort, unknown>;

const listed = (column: Parameters<typeof inArray>[0], ids: number[] | undefined) =>
  ids && ids.length > 0 ? inArray(column, ids) : undefined;

/** The term in a legacy trade: its reference, either invoice, either party, the commodity, grade, season or site. */
function termMatches(term: string) {
  const pattern = containing(term);
  const named = namesHolding(term);
  const organisationsNamed = sql`(select ${organisations.id} from ${organisations} where ${ilike(organisations.tradingName, pattern)})`;
  return or(
    ilike(legacyTrades.reference, pattern),
    ilike(legacyTrades.sellerInvoice, pattern),
    ilike(legacyTrades.buyerInvoice, pattern),
    inArray(legacyTrades.sellerOrganisationId, organisationsNamed),
    inArray(legacyTrades.buyerOrganisationId, organisationsNamed),
    inArray(legacyTrades.commodityId, named.commodities),
    inArray(legacyTrades.gradeId, named.grades),
    inArray(legacyTrades.seasonId, named.seasons),
    inArray(legacyTrades.siteId, named.sites),
  );
}

/**
 * The list's filters on a legacy trade: the market is its old type (cgx, igrainx, any case), the
 * status the one it shows, the dates its trade date (Sydney days, as the trades' creation).
 */
export function legacyFilters(query: TBackOfficeTradesQuery) {
  return and(
    query.market ? eq(sql`lower(${legacyTrades.type})`, query.market) : undefined,
    query.status ? eq(shownStatus, query.status) : undefined,
    listed(legacyTrades.seasonId, query.seasons),
    listed(legacyTrades.commodityId, query.commodities),
    listed(legacyTrades.deliveryPeriodId, query.deliveryPeriods),
    listed(legacyTrades.gradeId, query.grades),
    query.dateFrom ? gte(legacyTrades.tradeDate, query.dateFrom) : undefined,
    query.dateTo ? lte(legacyTrades.tradeDate, query.dateTo) : undefined,
    query.term ? termMatches(query.term) : undefined,
  );
}

/**
 * The legacy trades the filter selects as the union's keys (source, id, sort_value), in the list's
 * order, at most `limit` of them: legacy_trades alone, joined only to the table a name sort reads.
 */
export function legacyKeys(db: Db, query: TBackOfficeTradesQuery, limit?: number) {
  const keys = db
    .select({
      source: sql<'trade' | 'legacy'>`'legacy'`.as('source'),
      id: legacyTrades.id,
      sortValue: sql`${LEGACY_SORT_VALUES[query.sort]}`.as('sort_value'),
    })
    .from(legacyTrades)
    .$dynamic();
  const joined =
    query.sort === 'seller'
      ? keys.innerJoin(seller, eq(seller.id, legacyTrades.sellerOrganisationId))
      : query.sort === 'buyer'
        ? keys.innerJoin(buyer, eq(buyer.id, legacyTrades.buyerOrganisationId))
        : query.sort === 'commodity'
          ? keys.innerJoin(commodities, eq(commodities.id, legacyTrades.commodityId))
          : keys;
  const ordered = joined.where(legacyFilters(query)).orderBy(...orderOf(LEGACY_SORT_ORDER, query.sort, query.direction, legacyTrades.id));
  return limit === undefined ? ordered : ordered.limit(limit);
}

/** How many legacy trades the filter selects and their mt. */
export const legacyTotals = (db: Db, query: TBackOfficeTradesQuery) =>
  db
    .select({
      total: sql<string>`count(*)`.as('legacy_total'),
      quantity: sql<string>`coalesce(sum(${legacyTrades.quantity}), 0)`.as('legacy_quantity'),
    })
    .from(legacyTrades)
    .where(legacyFilters(query));

const rowQuery = (db: Db) =>
  db
    .select({
      trade: legacyTrades,
      createdAt: sql`${tradeDateStart}`.mapWith(legacyTrades.createdAt),
      status: shownStatus,
      seller: { id: seller.id, tradingName: seller.tradingName },
      buyer: { id: buyer.id, tradingName: buyer.tradingName },
      agent: { id: agent.id, tradingName: agent.tradingName },
      season: { id: seasons.id, name: seasons.name },
      commodity: { id: commodities.id, name: commodities.name },
      grade: { id: grades.id, code: grades.code, name: grades.name },
      period: { id: deliveryPeriods.id, name: deliveryPeriods.name },
      site: { name: sites.name, state: sites.state },
    })
    .from(legacyTrades)
    .innerJoin(seller, eq(seller.id, legacyTrades.sellerOrganisationId))
    .innerJoin(buyer, eq(buyer.id, legacyTrades.buyerOrganisationId))
    .leftJoin(agent, eq(agent.id, legacyTrades.agentOrganisationId))
    .innerJoin(seasons, eq(seasons.id, legacyTrades.seasonId))
    .innerJoin(commodities, eq(commodities.id, legacyTrades.commodityId))
    .leftJoin(grades, eq(grades.id, legacyTrades.gradeId))
    .leftJoin(deliveryPeriods, eq(deliveryPeriods.id, legacyTrades.deliveryPeriodId))
    .leftJoin(sites, eq(sites.id, legacyTrades.siteId));

export type LegacyListedRow = Awaited<ReturnType<typeof rowQuery>>[number];

/** The rows of these legacy trades, by primary key. */
export async function legacyRowsById(db: Db, ids: number[]): Promise<Map<number, LegacyListedRow>> {
  if (ids.length === 0) return new Map();
  return new Map((await rowQuery(db).where(inArray(legacyTrades.id, ids))).map((row) => [row.trade.id, row]));
}
