import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/platform.ts';
import { enqueueMessage } from '../platform/messages/outbox.repository.ts';
import { useTestApp } from '../test/test-app.ts';
import { z } from 'zod';
import { bidAlertsJob, tradeMadeJob } from '../contexts/trading/matching/index.ts';
import { deliverMessageJob } from '../platform/messages/messages.jobs.ts';
import { defineJob } from './job-definition.ts';
import { JOB_PRIORITY } from './job-priorities.ts';
import {
  CLAIM_LEASE_MS,
  claimNextJob,
  claimNextJobs,
  completeJob,
  enqueueJob,
  enqueueJobs,
  failJob,
  lockClaimedJob,
} from './jobs.repository.ts';

const t = useTestApp();
const onPostgres = !!process.env.TEST_DATABASE_URL;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const recipient = { userName: 'Jack Thompson', email: 'jack@example.com.au', mobile: '+61412345678' };

beforeEach(async () => {
  await t.context.db.execute(sql`DELETE FROM jobs`);
});

/** A kind of job of the tests' own, at delivery priority. */
const job = (id: string) => defineJob(id, z.object({}));

describe('the order jobs are claimed in', () => {
  it('runs a trade announcement ahead of e-mail and SMS enqueued before it, and a sign-in code ahead of a contract note', async () => {
    const now = new Date(Date.now() - 1_000);
    await enqueueMessage(t.context.db, {
      type: 'email',
      kind: 'contract_note',
      subject: 's',
      body: 'b',
      summary: 'b',
      recipients: [recipient],
    });
    await enqueueMessage(t.context.db, { type: 'sms', kind: 'mfa_code', body: '123456', summary: 'code', recipients: [recipient] });
    await enqueueJobs(t.context.db, bidAlertsJob, [{ bidGroupId: 1 }], now);
    await enqueueJobs(t.context.db, tradeMadeJob, [{ tradeId: 1 }], now);

    const later = new Date(Date.now() + 1_000);
    const order = [];
    for (let claim = await claimNextJob(t.context.db, 'w', later); claim; claim = await claimNextJob(t.context.db, 'w', later)) {
      const [row] = await t.context.db.select({ priority: jobs.priority }).from(jobs).where(eq(jobs.id, claim.id));
      order.push([claim.name, row?.priority]);
    }
    expect(order).toEqual([
      ['trade-made', JOB_PRIORITY.announcement],
      ['bid-alerts', JOB_PRIORITY.alert],
      ['deliver-message', JOB_PRIORITY.awaitedMessage],
      ['deliver-message', JOB_PRIORITY.delivery],
    ]);
  });

  it('keeps arrival order within a priority, and a more urgent kind goes first', async () => {
    const now = new Date(Date.now() - 1_000);
    await enqueueJob(t.context.db, job('first'), {}, now);
    await enqueueJob(t.context.db, job('second'), {}, now);
    await enqueueJob(t.context.db, defineJob('urgent', z.object({}), { priority: 1 }), {}, now);
    const later = new Date();
    const names = [];
    for (let claim = await claimNextJob(t.context.db, 'w', later); claim; claim = await claimNextJob(t.context.db, 'w', later))
      names.push(claim.name);
    expect(names).toEqual(['urgent', 'first', 'second']);
  });
});

describe('claiming several jobs at once', () => {
  it('takes more of the most urgent kind when that kind may run together, and no other kind', async () => {
    const now = new Date(Date.now() - 1_000);
    await enqueueJobs(
      t.context.db,
      tradeMadeJob,
      [1, 2, 3].map((tradeId) => ({ tradeId })),
      now,
    );
    await enqueueJobs(t.context.db, bidAlertsJob, [{ bidGroupId: 1 }], now);
    const later = new Date();
    const batch = await claimNextJobs(t.context.db, 'w', later, { batchable: ['trade-made', 'bid-alerts'], batchLimit: 10 });
    expect(batch.map((job) => [job.name, (job.payload as { tradeId: number }).tradeId])).toEqual([
      ['trade-made', 1],
      ['trade-made', 2],
      ['trade-made', 3],
    ]);
    expect(batch.every((job) => job.attempts === 1 && job.priority === JOB_PRIORITY.announcement)).toBe(true);
    expect(
      (await claimNextJobs(t.context.db, 'w', later, { batchable: ['trade-made', 'bid-alerts'], batchLimit: 10 })).map((job) => job.name),
    ).toEqual(['bid-alerts']);
  });

  it('takes one job of a kind that may not run together, and only jobs below priorityBelow when given', async () => {
    const now = new Date(Date.now() - 1_000);
    await enqueueJob(t.context.db, deliverMessageJob, { messageId: 1 }, now);
    await enqueueJob(t.context.db, deliverMessageJob, { messageId: 2 }, now);
    const later = new Date();
    expect(await claimNextJobs(t.context.db, 'w', later, { batchable: ['trade-made'], priorityBelow: JOB_PRIORITY.delivery })).toEqual([]);
    expect(await claimNextJobs(t.context.db, 'w', later, { batchable: ['trade-made'], batchLimit: 10 })).toHaveLength(1);
  });
});

