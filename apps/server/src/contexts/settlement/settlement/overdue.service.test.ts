import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context.ts';
import { trades } from '../../../db/schema/market.ts';
import { messageRecipients, messages } from '../../../db/schema/messages.ts';
import { deliveryPeriods } from '../../../db/schema/reference.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buyer, insertTrade, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { markOverdueTrades } from './overdue.service.ts';
import { invoicedTrade } from './settlement.fixtures.ts';

const t = useTestApp();

/** The app as it would be at a Sydney midday on this date. */
const on = (date: string): AppContext => ({ ...t.context, clock: { now: () => new Date(`${date}T02:00:00Z`), shift: () => undefined } });
const statusOf = async (tradeId: number) => (await t.context.db.select().from(trades).where(eq(trades.id, tradeId)))[0]?.status;

async function messagesTo(organisationId: number) {
  return t.context.db
    .select({ type: messages.type, kind: messages.kind, summary: messages.summary })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(eq(messageRecipients.organisationId, organisationId));
}

describe('markOverdueTrades', () => {
  it('moves a trade to overdue grain from the first business day after its delivery period, and reminds the seller', async () => {
    const ref = await marketReference(t.context);
    const parties = { buyer: await buyer(t.context), seller: await seller(t.context) };
    await createUser(t.context, 'Grower', { organisationId: parties.seller.organisation.id });
    const [period] = await t.context.db.select().from(deliveryPeriods).where(eq(deliveryPeriods.id, ref.period.id));
    // Jan 2027 ends Sunday 31 January: overdue from Monday 1 February (Moree, NSW).
    expect(period?.endDate).toBe('2027-01-31');
    const trade = await insertTrade(t.context, ref, parties);

    await markOverdueTrades(on('2027-01-31'));
    expect(await statusOf(trade.id)).toBe('awaiting_grain');
    await markOverdueTrades(on('2027-02-01'));
    expect(await statusOf(trade.id)).toBe('overdue_grain');

    const sent = await messagesTo(parties.seller.organisation.id);
    expect(sent.map((message) => message.type).sort()).toEqual(expect.arrayContaining(['email', 'sms']));
    expect(sent.find((message) => message.type === 'sms')?.summary).toContain(`Trade ${trade.formattedId}`);
  });

  it('moves a trade to overdue payment the day after its buyer invoice falls due unpaid, with the late interest so far', async () => {
    const { trade, buyerInvoice, parties } = await invoicedTrade(t.context);
    await createUser(t.context, 'Trader', { organisationId: parties.buyer.organisation.id });
    expect(buyerInvoice.dueDate).toBe('2026-12-01');

    await markOverdueTrades(on('2026-12-01'));
    expect(await statusOf(trade.id)).toBe('awaiting_payment');
    await markOverdueTrades(on('2026-12-11'));
    expect(await statusOf(trade.id)).toBe('overdue_payment');
    // $33,165.00 × 10% × 10 days / 365 = $90.86.
    const reminder = (await messagesTo(parties.buyer.organisation.id)).find(
      (message) => message.kind === 'settlement' && message.type === 'email',
    );
    expect(reminder?.summary).toContain('$90.86');
    expect(reminder?.summary).toContain(buyerInvoice.formattedNumber);
  });
});
