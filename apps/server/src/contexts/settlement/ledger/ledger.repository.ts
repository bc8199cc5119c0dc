import { type LedgerEntryKind, type LedgerLine, ledgerLinesProblem, reversingLines } from '@cgx/domain/ledger';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { writeAsJson } from '../../../db/insert-as-json.ts';
import { reserveIds } from '../../../db/reserve-ids.ts';
import { allInOrder } from '../../../db/together.ts';
import { ledgerEntries, ledgerLines } from '../../../db/schema/ledger.ts';

export type NewLedgerEntry = {
  tradeId: number | null;
  kind: LedgerEntryKind;
  memo: string;
  lines: readonly LedgerLine[];
  userId: number | null;
  at: Date;
  reversesEntryId?: number;
};

/**
 * Writes journal entries inside the caller's transaction, the one of the change that moves the
 * money (issue 14 §1). Lines that cannot balance are refused here with the reason; the database
 * checks the same after the statement writing the lines (a trigger), so no path can write an unbalanced entry.
 * Answers the entries' ids in the order given.
 */
export async function postLedgerEntries(tx: Db, entries: readonly NewLedgerEntry[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const { ledger_entries: ids } = await reserveIds(tx, { ledger_entries: entries.length });
  await writeLedgerEntries(tx, entries, ids);
  return ids;
}

/**
 * The entries with ids reserved beforehand (reserveIds), their lines after them: both statements
 * sent at the call, so a batch's later writes need not wait for them (title-transfer.service.ts).
 */
export function writeLedgerEntries(tx: Db, entries: readonly NewLedgerEntry[], ids: readonly number[]): Promise<void> {
  if (entries.length === 0) return Promise.resolve();
  if (ids.length !== entries.length) throw new Error('a ledger entry without an id');
  for (const entry of entries) {
    const problem = ledgerLinesProblem(entry.lines);
    if (problem) throw new Error(`ledger entry '${entry.memo}': ${problem}`);
  }
  // As JSON, one parameter each: an ACQ file's batch posts thousands of lines (bench:settlement).
  const written = writeAsJson(
    tx,
    ledgerEntries,
    entries.map((entry, index) => ({
      id: ids[index] as number,
      tradeId: entry.tradeId,
      kind: entry.kind,
      memo: entry.memo,
      reversesEntryId: entry.reversesEntryId ?? null,
      createdByUserId: entry.userId,
      createdAt: entry.at,
    })),
  );
  const lines = writeAsJson(
    tx,
    ledgerLines,
    entries.flatMap((entry, index) =>
      entry.lines.map((line) => ({
        entryId: ids[index] as number,
        account: line.account,
        organisationId: line.organisationId ?? null,
        amount: line.amount,
      })),
    ),
  );
  return allInOrder([written, lines]);
}

/**
 * Undoes an entry by a reversing one (every line's sign turned), never by editing it. An entry is
 * reversed at most once (a unique index), and a reversal is not itself reversed: post a new entry.
 */
export async function reverseLedgerEntry(tx: Db, entryId: number, reversal: { memo: string; userId: number | null; at: Date }) {
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!entry) throw new Error(`no ledger entry ${entryId}`);
  if (entry.kind === 'reversal') throw new Error(`ledger entry ${entryId} is a reversal: post a new entry instead`);
  const lines = await tx
    .select({ account: ledgerLines.account, organisationId: ledgerLines.organisationId, amount: ledgerLines.amount })
    .from(ledgerLines)
    .where(eq(ledgerLines.entryId, entryId))
    .orderBy(asc(ledgerLines.id));
  const [id] = await postLedgerEntries(tx, [
    {
      tradeId: entry.tradeId,
      kind: 'reversal',
      memo: reversal.memo,
      lines: reversingLines(lines),
      userId: reversal.userId,
      at: reversal.at,
      reversesEntryId: entryId,
    },
  ]);
  return id as number;
}

/** A trade's entries, oldest first, each with its lines. */
export async function ledgerOfTrade(db: Db, tradeId: number) {
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.tradeId, tradeId)).orderBy(asc(ledgerEntries.id));
  if (entries.length === 0) return [];
  const lines = await db
    .select()
    .from(ledgerLines)
    .where(
      inArray(
        ledgerLines.entryId,
        entries.map((entry) => entry.id),
      ),
    )
    .orderBy(asc(ledgerLines.id));
  return entries.map((entry) => ({
    ...entry,
    lines: lines
      .filter((line) => line.entryId === entry.id)
      .map((line) => ({ account: line.account, organisationId: line.organisationId, amount: line.amount })),
  }));
}
