import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { findJobDefinition } from './job-registry.ts';
import { claimNextJob, completeJob, failJob, lockClaimedJob, UNLOCKED_CLAIM_LEASE_MS } from './jobs.repository.ts';

/**
 * Claims the most urgent due job and runs it. Answers false when no job was due.
 *
 * The job runs in a transaction that holds its row lock (decision 0081): its database effects
 * commit with its completion, and if the worker dies the lock goes with its connection, so
 * another worker takes the job a few seconds later (the claim's lease). On PGlite a transaction
 * holds the only connection, so a job that is not transactional (it waits on SMTP) runs outside
 * one, kept by a long claim that a restart releases.
 */
export async function runNextJob(context: AppContext, workerId: string): Promise<boolean> {
  // The lease is chosen before the job's name is known: PGlite's claims are all long (one process
  // owns the folder, so no other worker waits on them), PostgreSQL's all short.
  const lease = context.database.driver === 'pg' ? undefined : UNLOCKED_CLAIM_LEASE_MS;
  const job = await claimNextJob(context.db, workerId, context.clock.now(), lease);
  if (!job) return false;
  const definition = findJobDefinition(job.name);
  if (job.attempts > job.maxAttempts) {
    await failJob(context.db, job, `stopped ${job.maxAttempts} times while running it (its worker died)`, context.clock.now());
    return true;
  }
  try {
    if (!definition) throw new Error(`unknown job ${job.name}`);
    const payload = definition.payload.parse(job.payload) as never;
    if (context.database.driver === 'pg' || definition.transactional) {
      await context.db.transaction(async (tx) => {
        if (!(await lockClaimedJob(tx, job))) return;
        await definition.handle(withDb(context, tx), payload);
        await completeJob(tx, job, context.clock.now());
      });
    } else {
      await definition.handle(context, payload);
      await completeJob(context.db, job, context.clock.now());
    }
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    context.log.error({ job: job.name, jobId: job.id, error: text }, 'job failed');
    await failJob(context.db, job, text, context.clock.now());
  }
  return true;
}

const withDb = (context: AppContext, db: Db): AppContext => ({ ...context, db });
