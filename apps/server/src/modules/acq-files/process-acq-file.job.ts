import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import { processAcqFileBatch } from './acq-processing.ts';

export const PROCESS_ACQ_FILE_JOB = 'process-acq-file';

/**
 * One batch of an ACQ file's rows (decision 0190), then the next batch as a job of its own: each
 * commits on its own, so the file's progress shows batch by batch and no transaction runs long. A
 * batch that fails is retried with the job; the rows it had written went with its transaction.
 */
export const processAcqFileJob = {
  id: PROCESS_ACQ_FILE_JOB,
  payload: z.object({ fileId: z.number().int() }),
  async handle(context: AppContext, payload: { fileId: number }) {
    const progress = await processAcqFileBatch(context.db, payload.fileId, context.clock.now());
    if (progress === 'more') await enqueueJob(context.db, PROCESS_ACQ_FILE_JOB, payload);
  },
};
