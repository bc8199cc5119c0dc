import type { FARM_GRAIN_SORTS, TFarmGrainQuery } from '@cgx/domain/farm-grain.schemas';
import { and, asc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../../lib/paging.ts';
import { farmGrain, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, grades, onFarmStorages, seasons } from '../../../db/schema/reference.ts';

export type FarmGrainRow = typeof farmGrain.$inferSelect;
export type FarmGrainValues = Omit<typeof farmGrain.$inferInsert, 'id' | 'createdAt'>;

/** Active igrainX offers on declarations (those named, or any), less an offer being edited. */
const activeIgrainOffers = (ofGrain: SQL | undefined, excludeOfferId: number | undefined) =>
  and(
    ofGrain,
    eq(offers.market, 'igrainx'),
    eq(offers.status, 'active'),
    excludeOfferId === undefined ? undefined : ne(offers.id, excludeOfferId),
  );

/** Trades sold from declarations that are not cancelled. */
const soldStanding = (ofGrain: SQL | undefined) => and(ofGrain, ne(trades.status, 'cancelled'));

const offersOnGrain = (grainIds: number[] | undefined) =>
  grainIds ? inArray(offers.farmGrainId, grainIds) : isNotNull(offers.farmGrainId);
const tradesOfGrain = (grainIds: number[] | undefined) =>
  grainIds ? inArray(trades.farmGrainId, grainIds) : isNotNull(trades.farmGrainId);

/**
 * Per declaration, the tonnes committed (decision 0072): what its active igrainX offers still have
 * on offer plus what was sold from it in trades that are not cancelled (on-farm grain has no
 * warehouse stock to fall back on: sold tonnes stay sold until the trade is cancelled). `grainIds`
 * narrows it; `excludeOfferId` leaves out an offer being edited, so its own remaining does not count.
 * What the offer checks read: one sum, one union.
 */
export const committedByFarmGrain = (db: Db, { grainIds, excludeOfferId }: { grainIds?: number[]; excludeOfferId?: number } = {}) => {
  const onOffer = db
    .select({ farmGrainId: offers.farmGrainId, tonnes: offers.remaining })
    .from(offers)
    .where(activeIgrainOffers(offersOnGrain(grainIds), excludeOfferId));
  const sold = db
    .select({ farmGrainId: trades.farmGrainId, tonnes: trades.quantity })
    .from(trades)
    .where(soldStanding(tradesOfGrain(grainIds)));
  const parts = unionAll(onOffer, sold).as('farm_grain_parts');
  return db
    .select({ farmGrainId: parts.farmGrainId, committed: sql<string>`sum(${parts.tonnes})`.as('committed') })
    .from(parts)
    .groupBy(parts.farmGrainId)
    .as('committed_by_farm_grain');
};

/** Whose declarations a view reads: an organisation's (the list) or one declaration (its page). */
type FarmGrainScope = { organisationId: number } | { grainId: number };

/**
 * The view's two figures apart (issue 24): per declaration, the tonnes on active igrainX offers and
 * the tonnes sold (trades not cancelled), each narrowed to the scope. Together they are committedByFarmGrain.
 */
function onOfferAndSold(db: Db, scope: FarmGrainScope) {
  const onOffer = db
    .select({ farmGrainId: offers.farmGrainId, tonnes: sql<string>`sum(${offers.remaining})`.as('on_offer') })
    .from(offers)
    .where(
      activeIgrainOffers(
        'grainId' in scope
          ? eq(offers.farmGrainId, scope.grainId)
          : and(eq(offers.organisationId, scope.organisationId), isNotNull(offers.farmGrainId)),
        undefined,
      ),
    )
    .groupBy(offers.farmGrainId)
    .as('on_offer_by_farm_grain');
  const sold = db
    .select({ farmGrainId: trades.farmGrainId, tonnes: sql<string>`sum(${trades.quantity})`.as('sold') })
    .from(trades)
    .where(
      soldStanding(
        'grainId' in scope
          ? eq(trades.farmGrainId, scope.grainId)
          : and(eq(trades.sellerOrganisationId, scope.organisationId), isNotNull(trades.farmGrainId)),
      ),
    )
    .groupBy(trades.farmGrainId)
    .as('sold_by_farm_grain');
  return { onOffer, sold };
}

const viewQueryWith = (db: Db, scope: FarmGrainScope) => {
  const { onOffer, sold } = onOfferAndSold(db, scope);
  const committed = sql`coalesce(${onOffer.tonnes}, 0) + coalesce(${sold.tonnes}, 0)`;
  const query = db
    .select({
      grain: farmGrain,
      season: { id: seasons.id, name: seasons.name },
      commodity: { id: commodities.id, name: commodities.name },
      grade: { id: grades.id, code: grades.code, name: grades.name },
      storage: { id: onFarmStorages.id, name: onFarmStorages.name },
      onOffer: sql<string>`coalesce(${onOffer.tonnes}, 0)::text`,
      sold: sql<string>`coalesce(${sold.tonnes}, 0)::text`,
    })
    .from(farmGrain)
    .innerJoin(seasons, eq(seasons.id, farmGrain.seasonId))
    .innerJoin(commodities, eq(commodities.id, farmGrain.commodityId))
    .leftJoin(grades, eq(grades.id, farmGrain.gradeId))
    .leftJoin(onFarmStorages, eq(onFarmStorages.id, farmGrain.storageId))
    .leftJoin(onOffer, eq(onOffer.farmGrainId, farmGrain.id))
    .leftJoin(sold, eq(sold.farmGrainId, farmGrain.id));
  return { query, committed };
};
const viewQuery = (db: Db, scope: FarmGrainScope) => viewQueryWith(db, scope).query;
export type FarmGrainView = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

/**
 * A page of an organisation's declarations of one status, with the tonnes on offer and sold; filtered,
 * sorted and counted in SQL.
 */
export function pageFarmGrain(db: Db, organisationId: number, query: TFarmGrainQuery) {
  const where = and(
    eq(farmGrain.organisationId, organisationId),
    eq(farmGrain.status, query.status),
    withinDates(farmGrain.createdAt, query.dateFrom, query.dateTo),
    termIn(query.term, [commodities.name, grades.code, grades.name, seasons.name, onFarmStorages.name, farmGrain.nearestTown]),
  );
  return pageOf(query, {
    rows: (limit, offset) => {
      const { query: view, committed } = viewQueryWith(db, { organisationId });
      const columns = {
        createdAt: farmGrain.createdAt,
        season: seasons.startDate,
        commodity: commodities.name,
        quantity: farmGrain.quantity,
        available: sql`greatest(${farmGrain.quantity} - (${committed}), 0)`,
      } satisfies Record<(typeof FARM_GRAIN_SORTS)[number], unknown>;
      return view
        .where(where)
        .orderBy(...orderOf(columns, query.sort, query.direction, farmGrain.id))
        .limit(limit)
        .offset(offset);
    },
    // The joins the term may name, without the committed tonnes.
    count: async () =>
      (
        await db
          .select({ total: countAll })
          .from(farmGrain)
          .innerJoin(seasons, eq(seasons.id, farmGrain.seasonId))
          .innerJoin(commodities, eq(commodities.id, farmGrain.commodityId))
          .leftJoin(grades, eq(grades.id, farmGrain.gradeId))
          .leftJoin(onFarmStorages, eq(onFarmStorages.id, farmGrain.storageId))
          .where(where)
      )[0]?.total ?? 0,
  });
}

export const findFarmGrainView = async (db: Db, grainId: number) => (await viewQuery(db, { grainId }).where(eq(farmGrain.id, grainId)))[0];

export async function findFarmGrain(db: Db, grainId: number) {
  const [row] = await db.select().from(farmGrain).where(eq(farmGrain.id, grainId));
  return row;
}

/** The declarations, their rows locked FOR UPDATE in id order (so two transactions never deadlock on them). */
export const lockFarmGrain = (tx: Db, grainIds: number[]) =>
  tx.select().from(farmGrain).where(inArray(farmGrain.id, grainIds)).orderBy(asc(farmGrain.id)).for('update');

/** committedByFarmGrain for the given declarations, read now, as decimal strings. */
export function committedOnFarmGrain(tx: Db, grainIds: number[], excludeOfferId?: number) {
  const committed = committedByFarmGrain(tx, { grainIds, excludeOfferId });
  return tx.select({ farmGrainId: committed.farmGrainId, committed: sql<string>`${committed.committed}::text` }).from(committed);
}

export async function insertFarmGrain(db: Db, values: FarmGrainValues) {
  const [row] = await db.insert(farmGrain).values(values).returning({ id: farmGrain.id });
  if (!row) throw new Error('farm grain insert returned nothing');
  return row.id;
}

export async function updateFarmGrain(tx: Db, grainId: number, values: Partial<FarmGrainValues>) {
  await tx.update(farmGrain).set(values).where(eq(farmGrain.id, grainId));
}

/** Whether any offer or trade (of any status) names the declaration: its season and commodity then stay. */
export async function isDrawnOn(tx: Db, grainId: number): Promise<boolean> {
  const rows = await queryRows<{ drawn: boolean }>(
    tx,
    sql`SELECT exists (SELECT 1 FROM ${offers} WHERE ${offers.farmGrainId} = ${grainId})
      OR exists (SELECT 1 FROM ${trades} WHERE ${trades.farmGrainId} = ${grainId}) AS drawn`,
  );
  return rows[0]?.drawn === true;
}

/** The active offers drawing on the declaration. */
export async function countActiveOffersOn(tx: Db, grainId: number): Promise<number> {
  const rows = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.farmGrainId, grainId), eq(offers.status, 'active')));
  return rows.length;
}