describe('a claim whose worker died', () => {
  it('is taken again once its lease has passed (seconds, not minutes), counting the attempt', async () => {
    const now = new Date();
    await enqueueJob(t.context.db, job('work'), {}, now);
    const dead = await claimNextJob(t.context.db, 'dead-worker', now);
    expect(dead).toMatchObject({ attempts: 1, lockedBy: 'dead-worker' });
    expect(await claimNextJob(t.context.db, 'live-worker', at(now, CLAIM_LEASE_MS - 1))).toBeNull();
    const retaken = await claimNextJob(t.context.db, 'live-worker', at(now, CLAIM_LEASE_MS + 1));
    expect(retaken).toMatchObject({ id: dead?.id, attempts: 2, lockedBy: 'live-worker' });
  });

  it('cannot be run, completed or failed by its first worker once another worker has taken it over', async () => {
    const now = new Date();
    await enqueueJob(t.context.db, job('work'), {}, now);
    const first = await claimNextJob(t.context.db, 'slow-worker', now);
    const second = await claimNextJob(t.context.db, 'other-worker', at(now, CLAIM_LEASE_MS + 1));
    if (!first || !second) throw new Error('expected two claims');
    expect(await t.context.db.transaction((tx) => lockClaimedJob(tx, first))).toBe(false);
    await completeJob(t.context.db, first, now);
    await failJob(t.context.db, first, 'late', now);
    const [row] = await t.context.db.select().from(jobs).where(eq(jobs.id, first.id));
    expect(row).toMatchObject({ completedAt: null, failedAt: null, lastError: null, lockedBy: 'other-worker', attempts: 2 });
    expect(await t.context.db.transaction((tx) => lockClaimedJob(tx, second))).toBe(true);
  });

  it('lapses after five minutes when it was made before leases existed (locked_at only)', async () => {
    const now = new Date();
    await enqueueJob(t.context.db, job('work'), {}, now);
    await t.context.db.update(jobs).set({ lockedAt: now, lockedBy: 'old-worker', attempts: 1 });
    expect(await claimNextJob(t.context.db, 'w', at(now, 60_000))).toBeNull();
    expect(await claimNextJob(t.context.db, 'w', at(now, 5 * 60_000 + 1))).toMatchObject({ attempts: 2 });
  });
});

describe.skipIf(!onPostgres)('a claim whose worker is running the job (PostgreSQL)', () => {
  it('is never taken over while the worker holds its row lock, however long the job takes', async () => {
    const now = new Date();
    await enqueueJob(t.context.db, job('long-work'), {}, now);
    const claim = await claimNextJob(t.context.db, 'busy-worker', now);
    if (!claim) throw new Error('expected a claim');
    let takenMeanwhile: unknown = 'not tried';
    await t.context.db.transaction(async (tx) => {
      expect(await lockClaimedJob(tx, claim)).toBe(true);
      takenMeanwhile = await claimNextJob(t.context.db, 'other-worker', at(now, 10 * 60_000));
      await completeJob(tx, claim, now);
    });
    expect(takenMeanwhile).toBeNull();
    const [row] = await t.context.db.select().from(jobs).where(eq(jobs.id, claim.id));
    expect(row).toMatchObject({ completedAt: expect.any(Date), attempts: 1, lockedUntil: null });
  });
});
