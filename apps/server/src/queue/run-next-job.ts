import type { AppContext } from '../context.ts';
import { reportJobFailure } from '../lib/error-reporting.ts';
import type { Db } from '../db/client.ts';
import type { JobRegistry } from './job-definition.ts';
import {
  type ClaimedJob,
  claimNextJobs,
  completeJob,
  completeJobs,
  failJob,
  lockClaimedJob,
  lockClaimedJobs,
  UNLOCKED_CLAIM_LEASE_MS,
} from './jobs.repository.ts';

/**
 * Claims the most urgent due job and runs it; answers how many jobs ran (0: none was due). With
 * batchLimit above 1, up to that many due jobs of the same transactional kind (trade
 * announcements) are claimed and run together, at once, in one transaction (decision 0083); if
 * one of them fails, they run again one by one so that only it fails.
 *
 * A job runs in a transaction that holds its row lock (decision 0081): its database effects
 * commit with its completion, and if the worker dies the lock goes with its connection, so
 * another worker takes the job a few seconds later (the claim's lease). On PGlite a transaction
 * holds the only connection, so a job that is not transactional (it waits on SMTP) runs outside
 * one, kept by a long claim that a restart releases.
 */
export async function runNextJobs(context: AppContext, registry: JobRegistry, workerId: string, batchLimit = 1): Promise<number> {
  const claimed = await claimJobs(context, registry, workerId, { batchLimit });
  await runClaimedJobs(context, registry, claimed);
  return claimed.length;
}

/** The claim step of runNextJobs; priorityBelow leaves the less urgent jobs to others. */
export async function claimJobs(
  context: AppContext,
  registry: JobRegistry,
  workerId: string,
  options: { batchLimit: number; priorityBelow?: number },
): Promise<ClaimedJob[]> {
  return claimNextJobs(context.db, workerId, context.clock.now(), {
    // PGlite's claims are all long: one process owns the folder, so no other worker waits on them.
    leaseMs: context.database.driver === 'pg' ? undefined : UNLOCKED_CLAIM_LEASE_MS,
    batchable: registry.transactionalIds,
    batchLimit: options.batchLimit,
    priorityBelow: options.priorityBelow,
  });
}

/** The run step of runNextJobs: claims of one kind together when they can be, else one by one. */
export async function runClaimedJobs(context: AppContext, registry: JobRegistry, claimed: ClaimedJob[]): Promise<void> {
  const runnable = claimed.filter((job) => job.attempts <= job.maxAttempts);
  const together = runnable.length > 1 && (await runTogether(context, registry, runnable));
  for (const job of claimed) if (!together || !runnable.includes(job)) await runClaimedJob(context, registry, job);
}

/** runNextJobs for one job: true if one ran. */
export async function runNextJob(context: AppContext, registry: JobRegistry, workerId: string): Promise<boolean> {
  return (await runNextJobs(context, registry, workerId, 1)) > 0;
}

async function runClaimedJob(context: AppContext, registry: JobRegistry, job: ClaimedJob): Promise<void> {
  if (job.attempts > job.maxAttempts) {
    await failJob(context.db, job, `stopped ${job.maxAttempts} times while running it (its worker died)`, context.clock.now());
    return;
  }
  const registered = registry.find(job.name);
  try {
    if (!registered) throw new Error(`unknown job ${job.name}`);
    const payload = registered.job.payload.parse(job.payload) as never;
    if (context.database.driver === 'pg' || registered.job.transactional) {
      await context.db.transaction(async (tx) => {
        if (!(await lockClaimedJob(tx, job))) return;
        await registered.handle(withDb(context, tx), payload);
        await completeJob(tx, job, context.clock.now());
      });
    } else {
      await registered.handle(context, payload);
      await completeJob(context.db, job, context.clock.now());
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    context.log.error({ job: job.name, jobId: job.id, error: text }, 'job failed');
    await failJob(context.db, job, text, context.clock.now());
    // Retries are routine (an SMTP server away for a minute); a job out of attempts needs a person.
    if (job.attempts >= job.maxAttempts) reportJobFailure(error, job);
  }
}

/**
 * Transactional jobs of one kind in one transaction, their handlers at once: each job's
 * statements go out pipelined with the others' (jobs of one kind touch different rows: one trade
 * each). False (nothing committed) if any failed or was taken over.
 */
async function runTogether(context: AppContext, registry: JobRegistry, claimed: ClaimedJob[]): Promise<boolean> {
  const registered = registry.find(claimed[0]?.name ?? '');
  if (!registered?.job.transactional) return false;
  try {
    await context.db.transaction(async (tx) => {
      if ((await lockClaimedJobs(tx, claimed)) !== claimed.length) throw new Error('a claim was taken over');
      const scoped = withDb(context, tx);
      // allSettled, not all: no handler may still be sending statements once the transaction ends.
      const outcomes = await Promise.allSettled(
        claimed.map(async (job) => registered.handle(scoped, registered.job.payload.parse(job.payload) as never)),
      );
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      await completeJobs(tx, claimed, context.clock.now());
    });
    return true;
  } catch (error) {
    context.log.warn(
      { job: registered.job.id, jobs: claimed.length, error: String(error) },
      'jobs run together failed; running them one by one',
    );
    return false;
  }
}

const withDb = (context: AppContext, db: Db): AppContext => ({ ...context, db });
