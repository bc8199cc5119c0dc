import type { AppContext } from '../context.ts';
import { deleteExpiredRateLimits } from '../lib/rate-limit.ts';
import { processAcqFileJob } from '../modules/acq-files/acq-files.jobs.ts';
import { processAcqFile } from '../modules/acq-files/process-acq-file.ts';
import { notifyInvoiceUsers } from '../modules/invoices/invoice-messages.ts';
import { invoiceNotificationsJob } from '../modules/invoices/invoices.jobs.ts';
import { marketOpenedJob } from '../modules/market/market.jobs.ts';
import { tickMarketStatus } from '../modules/market/market-status.service.ts';
import {
  alertGrowersOfBid,
  announceTrade,
  bidAlertsJob,
  sendTradeConfirmations,
  sweepBook,
  sweepBookJob,
  sweepOpenedMarket,
  tradeConfirmationsJob,
  tradeMadeJob,
} from '../modules/matching/index.ts';
import { deliverMessage } from '../modules/messages/deliver-message.ts';
import { deliverMessageJob } from '../modules/messages/messages.jobs.ts';
import { deleteExpiredIdempotencyKeys } from '../modules/orders/idempotency.repository.ts';
import { lapseOrders } from '../modules/orders/orders.service.ts';
import { markOverdueTrades } from '../modules/settlement/overdue.service.ts';
import { tellSellerOfStep } from '../modules/settlement/settlement-steps.ts';
import { settlementStepJob } from '../modules/settlement/settlement.jobs.ts';
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
