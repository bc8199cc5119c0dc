import { businessDaysBetween, sydneyDate } from '@cgx/domain/calendar';
import type { TMemberTradeMoney } from '@cgx/domain/trades.schemas';
import type { TradeStatus } from '@cgx/domain/trade-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { invoices } from '../../../db/schema/settlement.ts';
import { holidaysOf } from '../../trading/index.ts';

const STAGE_OF: Partial<Record<TradeStatus, TMemberTradeMoney['stage']>> = {
  awaiting_grain: 'awaiting_title',
  overdue_grain: 'awaiting_title',
  awaiting_payment: 'invoiced',
  overdue_payment: 'invoiced',
  funds_received: 'buyer_paid',
  settled: 'paid',
};

const SELLER_LABELS: Record<TMemberTradeMoney['stage'], string> = {
  awaiting_title: 'Awaiting title transfer',
  invoiced: 'Invoiced: awaiting the buyer’s payment',
  buyer_paid: 'Buyer paid: payment to you is on its way',
  paid: 'Paid to you',
};
const BUYER_LABELS: Record<TMemberTradeMoney['stage'], string> = {
  awaiting_title: 'Awaiting title transfer',
  invoiced: 'Invoiced: payment due',
  buyer_paid: 'Paid',
  paid: 'Paid',
};

type TradeOfRow = { id: number; status: TradeStatus };

/**
 * Where each trade's money is (issue 14 §10) for one side: the stage, the member's invoice in force,
 * its amount and due date, and the business days left in the state of the trade's site.
 */
export async function moneyOfTrades(
  db: Db,
  rows: readonly { trade: TradeOfRow; state: string }[],
  side: 'seller' | 'buyer',
  now: Date,
): Promise<Map<number, TMemberTradeMoney | null>> {
  const today = sydneyDate(now);
  const ids = rows.map((row) => row.trade.id);
  const issued = ids.length
    ? await db
        .select()
        .from(invoices)
        .where(and(inArray(invoices.tradeId, ids), eq(invoices.kind, side), eq(invoices.status, 'issued')))
    : [];
  const invoiceOf = new Map(issued.map((invoice) => [invoice.tradeId, invoice]));
  const states = [...new Set(rows.map((row) => row.state))];
  const holidays = new Map(await Promise.all(states.map(async (state) => [state, await holidaysOf(db, state)] as const)));
  const labels = side === 'seller' ? SELLER_LABELS : BUYER_LABELS;

  return new Map(
    rows.map(({ trade, state }) => {
      const stage = STAGE_OF[trade.status];
      if (!stage) return [trade.id, null];
      const invoice = invoiceOf.get(trade.id);
      const open = stage === 'invoiced' || (side === 'seller' && stage === 'buyer_paid');
      const dueDate = invoice?.dueDate ?? null;
      return [
        trade.id,
        {
          stage,
          label: trade.status === 'overdue_payment' && side === 'seller' ? 'Invoiced: the buyer is late paying' : labels[stage],
          invoiceNumber: invoice?.formattedNumber ?? null,
          amount: invoice?.total ?? null,
          dueDate,
          businessDaysLeft: open && dueDate ? businessDaysBetween(today, dueDate, holidays.get(state) ?? new Set()) : null,
          overdue: trade.status === 'overdue_payment' || trade.status === 'overdue_grain',
        },
      ];
    }),
  );
}
