import { hostname } from 'node:os';
import type { AppContext } from '../context.ts';
import type { JobRegistry } from './job-definition.ts';
import { releaseAllClaims } from './jobs.repository.ts';
import { JOB_PRIORITY } from './job-priorities.ts';
import { claimJobs, runClaimedJobs, runNextJob } from './run-next-job.ts';
import { createWakeQueue } from './wake-queue.ts';
import { listenForWork } from './wake-workers.ts';

const processId = () => `${hostname()}:${process.pid}`;

/** Runs every due job, one at a time, until none is left. Returns how many ran. */
export async function drainJobs(context: AppContext, registry: JobRegistry, workerId = `${processId()}:drain`): Promise<number> {
  let ran = 0;
  while (await runNextJob(context, registry, workerId)) ran += 1;
  return ran;
}

/** Work every worker does on a timer; each task must be safe to run in several processes at once. */
export type PeriodicTask = { name: string; everyMs: number; run(context: AppContext): Promise<void> };

/** What a worker runs: the job kinds and the periodic tasks (composition/jobs.ts). */
export type WorkerDuties = { jobs: JobRegistry; periodicTasks: readonly PeriodicTask[] };

export type JobRunnerOptions = {
  /** Jobs run at once; PostgreSQL: WORKER_CONCURRENCY (8), PGlite: 1 (one connection). */
  concurrency?: number;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** Transactional jobs of one kind run up to this many to a transaction (decision 0083); PostgreSQL 20, PGlite 1. */
  batchLimit?: number;
  /** Slots that may run deliveries while announcements are coming in; a quarter of them by default. */
  backgroundCap?: number;
  /** How long after the last urgent job (an announcement, a sign-in code) deliveries stay capped. */
  urgentWindowMs?: number;
};

/**
 * Runs jobs in `concurrency` slots (decision 0082). An idle worker asks for work once per
 * pollMs with one slot; a slot that claims a job wakes another before running it, so a burst
 * brings every slot in within a few round trips and a quiet queue costs one query per poll. Periodic tasks run on
 * their own timer beside the jobs. stop() resolves once the jobs in hand have finished.
 */
export function startJobRunner(context: AppContext, duties: WorkerDuties, options: JobRunnerOptions = {}) {
  const concurrency = Math.max(1, options.concurrency ?? defaultConcurrency(context));
  const pollMs = options.pollMs ?? 200;
  const batchLimit = options.batchLimit ?? (context.database.driver === 'pg' ? 20 : 1);
  const wake = createWakeQueue();
  let stopped = false;

  // While announcements flow, e-mail and SMS deliveries (several times their CPU each) keep to a
  // few slots, so the worker's CPU goes to what people are waiting to see (decision 0083).
  const backgroundCap = options.backgroundCap ?? Math.max(1, Math.floor(concurrency / 4));
  let backgroundRunning = 0;
  const urgentWindowMs = options.urgentWindowMs ?? 2_000;
  let urgentSeenAt = -Infinity;

  const slot = async (index: number) => {
    const workerId = `${processId()}:${index}`;
    while (!stopped) {
      // A slot reserves its place among the delivery slots before claiming, so two cannot both take the last one.
      let reserved = backgroundRunning < backgroundCap || Date.now() - urgentSeenAt > urgentWindowMs;
      if (reserved) backgroundRunning += 1;
      let ran = 0;
      try {
        const claimed = await claimJobs(context, duties.jobs, workerId, {
          batchLimit,
          priorityBelow: reserved ? undefined : JOB_PRIORITY.delivery,
        });
        ran = claimed.length;
        const background = (claimed[0]?.priority ?? 0) >= JOB_PRIORITY.delivery;
        if (ran > 0 && !background) urgentSeenAt = Date.now();
        if (reserved && !background) {
          backgroundRunning -= 1;
          reserved = false;
        }
        // There may be more: another slot looks while this one runs what it took.
        if (ran > 0) wake.wakeOne();
        await runClaimedJobs(context, duties.jobs, claimed);
      } catch (error) {
        context.log.error({ error: String(error) }, 'job runner failed to claim or settle a job');
      } finally {
        if (reserved) backgroundRunning -= 1;
      }
      if (ran === 0 && !stopped) await wake.sleep();
    }
  };

  const poller = setInterval(() => wake.wakeOne(), pollMs);
  // Announcements waiting (a web process committed trades): an idle slot starts on them now (decision 0085).
  const listening = listenForWork(context, () => wake.wakeOne()).catch((error: unknown) => {
    context.log.warn({ err: error }, 'listening for new jobs failed; polling only');
    return async () => undefined;
  });
  const lastRun = new Map<string, number>();
  let periodic: Promise<void> = Promise.resolve();
  const runPeriodic = async () => {
    for (const task of duties.periodicTasks) {
      if (stopped || Date.now() - (lastRun.get(task.name) ?? 0) < task.everyMs) continue;
      lastRun.set(task.name, Date.now());
      try {
        await task.run(context);
      } catch (error) {
        context.log.error({ task: task.name, error: String(error) }, 'periodic task failed');
      }
    }
  };
  const ticker = setInterval(() => {
    periodic = periodic.then(runPeriodic);
  }, 1_000);

  const started = (async () => {
    // A PGlite folder belongs to this one process: claims left in it are from a run that stopped.
    if (context.database.driver === 'pglite')
      await releaseAllClaims(context.db).catch((error: unknown) => context.log.error({ error: String(error) }, 'releasing claims failed'));
    periodic = periodic.then(runPeriodic);
    await Promise.all(Array.from({ length: concurrency }, (_, index) => slot(index)));
  })();

  return {
    concurrency,
    async stop() {
      stopped = true;
      clearInterval(poller);
      await (
        await listening
      )();
      clearInterval(ticker);
      wake.wakeAll();
      await started;
      await periodic;
    },
  };
}

function defaultConcurrency(context: AppContext): number {
  if (context.database.driver === 'pglite') return 1;
  return context.config.workerConcurrency;
}
