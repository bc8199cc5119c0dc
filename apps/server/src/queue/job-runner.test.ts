import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../db/schema/messages.ts';
import { jobs } from '../db/schema/platform.ts';
import { enqueueMessage } from '../platform/messages/outbox.repository.ts';
import { useTestApp } from '../test/test-app.ts';
import { drainJobs, WORKER_DUTIES } from '../composition/jobs.ts';
import { startJobRunner } from './job-runner.ts';
import { bidAlertsJob, tradeMadeJob } from '../contexts/trading/matching/index.ts';
import { claimNextJob, enqueueJob, UNLOCKED_CLAIM_LEASE_MS } from './jobs.repository.ts';
import { runNextJob, runNextJobs } from './run-next-job.ts';
import { wakeWorkers } from './wake-workers.ts';

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

  it('marks failed, without running it, a job whose workers died while running it more often than its attempts allow', async () => {
    await t.context.db.execute(sql`DELETE FROM jobs`);
    const sent = t.sentEmails.length;
    const id = await enqueueMessage(t.context.db, {
      type: 'email',
      kind: 'test',
      subject: 's',
      body: 'b',
      summary: 'b',
      recipients: [recipient],
    });
    const past = new Date(Date.now() - 60_000);
    await t.context.db.execute(
      sql`UPDATE jobs SET attempts = max_attempts, locked_at = ${past.toISOString()}, locked_until = ${past.toISOString()}, locked_by = 'dead'
          WHERE (payload->>'messageId')::int = ${id}`,
    );
    expect(await runNextJob(t.context, WORKER_DUTIES.jobs, 'survivor')).toBe(true);
    const mine = (await t.context.db.select().from(jobs)).find((row) => (row.payload as { messageId: number }).messageId === id);
    expect(mine).toMatchObject({ failedAt: expect.any(Date), completedAt: null, attempts: 6 });
    expect(mine?.lastError).toMatch(/stopped 5 times/);
    expect(t.sentEmails.length).toBe(sent);
  });
});

describe('announcements run together', () => {
  it('commit together, and when one fails they run again one by one so that only it fails', async () => {
    await t.context.db.execute(sql`DELETE FROM jobs`);
    const now = new Date(Date.now() - 1_000);
    await enqueueJob(t.context.db, bidAlertsJob, { bidGroupId: 999_001 }, now);
    await enqueueJob(t.context.db, bidAlertsJob, { bidGroupId: 'not a number' } as never, now);
    await enqueueJob(t.context.db, bidAlertsJob, { bidGroupId: 999_003 }, now);
    expect(await runNextJobs(t.context, WORKER_DUTIES.jobs, 'w', 10)).toBe(3);
    const rows = await t.context.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.completedAt !== null, row.attempts, row.lastError !== null])).toEqual([
      [true, 1, false],
      [false, 1, true],
      [true, 1, false],
    ]);
  });
});

