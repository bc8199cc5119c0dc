import type { Db } from '../../db/client.ts';
import { lockBook } from './book-lock.ts';

export type BookId = { market: string; seasonId: number; commodityId: number };

/** What the orders of one batch share: reads that hold for the batch's single instant. */
export type Batch = { once<T>(key: string, load: () => Promise<T>): Promise<T> };

export function newBatch(): Batch {
  const values = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = values.get(key);
      if (!value) {
        value = load();
        values.set(key, value);
        // A failed read is not shared: the next order of the batch tries again.
        value.catch(() => values.delete(key));
      }
      return value as Promise<T>;
    },
  };
}

type Work = { run: (tx: Db, batch: Batch) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };
type Queue = { work: Work[]; draining: boolean };

/** Enough to fill a transaction under load without making the first order of a batch wait long. */
const MAX_BATCH = 64;

const queuesByDb = new WeakMap<Db, Map<string, Queue>>();

/**
 * Runs order-placing work for one book under the book lock (decision 0014: group commit). Work
 * that arrives while this process is already matching the book waits and then runs, in arrival
 * order, in the next transaction together with everything else that arrived meanwhile: one lock,
 * one commit, many orders. Each piece of work runs in its own savepoint, so a rejected order
 * (holding exceeded, a bad reference) rolls back alone and fails only its own caller. Every
 * caller's promise settles after the commit, so an answered order is a durable order.
 */
export function runInBook<T>(db: Db, book: BookId, run: (tx: Db, batch: Batch) => Promise<T>): Promise<T> {
  let queues = queuesByDb.get(db);
  if (!queues) {
    queues = new Map();
    queuesByDb.set(db, queues);
  }
  const key = `${book.market}:${book.seasonId}:${book.commodityId}`;
  let queue = queues.get(key);
  if (!queue) {
    queue = { work: [], draining: false };
    queues.set(key, queue);
  }
  const promise = new Promise<T>((resolve, reject) => {
    queue.work.push({ run, resolve: resolve as (value: unknown) => void, reject });
  });
  if (!queue.draining) void drain(db, book, queue, () => queues.delete(key));
  return promise;
}

async function drain(db: Db, book: BookId, queue: Queue, forget: () => void): Promise<void> {
  queue.draining = true;
  try {
    while (queue.work.length > 0) {
      const batch = queue.work.splice(0, MAX_BATCH);
      await runBatch(db, book, batch);
    }
  } finally {
    queue.draining = false;
    forget();
  }
}

async function runBatch(db: Db, book: BookId, batch: Work[]): Promise<void> {
  const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
  try {
    await db.transaction(async (tx) => {
      await lockBook(tx, book.market, book.seasonId, book.commodityId);
      const shared = newBatch();
      for (const work of batch) {
        try {
          outcomes.push({ ok: true, value: await tx.transaction((savepoint) => work.run(savepoint as unknown as Db, shared)) });
        } catch (error) {
          outcomes.push({ ok: false, error });
        }
      }
    });
  } catch (error) {
    // The commit (or the lock) failed: nothing of the batch was written.
    for (const work of batch) work.reject(error);
    return;
  }
  batch.forEach((work, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) work.resolve(outcome.value);
    else work.reject(outcome?.error);
  });
}
