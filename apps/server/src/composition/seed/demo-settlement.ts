import { addDays, sydneyDate } from '@cgx/domain/calendar';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { insertDelivery, recordBuyerPayment, runPayments, recordTitleTransfer } from '../../contexts/settlement/index.ts';
import { trades } from '../../db/schema/market.ts';
import { messageRecipients, messages } from '../../db/schema/messages.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { jobs } from '../../db/schema/platform.ts';
import { deliveryPeriods } from '../../db/schema/reference.ts';
import { invoices } from '../../db/schema/settlement.ts';
import { users } from '../../db/schema/users.ts';
import { seedClock } from './demo-market.ts';

/** Days from the trade (or the start of its delivery period) to title transfer, and from there to the buyer paying. */
const DAYS_TO_TITLE = 8;
const DAYS_TO_PAY = 5;
/** The exchange's weekly payment run. */
const RUN_WEEKDAY = 4; // Thursday

export type DemoSettlementSummary = { transferred: number; paid: number; runs: number; seconds: number };

/**
 * The demo's year of market history settles as it would have (issue 14): each trade's title
 * transfers a week or so after it was made (or once its delivery period starts), the buyer pays
 * five days later, and the Thursday payment run pays the sellers. The recent trades are left at
 * each step, so the demo shows every stage. The e-mails, SMS and notifications of a year of it are
 * not sent (decision 0130's reason for the contract notes).
 */
export async function seedDemoSettlement(context: AppContext): Promise<DemoSettlementSummary> {
  const started = performance.now();
  const { db } = context;
  const now = context.clock.now();
  const yesterday = addDays(sydneyDate(now), -1);
  const [lastMessage] = await db.select({ id: sql<number>`coalesce(max(${messages.id}), 0)`.mapWith(Number) }).from(messages);
  const [lastJob] = await db.select({ id: sql<number>`coalesce(max(${jobs.id}), 0)`.mapWith(Number) }).from(jobs);
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(organisations.type, 'exchange'), eq(users.role, 'Admin')))
    .orderBy(asc(users.id))
    .limit(1);

  const history = await db
    .select({ trade: trades, periodStart: deliveryPeriods.startDate })
    .from(trades)
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .where(eq(trades.status, 'awaiting_grain'))
    .orderBy(asc(trades.createdAt), asc(trades.id));
  const plan = history.map(({ trade, periodStart }) => {
    const traded = sydneyDate(trade.createdAt);
    const earliest = addDays(traded, DAYS_TO_TITLE);
    const title = periodStart && periodStart > earliest ? addDays(periodStart, DAYS_TO_TITLE) : earliest;
    return { trade, title, paid: addDays(title, DAYS_TO_PAY) };
  });

  const clock = seedClock();
  const past: AppContext = { ...context, clock };
  const first = plan[0]?.title;
  let transferred = 0;
  let paid = 0;
  let runs = 0;
  for (let day = first ?? yesterday; first && day <= yesterday; day = addDays(day, 1)) {
    clock.set(new Date(`${day}T01:00:00Z`));
    for (const step of plan.filter((each) => each.title === day)) {
      await db.transaction(async (tx) => {
        if (step.trade.market === 'igrainx')
          await insertDelivery(tx, {
            tradeId: step.trade.id,
            type: 'final',
            deliveredOn: day,
            tonnes: step.trade.quantity,
            weighbridgeTicket: `WB-${step.trade.id}`,
            quality: {},
            oil: null,
            admix: null,
            recordedByUserId: staff?.id ?? 1,
          });
        await recordTitleTransfer(tx, {
          tradeId: step.trade.id,
          source: step.trade.market === 'igrainx' ? 'delivery' : 'acq',
          transferredOn: day,
          deliveredTonnes: step.trade.quantity,
          oil: null,
          admix: null,
          ticketNumber: step.trade.market === 'cgx' ? `T${step.trade.id}` : null,
          userId: null,
          at: clock.now(),
        });
      });
      transferred += 1;
    }
    const payingToday = plan.filter((each) => each.paid === day && each.title <= yesterday).map((each) => each.trade.id);
    if (payingToday.length > 0) {
      const owed = await db
        .select()
        .from(invoices)
        .where(and(inArray(invoices.tradeId, payingToday), eq(invoices.kind, 'buyer'), eq(invoices.status, 'issued')));
      for (const invoice of owed) {
        await db.transaction((tx) =>
          recordBuyerPayment(tx, {
            invoiceId: invoice.id,
            amount: invoice.total,
            receivedOn: day,
            source: 'bank_statement',
            reference: `DIRECT CREDIT ${invoice.formattedNumber}`,
            userId: null,
            at: clock.now(),
          }),
        );
        paid += 1;
      }
    }
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === RUN_WEEKDAY) {
      const ran = await runPayments(past, staff?.id ?? null).catch(() => null);
      if (ran) runs += 1;
    }
  }

  // A year of invoice e-mails, SMS, remittances and notifications for fictional people is not sent.
  const seeded = await db
    .select({ id: messages.id })
    .from(messages)
    .where(gt(messages.id, lastMessage?.id ?? 0));
  const ids = seeded.map((row) => row.id);
  for (let index = 0; index < ids.length; index += 1000) {
    const batch = ids.slice(index, index + 1000);
    await db.delete(messageRecipients).where(inArray(messageRecipients.messageId, batch));
    await db.delete(messages).where(inArray(messages.id, batch));
  }
  await db.delete(jobs).where(and(gt(jobs.id, lastJob?.id ?? 0), sql`${jobs.completedAt} IS NULL`));
  return { transferred, paid, runs, seconds: (performance.now() - started) / 1000 };
}
