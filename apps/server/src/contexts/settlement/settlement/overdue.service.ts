import { nextBusinessDayOnOrAfter, sydneyDate } from '@cgx/domain/calendar';
import { dec, money } from '@cgx/domain/decimal';
import { lateInterest } from '@cgx/domain/settlement/due-dates';
import { invoiceLinkFor } from '@cgx/domain/invoices.schemas';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { tradeLinkFor } from '@cgx/domain/trades.schemas';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { deliveryPeriods } from '../../../db/schema/reference.ts';
import { invoices } from '../../../db/schema/settlement.ts';
import { holidaysOf } from '../../trading/index.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import { paidByInvoice } from './buyer-payments.service.ts';
import { setTradeStatus } from './trade-status.repository.ts';
import { remind } from './settlement-messages.ts';
import { interestRateOn, lockSettlementTrade } from './settlement-trade.repository.ts';

/**
 * design §5, issue 14 §6: the worker's periodic check of due dates. A trade whose delivery period
 * ended without title transfer is overdue_grain from the first business day after the period's last
 * day that has passed (business days in the site's state); a trade whose buyer has not paid in full
 * by the invoice's due date is overdue_payment the day after. Each move is made under the trade's
 * lock, recorded in its history, and the late party is reminded by e-mail, SMS and notification.
 */
export async function markOverdueTrades(context: AppContext): Promise<{ overdueGrain: number; overduePayment: number }> {
  const today = sydneyDate(context.clock.now());
  const grain = await context.db
    .select({ id: trades.id, periodEnd: deliveryPeriods.endDate })
    .from(trades)
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .where(and(eq(trades.status, 'awaiting_grain'), lt(deliveryPeriods.endDate, today)));
  const payment = await context.db
    .select({ id: trades.id, invoiceId: invoices.id })
    .from(trades)
    .innerJoin(invoices, and(eq(invoices.tradeId, trades.id), eq(invoices.kind, 'buyer'), eq(invoices.status, 'issued')))
    .where(and(eq(trades.status, 'awaiting_payment'), lt(invoices.dueDate, today)));

  let overdueGrain = 0;
  for (const candidate of grain) if (await markOverdueGrain(context, candidate.id, today)) overdueGrain += 1;
  let overduePayment = 0;
  for (const candidate of payment) if (await markOverduePayment(context, candidate.id, candidate.invoiceId, today)) overduePayment += 1;
  return { overdueGrain, overduePayment };
}

async function markOverdueGrain(context: AppContext, tradeId: number, today: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const trade = await lockSettlementTrade(tx, tradeId);
    if (!trade || trade.trade.status !== 'awaiting_grain' || !trade.period.endDate) return false;
    const holidays = await holidaysOf(tx, trade.state);
    const dayAfter = new Date(`${trade.period.endDate}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const overdueFrom = nextBusinessDayOnOrAfter(dayAfter.toISOString().slice(0, 10), holidays);
    if (today < overdueFrom) return false;
    await moveTo(context, tx, trade.trade, 'overdue_grain');
    await remind(context, tx, trade.seller.id, {
      subject: `Trade ${trade.trade.formattedId}: title transfer overdue`,
      line: `Trade ${trade.trade.formattedId}: the delivery period ${trade.period.name} has ended and the exchange has no title transfer for ${formatTonnes(trade.trade.quantity)} mt of ${trade.commodity.name}. Please deliver and transfer title as soon as possible.`,
      linkFor: (role) => tradeLinkFor(role, 'sold', trade.trade.id),
    });
    return true;
  });
}

async function markOverduePayment(context: AppContext, tradeId: number, invoiceId: number, today: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const trade = await lockSettlementTrade(tx, tradeId);
    if (!trade || trade.trade.status !== 'awaiting_payment') return false;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice || invoice.status !== 'issued' || invoice.dueDate >= today) return false;
    const paid = (await paidByInvoice(tx, [invoice.id])).get(invoice.id) ?? '0.00';
    const outstanding = dec(invoice.total).minus(paid);
    if (!outstanding.isPositive()) return false;
    await moveTo(context, tx, trade.trade, 'overdue_payment');
    const interest = lateInterest({
      amountOverdue: outstanding,
      annualRatePercent: await interestRateOn(tx, 'late', today),
      dueDate: invoice.dueDate,
      paidOn: today,
    });
    await remind(context, tx, trade.buyer.id, {
      subject: `Invoice ${invoice.formattedNumber} is overdue`,
      line: `Invoice ${invoice.formattedNumber} for trade ${trade.trade.formattedId} was due ${formatDay(invoice.dueDate)}: ${formatMoney(money(outstanding))} is outstanding. Late-payment interest accrues daily (${formatMoney(interest.amount)} so far). Please pay with ${invoice.formattedNumber} as the reference.`,
      linkFor: invoiceLinkFor,
    });
    return true;
  });
}

async function moveTo(
  context: AppContext,
  tx: Db,
  trade: { id: number; status: keyof typeof TRADE_STATUS_LABELS },
  status: 'overdue_grain' | 'overdue_payment',
) {
  const at = context.clock.now();
  await setTradeStatus(tx, [trade.id], status, at);
  await tradeAudit.record(tx, [
    {
      tradeId: trade.id,
      userId: null,
      action: 'updated',
      changes: [{ field: 'Status', before: TRADE_STATUS_LABELS[trade.status], after: TRADE_STATUS_LABELS[status] }],
      at,
    },
  ]);
}
