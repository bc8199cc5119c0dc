import type { BACK_OFFICE_TRADE_SORTS, TBackOfficeTradesQuery } from '@cgx/domain/back-office-trades.schemas';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias, type PgSelect, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { holdings, trades } from '../../../db/schema/market.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { inIdBatches } from '../../../lib/id-batches.ts';
import { containing, orderOf, pageOf, withinDates } from '../../../lib/paging.ts';
import { namesHolding } from '../../../modules/reference/names-holding.ts';
import { sellerNgrWithHolding } from '../trades/seller-ngr.ts';
import { type LegacyListedRow, legacyKeys, legacyRowsById, legacyTotals } from './trades-list-legacy.repository.ts';

const seller = alias(organisations, 'seller');
const buyer = alias(organisations, 'buyer');
const agent = alias(organisations, 'agent');
/** An igrainX Delivered offer's site (aliased: the trade's page joins delivered sites for its own reasons). */
const deliveredTo = alias(deliveredSites, 'delivered_to');

const sellerNgr = sellerNgrWithHolding;

const SORT_COLUMNS = {
  createdAt: trades.createdAt,
  formattedId: trades.formattedId,
  seller: seller.tradingName,
  buyer: buyer.tradingName,
  commodity: commodities.name,
  quantity: trades.quantity,
  price: trades.price,
  paymentDueDate: trades.paymentDueDate,
  status: trades.status,
} satisfies Record<(typeof BACK_OFFICE_TRADE_SORTS)[number], unknown>;

const listed = (column: Parameters<typeof inArray>[0], ids: number[] | undefined) =>
  ids && ids.length > 0 ? inArray(column, ids) : undefined;

/**
 * The term in what every list of trades searches (the trade id, either party's trading name, the
 * commodity, grade and season), each as a subquery of ids on the trade's own columns: no join to
 * every trade (decision 0180). A list adds its own (the trades list: NGR, site, town).
 */
export function tradeTermConditions(term: string) {
  const pattern = containing(term);
  const named = namesHolding(term);
  const organisationsNamed = sql`(select ${organisations.id} from ${organisations} where ${ilike(organisations.tradingName, pattern)})`;
  return {
    pattern,
    named,
    conditions: [
      ilike(trades.formattedId, pattern),
      inArray(trades.sellerOrganisationId, organisationsNamed),
      inArray(trades.buyerOrganisationId, organisationsNamed),
      inArray(trades.commodityId, named.commodities),
      inArray(trades.gradeId, named.grades),
      inArray(trades.seasonId, named.seasons),
    ],
  };
}

/** The trades list's term: the shared ones, the holding's NGR, the site or an igrainX offer's town. */
function termMatches(term: string) {
  const { pattern, named, conditions } = tradeTermConditions(term);
  return or(
    ...conditions,
    inArray(trades.holdingId, sql`(select ${holdings.id} from ${holdings} where ${ilike(holdings.ngr, pattern)})`),
    inArray(trades.siteId, named.sites),
    inArray(
      trades.offerId,
      sql`(select ${offers.id} from ${offers} where ${offers.market} = 'igrainx' and ${ilike(offers.nearestTown, pattern)})`,
    ),
  );
}

function filters(query: TBackOfficeTradesQuery) {
  return and(
    query.market ? eq(trades.market, query.market) : undefined,
    query.status ? eq(trades.status, query.status) : undefined,
    listed(trades.seasonId, query.seasons),
    listed(trades.commodityId, query.commodities),
    listed(trades.deliveryPeriodId, query.deliveryPeriods),
    listed(trades.gradeId, query.grades),
    withinDates(trades.createdAt, query.dateFrom, query.dateTo),
    query.term ? termMatches(query.term) : undefined,
  );
}

/** What a list row reads; the trade's page adds to it (trade-detail.repository.ts). */
export const TRADE_ROW = {
  trade: trades,
  seller: { id: seller.id, tradingName: seller.tradingName },
  buyer: { id: buyer.id, tradingName: buyer.tradingName },
  agent: { id: agent.id, tradingName: agent.tradingName },
  sellerNgr,
  season: { id: seasons.id, name: seasons.name },
  commodity: { id: commodities.id, name: commodities.name },
  grade: { id: grades.id, code: grades.code, name: grades.name },
  period: { id: deliveryPeriods.id, name: deliveryPeriods.name },
  site: { name: sites.name, state: sites.state },
  deliveredTo: { name: deliveredTo.siteName, state: deliveredTo.state },
  // The id first: drizzle reads a left-joined object as missing when its first field is null, and a
  // Delivered offer names no town (its pricing point then read as missing: 'Ex Farm').
  offer: { id: offers.id, nearestTown: offers.nearestTown, address: offers.address, pricingPoint: offers.pricingPoint },
};

