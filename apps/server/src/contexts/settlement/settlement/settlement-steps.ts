import type { TradeStatus } from '@cgx/domain/trade-status';
import { tradeLinkFor } from '@cgx/domain/trades.schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { invoices } from '../../../db/schema/settlement.ts';
import { enqueueJobs } from '../../../queue/jobs.repository.ts';
import { formatDay, formatMoney } from '@cgx/domain/format';
import { remind } from './settlement-messages.ts';
import { type SettlementStep, settlementStepJob } from './settlement.jobs.ts';

/**
 * The grower hears of each step of their money (issue 14 §10): title transferred and invoiced (an
 * SMS: the RCTI's e-mail and notification already go), the buyer paid, and paid to them (a
 * notification and SMS; the remittance advice is the e-mail). Sent by a job, as the steps happen in
 * transactions that carry no clock or sockets; the notification refreshes their my-sales on screen.
 */
export { SETTLEMENT_STEPS, type SettlementStep } from './settlement.jobs.ts';

/** The settlement-step job's work. */
export const tellSellerOfStep = (context: AppContext, payload: { tradeId: number; step: SettlementStep }) =>
  tellSeller(context, context.db, payload.tradeId, payload.step);

/** The steps' jobs, in one statement. */
export const enqueueSettlementSteps = (tx: Db, steps: readonly { tradeId: number; step: SettlementStep }[]) =>
  enqueueJobs(
    tx,
    settlementStepJob,
    steps.map((step) => ({ tradeId: step.tradeId, step: step.step })),
  );

const EXPECTED: Readonly<Record<SettlementStep, readonly TradeStatus[]>> = {
  invoiced: ['awaiting_payment', 'overdue_payment'],
  buyer_paid: ['funds_received'],
  paid: ['settled'],
};

async function tellSeller(context: AppContext, db: Db, tradeId: number, step: SettlementStep) {
  const [trade] = await db.select().from(trades).where(eq(trades.id, tradeId));
  // A step undone before the job ran (a status edit) is not announced.
  if (!trade || !EXPECTED[step].includes(trade.status)) return;
  const [rcti] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tradeId, tradeId), eq(invoices.kind, 'seller'), eq(invoices.status, 'issued')));
  if (!rcti) return;
  const net = formatMoney(rcti.total);
  const line = {
    invoiced: `Trade ${trade.formattedId}: title has transferred. ${rcti.formattedNumber} for ${net} is payable to you once the buyer pays (due ${formatDay(rcti.dueDate)}).`,
    buyer_paid: `Trade ${trade.formattedId}: the buyer has paid. ${net} (${rcti.formattedNumber}) will be paid to you in the next payment run.`,
    paid: `Trade ${trade.formattedId}: ${net} (${rcti.formattedNumber}) has been paid to your bank account.`,
  }[step];
  await remind(context, db, trade.sellerOrganisationId, {
    subject: line,
    line,
    linkFor: (role) => tradeLinkFor(role, 'sold', trade.id),
    email: step === 'buyer_paid',
    notify: step !== 'invoiced',
  });
}
