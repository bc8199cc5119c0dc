import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReadOutcome, TableKind, TableLimits } from './read-rows.ts';
import type { TableJob } from './read-table.worker.ts';

/**
 * Uploaded tables are read in worker threads (decision 0223), so a big or hostile file costs a
 * worker's time and memory, never the event loop that answers every other request. One worker per
 * spare core (at least one), kept for the next file; files wait their turn. A worker that takes
 * longer than READ_DEADLINE_MS, runs out of its memory or dies is ended and the file refused as
 * unreadable; the next file gets a new worker.
 */
const WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A safety net only: the row limit, the declared-size check and the heap bound a file's work long before. */
const READ_DEADLINE_MS = 120_000;
/** Heap of one worker: a file at the limits needs far less; a file that needs more is refused. */
const WORKER_HEAP_MB = 512;

/** Beside the module in the source (run through tsx); beside the bundle's chunks once built (scripts/build.mjs). */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(fromSource ? './read-table.worker.ts' : './read-table-worker.js', import.meta.url);

type Waiting = { job: Omit<TableJob, 'id'>; resolve: (outcome: ReadOutcome) => void };
type Busy = { id: number; resolve: (outcome: ReadOutcome) => void; deadline: NodeJS.Timeout };
type Slot = { worker: Worker; busy: Busy | null };

const slots: Slot[] = [];
const queue: Waiting[] = [];
let nextId = 1;

/** Reads a table in a worker thread. Never rejects: a worker's failure is an unreadable file. */
export function readTableInWorker(file: Buffer, kind: TableKind, limits: TableLimits): Promise<ReadOutcome> {
  // A copy: the request's body may share its memory with other buffers, and the copy is moved, not cloned.
  const copy = new Uint8Array(file);
  return new Promise((resolve) => {
    queue.push({ job: { file: copy, kind, limits }, resolve });
    dispatch();
  });
}

function dispatch(): void {
  while (queue.length > 0) {
    const slot = slots.find((candidate) => candidate.busy === null) ?? (slots.length < WORKERS ? startWorker() : null);
    if (!slot) return;
    const waiting = queue.shift() as Waiting;
    const id = nextId++;
    const deadline = setTimeout(() => endWorker(slot, `took more than ${READ_DEADLINE_MS / 1000} s`), READ_DEADLINE_MS);
    slot.busy = { id, resolve: waiting.resolve, deadline };
    slot.worker.ref();
    slot.worker.postMessage({ id, ...waiting.job } satisfies TableJob, [waiting.job.file.buffer as ArrayBuffer]);
  }
}

function startWorker(): Slot {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  // From the source (tests, `npm run dev`), the worker registers tsx's loader before importing the TypeScript.
  const worker = fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => (register(), import(${JSON.stringify(WORKER_FILE.href)})))`, {
        ...options,
        eval: true,
      })
    : new Worker(WORKER_FILE, options);
  const slot: Slot = { worker, busy: null };
  worker.on('message', (answer: { id: number; outcome: ReadOutcome }) => {
    if (!slot.busy || slot.busy.id !== answer.id) return;
    finish(slot, answer.outcome);
    worker.unref();
    dispatch();
  });
  worker.on('error', (error) => endWorker(slot, error.message));
  worker.on('exit', (code) => endWorker(slot, `exited with ${code}`));
  worker.unref();
  slots.push(slot);
  return slot;
}

function finish(slot: Slot, outcome: ReadOutcome): void {
  const busy = slot.busy;
  if (!busy) return;
  slot.busy = null;
  clearTimeout(busy.deadline);
  busy.resolve(outcome);
}

/** Ends a worker that failed, died or ran past its deadline; its file is unreadable. Said on stderr: a worker that cannot start refuses every file. */
function endWorker(slot: Slot, why: string): void {
  const index = slots.indexOf(slot);
  if (index === -1) return;
  slots.splice(index, 1);
  process.emitWarning(`An upload's table reader ${why}; its file is refused as unreadable.`, { code: 'CGX_TABLE_READER' });
  finish(slot, { refused: 'unreadable' });
  void slot.worker.terminate();
  dispatch();
}
