import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageRecipients, messages } from '../../../db/schema/messages.ts';
import { notifications } from '../../../db/schema/market.ts';
import { createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { paidTrade } from './settlement.fixtures.ts';
import { tellSellerOfStep } from './settlement-steps.ts';

const t = useTestApp();

describe('the settlement-step job', () => {
  it('tells the seller their buyer has paid: e-mail, SMS and a notification leading to the trade’s page of their sales', async () => {
    const { trade, parties, sellerInvoice } = await paidTrade(t.context);
    const grower = await createUser(t.context, 'Grower', { organisationId: parties.seller.organisation.id });
    await tellSellerOfStep(t.context, { tradeId: trade.id, step: 'buyer_paid' });

    const sent = await t.context.db
      .select({ type: messages.type, summary: messages.summary })
      .from(messages)
      .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .where(eq(messageRecipients.userId, grower.id));
    expect(sent.map((message) => message.type).sort()).toEqual(['email', 'sms']);
    expect(sent[0]?.summary).toContain(`the buyer has paid. ${'$'}`);
    expect(sent[0]?.summary).toContain(sellerInvoice.formattedNumber);
    const [notification] = await t.context.db.select().from(notifications).where(eq(notifications.userId, grower.id));
    expect(notification).toMatchObject({ kind: 'settlement', link: `/portal/my-sales/${trade.id}` });
  });

  it('says nothing of a step undone before the job ran', async () => {
    const { trade, parties } = await paidTrade(t.context);
    const grower = await createUser(t.context, 'Grower', { organisationId: parties.seller.organisation.id });
    await tellSellerOfStep(t.context, { tradeId: trade.id, step: 'paid' });
    expect(await t.context.db.select().from(notifications).where(eq(notifications.userId, grower.id))).toEqual([]);
  });
});
