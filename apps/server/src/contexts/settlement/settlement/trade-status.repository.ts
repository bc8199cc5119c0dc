import type { TradeStatus } from '@cgx/domain/trade-status';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';

type TradeFields = Partial<Omit<typeof trades.$inferInsert, 'id' | 'status' | 'version' | 'updatedAt'>>;

/**
 * The one place settlement writes the trades table (matching inserts them): trades move to a
 * status, with any fields changed with it, their version counting the change (the staff's edit
 * checks it) and stamped at `at`. Answers the statement unsent, for `send` or `await`.
 */
export function setTradeStatus(tx: Db, tradeIds: readonly number[], status: TradeStatus, at: Date, fields: TradeFields = {}) {
  return tx
    .update(trades)
    .set({ status, ...fields, version: sql`${trades.version} + 1`, updatedAt: at })
    .where(tradeIds.length === 1 ? eq(trades.id, tradeIds[0] as number) : inArray(trades.id, [...tradeIds]));
}

/**
 * Puts a trade back to awaiting grain for a moment inside an edit's transaction, so that its
 * title passes again (invoices raised again): no change of its own, so neither version nor stamp.
 */
export async function reopenForTitle(tx: Db, tradeId: number): Promise<void> {
  await tx.update(trades).set({ status: 'awaiting_grain' }).where(eq(trades.id, tradeId));
}