type ReferencesAsked = { seasonId: number; commodityId: number; gradeId?: number | null; storageId?: number | null };

/** Which of a declaration's references are not active ones (the grade must be of the commodity). */
export async function referenceProblems(db: Db, asked: ReferencesAsked) {
  const rows = await queryRows<{ season: boolean; commodity: boolean; grade: boolean; storage: boolean }>(
    db,
    sql`SELECT
      exists (SELECT 1 FROM ${seasons} WHERE ${seasons.id} = ${asked.seasonId} AND ${seasons.status} = 'active') AS season,
      exists (SELECT 1 FROM ${commodities} WHERE ${commodities.id} = ${asked.commodityId} AND ${commodities.status} = 'active') AS commodity,
      (${asked.gradeId ?? null}::integer IS NULL OR exists (SELECT 1 FROM ${grades} WHERE ${grades.id} = ${asked.gradeId ?? null}::integer
        AND ${grades.commodityId} = ${asked.commodityId} AND ${grades.status} = 'active')) AS grade,
      (${asked.storageId ?? null}::integer IS NULL OR exists (SELECT 1 FROM ${onFarmStorages}
        WHERE ${onFarmStorages.id} = ${asked.storageId ?? null}::integer AND ${onFarmStorages.status} = 'active')) AS storage`,
  );
  const found = rows[0];
  if (!found) throw new Error('farm grain references: no row');
  return found;
}
