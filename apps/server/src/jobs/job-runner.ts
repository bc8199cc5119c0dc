import { hostname } from 'node:os';
import type { AppContext } from '../context.ts';
import { deleteExpiredRateLimits } from '../lib/rate-limit.ts';
import { tickMarketStatus } from '../modules/market/market-status.service.ts';
import { bidAlertsJob } from '../modules/matching/bid-alerts.ts';
import { tradeMadeJob } from '../modules/matching/trade-announcement.ts';
import { lapseOrders } from '../modules/orders/orders.service.ts';
import { deliverMessageJob } from './deliver-message.job.ts';
import { claimNextJob, completeJob, failJob } from './jobs.repository.ts';

type JobDefinition = {
  id: string;
  payload: { parse(value: unknown): unknown };
  /**
   * A job whose effects are all in the database runs in one transaction with its completion, so
   * it takes effect exactly once; others (sending e-mail) run at least once.
   */
  transactional?: boolean;
  handle(context: AppContext, payload: never): Promise<void>;
};

const JOBS: JobDefinition[] = [deliverMessageJob, tradeMadeJob, bidAlertsJob];
const jobsById = new Map(JOBS.map((job) => [job.id, job]));

/** Runs every due job until none is left. Returns how many ran. */
export async function drainJobs(context: AppContext, workerId = `${hostname()}:${process.pid}`): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimNextJob(context.db, workerId, context.clock.now());
    if (!job) return ran;
    ran += 1;
    const definition = jobsById.get(job.name);
    try {
      if (!definition) throw new Error(`unknown job ${job.name}`);
      const payload = definition.payload.parse(job.payload) as never;
      if (definition.transactional) {
        await context.db.transaction(async (tx) => {
          await definition.handle({ ...context, db: tx }, payload);
          await completeJob(tx, job.id, context.clock.now());
        });
      } else {
        await definition.handle(context, payload);
        await completeJob(context.db, job.id, context.clock.now());
      }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      context.log.error({ job: job.name, jobId: job.id, error: text }, 'job failed');
      await failJob(context.db, job, text, context.clock.now());
    }
  }
}

/** Work every worker does on a timer; each task is safe to run in several processes at once. */
const PERIODIC_TASKS: { name: string; everyMs: number; run(context: AppContext): Promise<void> }[] = [
  { name: 'market-status', everyMs: 5_000, run: tickMarketStatus },
  { name: 'lapse-orders', everyMs: 60_000, run: lapseOrders },
  { name: 'rate-limit-cleanup', everyMs: 3_600_000, run: (context) => deleteExpiredRateLimits(context.db, context.clock.now()) },
];

/** Polls for work; stop() resolves once the current batch finished. */
export function startJobRunner(context: AppContext, intervalMs = 500) {
  let stopped = false;
  const lastRun = new Map<string, number>();
  const loop = (async () => {
    while (!stopped) {
      try {
        await drainJobs(context);
        for (const task of PERIODIC_TASKS) {
          if (Date.now() - (lastRun.get(task.name) ?? 0) < task.everyMs) continue;
          lastRun.set(task.name, Date.now());
          await task.run(context);
        }
      } catch (error) {
        context.log.error({ error: String(error) }, 'job runner loop failed');
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}
