import type { INVOICE_SORTS, TInvoicesQuery } from '@cgx/domain/invoices.schemas';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { agentAuthorisations, organisations } from '../../../db/schema/organisations.ts';
import { buyerPayments, invoices } from '../../../db/schema/settlement.ts';
import { countAll, orderOf, pageOf, termIn } from '../../../lib/paging.ts';

/**
 * Who an invoice is visible to besides staff: its own organisation (the seller of an RCTI, the buyer
 * of a tax invoice), and for an RCTI the agent who sold for the seller while its authority is
 * verified and not revoked: the same rule as the agent's client sales (member-trades.repository.ts).
 */
function visibleTo(organisationId: number): SQL | undefined {
  return sql`(${invoices.organisationId} = ${organisationId} or (${invoices.kind} = 'seller'
    and ${trades.agentOrganisationId} = ${organisationId}
    and exists (select 1 from ${agentAuthorisations} where ${agentAuthorisations.agentOrganisationId} = ${trades.agentOrganisationId}
      and ${agentAuthorisations.growerOrganisationId} = ${trades.sellerOrganisationId}
      and ${agentAuthorisations.verified} and ${agentAuthorisations.revokedAt} is null)))`;
}

/**
 * What has been paid of an invoice, $: the buyer's payments against a tax invoice; an RCTI is paid
 * (to the seller) once the trade is settled.
 */
const paid = sql<string>`(case when ${invoices.kind} = 'buyer'
    then coalesce((select sum(${buyerPayments.amount}) from ${buyerPayments} where ${buyerPayments.invoiceId} = ${invoices.id}), 0)
    when ${trades.status} in ('settled', 'settled_externally') then ${invoices.total}
    else 0 end)::numeric(14, 2)::text`;

const ROW = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.formattedNumber,
  tradeId: invoices.tradeId,
  tradeFormattedId: trades.formattedId,
  organisationId: invoices.organisationId,
  organisationName: organisations.tradingName,
  issuedOn: invoices.issuedOn,
  dueDate: invoices.dueDate,
  total: invoices.total,
  paid,
  status: invoices.status,
};

const rowQuery = (db: Db) =>
  db
    .select(ROW)
    .from(invoices)
    .innerJoin(trades, eq(trades.id, invoices.tradeId))
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId));

export type InvoiceRow = Awaited<ReturnType<ReturnType<typeof rowQuery>['execute']>>[number];

const SORT_COLUMNS = {
  issuedOn: invoices.issuedOn,
  dueDate: invoices.dueDate,
  number: invoices.formattedNumber,
  total: invoices.total,
} satisfies Record<(typeof INVOICE_SORTS)[number], unknown>;

/** Whose invoices: null for staff (every one), or the caller's organisation. */
export type InvoiceScope = { organisationId: number } | null;

function filters(scope: InvoiceScope, query: TInvoicesQuery) {
  return and(
    scope ? visibleTo(scope.organisationId) : undefined,
    query.kind ? eq(invoices.kind, query.kind) : undefined,
    // Issue dates are calendar dates already: compared as such, so the (organisation, issued) index serves.
    query.dateFrom ? gte(invoices.issuedOn, query.dateFrom) : undefined,
    query.dateTo ? lte(invoices.issuedOn, query.dateTo) : undefined,
    termIn(query.term, [invoices.formattedNumber, trades.formattedId]),
  );
}

/** A page of the invoices in scope, filtered, sorted and counted in SQL. */
export function pageInvoices(db: Db, scope: InvoiceScope, query: TInvoicesQuery) {
  const where = filters(scope, query);
  return pageOf(query, {
    rows: (limit, offset) =>
      rowQuery(db)
        .where(where)
        .orderBy(...orderOf(SORT_COLUMNS, query.sort, query.direction, invoices.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (await db.select({ total: countAll }).from(invoices).innerJoin(trades, eq(trades.id, invoices.tradeId)).where(where))[0]?.total ?? 0,
  });
}

/** One invoice with its frozen document, if it is in scope (null scope: any). */
export async function findInvoice(db: Db, invoiceId: number, scope: InvoiceScope) {
  const [row] = await db
    .select({ ...ROW, document: invoices.document })
    .from(invoices)
    .innerJoin(trades, eq(trades.id, invoices.tradeId))
    .innerJoin(organisations, eq(organisations.id, invoices.organisationId))
    .where(and(eq(invoices.id, invoiceId), scope ? visibleTo(scope.organisationId) : undefined));
  return row;
}

/** Every invoice of a trade, voided ones too: the seller's first, then by when raised. */
export const invoicesOfTrade = (db: Db, tradeId: number) =>
  rowQuery(db).where(eq(invoices.tradeId, tradeId)).orderBy(asc(invoices.titleTransferId), desc(invoices.kind), asc(invoices.id));

export async function tradeExists(db: Db, tradeId: number): Promise<boolean> {
  const rows = await db.select({ id: trades.id }).from(trades).where(eq(trades.id, tradeId));
  return rows.length > 0;
}

/** Invoices by id, with what their messages need. */
export async function invoicesByIds(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select({ id: invoices.id, organisationId: invoices.organisationId, document: invoices.document })
    .from(invoices)
    .where(inArray(invoices.id, [...invoiceIds]))
    .orderBy(asc(invoices.id));
}
