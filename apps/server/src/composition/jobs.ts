import type { AppContext } from '../context.ts';
import { deleteExpiredRateLimits } from '../lib/rate-limit.ts';
import {
  processAcqFileJob,
  processAcqFile,
  notifyInvoiceUsers,
  invoiceNotificationsJob,
  markOverdueTrades,
  tellSellerOfStep,
  settlementStepJob,
} from '../contexts/settlement/index.ts';
import {
  marketOpenedJob,
  tickMarketStatus,
  alertGrowersOfBid,
  announceTrade,
  bidAlertsJob,
  sendTradeConfirmations,
  sweepBook,
  sweepBookJob,
  sweepOpenedMarket,
  tradeConfirmationsJob,
  tradeMadeJob,
  deleteExpiredIdempotencyKeys,
  lapseOrders,
} from '../contexts/trading/index.ts';
import { deliverMessage, deliverMessageJob } from '../platform/messages/index.ts';
import { ATTACHMENT_KINDS } from './attachments.ts';
import { handledBy, jobRegistry } from '../queue/job-definition.ts';
import { drainJobs as drainQueue, type WorkerDuties } from '../queue/job-runner.ts';

/**
 * What a worker runs: every job kind bound to the module function that does its work, and the
 * periodic tasks. The queue (queue/) knows neither; each module defines its jobs in its *.jobs.ts.
 */
export const WORKER_DUTIES: WorkerDuties = {
  jobs: jobRegistry([
    handledBy(deliverMessageJob, (context, payload) => deliverMessage(context, ATTACHMENT_KINDS, payload)),
    handledBy(tradeMadeJob, (context, { tradeId }) => announceTrade(context, context.db, tradeId)),
    handledBy(tradeConfirmationsJob, (context, { tradeId }) => sendTradeConfirmations(context.db, tradeId)),
    handledBy(bidAlertsJob, (context, { bidGroupId }) => alertGrowersOfBid(context.db, bidGroupId)),
    handledBy(marketOpenedJob, sweepOpenedMarket),
    handledBy(sweepBookJob, sweepBook),
    handledBy(processAcqFileJob, processAcqFile),
    handledBy(invoiceNotificationsJob, (context, { invoiceIds }) => notifyInvoiceUsers(context, context.db, invoiceIds)),
    handledBy(settlementStepJob, tellSellerOfStep),
  ]),
  periodicTasks: [
    { name: 'market-status', everyMs: 5_000, run: tickMarketStatus },
    { name: 'lapse-orders', everyMs: 60_000, run: lapseOrders },
    { name: 'overdue-trades', everyMs: 60_000, run: async (context) => void (await markOverdueTrades(context)) },
    { name: 'rate-limit-cleanup', everyMs: 3_600_000, run: (context) => deleteExpiredRateLimits(context.db, context.clock.now()) },
    {
      name: 'idempotency-key-cleanup',
      everyMs: 3_600_000,
      run: (context) => deleteExpiredIdempotencyKeys(context.db, context.clock.now()),
    },
  ],
};

/** Runs every due job, one at a time, until none is left (the seed, the dev tools, tests). Returns how many ran. */
export const drainJobs = (context: AppContext, workerId?: string) => drainQueue(context, WORKER_DUTIES.jobs, workerId);
