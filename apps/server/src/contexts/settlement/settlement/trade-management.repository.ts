import { money } from '@cgx/domain/decimal';
import { TRADE_MANAGEMENT_STATUSES, type TTradeManagementQuery } from '@cgx/domain/settlement.schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { invoices, paymentRunItems, paymentRuns } from '../../../db/schema/settlement.ts';
import { users } from '../../../db/schema/users.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../../lib/paging.ts';

const sellers = alias(organisations, 'sellers');
const buyers = alias(organisations, 'buyers');
const buyerInvoices = alias(invoices, 'buyer_invoices');
const sellerInvoices = alias(invoices, 'seller_invoices');

const paidOnInvoice = sql<string>`coalesce((SELECT sum(p.amount) FROM buyer_payments p WHERE p.invoice_id = ${buyerInvoices.id}), 0)`;
const outstanding = sql<string>`(${buyerInvoices.total} - ${paidOnInvoice})`;

/** Settlements → Trade Management: trades whose money is moving, with their invoices in force and what is paid. */
export async function pageTradeManagement(db: Db, query: TTradeManagementQuery) {
  const where = and(
    inArray(trades.status, query.status ? [query.status] : [...TRADE_MANAGEMENT_STATUSES]),
    termIn(query.term, [trades.formattedId, sellers.tradingName, buyers.tradingName, buyerInvoices.formattedNumber]),
    withinDates(buyerInvoices.createdAt, query.dateFrom, query.dateTo),
  );
  const base = () =>
    db
      .select({
        tradeId: trades.id,
        formattedId: trades.formattedId,
        market: trades.market,
        status: trades.status,
        seller: sellers.tradingName,
        buyer: buyers.tradingName,
        buyerInvoice: buyerInvoices.formattedNumber,
        sellerInvoice: sellerInvoices.formattedNumber,
        dueDate: buyerInvoices.dueDate,
        total: buyerInvoices.total,
        paid: sql<string>`${paidOnInvoice}::text`,
        outstanding: sql<string>`${outstanding}::text`,
        sellerNet: sellerInvoices.total,
      })
      .from(trades)
      .innerJoin(
        buyerInvoices,
        and(eq(buyerInvoices.tradeId, trades.id), eq(buyerInvoices.kind, 'buyer'), eq(buyerInvoices.status, 'issued')),
      )
      .leftJoin(
        sellerInvoices,
        and(eq(sellerInvoices.tradeId, trades.id), eq(sellerInvoices.kind, 'seller'), eq(sellerInvoices.status, 'issued')),
      )
      .innerJoin(sellers, eq(sellers.id, trades.sellerOrganisationId))
      .innerJoin(buyers, eq(buyers.id, trades.buyerOrganisationId));
  const order = orderOf(
    { dueDate: buyerInvoices.dueDate, formattedId: trades.formattedId, outstanding },
    query.sort,
    query.direction,
    trades.id,
  );
  const page = await pageOf(query, {
    rows: (limit, offset) =>
      base()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ count: countAll })
          .from(trades)
          .innerJoin(
            buyerInvoices,
            and(eq(buyerInvoices.tradeId, trades.id), eq(buyerInvoices.kind, 'buyer'), eq(buyerInvoices.status, 'issued')),
          )
          .innerJoin(sellers, eq(sellers.id, trades.sellerOrganisationId))
          .innerJoin(buyers, eq(buyers.id, trades.buyerOrganisationId))
          .where(where)
      )[0]?.count ?? 0,
  });
  const [due] = await db
    .select({ total: sql<string | null>`sum(${invoices.total})::text`, trades: countAll })
    .from(trades)
    .innerJoin(invoices, and(eq(invoices.tradeId, trades.id), eq(invoices.kind, 'seller'), eq(invoices.status, 'issued')))
    .where(eq(trades.status, 'funds_received'));
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, paid: money(row.paid), outstanding: money(row.outstanding) })),
    dueToSellers: money(due?.total ?? 0),
    tradesDue: due?.trades ?? 0,
  };
}

export async function pagePaymentRuns(db: Db, query: { page: number; pageSize: number }) {
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({
          run: paymentRuns,
          firstName: users.firstName,
          lastName: users.lastName,
          payees:
            sql<number>`(SELECT count(DISTINCT i.organisation_id) FROM payment_run_items i WHERE i.run_id = ${paymentRuns.id})`.mapWith(
              Number,
            ),
          trades:
            sql<number>`(SELECT count(DISTINCT t) FROM payment_run_items i, unnest(i.trade_ids) t WHERE i.run_id = ${paymentRuns.id})`.mapWith(
              Number,
            ),
        })
        .from(paymentRuns)
        .leftJoin(users, eq(users.id, paymentRuns.createdByUserId))
        .orderBy(desc(paymentRuns.createdAt), desc(paymentRuns.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ count: countAll }).from(paymentRuns))[0]?.count ?? 0,
  });
}

export async function findPaymentRun(db: Db, runId: number) {
  const [run] = await db.select().from(paymentRuns).where(eq(paymentRuns.id, runId));
  return run ?? null;
}

export const paymentRunItemsOf = (db: Db, runId: number) => db.select().from(paymentRunItems).where(eq(paymentRunItems.runId, runId));
