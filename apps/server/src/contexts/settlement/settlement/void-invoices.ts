import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { titleTransfers } from '../../../db/schema/settlement.ts';
import { reverseLedgerEntry } from '../ledger/ledger.repository.ts';
import { entriesOfInvoices, issuedInvoicesOfTrade, voidInvoices } from '../invoices/invoice-writes.repository.ts';
import { withdrawTitleTransfer } from '../title-transfers/title-transfer-writes.repository.ts';

/**
 * Takes a trade's title transfer back (spec 002 §4, stepping back to awaiting grain, or before
 * re-raising): its invoices in force are voided, never deleted (their numbers stay used), each of
 * their ledger entries is reversed, and the transfer is withdrawn. Returns what was undone. Spec 002
 * deletes only the seller's invoice of a trade without a delivery period; every trade here has one
 * (trades.delivery_period_id is not null), so both invoices go.
 */
export async function undoTitleTransfer(tx: Db, tradeId: number, by: { userId: number | null; at: Date; reason: string }) {
  const [transfer] = await tx
    .select()
    .from(titleTransfers)
    .where(and(eq(titleTransfers.tradeId, tradeId), isNull(titleTransfers.withdrawnAt)));
  const issued = await issuedInvoicesOfTrade(tx, tradeId);
  const links = await entriesOfInvoices(
    tx,
    issued.map((invoice) => invoice.id),
  );
  for (const link of links) await reverseLedgerEntry(tx, link.entryId, { memo: by.reason, userId: by.userId, at: by.at });
  await voidInvoices(
    tx,
    issued.map((invoice) => invoice.id),
    by,
  );
  await withdrawTitleTransfer(tx, tradeId, by.at);
  return { transfer: transfer ?? null, voided: issued };
}
