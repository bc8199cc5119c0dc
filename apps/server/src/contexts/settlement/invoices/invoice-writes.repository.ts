import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { writeAsJson } from '../../../db/insert-as-json.ts';
import { allInOrder } from '../../../db/together.ts';
import { queryRows } from '../../../db/rows.ts';
import { invoiceLedgerEntries, invoices } from '../../../db/schema/settlement.ts';
import { amountDue, type InvoiceDocument, type InvoiceKind } from './invoice-document.ts';

export const INVOICE_PREFIX: Readonly<Record<InvoiceKind, string>> = { seller: 'RCTI', buyer: 'INV' };
const INVOICE_DIGITS = 6;

export const formatInvoiceNumber = (kind: InvoiceKind, number: number) =>
  `${INVOICE_PREFIX[kind]}-${String(number).padStart(INVOICE_DIGITS, '0')}`;

/**
 * The next `count` numbers of a series, in order, with one statement. The counter's row stays
 * locked until the raising transaction ends, so numbers are given in commit order and a
 * rolled-back raise gives its numbers back: no gaps.
 */
export async function takeInvoiceNumbers(tx: Db, kind: InvoiceKind, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`UPDATE invoice_counters SET last_number = last_number + ${count} WHERE kind = ${kind} RETURNING last_number`,
  );
  if (!row) throw new Error(`no invoice counter for ${kind}`);
  const last = Number(row.last_number);
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

export type NewInvoice = {
  id: number;
  kind: InvoiceKind;
  number: number;
  tradeId: number;
  titleTransferId: number;
  organisationId: number;
  document: InvoiceDocument;
  entryIds: number[];
  createdAt: Date;
};

/**
 * Invoices with reserved ids and the ledger entries each posted: two statements sent at the call.
 * Answers the invoices as rows, in the order given.
 */
export function writeInvoices(tx: Db, values: readonly NewInvoice[]) {
  const rows = values.map(({ document, entryIds: _entryIds, ...rest }): typeof invoices.$inferSelect => ({
    ...rest,
    formattedNumber: document.number,
    issuedOn: document.issuedOn,
    dueDate: document.dueDate,
    total: amountDue(document),
    document: document as unknown as Record<string, unknown>,
    status: 'issued',
    voidedAt: null,
    voidedByUserId: null,
  }));
  const written = writeAsJson(
    tx,
    invoices,
    rows.map(({ status: _status, voidedAt: _voidedAt, voidedByUserId: _voidedBy, ...columns }) => columns),
  );
  const links = writeAsJson(
    tx,
    invoiceLedgerEntries,
    values.flatMap((value) => value.entryIds.map((entryId) => ({ invoiceId: value.id, entryId }))),
  );
  return { rows, written: allInOrder([written, links]) };
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
