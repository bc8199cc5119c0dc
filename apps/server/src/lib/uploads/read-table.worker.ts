import { parentPort } from 'node:worker_threads';
import { readRows, type TableKind, type TableLimits } from './read-rows.ts';

/** A worker thread that reads uploaded tables (decision 0223): one file at a time, answered by id. */
export type TableJob = { id: number; file: Uint8Array; kind: TableKind; limits: TableLimits };

parentPort?.on('message', (job: TableJob) => {
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  void readRows(file, job.kind, job.limits).then((outcome) => parentPort?.postMessage({ id: job.id, outcome }));
});
