import type { TOnFarmStoragesQuery } from '@cgx/domain/market-settings.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onFarmStorages } from '../../db/schema/reference.ts';
import { countAll, orderOf, pageOf, termIn } from '../../lib/paging.ts';

export type OnFarmStorageRow = typeof onFarmStorages.$inferSelect;
type Values = Pick<typeof onFarmStorages.$inferInsert, 'name' | 'status' | 'position'>;

const SORTS = { position: onFarmStorages.position, name: onFarmStorages.name, status: onFarmStorages.status };

export function pageOnFarmStorages(db: Db, query: TOnFarmStoragesQuery) {
  const where = and(termIn(query.term, [onFarmStorages.name]), query.status ? eq(onFarmStorages.status, query.status) : undefined);
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select()
        .from(onFarmStorages)
        .where(where)
        .orderBy(...orderOf(SORTS, query.sort, query.direction, onFarmStorages.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ count: countAll }).from(onFarmStorages).where(where))[0]?.count ?? 0,
  });
}

export async function findOnFarmStorage(db: Db, id: number): Promise<OnFarmStorageRow | undefined> {
  const [row] = await db.select().from(onFarmStorages).where(eq(onFarmStorages.id, id));
  return row;
}

export async function insertOnFarmStorage(db: Db, values: Values): Promise<OnFarmStorageRow> {
  const [row] = await db.insert(onFarmStorages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateOnFarmStorage(db: Db, id: number, values: Partial<Values>): Promise<OnFarmStorageRow | undefined> {
  const [row] = await db.update(onFarmStorages).set(values).where(eq(onFarmStorages.id, id)).returning();
  return row;
}
