import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeAsJson } from '../../db/insert-as-json.ts';
import { type TradeChange, tradeChanges } from '../../db/schema/trade-records.ts';
import { users } from '../../db/schema/users.ts';

export type TradeChangeEntry = {
  tradeId: number;
  /** null: the exchange itself (the market made the trade, a job moved it). */
  userId: number | null;
  action: (typeof tradeChanges.$inferInsert)['action'];
  changes: TradeChange[];
  at: Date;
};

/** Writes entries of trades' audit trails, in the transaction of the change they record: one statement, sent at the call. */
export function recordTradeChanges(tx: Db, entries: readonly TradeChangeEntry[]): Promise<void> {
  return writeAsJson(
    tx,
    tradeChanges,
    entries.map((entry) => ({
      tradeId: entry.tradeId,
      userId: entry.userId,
      action: entry.action,
      changes: entry.changes,
      changedAt: entry.at,
    })),
  );
}

/** The fields that differ between two versions of a record, as the audit trail words them (values as text). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): TradeChange[] {
  const text = (value: unknown) =>
    value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);
  return fields.flatMap((field) => {
    const was = text(before[field]);
    const now = text(after[field]);
    return was === now ? [] : [{ field, before: was, after: now }];
  });
}

/** A trade's audit trail, oldest first, with who made each change. */
export async function tradeChangesOf(db: Db, tradeId: number) {
  return db
    .select({
      id: tradeChanges.id,
      action: tradeChanges.action,
      changes: tradeChanges.changes,
      changedAt: tradeChanges.changedAt,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(tradeChanges)
    .leftJoin(users, eq(users.id, tradeChanges.userId))
    .where(eq(tradeChanges.tradeId, tradeId))
    .orderBy(asc(tradeChanges.changedAt), asc(tradeChanges.id));
}
