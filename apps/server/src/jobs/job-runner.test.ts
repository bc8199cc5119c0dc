import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../db/schema/messages.ts';
import { jobs } from '../db/schema/platform.ts';
import { enqueueMessage } from '../modules/messages/outbox.repository.ts';
import { useTestApp } from '../test/test-app.ts';
import { drainJobs } from './job-runner.ts';
import { claimNextJob } from './jobs.repository.ts';

const t = useTestApp();

const recipient = {
  userName: 'Jack Thompson',
  organisationName: 'Wattle Creek Farming',
  email: 'jack@example.com.au',
  mobile: '+61412345678',
};

describe('the messages outbox', () => {
  it('delivers an e-mail and an SMS written to the outbox, stamping the delivery time', async () => {
    const emailId = await enqueueMessage(t.context.db, {
      type: 'email',
      kind: 'test',
      subject: 'Hello',
      body: '<p>Hello</p>',
      summary: 'Hello',
      recipients: [recipient],
    });
    const smsId = await enqueueMessage(t.context.db, {
      type: 'sms',
      kind: 'test',
      body: 'Bid matched',
      summary: 'Bid matched',
      recipients: [recipient],
    });
    expect(await drainJobs(t.context)).toBeGreaterThanOrEqual(2);

    const email = await t.context.db.query.messages.findFirst({ where: eq(messages.id, emailId) });
    const sms = await t.context.db.query.messages.findFirst({ where: eq(messages.id, smsId) });
    expect(email).toMatchObject({ status: 'delivered', deliveredAt: expect.any(Date) });
    expect(sms).toMatchObject({ status: 'delivered' });
    expect(t.sentEmails.at(-1)).toMatchObject({ to: ['jack@example.com.au'], subject: 'Hello', html: '<p>Hello</p>' });
    expect(t.sentSms.at(-1)).toEqual({ to: ['+61412345678'], text: 'Bid matched' });
  });

  it('commits nothing, message or job, when the cause rolls back', async () => {
    const before = (await t.context.db.select().from(messages)).length;
    await expect(
      t.context.db.transaction(async (tx) => {
        await enqueueMessage(tx, { type: 'sms', kind: 'test', body: 'x', summary: 'x', recipients: [recipient] });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect((await t.context.db.select().from(messages)).length).toBe(before);
  });

  it('retries a failed delivery later, keeping the error', async () => {
    const original = t.context.email;
    t.context.email = {
      async send() {
        throw new Error('SMTP down');
      },
    };
    try {
      const id = await enqueueMessage(t.context.db, {
        type: 'email',
        kind: 'test',
        subject: 's',
        body: 'b',
        summary: 'b',
        recipients: [recipient],
      });
      await drainJobs(t.context);
      const [job] = await t.context.db.select().from(jobs).where(eq(jobs.name, 'deliver-message')).orderBy(jobs.id);
      const all = await t.context.db.select().from(jobs);
      const mine = all.find((row) => (row.payload as { messageId: number }).messageId === id);
      expect(job).toBeDefined();
      expect(mine).toMatchObject({ attempts: 1, lastError: 'SMTP down', completedAt: null });
      expect(mine?.runAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      t.context.email = original;
    }
  });

  it('never hands one job to two workers at once', async () => {
    for (let index = 0; index < 20; index += 1) {
      await enqueueMessage(t.context.db, { type: 'sms', kind: 'test', body: `n${index}`, summary: 'n', recipients: [recipient] });
    }
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 30 }, (_, index) => claimNextJob(t.context.db, `worker-${index}`, now)));
    const ids = claims.filter((claim) => claim !== null).map((claim) => claim?.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(20);
  });
});
