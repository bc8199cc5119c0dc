import { dec, money } from '@cgx/domain/decimal';
import { formatDay, formatMoney } from '@cgx/domain/format';
import { SETTLEMENT_MESSAGES } from '@cgx/domain/settlement.schemas';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { buyerPayments, invoices } from '../../../db/schema/settlement.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { postLedgerEntries } from '../ledger/ledger.repository.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { enqueueSettlementSteps } from './settlement-steps.ts';
import { setTradeStatus } from './trade-status.repository.ts';

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
  /**
   * A payment recorded by hand is checked under the trade's lock (decision 0218): above the
   * invoice's total it is refused; above what is outstanding, or the same payment (amount, day and
   * reference) already recorded against the trade, it must be confirmed with the outstanding amount
   * the 409 answered. A bank statement's line is a fact of the account: not checked.
   */
  checked?: { confirmedOutstanding: string | undefined };
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
  // Read again under the trade's lock: a void of the invoice commits under the same lock.
  const [current = invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
  if (current.status === 'void')
    throw conflict(`Invoice ${invoice.formattedNumber} is void: record the payment against the trade’s new invoice.`);
  if (!dec(input.amount).greaterThan(0)) throw conflict('A payment must be more than $0.00');
  if (input.checked) await checkManualPayment(tx, invoice, input, input.checked.confirmedOutstanding);

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
    await setTradeStatus(tx, [trade.id], status, input.at);
    await enqueueSettlementSteps(tx, [{ tradeId: trade.id, step: 'buyer_paid' }]);
  }
  await tradeAudit.record(tx, [
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

/**
 * A payment by hand (decision 0218), under the trade's lock so that two staff recording the same
 * payment at once are decided one after the other: at most the invoice's total (400); above what
 * is outstanding, or the same payment already recorded against the trade, a 409 that asks to
 * confirm and says the outstanding amount, unless the request confirms that very amount.
 */
async function checkManualPayment(
  tx: Db,
  invoice: typeof invoices.$inferSelect,
  input: BuyerPaymentInput,
  confirmedOutstanding: string | undefined,
): Promise<void> {
  const amount = dec(input.amount);
  if (amount.greaterThan(invoice.total))
    throw badRequest({ amount: [SETTLEMENT_MESSAGES.amountAboveTotal(invoice.formattedNumber, formatMoney(invoice.total))] });
  const paid = (await paidByInvoice(tx, [invoice.id])).get(invoice.id) ?? '0.00';
  const outstanding = money(dec(invoice.total).minus(paid));
  const overpayment = amount.greaterThan(outstanding);
  const [same] = await tx
    .select({ id: buyerPayments.id })
    .from(buyerPayments)
    .innerJoin(invoices, eq(invoices.id, buyerPayments.invoiceId))
    .where(
      and(
        eq(invoices.tradeId, invoice.tradeId),
        eq(buyerPayments.amount, money(input.amount)),
        eq(buyerPayments.receivedOn, input.receivedOn),
        sql`${buyerPayments.reference} IS NOT DISTINCT FROM ${input.reference}`,
      ),
    )
    .limit(1);
  const duplicate = same !== undefined;
  if (!overpayment && !duplicate) return;
  if (confirmedOutstanding !== undefined && dec(confirmedOutstanding).equals(outstanding)) return;
  const said = [
    duplicate
      ? `A payment of ${formatMoney(input.amount)} received on ${formatDay(input.receivedOn)}${input.reference ? ` with reference ${input.reference}` : ''} is already recorded against this trade.`
      : null,
    overpayment ? overpaymentText(invoice.formattedNumber, input.amount, outstanding) : null,
    SETTLEMENT_MESSAGES.paymentConfirm,
  ];
  throw conflict(said.filter(Boolean).join(' '), undefined, { confirmation: { outstanding, overpayment, duplicate } });
}

function overpaymentText(invoiceNumber: string, amount: string, outstanding: string): string {
  if (dec(outstanding).isZero()) return `${invoiceNumber} is already paid in full.`;
  if (dec(outstanding).isNegative())
    return `${invoiceNumber} is already over-paid by ${formatMoney(dec(outstanding).negated().toString())}.`;
  return `${formatMoney(amount)} is more than the ${formatMoney(outstanding)} outstanding on ${invoiceNumber}.`;
}
