import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { type Range, withheldLinesIn } from './statements.repository.ts';

/**
 * The settlement reports' rows (issue 14 §7), every one of them in SQL: amounts summed as numeric
 * and answered as text, dates as text. Unpaid invoices and payments are read a batch at a time, in an
 * order that ends with a unique column, for `inBatches`.
 */

export type UnpaidInvoiceRow = {
  invoice: string;
  trade: string;
  buyer: string;
  issued_on: string;
  due_date: string;
  total: string;
  paid: string;
  outstanding: string;
  days_past_due: number;
};

/** Buyers' tax invoices in force, issued in the range, and not paid in full by its last day (the 'as at' day). */
const unpaidInvoices = (range: Range) =>
  sql`SELECT i.id, i.formatted_number AS invoice, t.formatted_id AS trade, o.trading_name AS buyer,
        i.issued_on, i.due_date, i.total, COALESCE(p.paid, 0) AS paid, i.total - COALESCE(p.paid, 0) AS outstanding,
        (${range.dateTo}::date - i.due_date) AS days_past_due
      FROM invoices i
      JOIN trades t ON t.id = i.trade_id
      JOIN organisations o ON o.id = i.organisation_id
      LEFT JOIN LATERAL (
        SELECT sum(bp.amount) AS paid FROM buyer_payments bp WHERE bp.invoice_id = i.id AND bp.received_on <= ${range.dateTo}::date
      ) p ON true
      WHERE i.kind = 'buyer' AND i.status = 'issued'
        AND i.issued_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date
        AND i.total > COALESCE(p.paid, 0)`;

export const unpaidInvoicesPage = (db: Db, range: Range) => (limit: number, offset: number) =>
  queryRows<UnpaidInvoiceRow>(
    db,
    sql`SELECT invoice, trade, buyer, issued_on::text AS issued_on, due_date::text AS due_date, total::text AS total,
          paid::numeric(14,2)::text AS paid, outstanding::numeric(14,2)::text AS outstanding, days_past_due::int AS days_past_due
        FROM (${unpaidInvoices(range)}) unpaid
        ORDER BY due_date, id
        LIMIT ${limit} OFFSET ${offset}`,
  );

export type AgedTotals = {
  total: string;
  paid: string;
  outstanding: string;
  current: string;
  d30: string;
  d60: string;
  d90: string;
  over90: string;
};

/** The report's last row: each column summed over every unpaid invoice, the outstanding by age. */
export async function unpaidInvoicesTotals(db: Db, range: Range): Promise<AgedTotals> {
  const bucket = (condition: string) => sql`COALESCE(sum(outstanding) FILTER (WHERE ${sql.raw(condition)}), 0)::numeric(14,2)::text`;
  const [row] = await queryRows<AgedTotals>(
    db,
    sql`SELECT COALESCE(sum(total), 0)::numeric(14,2)::text AS total, COALESCE(sum(paid), 0)::numeric(14,2)::text AS paid,
          COALESCE(sum(outstanding), 0)::numeric(14,2)::text AS outstanding,
          ${bucket('days_past_due <= 0')} AS current, ${bucket('days_past_due BETWEEN 1 AND 30')} AS d30,
          ${bucket('days_past_due BETWEEN 31 AND 60')} AS d60, ${bucket('days_past_due BETWEEN 61 AND 90')} AS d90,
          ${bucket('days_past_due > 90')} AS over90
        FROM (${unpaidInvoices(range)}) unpaid`,
  );
  if (!row) throw new Error('no totals');
  return row;
}

export type LeviesWithheldRow = {
  recipient_id: number | null;
  recipient: string | null;
  quarter_start: string;
  kind: string;
  label: string;
  trades: number;
  amount: string;
};

/**
 * Levies and royalties withheld on the RCTIs issued in the range, by recipient, quarter (the
 * calendar quarters are the financial year's: July-September is Q1) and levy, summed.
 */
export function leviesWithheld(db: Db, range: Range) {
  return queryRows<LeviesWithheldRow>(
    db,
    sql`SELECT lines.payee_id AS recipient_id, o.trading_name AS recipient,
          date_trunc('quarter', lines.issued_on)::date::text AS quarter_start, lines.kind, lines.label,
          count(DISTINCT lines.trade_id)::int AS trades, sum(lines.amount)::numeric(14,2)::text AS amount
        FROM (${withheldLinesIn(range)}) lines
        LEFT JOIN organisations o ON o.id = lines.payee_id
        GROUP BY lines.payee_id, o.trading_name, date_trunc('quarter', lines.issued_on), lines.kind, lines.label
        ORDER BY o.trading_name NULLS LAST, lines.payee_id NULLS LAST, 3, lines.kind, lines.label`,
  );
}

export type PaymentMadeRow = {
  paid_on: string;
  run_id: number;
  payee: string;
  payee_kind: 'seller' | 'levy' | 'royalty';
  lodgement_reference: string;
  trades: string | null;
  amount: string;
};

const paymentsIn = (range: Range) =>
  sql`FROM payment_run_items item JOIN payment_runs r ON r.id = item.run_id
      WHERE r.paid_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date`;

/** Every payment run item paid in the range. */
export const paymentsMadePage = (db: Db, range: Range) => (limit: number, offset: number) =>
  queryRows<PaymentMadeRow>(
    db,
    sql`SELECT r.paid_on::text AS paid_on, r.id AS run_id, item.payee_name AS payee, item.payee_kind,
          item.lodgement_reference, item.amount::text AS amount,
          (SELECT string_agg(t.formatted_id, ' ' ORDER BY t.formatted_id) FROM trades t WHERE t.id = ANY(item.trade_ids)) AS trades
        ${paymentsIn(range)}
        ORDER BY r.paid_on, r.id, item.id
        LIMIT ${limit} OFFSET ${offset}`,
  );

export async function paymentsMadeTotal(db: Db, range: Range): Promise<string> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`SELECT COALESCE(sum(item.amount), 0)::numeric(14,2)::text AS total ${paymentsIn(range)}`,
  );
  return row?.total ?? '0.00';
}
