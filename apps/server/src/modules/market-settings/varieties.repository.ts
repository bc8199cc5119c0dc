import type { TSettingStatus, TVarietiesQuery } from '@cgx/domain/market-settings.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commodities, grades, seasons, varieties } from '../../db/schema/reference.ts';
import { countAll, orderOf, pageOf, termIn } from '../../lib/paging.ts';

type Filters = Omit<TVarietiesQuery, 'page' | 'pageSize'>;
export type VarietyValues = Omit<typeof varieties.$inferInsert, 'id' | 'createdAt'>;

const COLUMNS = {
  id: varieties.id,
  seasonId: varieties.seasonId,
  seasonName: seasons.name,
  code: varieties.code,
  name: varieties.name,
  gradeId: varieties.gradeId,
  gradeName: grades.name,
  commodityId: varieties.commodityId,
  commodityName: commodities.name,
  royaltyManagerName: varieties.royaltyManagerName,
  recipientName: varieties.recipientName,
  amount: varieties.amount,
  status: varieties.status,
};
const SORTS = {
  code: varieties.code,
  name: varieties.name,
  seasonName: seasons.name,
  commodityName: commodities.name,
  amount: varieties.amount,
  status: varieties.status,
};

const selectVarieties = (db: Db) =>
  db
    .select(COLUMNS)
    .from(varieties)
    .innerJoin(seasons, eq(seasons.id, varieties.seasonId))
    .innerJoin(commodities, eq(commodities.id, varieties.commodityId))
    .leftJoin(grades, eq(grades.id, varieties.gradeId));
export type VarietyRow = Awaited<ReturnType<typeof selectVarieties>>[number];

const whereOf = (filters: Filters) =>
  and(
    termIn(filters.term, [
      varieties.code,
      varieties.name,
      grades.name,
      commodities.name,
      seasons.name,
      varieties.royaltyManagerName,
      varieties.recipientName,
    ]),
    filters.seasonId ? eq(varieties.seasonId, filters.seasonId) : undefined,
    filters.status ? eq(varieties.status, filters.status) : undefined,
  );

/** The list's rows in its order, `limit` from `offset`: a page, or a batch of the CSV download. */
export const varietyRows = (db: Db, filters: Filters) => (limit: number, offset: number) =>
  selectVarieties(db)
    .where(whereOf(filters))
    .orderBy(...orderOf(SORTS, filters.sort, filters.direction, varieties.id))
    .limit(limit)
    .offset(offset);

export const pageVarieties = (db: Db, query: TVarietiesQuery) =>
  pageOf(query, {
    rows: varietyRows(db, query),
    count: async () => {
      const [row] = await db
        .select({ count: countAll })
        .from(varieties)
        .innerJoin(seasons, eq(seasons.id, varieties.seasonId))
        .innerJoin(commodities, eq(commodities.id, varieties.commodityId))
        .leftJoin(grades, eq(grades.id, varieties.gradeId))
        .where(whereOf(query));
      return row?.count ?? 0;
    },
  });

export async function findVariety(db: Db, id: number): Promise<VarietyRow | undefined> {
  const [row] = await selectVarieties(db).where(eq(varieties.id, id));
  return row;
}

export async function insertVariety(db: Db, values: VarietyValues): Promise<number> {
  const [row] = await db.insert(varieties).values(values).returning({ id: varieties.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateVariety(db: Db, id: number, values: VarietyValues): Promise<boolean> {
  const rows = await db.update(varieties).set(values).where(eq(varieties.id, id)).returning({ id: varieties.id });
  return rows.length > 0;
}

/** spec 002 §7: the bulk active/inactive update; answers how many rows it changed. */
export async function setVarietiesStatus(db: Db, ids: number[], status: TSettingStatus): Promise<number> {
  const rows = await db.update(varieties).set({ status }).where(inArray(varieties.id, ids)).returning({ id: varieties.id });
  return rows.length;
}

/** What a variety refers to, to say on its field when one does not exist (rather than a foreign-key 400). */
export async function varietyReferences(db: Db, values: Pick<VarietyValues, 'seasonId' | 'commodityId' | 'gradeId'>) {
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, values.seasonId));
  const [commodity] = await db.select({ id: commodities.id }).from(commodities).where(eq(commodities.id, values.commodityId));
  const [grade] = values.gradeId
    ? await db.select({ commodityId: grades.commodityId }).from(grades).where(eq(grades.id, values.gradeId))
    : [];
  return { season: Boolean(season), commodity: Boolean(commodity), gradeCommodityId: grade?.commodityId ?? null };
}
