import type { DELIVERY_SORTS, TDeliveriesQuery } from '@cgx/domain/igrain-deliveries.schemas';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { organisationNgrs, organisations } from '../../../db/schema/organisations.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { igrainDeliveries } from '../../../db/schema/trade-records.ts';
import { countAll, orderOf, pageOf, withinDates } from '../../../lib/paging.ts';
import { tradeTermConditions } from '../back-office-trades/trades-list.repository.ts';
import { sellerFirstNgr } from '../trades/seller-ngr.ts';

const seller = alias(organisations, 'seller');
const buyer = alias(organisations, 'buyer');

// The ids come from the deliveries and their trades, joined to the one table a name sort reads
// (as the trades list: a name read per row cost 181,000 buffers on 56,540 deliveries).
const SORT_COLUMNS = {
  createdAt: igrainDeliveries.createdAt,
  deliveredOn: igrainDeliveries.deliveredOn,
  formattedId: igrainDeliveries.formattedId,
  tradeFormattedId: trades.formattedId,
  seller: seller.tradingName,
  buyer: buyer.tradingName,
  commodity: commodities.name,
  quantity: igrainDeliveries.tonnes,
  price: trades.price,
  status: trades.status,
} satisfies Record<(typeof DELIVERY_SORTS)[number], unknown>;

const listed = (column: Parameters<typeof inArray>[0], ids: number[] | undefined) =>
  ids && ids.length > 0 ? inArray(column, ids) : undefined;

/** The term in the delivery id, its weighbridge ticket, the trade id, either party's name, the seller's NGR or the grain's names. */
function termMatches(term: string) {
  const { pattern, conditions } = tradeTermConditions(term);
  return or(
    ...conditions,
    ilike(igrainDeliveries.formattedId, pattern),
    ilike(igrainDeliveries.weighbridgeTicket, pattern),
    inArray(
      trades.sellerOrganisationId,
      sql`(select ${organisationNgrs.organisationId} from ${organisationNgrs} where ${ilike(organisationNgrs.ngr, pattern)})`,
    ),
  );
}

/** The filters on the trade's reference ids and the day the delivery was recorded (Sydney), as the list's 'Created' dates say. */
function filters(query: TDeliveriesQuery) {
  return and(
    eq(trades.market, 'igrainx'),
    listed(trades.seasonId, query.seasons),
    listed(trades.commodityId, query.commodities),
    listed(trades.deliveryPeriodId, query.deliveryPeriods),
    listed(trades.gradeId, query.grades),
    withinDates(igrainDeliveries.createdAt, query.dateFrom, query.dateTo),
    query.term ? termMatches(query.term) : undefined,
  );
}

const sellerNgr = sellerFirstNgr;

const ROW = {
  delivery: {
    id: igrainDeliveries.id,
    formattedId: igrainDeliveries.formattedId,
    type: igrainDeliveries.type,
    deliveredOn: igrainDeliveries.deliveredOn,
    tonnes: igrainDeliveries.tonnes,
    weighbridgeTicket: igrainDeliveries.weighbridgeTicket,
    createdAt: igrainDeliveries.createdAt,
  },
  trade: {
    id: trades.id,
    formattedId: trades.formattedId,
    status: trades.status,
    price: trades.price,
    paymentDueDate: trades.paymentDueDate,
  },
  sellerName: seller.tradingName,
  sellerNgr,
  buyerName: buyer.tradingName,
  seasonName: seasons.name,
  commodityName: commodities.name,
  gradeName: grades.name,
  periodName: deliveryPeriods.name,
  site: { name: sites.name, state: sites.state },
  deliveredSiteName: deliveredSites.siteName,
  offer: { nearestTown: offers.nearestTown, address: offers.address, pricingPoint: offers.pricingPoint },
};

const rowQuery = (db: Db) =>
  db
    .select(ROW)
    .from(igrainDeliveries)
    .innerJoin(trades, eq(trades.id, igrainDeliveries.tradeId))
    .innerJoin(seller, eq(seller.id, trades.sellerOrganisationId))
    .innerJoin(buyer, eq(buyer.id, trades.buyerOrganisationId))
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId));

export type DeliveryListRow = Awaited<ReturnType<typeof rowQuery>>[number];

function selectIds(db: Db, query: TDeliveriesQuery) {
  const ids = db
    .select({ id: igrainDeliveries.id })
    .from(igrainDeliveries)
    .innerJoin(trades, eq(trades.id, igrainDeliveries.tradeId))
    .$dynamic();
  if (query.sort === 'seller') return ids.innerJoin(seller, eq(seller.id, trades.sellerOrganisationId));
  if (query.sort === 'buyer') return ids.innerJoin(buyer, eq(buyer.id, trades.buyerOrganisationId));
  if (query.sort === 'commodity') return ids.innerJoin(commodities, eq(commodities.id, trades.commodityId));
  return ids;
}

const ordered = (query: TDeliveriesQuery) => orderOf(SORT_COLUMNS, query.sort, query.direction, igrainDeliveries.id);

/** The rows of these ids, in their order (one query by primary key). */
async function rowsOf(db: Db, ids: number[]): Promise<DeliveryListRow[]> {
  if (ids.length === 0) return [];
  const rows = new Map((await rowQuery(db).where(inArray(igrainDeliveries.id, ids))).map((row) => [row.delivery.id, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** A page of every delivery the filter selects, counted and its tonnes summed in SQL: the page's ids first, then their rows. */
export async function pageDeliveries(db: Db, query: TDeliveriesQuery) {
  const where = filters(query);
  const [totals] = await db
    .select({ total: countAll, quantity: sql<string>`coalesce(sum(${igrainDeliveries.tonnes}), 0)::text` })
    .from(igrainDeliveries)
    .innerJoin(trades, eq(trades.id, igrainDeliveries.tradeId))
    .where(where);
  const page = await pageOf(query, {
    rows: async (limit, offset) => {
      const ids = await selectIds(db, query)
        .where(where)
        .orderBy(...ordered(query))
        .limit(limit)
        .offset(offset);
      return rowsOf(
        db,
        ids.map((row) => row.id),
      );
    },
    count: () => Promise.resolve(totals?.total ?? 0),
  });
  return { ...page, totalQuantity: totals?.quantity ?? '0' };
}

/** How many rows the download reads at a time, by id. */
const DOWNLOAD_BATCH = 1000;

/** Every delivery the filter selects, in the list's order: the ids first, then the rows a batch of ids at a time (decision 0180). */
export async function* deliveriesInOrder(db: Db, query: TDeliveriesQuery): AsyncGenerator<DeliveryListRow> {
  const ids = (
    await selectIds(db, query)
      .where(filters(query))
      .orderBy(...ordered(query))
  ).map((row) => row.id);
  for (let start = 0; start < ids.length; start += DOWNLOAD_BATCH) {
    yield* await rowsOf(db, ids.slice(start, start + DOWNLOAD_BATCH));
  }
}
