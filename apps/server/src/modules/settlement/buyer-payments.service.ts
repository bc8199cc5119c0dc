import { dec, money } from '@cgx/domain/decimal';
import { formatDay, formatMoney } from '@cgx/domain/format';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/market.ts';
import { buyerPayments, invoices } from '../../db/schema/settlement.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { postLedgerEntries } from '../ledger/ledger.repository.ts';
import { recordTradeChanges } from '../trade-audit/trade-changes.repository.ts';
import { enqueueSettlementSteps } from './settlement-steps.ts';

export interface BuyerPaymentInput {
  invoiceId: number;
  /** $, to the cent, above 0. */
  amount: string;
  receivedOn: string;
  source: 'manual' | 'bank_statement';
  reference: string | null;
  /** A bank statement line's fingerprint: a line already recorded is refused by the database. */
  statementFingerprint?: string | null;
  userId: number | null;
  at: Date;
}

export type PaymentStanding = 'full' | 'partial' | 'over';

const AWAITING_FUNDS = new Set(['awaiting_payment', 'overdue_payment']);

/** What buyers have paid against each invoice, $ to the cent (0.00 for none). */
export async function paidByInvoice(tx: Db, invoiceIds: readonly number[]): Promise<Map<number, string>> {
  const paid = new Map<number, string>(invoiceIds.map((id) => [id, '0.00']));
  if (invoiceIds.length === 0) return paid;
  const rows = await tx
    .select({ invoiceId: buyerPayments.invoiceId, paid: sql<string>`sum(${buyerPayments.amount})::text` })
    .from(buyerPayments)
    .where(sql`${buyerPayments.invoiceId} = any(${sql.param([...invoiceIds])}::integer[])`)
    .groupBy(buyerPayments.invoiceId);
  for (const row of rows) paid.set(row.invoiceId, money(row.paid));
  return paid;
}

/**
 * Money a buyer paid into the trust account against a tax invoice (issue 14 §4), in the caller's
 * transaction with the trade's row locked: the funds_received entry (bank debited, the buyer's
 * receivable credited), the payment, and once the invoice is paid in full the trade moves to
 * funds_received. A part payment or an over-payment is recorded as received, never adjusted.
 */
export async function recordBuyerPayment(tx: Db, input: BuyerPaymentInput) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, input.invoiceId), eq(invoices.kind, 'buyer')));
  if (!invoice) throw notFound('No such buyer invoice');
  const [trade] = await tx.select().from(trades).where(eq(trades.id, invoice.tradeId)).for('update');
  if (!trade) throw notFound();
  if (invoice.status === 'void')
    throw conflict(`Invoice ${invoice.formattedNumber} is void: record the payment against the trade’s new invoice.`);
  if (!dec(input.amount).greaterThan(0)) throw conflict('A payment must be more than $0.00');

  const [entryId] = await postLedgerEntries(tx, [
    {
      tradeId: trade.id,
      kind: 'funds_received',
      memo: `${trade.formattedId}: ${invoice.formattedNumber} paid${input.reference ? ` (${input.reference})` : ''}`,
      lines: [
        { account: 'bank', organisationId: null, amount: money(input.amount) },
        { account: 'buyer_receivable', organisationId: invoice.organisationId, amount: money(dec(input.amount).negated()) },
      ],
      userId: input.userId,
      at: input.at,
    },
  ]);
  const [payment] = await tx
    .insert(buyerPayments)
    .values({
      invoiceId: invoice.id,
      amount: money(input.amount),
      receivedOn: input.receivedOn,
      source: input.source,
      reference: input.reference,
      statementFingerprint: input.statementFingerprint ?? null,
      ledgerEntryId: entryId as number,
      recordedByUserId: input.userId,
      createdAt: input.at,
    })
    .returning();

  const paid = (await paidByInvoice(tx, [invoice.id])).get(invoice.id) ?? '0.00';
  const outstanding = dec(invoice.total).minus(paid);
  const standing: PaymentStanding = outstanding.isZero() ? 'full' : outstanding.isPositive() ? 'partial' : 'over';
  let status = trade.status;
  if (standing !== 'partial' && AWAITING_FUNDS.has(trade.status)) {
    status = 'funds_received';
    await tx
      .update(trades)
      .set({ status, version: sql`${trades.version} + 1`, updatedAt: input.at })
      .where(eq(trades.id, trade.id));
    await enqueueSettlementSteps(tx, [{ tradeId: trade.id, step: 'buyer_paid' }]);
  }
  await recordTradeChanges(tx, [
    {
      tradeId: trade.id,
      userId: input.userId,
      action: 'updated',
      changes: [
        {
          field: 'Payment received',
          before: null,
          after: `${formatMoney(input.amount)} on ${formatDay(input.receivedOn)} against ${invoice.formattedNumber}`,
        },
        ...(status === trade.status
          ? []
          : [{ field: 'Status', before: TRADE_STATUS_LABELS[trade.status], after: TRADE_STATUS_LABELS[status] }]),
      ],
      at: input.at,
    },
  ]);
  return { payment, invoice, trade: { ...trade, status }, paid, outstanding: money(outstanding), standing };
}
