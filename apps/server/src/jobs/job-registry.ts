import type { AppContext } from '../context.ts';
import { processAcqFileJob } from '../modules/acq-files/process-acq-file.job.ts';
import { invoiceNotificationsJob } from '../modules/invoices/invoice-messages.ts';
import { settlementStepJob } from '../modules/settlement/settlement-steps.ts';
import { bidAlertsJob, marketOpenedJob, sweepBookJob, tradeConfirmationsJob, tradeMadeJob } from '../modules/matching/index.ts';
import { deliverMessageJob } from './deliver-message.job.ts';

export type JobDefinition = {
  id: string;
  payload: { parse(value: unknown): unknown };
  /**
   * Every effect is in the database: it commits with the job's completion, so the job takes
   * effect exactly once. Others (sending e-mail) take effect at least once.
   */
  transactional?: boolean;
  handle(context: AppContext, payload: never): Promise<void>;
};

const JOBS: JobDefinition[] = [
  deliverMessageJob,
  tradeMadeJob,
  tradeConfirmationsJob,
  bidAlertsJob,
  marketOpenedJob,
  sweepBookJob,
  processAcqFileJob,
  invoiceNotificationsJob,
  settlementStepJob,
];
const jobsById = new Map(JOBS.map((job) => [job.id, job]));

export const findJobDefinition = (name: string) => jobsById.get(name);

/** Kinds whose jobs may run several to a transaction: all their effects are in the database. */
export const TRANSACTIONAL_JOB_NAMES = JOBS.filter((job) => job.transactional).map((job) => job.id);
