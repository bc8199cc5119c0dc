import { z } from 'zod';
import { defineJob } from '../../../queue/job-definition.ts';

/** One batch of an ACQ file's rows; the next batch is a job of its own (process-acq-file.ts). */
export const processAcqFileJob = defineJob('process-acq-file', z.object({ fileId: z.number().int() }));
