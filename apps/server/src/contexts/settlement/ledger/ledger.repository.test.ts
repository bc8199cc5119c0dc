import type { LedgerLine } from '@cgx/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, ledgerLines } from '../../../db/schema/ledger.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { ledgerOfTrade, postLedgerEntries, reverseLedgerEntry } from './ledger.repository.ts';

const t = useTestApp();
let tradeId: number;
let buyerId: number;
let sellerId: number;
const at = new Date('2026-12-01T00:00:00Z');

beforeAll(async () => {
  const ref = await marketReference(t.context);
  const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
  buyerId = parties.buyer.organisation.id;
  sellerId = parties.seller.organisation.id;
  tradeId = (await insertTrade(t.context, ref, parties)).id;
});

const raised = (): LedgerLine[] => [
  { account: 'buyer_receivable', organisationId: buyerId, amount: '15702.75' },
  { account: 'seller_payable', organisationId: sellerId, amount: '-15460.00' },
  { account: 'fee_revenue', organisationId: null, amount: '-220.68' },
  { account: 'gst_payable', organisationId: null, amount: '-22.07' },
];

/** The database's own answer to a statement it refuses: the error's message, or null when it ran. */
async function refusal(work: () => Promise<unknown>): Promise<string | null> {
  try {
    await work();
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
}

describe('the ledger', () => {
  it('writes balanced entries for a trade and reads them back with their lines, oldest first', async () => {
    const [id] = await t.context.db.transaction((tx) =>
      postLedgerEntries(tx, [{ tradeId, kind: 'invoice_raised', memo: 'Invoices raised', lines: raised(), userId: null, at }]),
    );
    const ledger = await ledgerOfTrade(t.context.db, tradeId);
    expect(ledger.at(-1)).toMatchObject({ id, kind: 'invoice_raised', memo: 'Invoices raised', lines: raised() });
  });

  it('refuses lines that do not balance, in code and in the database', async () => {
    const unbalanced = raised().slice(0, 3);
    expect(
      await refusal(() =>
        t.context.db.transaction((tx) =>
          postLedgerEntries(tx, [{ tradeId, kind: 'invoice_raised', memo: 'Short', lines: unbalanced, userId: null, at }]),
        ),
      ),
    ).toContain('The lines do not balance: they sum to 22.07');
    // Around the code: the database's trigger refuses the lines, and nothing of the entry stays.
    const before = await t.context.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries);
    const refused = await refusal(() =>
      t.context.db.transaction(async (tx) => {
        const [entry] = await tx.insert(ledgerEntries).values({ tradeId, kind: 'fee_earned', memo: 'By hand' }).returning();
        await tx.insert(ledgerLines).values([
          { entryId: entry?.id ?? 0, account: 'bank', organisationId: null, amount: '10.00' },
          { entryId: entry?.id ?? 0, account: 'fee_revenue', organisationId: null, amount: '-9.99' },
        ]);
      }),
    );
    expect(refused).toMatch(/does not balance/);
    expect(await t.context.db.select({ n: sql<number>`count(*)::int` }).from(ledgerEntries)).toEqual(before);
  });

  it('is append-only: the database refuses to change or delete an entry or a line', async () => {
    const [id] = await t.context.db.transaction((tx) =>
      postLedgerEntries(tx, [{ tradeId, kind: 'fee_earned', memo: 'Fee', lines: raised(), userId: null, at }]),
    );
    expect(
      await refusal(() =>
        t.context.db
          .update(ledgerLines)
          .set({ amount: '1.00' })
          .where(eq(ledgerLines.entryId, id as number)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(() => t.context.db.delete(ledgerLines).where(eq(ledgerLines.entryId, id as number)))).toMatch(/append-only/);
    expect(
      await refusal(() =>
        t.context.db
          .update(ledgerEntries)
          .set({ memo: 'Changed' })
          .where(eq(ledgerEntries.id, id as number)),
      ),
    ).toMatch(/append-only/);
    expect(await refusal(() => t.context.db.delete(ledgerEntries).where(eq(ledgerEntries.id, id as number)))).toMatch(/append-only/);
  });

  it('undoes an entry by a reversal, once: the trade’s accounts are back where they were', async () => {
    const [id] = await t.context.db.transaction((tx) =>
      postLedgerEntries(tx, [{ tradeId, kind: 'invoice_raised', memo: 'Raised in error', lines: raised(), userId: null, at }]),
    );
    const reversal = await t.context.db.transaction((tx) =>
      reverseLedgerEntry(tx, id as number, { memo: 'Raised in error', userId: null, at }),
    );
    const ledger = await ledgerOfTrade(t.context.db, tradeId);
    const undone = ledger.find((entry) => entry.id === reversal);
    expect(undone).toMatchObject({ kind: 'reversal', reversesEntryId: id });
    expect(undone?.lines.map((line) => line.amount)).toEqual(['-15702.75', '15460.00', '220.68', '22.07']);
    expect(
      await refusal(() => t.context.db.transaction((tx) => reverseLedgerEntry(tx, id as number, { memo: 'Again', userId: null, at }))),
    ).toMatch(/ledger_entries_reverses_entry_id_key|duplicate key/);
    expect(
      await refusal(() => t.context.db.transaction((tx) => reverseLedgerEntry(tx, reversal, { memo: 'Undo the undo', userId: null, at }))),
    ).toMatch(/is a reversal/);
  });
});
