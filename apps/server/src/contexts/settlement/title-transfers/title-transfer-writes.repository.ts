import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { writeAsJson } from '../../../db/insert-as-json.ts';
import { titleTransfers } from '../../../db/schema/settlement.ts';

/** The writes of the title_transfers table: title passing with its invoices, and a transfer withdrawn. */

export type NewTitleTransfer = typeof titleTransfers.$inferInsert & { id: number };

/** Title transfers with reserved ids, in one statement sent at the call; answers them as rows. */
export function writeTitleTransfers(tx: Db, values: readonly NewTitleTransfer[]) {
  const written = writeAsJson(tx, titleTransfers, values);
  const rows = values.map((value): typeof titleTransfers.$inferSelect => ({
    oil: null,
    admix: null,
    storageProviderOrganisationId: null,
    ticketNumber: null,
    acqRowId: null,
    shortfall: false,
    recordedByUserId: null,
    createdAt: new Date(),
    withdrawnAt: null,
    ...value,
  }));
  return { rows, written };
}

export async function withdrawTitleTransfer(tx: Db, tradeId: number, at: Date) {
  await tx
    .update(titleTransfers)
    .set({ withdrawnAt: at })
    .where(and(eq(titleTransfers.tradeId, tradeId), sql`${titleTransfers.withdrawnAt} is null`));
}
