import type { LEGACY_TRADE_SORTS, TLegacyTradesQuery } from '@cgx/domain/legacy-trades.schemas';
import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { organisationNgrs, organisations } from '../../../db/schema/organisations.ts';
import { commodities, deliveryPeriods, grades, portZones, ports, seasons, sites } from '../../../db/schema/reference.ts';
import { legacyTrades } from '../../../db/schema/trade-records.ts';
import { users } from '../../../db/schema/users.ts';
import { containing, countAll, orderOf, pageOf } from '../../../lib/paging.ts';

const seller = alias(organisations, 'seller');
const buyer = alias(organisations, 'buyer');
const storageProvider = alias(organisations, 'storage_provider');
const importer = alias(users, 'importer');
const gradeCommodity = alias(commodities, 'grade_commodity');

const SORT_COLUMNS = {
  tradeDate: legacyTrades.tradeDate,
  reference: legacyTrades.reference,
  createdAt: legacyTrades.createdAt,
  quantity: legacyTrades.quantity,
  price: legacyTrades.price,
} satisfies Record<(typeof LEGACY_TRADE_SORTS)[number], unknown>;

/** The term in the reference, either invoice, either party's trading name or the commodity's name. */
function termMatches(term: string | undefined) {
  if (!term) return undefined;
  const pattern = containing(term);
  const organisationsNamed = sql`(select ${organisations.id} from ${organisations} where ${ilike(organisations.tradingName, pattern)})`;
  return or(
    ilike(legacyTrades.reference, pattern),
    ilike(legacyTrades.sellerInvoice, pattern),
    ilike(legacyTrades.buyerInvoice, pattern),
    inArray(legacyTrades.sellerOrganisationId, organisationsNamed),
    inArray(legacyTrades.buyerOrganisationId, organisationsNamed),
    inArray(legacyTrades.commodityId, sql`(select ${commodities.id} from ${commodities} where ${ilike(commodities.name, pattern)})`),
  );
}

const LIST_ROW = {
  trade: legacyTrades,
  seller: { id: seller.id, tradingName: seller.tradingName },
  buyer: { id: buyer.id, tradingName: buyer.tradingName },
  season: seasons.name,
  commodity: commodities.name,
  grade: grades.code,
};

const listQuery = (db: Db) =>
  db
    .select(LIST_ROW)
    .from(legacyTrades)
    .innerJoin(seller, eq(seller.id, legacyTrades.sellerOrganisationId))
    .innerJoin(buyer, eq(buyer.id, legacyTrades.buyerOrganisationId))
    .innerJoin(seasons, eq(seasons.id, legacyTrades.seasonId))
    .innerJoin(commodities, eq(commodities.id, legacyTrades.commodityId))
    .leftJoin(grades, eq(grades.id, legacyTrades.gradeId));

export type LegacyTradeListRow = Awaited<ReturnType<typeof listQuery>>[number];

/** A page of imported legacy trades, paged and counted in SQL. */
export function pageLegacyTrades(db: Db, query: TLegacyTradesQuery) {
  const where = termMatches(query.term);
  return pageOf(query, {
    rows: (limit, offset) =>
      listQuery(db)
        .where(where)
        .orderBy(...orderOf(SORT_COLUMNS, query.sort, query.direction, legacyTrades.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ total: countAll }).from(legacyTrades).where(where))[0]?.total ?? 0,
  });
}

/** One legacy trade with its reference rows; its parties and users come by id (organisationsByIds, usersByIds). */
export async function findLegacyTrade(db: Db, id: number) {
  const [row] = await db
    .select({
      trade: legacyTrades,
      season: { id: seasons.id, name: seasons.name },
      deliveryPeriod: { id: deliveryPeriods.id, name: deliveryPeriods.name },
      commodity: { id: commodities.id, name: commodities.name },
      grade: { id: grades.id, code: grades.code, name: grades.name, commodityName: gradeCommodity.name },
      site: { id: sites.id, name: sites.name, state: sites.state, portName: ports.name },
      storageProvider: { id: storageProvider.id, nickname: storageProvider.nickname, tradingName: storageProvider.tradingName },
      importedBy: { firstName: importer.firstName, lastName: importer.lastName },
    })
    .from(legacyTrades)
    .innerJoin(seasons, eq(seasons.id, legacyTrades.seasonId))
    .innerJoin(commodities, eq(commodities.id, legacyTrades.commodityId))
    .innerJoin(importer, eq(importer.id, legacyTrades.importedByUserId))
    .leftJoin(deliveryPeriods, eq(deliveryPeriods.id, legacyTrades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, legacyTrades.gradeId))
    .leftJoin(gradeCommodity, eq(gradeCommodity.id, grades.commodityId))
    .leftJoin(sites, eq(sites.id, legacyTrades.siteId))
    .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
    .leftJoin(ports, eq(ports.id, portZones.portId))
    .leftJoin(storageProvider, eq(storageProvider.id, legacyTrades.storageProviderOrganisationId))
    .where(eq(legacyTrades.id, id));
  return row;
}

export type LegacyTradeDetailRow = NonNullable<Awaited<ReturnType<typeof findLegacyTrade>>>;

/** Organisations by id, each with its first registered NGR. */
export async function organisationsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const [rows, ngrs] = await Promise.all([
    db
      .select({ id: organisations.id, tradingName: organisations.tradingName, abn: organisations.abn, type: organisations.type })
      .from(organisations)
      .where(inArray(organisations.id, ids)),
    db
      .select({ organisationId: organisationNgrs.organisationId, ngr: organisationNgrs.ngr })
      .from(organisationNgrs)
      .where(inArray(organisationNgrs.organisationId, ids))
      .orderBy(organisationNgrs.id),
  ]);
  return rows.map((row) => ({ ...row, ngr: ngrs.find((one) => one.organisationId === row.id)?.ngr ?? null }));
}
export type LegacyOrganisationRow = Awaited<ReturnType<typeof organisationsByIds>>[number];

/** Users by id, with their organisation's trading name. */
export async function usersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      tradingName: organisations.tradingName,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(inArray(users.id, ids));
}
export type LegacyUserRow = Awaited<ReturnType<typeof usersByIds>>[number];
