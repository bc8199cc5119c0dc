import type { AppContext } from '../../../context.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import { processAcqFileJob } from './acq-files.jobs.ts';
import { processAcqFileBatch } from './acq-processing.ts';

/**
 * One batch of an ACQ file's rows (decision 0190), then the next batch as a job of its own: each
 * commits on its own, so the file's progress shows batch by batch and no transaction runs long. A
 * batch that fails is retried with the job; the rows it had written went with its transaction.
 */
export async function processAcqFile(context: AppContext, payload: { fileId: number }): Promise<void> {
  const progress = await processAcqFileBatch(context.db, payload.fileId, context.clock.now());
  if (progress === 'more') await enqueueJob(context.db, processAcqFileJob, payload);
}
