import { WITHHELD_KINDS } from '@cgx/domain/statements.schemas';
import { asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { containing } from '../../../lib/paging.ts';

/**
 * What an organisation's statement reads (issue 14 §7): its trades, invoices, payments and the
 * levies and royalties withheld, each over a range of Sydney days (the tables hold plain dates).
 * Dates and amounts come back as text from SQL, so no driver turns them into a Date or a float.
 */

export type Range = { dateFrom: string; dateTo: string };

export async function statementOrganisation(db: Db, organisationId: number) {
  const [row] = await db
    .select({ id: organisations.id, name: organisations.tradingName, abn: organisations.abn, type: organisations.type })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  return row;
}

/** The picker: organisations whose name (or nickname) holds the term, by name; a search, so the first 20. */
export async function searchOrganisations(db: Db, term: string | undefined) {
  return db
    .select({ id: organisations.id, name: organisations.tradingName, type: organisations.type })
    .from(organisations)
    .where(
      term ? sql`(${ilike(organisations.tradingName, containing(term))} OR ${ilike(organisations.nickname, containing(term))})` : undefined,
    )
    .orderBy(asc(organisations.tradingName), asc(organisations.id))
    .limit(20);
}

export type StatementTradeRow = {
  trade_id: number;
  formatted_id: string;
  side: 'seller' | 'buyer';
  season: string;
  commodity: string;
  grade: string | null;
  quantity: string;
  price: string;
  transferred_on: string | null;
  delivered_tonnes: string | null;
};

/** Its trades, as seller or buyer, whose (current) title transfer or whose invoice to it falls in the range. */
export function statementTrades(db: Db, organisationId: number, range: Range) {
  return queryRows<StatementTradeRow>(
    db,
    sql`SELECT t.id AS trade_id, t.formatted_id,
          CASE WHEN t.seller_organisation_id = ${organisationId} THEN 'seller' ELSE 'buyer' END AS side,
          s.name AS season, c.name AS commodity, g.code AS grade, t.quantity::text AS quantity, t.price::text AS price,
          tt.transferred_on::text AS transferred_on, tt.delivered_tonnes::text AS delivered_tonnes
        FROM trades t
        JOIN seasons s ON s.id = t.season_id
        JOIN commodities c ON c.id = t.commodity_id
        LEFT JOIN grades g ON g.id = t.grade_id
        LEFT JOIN title_transfers tt ON tt.trade_id = t.id AND tt.withdrawn_at IS NULL
        WHERE (t.seller_organisation_id = ${organisationId} OR t.buyer_organisation_id = ${organisationId})
          AND (tt.transferred_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date
            OR EXISTS (SELECT 1 FROM invoices i WHERE i.trade_id = t.id AND i.organisation_id = ${organisationId}
                         AND i.issued_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date))
        ORDER BY tt.transferred_on NULLS LAST, t.formatted_id, t.id`,
  );
}

export type StatementInvoiceRow = {
  id: number;
  number: string;
  kind: 'seller' | 'buyer';
  formatted_trade_id: string;
  issued_on: string;
  due_date: string;
  status: 'issued' | 'void';
  total: string;
};

/** The invoices to it (its RCTIs as seller, its tax invoices as buyer) issued in the range, void ones too. */
export function statementInvoices(db: Db, organisationId: number, range: Range) {
  return queryRows<StatementInvoiceRow>(
    db,
    sql`SELECT i.id, i.formatted_number AS number, i.kind, t.formatted_id AS formatted_trade_id,
          i.issued_on::text AS issued_on, i.due_date::text AS due_date, i.status, i.total::text AS total
        FROM invoices i JOIN trades t ON t.id = i.trade_id
        WHERE i.organisation_id = ${organisationId} AND i.issued_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date
        ORDER BY i.issued_on, i.kind, i.number`,
  );
}

export type StatementPaymentRow = {
  date: string;
  direction: 'received' | 'paid';
  reference: string;
  kind: 'buyer' | 'seller' | 'levy' | 'royalty';
  trades: string | null;
  amount: string;
};

/** Money it paid the exchange against its invoices, and money the exchange paid it in payment runs, in the range. */
export function statementPayments(db: Db, organisationId: number, range: Range) {
  return queryRows<StatementPaymentRow>(
    db,
    sql`SELECT * FROM (
          SELECT bp.received_on::text AS date, 'received' AS direction,
            i.formatted_number || COALESCE(' (' || bp.reference || ')', '') AS reference, 'buyer' AS kind,
            t.formatted_id AS trades, bp.amount::text AS amount, bp.id AS sequence
          FROM buyer_payments bp JOIN invoices i ON i.id = bp.invoice_id JOIN trades t ON t.id = i.trade_id
          WHERE i.organisation_id = ${organisationId} AND bp.received_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date
          UNION ALL
          SELECT r.paid_on::text, 'paid', item.lodgement_reference, item.payee_kind,
            (SELECT string_agg(t.formatted_id, ',' ORDER BY t.formatted_id) FROM trades t WHERE t.id = ANY(item.trade_ids)),
            item.amount::text, item.id
          FROM payment_run_items item JOIN payment_runs r ON r.id = item.run_id
          WHERE item.organisation_id = ${organisationId} AND r.paid_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date
        ) payments
        ORDER BY date, direction DESC, sequence`,
  );
}

export type WithheldRow = {
  formatted_trade_id: string;
  invoice_number: string;
  issued_on: string;
  commodity: string;
  kind: (typeof WITHHELD_KINDS)[number];
  label: string;
  amount: string;
  payee_id: number | null;
  payee: string | null;
};

const WITHHELD_KIND_LIST = sql.join(
  WITHHELD_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * The levy and royalty lines of issued RCTIs issued in the range (the seller's fees are the
 * exchange's own, not withheld for anyone), as each invoice froze them, with their recipient's id:
 * a subquery for `FROM (…) lines`.
 */
export const withheldLinesIn = (range: Range) =>
  sql`SELECT t.id AS trade_id, t.formatted_id AS formatted_trade_id, i.formatted_number AS invoice_number,
        i.issued_on, c.name AS commodity, w.line->>'kind' AS kind, w.line->>'label' AS label,
        (w.line->>'amount')::numeric(14,2) AS amount,
        CASE WHEN jsonb_typeof(w.line->'payee') = 'number' THEN (w.line->>'payee')::int END AS payee_id,
        i.organisation_id, i.number, w.ordinality
      FROM invoices i
      JOIN trades t ON t.id = i.trade_id
      JOIN commodities c ON c.id = t.commodity_id
      CROSS JOIN LATERAL jsonb_array_elements(i.document->'settlement'->'seller'->'withheld') WITH ORDINALITY AS w(line, ordinality)
      WHERE i.kind = 'seller' AND i.status = 'issued'
        AND i.issued_on BETWEEN ${range.dateFrom}::date AND ${range.dateTo}::date
        AND w.line->>'kind' IN (${WITHHELD_KIND_LIST})`;

/** The withheld lines `where` picks: the seller's (`withheldFrom`) or the recipient's (`withheldFor`). */
export function withheldLines(db: Db, range: Range, where: SQL) {
  return queryRows<WithheldRow>(
    db,
    sql`SELECT lines.formatted_trade_id, lines.invoice_number, lines.issued_on::text AS issued_on, lines.commodity,
          lines.kind, lines.label, lines.amount::text AS amount, lines.payee_id, o.trading_name AS payee
        FROM (${withheldLinesIn(range)}) lines
        LEFT JOIN organisations o ON o.id = lines.payee_id
        WHERE ${where}
        ORDER BY lines.issued_on, lines.number, lines.ordinality`,
  );
}

export const withheldFrom = (organisationId: number) => sql`lines.organisation_id = ${organisationId}`;
export const withheldFor = (organisationId: number) => sql`lines.payee_id = ${organisationId}`;
