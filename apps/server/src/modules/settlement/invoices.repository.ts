import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { invoiceLedgerEntries, invoices, titleTransfers } from '../../db/schema/settlement.ts';
import { amountDue, type InvoiceDocument, type InvoiceKind } from '../invoices/invoice-document.ts';

export const INVOICE_PREFIX: Readonly<Record<InvoiceKind, string>> = { seller: 'RCTI', buyer: 'INV' };
const INVOICE_DIGITS = 6;

export const formatInvoiceNumber = (kind: InvoiceKind, number: number) =>
  `${INVOICE_PREFIX[kind]}-${String(number).padStart(INVOICE_DIGITS, '0')}`;

/**
 * The next number of a series. The counter's row stays locked until the raising transaction ends,
 * so numbers are given in commit order and a rolled-back raise gives its number back: no gaps.
 */
export async function takeInvoiceNumber(tx: Db, kind: InvoiceKind): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`UPDATE invoice_counters SET last_number = last_number + 1 WHERE kind = ${kind} RETURNING last_number`,
  );
  if (!row) throw new Error(`no invoice counter for ${kind}`);
  return Number(row.last_number);
}

export type NewTitleTransfer = typeof titleTransfers.$inferInsert;

export async function insertTitleTransfer(tx: Db, values: NewTitleTransfer) {
  const [row] = await tx.insert(titleTransfers).values(values).returning();
  if (!row) throw new Error('title transfer not written');
  return row;
}

export async function insertInvoice(
  tx: Db,
  values: {
    kind: InvoiceKind;
    number: number;
    tradeId: number;
    titleTransferId: number;
    organisationId: number;
    document: InvoiceDocument;
    entryIds: number[];
  },
) {
  const { document, entryIds, ...columns } = values;
  const [row] = await tx
    .insert(invoices)
    .values({
      ...columns,
      formattedNumber: document.number,
      issuedOn: document.issuedOn,
      dueDate: document.dueDate,
      total: amountDue(document),
      document: document as unknown as Record<string, unknown>,
    })
    .returning();
  if (!row) throw new Error('invoice not written');
  if (entryIds.length > 0) await tx.insert(invoiceLedgerEntries).values(entryIds.map((entryId) => ({ invoiceId: row.id, entryId })));
  return row;
}

/** The trade's invoices still in force, seller's first. */
export async function issuedInvoicesOfTrade(tx: Db, tradeId: number) {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tradeId, tradeId), eq(invoices.status, 'issued')))
    .orderBy(asc(invoices.kind), asc(invoices.id));
}

/** The ledger entries an invoice posted, to reverse when it is voided. */
export async function entriesOfInvoices(tx: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return tx
    .select()
    .from(invoiceLedgerEntries)
    .where(inArray(invoiceLedgerEntries.invoiceId, [...invoiceIds]));
}

export async function voidInvoices(tx: Db, invoiceIds: readonly number[], by: { userId: number | null; at: Date }) {
  if (invoiceIds.length === 0) return;
  await tx
    .update(invoices)
    .set({ status: 'void', voidedAt: by.at, voidedByUserId: by.userId })
    .where(inArray(invoices.id, [...invoiceIds]));
}

export async function withdrawTitleTransfer(tx: Db, tradeId: number, at: Date) {
  await tx
    .update(titleTransfers)
    .set({ withdrawnAt: at })
    .where(and(eq(titleTransfers.tradeId, tradeId), sql`${titleTransfers.withdrawnAt} is null`));
}
