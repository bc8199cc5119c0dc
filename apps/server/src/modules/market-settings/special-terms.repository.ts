import type { TSpecialTermsQuery } from '@cgx/domain/market-settings.schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { specialTerms } from '../../db/schema/reference.ts';
import { countAll, orderOf, pageOf, termIn } from '../../lib/paging.ts';

export type SpecialTermRow = typeof specialTerms.$inferSelect;
type Values = Pick<typeof specialTerms.$inferInsert, 'name' | 'status' | 'position'>;

const SORTS = { position: specialTerms.position, name: specialTerms.name, status: specialTerms.status };

export function pageSpecialTerms(db: Db, query: TSpecialTermsQuery) {
  const where = and(termIn(query.term, [specialTerms.name]), query.status ? eq(specialTerms.status, query.status) : undefined);
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select()
        .from(specialTerms)
        .where(where)
        .orderBy(...orderOf(SORTS, query.sort, query.direction, specialTerms.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ count: countAll }).from(specialTerms).where(where))[0]?.count ?? 0,
  });
}

export async function findSpecialTerm(db: Db, id: number): Promise<SpecialTermRow | undefined> {
  const [row] = await db.select().from(specialTerms).where(eq(specialTerms.id, id));
  return row;
}

export async function insertSpecialTerm(db: Db, values: Values): Promise<SpecialTermRow> {
  const [row] = await db.insert(specialTerms).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateSpecialTerm(db: Db, id: number, values: Partial<Values>): Promise<SpecialTermRow | undefined> {
  const [row] = await db.update(specialTerms).set(values).where(eq(specialTerms.id, id)).returning();
  return row;
}
