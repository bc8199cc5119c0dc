import { invoiceOutstanding, invoiceStanding, type TInvoice } from '@cgx/domain/invoices.schemas';
import type { InvoiceRow } from './invoices.repository.ts';

/** An invoice as its party and staff read it; `today` (Sydney) decides whether it is overdue. */
export function presentInvoice(row: InvoiceRow, today: string): TInvoice {
  const money = { status: row.status, total: row.total, paid: row.paid, dueDate: row.dueDate };
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    tradeId: row.tradeId,
    tradeFormattedId: row.tradeFormattedId,
    organisation: { id: row.organisationId, name: row.organisationName },
    issuedOn: row.issuedOn,
    dueDate: row.dueDate,
    total: row.total,
    paid: row.paid,
    outstanding: invoiceOutstanding(money),
    status: row.status,
    standing: invoiceStanding(money, today),
  };
}
