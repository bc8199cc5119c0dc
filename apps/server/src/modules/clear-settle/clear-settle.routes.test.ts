import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageRecipients, messages } from '../../db/schema/messages.ts';
import { bearerFor, createOrganisation, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const URL = '/api/clear-settle/interest';

async function clearSettleEmails() {
  return t.context.db
    .select({ id: messages.id, subject: messages.subject, summary: messages.summary, email: messageRecipients.email })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(eq(messages.kind, 'clear_settle_interest'));
}

describe('Clear Settle register interest', () => {
  it('answers 401 anonymous', async () => {
    expect((await t.app.inject({ method: 'POST', url: URL, payload: {} })).statusCode).toBe(401);
  });

  it('answers 403 to roles Clear Settle is not offered to', async () => {
    for (const role of ['Analyst', 'Admin'] as const) {
      const { authorization } = await bearerFor(t.context, await createUser(t.context, role));
      expect((await t.app.inject({ method: 'POST', url: URL, headers: { authorization }, payload: {} })).statusCode).toBe(403);
    }
  });

  it('answers 400 with field messages for a bad body', async () => {
    const { authorization } = await bearerFor(t.context, await createUser(t.context, 'Grower'));
    const long = await t.app.inject({ method: 'POST', url: URL, headers: { authorization }, payload: { comment: 'x'.repeat(1001) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ comment: ['Must be 1000 characters or fewer'] });
    const extra = await t.app.inject({ method: 'POST', url: URL, headers: { authorization }, payload: { organisationId: 3 } });
    expect(extra.statusCode).toBe(400);
  });

  it('records the interest once, e-mails the exchange’s staff and completes the modal', async () => {
    const exchange = await createOrganisation(t.context, { type: 'exchange', tradingName: 'Exchange Staff Test' });
    const sales = await createUser(t.context, 'CGX Sales', { organisationId: exchange.id });
    const organisation = await createOrganisation(t.context, { type: 'grower', tradingName: 'Clear Settle Curious Farms' });
    const grower = await createUser(t.context, 'Grower', { organisationId: organisation.id });
    const { authorization } = await bearerFor(t.context, grower);

    const first = await t.app.inject({ method: 'POST', url: URL, headers: { authorization }, payload: { comment: 'Call after 4 pm' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ alreadyRegistered: false });
    const sent = (await clearSettleEmails()).filter((row) => row.email === sales.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Clear Settle: Clear Settle Curious Farms registered interest');
    expect(sent[0]?.summary).toContain(grower.email);
    expect(sent[0]?.summary).toContain('Call after 4 pm');

    const again = await t.app.inject({ method: 'POST', url: URL, headers: { authorization }, payload: {} });
    expect(again.json()).toEqual({ registeredAt: first.json().registeredAt, alreadyRegistered: true });
    expect((await clearSettleEmails()).filter((row) => row.email === sales.email)).toHaveLength(1);

    const experiences = (await t.app.inject({ method: 'GET', url: '/api/onboarding/experiences', headers: { authorization } })).json();
    expect(experiences.experiences).toContainEqual({ id: 'clear-settle-modal', state: 'completed' });
  });
});