describe('the job runner', () => {
  const waitFor = async (check: () => Promise<boolean>, seconds: number) => {
    const deadline = Date.now() + seconds * 1000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`not within ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const pending = async (ids: number[]) =>
    (await t.context.db.select().from(messages)).filter((row) => ids.includes(row.id) && row.status === 'pending').length;

  it('runs jobs enqueued while it waits, several at once, and stop() waits for the jobs in hand', async () => {
    await t.context.db.execute(sql`DELETE FROM jobs`);
    const original = t.context.email;
    let inFlight = 0;
    let mostAtOnce = 0;
    t.context.email = {
      async send() {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 150));
        inFlight -= 1;
        return 'delivered';
      },
    };
    // backgroundCap 4: the runner's first market-status tick may open the market, and its opening sweep
    // (an urgent job, decision 0146) would keep deliveries to one slot for a while.
    const runner = startJobRunner(t.context, WORKER_DUTIES, { concurrency: 4, pollMs: 50, backgroundCap: 4 });
    try {
      // All eight appear at once (one transaction): enqueued one by one on a loaded machine, each
      // could be sent before the next is written, and the runner would never have two in hand.
      const ids = await t.context.db.transaction(async (tx) => {
        const written: number[] = [];
        for (let index = 0; index < 8; index += 1) {
          written.push(
            await enqueueMessage(tx, {
              type: 'email',
              kind: 'test',
              subject: `s${index}`,
              body: 'b',
              summary: 'b',
              recipients: [recipient],
            }),
          );
        }
        return written;
      });
      await waitFor(async () => (await pending(ids)) === 0, 20);
    } finally {
      await runner.stop();
      t.context.email = original;
    }
    expect(inFlight).toBe(0);
    expect(mostAtOnce).toBeGreaterThan(1);
  });

  it('keeps deliveries to their capped slots while announcements are coming in', async () => {
    await t.context.db.execute(sql`DELETE FROM jobs`);
    const original = t.context.email;
    let inFlight = 0;
    let mostAtOnce = 0;
    t.context.email = {
      async send() {
        inFlight += 1;
        mostAtOnce = Math.max(mostAtOnce, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 100));
        inFlight -= 1;
        return 'delivered';
      },
    };
    const runner = startJobRunner(t.context, WORKER_DUTIES, { concurrency: 4, pollMs: 50, backgroundCap: 1, urgentWindowMs: 60_000 });
    try {
      // An announcement of a trade that does not exist does nothing, but it is an announcement.
      await enqueueJob(t.context.db, tradeMadeJob, { tradeId: 999_999 });
      const announced = async () => (await t.context.db.select().from(jobs).where(eq(jobs.name, tradeMadeJob.id)))[0]?.completedAt;
      await waitFor(async () => !!(await announced()), 20);
      const ids: number[] = [];
      for (let index = 0; index < 4; index += 1) {
        ids.push(
          await enqueueMessage(t.context.db, {
            type: 'email',
            kind: 'test',
            subject: `c${index}`,
            body: 'b',
            summary: 'b',
            recipients: [recipient],
          }),
        );
      }
      await waitFor(async () => (await pending(ids)) === 0, 20);
    } finally {
      await runner.stop();
      t.context.email = original;
    }
    expect(mostAtOnce).toBe(1);
  });

  it('runs WORKER_CONCURRENCY jobs at once by default on PostgreSQL, one on PGlite', async () => {
    const runner = startJobRunner({ ...t.context, config: { ...t.context.config, workerConcurrency: 6 } }, WORKER_DUTIES);
    await runner.stop();
    expect(runner.concurrency).toBe(t.context.database.driver === 'pg' ? 6 : 1);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'on PGlite, releases at start the claims its previous run left (one process owns the folder)',
    async () => {
      await t.context.db.execute(sql`DELETE FROM jobs`);
      const id = await enqueueMessage(t.context.db, { type: 'sms', kind: 'test', body: 'left', summary: 'left', recipients: [recipient] });
      const claim = await claimNextJob(t.context.db, 'previous-run', new Date(), UNLOCKED_CLAIM_LEASE_MS);
      expect(claim).not.toBeNull();
      const runner = startJobRunner(t.context, WORKER_DUTIES, { pollMs: 50 });
      try {
        await waitFor(
          async () => (await t.context.db.query.messages.findFirst({ where: eq(messages.id, id) }))?.status === 'delivered',
          10,
        );
      } finally {
        await runner.stop();
      }
    },
  );

  it('starts on an announcement at once when a web process says trades are waiting, not at its next poll', async () => {
    await t.context.db.execute(sql`DELETE FROM jobs`);
    // A poll an hour away: only the wake-up can bring the worker in.
    const runner = startJobRunner(t.context, WORKER_DUTIES, { concurrency: 2, pollMs: 3_600_000 });
    try {
      // Let the slots' first look for work pass (slow on a busy machine) and the slots go idle.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await enqueueJob(t.context.db, tradeMadeJob, { tradeId: 999_998 });
      const announced = async () => !!(await t.context.db.select().from(jobs).where(eq(jobs.name, tradeMadeJob.id)))[0]?.completedAt;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await announced()).toBe(false);
      wakeWorkers(t.context);
      await waitForDone(announced, 10);
    } finally {
      await runner.stop();
    }
  });
});

async function waitForDone(check: () => Promise<boolean>, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
