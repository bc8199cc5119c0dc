import { asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** A table whose rows a user orders by hand (on-farm storage, special terms). */
type Ordered = PgTable & { id: PgColumn; position: PgColumn };

/** The position after the last row: where a new row goes when none is asked for. */
export async function nextPosition(db: Db, table: Ordered): Promise<number> {
  const [row] = await db.select({ last: sql<number | null>`max(${table.position})` }).from(table);
  return row?.last === null || row?.last === undefined ? 1 : Number(row.last) + 1;
}

/**
 * Puts row `id` at `position` (1 = top) and numbers every row 1..n in the new order, in one
 * transaction: positions stay dense and unique whatever gaps or ties were there before.
 * Answers false when the row does not exist.
 */
export async function moveToPosition(db: Db, table: Ordered, id: number, position: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Lock the table's rows in their order, so two moves at once cannot interleave.
    const rows = await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .orderBy(asc(table.position), asc(table.id))
      .for('update');
    const was = new Map(rows.map((row) => [Number(row.id), Number(row.position)]));
    const ids = [...was.keys()];
    const from = ids.indexOf(id);
    if (from === -1) return false;
    ids.splice(from, 1);
    ids.splice(Math.min(position, ids.length + 1) - 1, 0, id);
    for (const [index, rowId] of ids.entries()) {
      if (was.get(rowId) === index + 1) continue;
      await tx
        .update(table)
        .set({ position: index + 1 } as never)
        .where(eq(table.id, rowId));
    }
    return true;
  });
}
