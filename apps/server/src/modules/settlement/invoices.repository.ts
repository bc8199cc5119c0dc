import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertAsJson, rowsAsJson } from '../../db/insert-as-json.ts';
import { queryRows } from '../../db/rows.ts';
import { invoiceLedgerEntries, invoices, titleTransfers } from '../../db/schema/settlement.ts';
import { amountDue, type InvoiceDocument, type InvoiceKind } from '../invoices/invoice-document.ts';

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

export type NewTitleTransfer = typeof titleTransfers.$inferInsert;

/** Title transfers in one statement, answered in the order given. */
export async function insertTitleTransfers(tx: Db, values: readonly NewTitleTransfer[]) {
  const rows = await insertAsJson(tx, titleTransfers, values);
  if (rows.length !== values.length) throw new Error('title transfers not written');
  const byTrade = new Map(rows.map((row) => [row.tradeId, row]));
  return values.map((value) => byTrade.get(value.tradeId) as (typeof rows)[number]);
}

export type NewInvoice = {
  kind: InvoiceKind;
  number: number;
  tradeId: number;
  titleTransferId: number;
  organisationId: number;
  document: InvoiceDocument;
  entryIds: number[];
};

/** Invoices and the ledger entries each posted, in two statements; answered in the order given. */
export async function insertInvoices(tx: Db, values: readonly NewInvoice[]): Promise<(typeof invoices.$inferSelect)[]> {
  if (values.length === 0) return [];
  const columns = values.map(({ document, entryIds: _entryIds, ...rest }) => ({
    ...rest,
    formattedNumber: document.number,
    issuedOn: document.issuedOn,
    dueDate: document.dueDate,
    total: amountDue(document),
    document: document as unknown as Record<string, unknown>,
  }));
  const asJson = rowsAsJson(invoices, columns);
  if (!asJson) throw new Error('the invoices of one insert must name the same columns');
  // Only the keys come back: RETURNING * sent every document back again (the batch's costliest statement).
  const returned = await queryRows<{ id: number; formatted_number: string; created_at: string | Date }>(
    tx,
    sql`INSERT INTO ${invoices} (${asJson.columns}) SELECT ${asJson.columns} FROM json_populate_recordset(NULL::${invoices}, ${asJson.json}::json)
        RETURNING id, formatted_number, created_at`,
  );
  if (returned.length !== values.length) throw new Error('invoices not written');
  const byNumber = new Map(returned.map((row) => [row.formatted_number, row]));
  const ordered = columns.map((column) => {
    const row = byNumber.get(column.formattedNumber);
    if (!row) throw new Error(`invoice ${column.formattedNumber} not written`);
    return {
      ...column,
      id: Number(row.id),
      status: 'issued' as const,
      voidedAt: null,
      voidedByUserId: null,
      createdAt: new Date(row.created_at),
    };
  });
  const links = values.flatMap((value, index) =>
    value.entryIds.map((entryId) => ({ invoiceId: (ordered[index] as (typeof ordered)[number]).id, entryId })),
  );
  await insertAsJson(tx, invoiceLedgerEntries, links);
  return ordered;
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