/** The joins of a row: the parties by the aliases `seller`, `buyer`, `agent`, and the trade's reference rows. */
export function withRowJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(seller, eq(seller.id, trades.sellerOrganisationId))
    .innerJoin(buyer, eq(buyer.id, trades.buyerOrganisationId))
    .leftJoin(agent, eq(agent.id, trades.agentOrganisationId))
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(holdings, eq(holdings.id, trades.holdingId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .leftJoin(deliveredTo, eq(deliveredTo.id, offers.deliveredSiteId));
}

export { agent, buyer, seller };

const rowQuery = (db: Db) => withRowJoins(db.select(TRADE_ROW).from(trades).$dynamic());

/**
 * The trades the filter selects as the union's keys (source, id, sort_value), in the list's order,
 * at most `limit` of them: from the trades table alone (the filters are on its columns), joined
 * only to the one table a name sort reads. A join per row is cheaper than a name looked up per row:
 * a correlated subquery sorting 200,000 trades by seller read 600,000 buffers and took 300 ms where
 * the join took ~110 ms (bench:lists).
 */
function tradeKeys(db: Db, query: TBackOfficeTradesQuery, limit?: number) {
  const keys = db
    .select({
      source: sql<'trade' | 'legacy'>`'trade'`.as('source'),
      id: trades.id,
      sortValue: sql`${SORT_COLUMNS[query.sort]}`.as('sort_value'),
    })
    .from(trades)
    .$dynamic();
  const joined =
    query.sort === 'seller'
      ? keys.innerJoin(seller, eq(seller.id, trades.sellerOrganisationId))
      : query.sort === 'buyer'
        ? keys.innerJoin(buyer, eq(buyer.id, trades.buyerOrganisationId))
        : query.sort === 'commodity'
          ? keys.innerJoin(commodities, eq(commodities.id, trades.commodityId))
          : keys;
  const ordered = joined.where(filters(query)).orderBy(...orderOf(SORT_COLUMNS, query.sort, query.direction, trades.id));
  return limit === undefined ? ordered : ordered.limit(limit);
}

/** A row of the list: a trade of the platform or a legacy trade (decision 0228). */
export type ListedTrade = { source: 'trade'; row: BackOfficeTradeRow } | { source: 'legacy'; row: LegacyListedRow };
type ListedKey = { source: 'trade' | 'legacy'; id: number };

/**
 * The keys of every trade and legacy trade the filter selects, in the list's order (the sort value,
 * then the source and the id, so that equal values keep one order from page to page). Each half is
 * its own query on its own table and indexes, in the same order and cut at `end` rows: the first
 * `end` rows of the union are among the first `end` of each half, so the trades half does what the
 * list alone did (OFFSET reads the rows before the page anyway), the legacy half the same on its
 * table, and the union sorts at most twice `end` keys. Without `end`: every key (the download).
 */
async function keysInOrder(db: Db, query: TBackOfficeTradesQuery, page?: { limit: number; offset: number }): Promise<ListedKey[]> {
  const end = page ? page.offset + page.limit : undefined;
  const by = query.direction === 'asc' ? asc : desc;
  const union = unionAll(tradeKeys(db, query, end), legacyKeys(db, query, end)).orderBy(
    by(sql.identifier('sort_value')),
    by(sql.identifier('source')),
    by(sql.identifier('id')),
  );
  const rows = page ? await union.limit(page.limit).offset(page.offset) : await union;
  return rows.map((row) => ({ source: row.source, id: row.id }));
}

/** How many trades and legacy trades the filter selects and their mt, in one query: each half counted on its own table. */
async function totalsOf(db: Db, query: TBackOfficeTradesQuery) {
  const trade = db
    .select({
      total: sql<string>`count(*)`.as('trade_total'),
      quantity: sql<string>`coalesce(sum(${trades.quantity}), 0)`.as('trade_quantity'),
    })
    .from(trades)
    .where(filters(query))
    .as('trade_totals');
  const legacy = legacyTotals(db, query).as('legacy_totals');
  const [row] = await db
    .select({
      total: sql<number>`${trade.total} + ${legacy.total}`.mapWith(Number),
      quantity: sql<string>`(${trade.quantity} + ${legacy.quantity})::text`,
    })
    .from(trade)
    .crossJoin(legacy);
  return row ?? { total: 0, quantity: '0' };
}

export type BackOfficeTradeRow = Awaited<ReturnType<typeof rowQuery>>[number];

/** The rows of these keys, in their order (one query by primary key for each table). */
async function rowsOf(db: Db, keys: ListedKey[]): Promise<ListedTrade[]> {
  const idsOf = (source: ListedKey['source']) => keys.filter((key) => key.source === source).map((key) => key.id);
  const tradeIds = idsOf('trade');
  const [tradeRows, legacyRows] = await Promise.all([
    tradeIds.length === 0
      ? new Map<number, BackOfficeTradeRow>()
      : rowQuery(db)
          .where(inArray(trades.id, tradeIds))
          .then((rows) => new Map(rows.map((row) => [row.trade.id, row]))),
    legacyRowsById(db, idsOf('legacy')),
  ]);
  return keys.flatMap((key): ListedTrade[] => {
    if (key.source === 'trade') {
      const row = tradeRows.get(key.id);
      return row ? [{ source: 'trade', row }] : [];
    }
    const row = legacyRows.get(key.id);
    return row ? [{ source: 'legacy', row }] : [];
  });
}

/**
 * A page of every trade and legacy trade the filter selects, counted and its tonnes summed in SQL:
 * the page's keys first (each table and its indexes alone), then their rows.
 */
export async function pageBackOfficeTrades(db: Db, query: TBackOfficeTradesQuery) {
  // One query counts and sums; the page's count reuses it (a first page that holds every match skips the count).
  const totals = await totalsOf(db, query);
  const page = await pageOf(query, {
    rows: async (limit, offset) => rowsOf(db, await keysInOrder(db, query, { limit, offset })),
    count: () => Promise.resolve(totals.total),
  });
  return { ...page, totalQuantity: totals.quantity };
}

/**
 * Every trade and legacy trade the filter selects, in the list's order, for the download: the keys
 * in order first (one query: 200,000 numbers, not rows), then the rows a batch of keys at a time by
 * primary key. LIMIT and OFFSET batches would scan every row before each batch again (a
 * 200,000-row download did not end in six minutes that way).
 */
export async function* tradesInOrder(db: Db, query: TBackOfficeTradesQuery): AsyncGenerator<ListedTrade> {
  yield* inIdBatches(await keysInOrder(db, query), (batch) => rowsOf(db, batch));
}
