import type { Db } from '../../../db/client.ts';
import { together } from '../../../db/together.ts';
import type { bidGroups, offers } from '../../../db/schema/orders.ts';
import type { sites } from '../../../db/schema/reference.ts';
import { lockBook } from './book-lock.ts';

export type BookId = { market: string; seasonId: number; commodityId: number };

/** What the orders of one batch share: reads that hold for the batch's single instant. */
export type Batch = {
  once<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Rows already read or written under the lock, by id, so that none is read twice (batch-rows.ts). */
  rows: BatchRows;
};

export type BatchRows = {
  offers: Map<number, typeof offers.$inferSelect>;
  bidGroups: Map<number, typeof bidGroups.$inferSelect>;
  sites: Map<number, typeof sites.$inferSelect>;
};

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
    rows: { offers: new Map(), bidGroups: new Map(), sites: new Map() },
  };
}

/**
 * The batch as one piece of work sees it: its own rows of orders, since another piece may change
 * an order's terms (an edit) or roll its writes back (a failed savepoint). Sites and `once` reads
 * hold for the whole transaction.
 */
function forOneWork(shared: Batch): Batch {
  return { once: shared.once, rows: { offers: new Map(), bidGroups: new Map(), sites: shared.rows.sites } };
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Work done for many callers at once: consecutive work of one kind in a batch is handed to a
 * single runAll call, which answers each caller's outcome in the order given (a set-based
 * matching batch, decision 0015).
 */
export type Together<P, T> = { kind: string; runAll: (tx: Db, batch: Batch, payloads: P[]) => Promise<Settled<T>[]> };

type Work = {
  run?: (tx: Db, batch: Batch) => Promise<unknown>;
  together?: { kind: string; runAll: Together<unknown, unknown>['runAll']; payload: unknown };
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
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
  return enqueue<T>(db, book, { run });
}

/** runInBook for work that is done together with its neighbours of the same kind (see Together). */
export function runTogetherInBook<P, T>(db: Db, book: BookId, together: Together<P, T>, payload: P): Promise<T> {
  return enqueue<T>(db, book, {
    together: { kind: together.kind, runAll: together.runAll as Together<unknown, unknown>['runAll'], payload },
  });
}

function enqueue<T>(db: Db, book: BookId, work: Pick<Work, 'run' | 'together'>): Promise<T> {
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
    queue.work.push({ ...work, resolve: resolve as (value: unknown) => void, reject });
  });
  if (!queue.draining) void drain(db, book, queue, () => queues.delete(key));
  return promise;
}

async function drain(db: Db, book: BookId, queue: Queue, forget: () => void): Promise<void> {
  queue.draining = true;
  try {
    while (queue.work.length > 0) {
      await gather(queue);
      const batch = queue.work.splice(0, MAX_BATCH);
      await runBatch(db, book, batch);
    }
  } finally {
    queue.draining = false;
    forget();
  }
}

/**
 * Lets the orders that are about to arrive join the batch: waits one turn of the event loop at a
 * time for as long as each turn brings more. Costs a few microseconds when nothing else comes; on
 * PGlite, whose one connection serialises everything, it is what makes batches form at all (the
 * other requests' lookups can only run between two batches).
 */
async function gather(queue: Queue): Promise<void> {
  let seen = -1;
  while (queue.work.length !== seen && queue.work.length < MAX_BATCH) {
    seen = queue.work.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function runBatch(db: Db, book: BookId, batch: Work[]): Promise<void> {
  if (await runAllAtOnce(db, book, batch)) return;
  const outcomes: Settled<unknown>[] = [];
  try {
    await db.transaction(async (tx) => {
      await lockBook(tx, book.market, book.seasonId, book.commodityId);
      const shared = newBatch();
      let index = 0;
      while (index < batch.length) {
        const work = batch[index] as Work;
        if (work.together) {
          let end = index + 1;
          while (end < batch.length && batch[end]?.together?.kind === work.together.kind) end += 1;
          outcomes.push(...(await runTogether(tx, shared, work.together.runAll, batch.slice(index, end))));
          index = end;
        } else {
          outcomes.push(await inSavepoint(tx, (savepoint) => (work.run as NonNullable<Work['run']>)(savepoint, forOneWork(shared))));
          index += 1;
        }
      }
    });
  } catch (error) {
    // The commit (or the lock) failed: nothing of the batch was written.
    for (const work of batch) work.reject(error);
    return;
  }
  settle(batch, outcomes);
}

/**
 * The usual batch, new orders only, run without savepoints (two statements fewer): answers false
 * when a database error interrupted it, and runBatch then runs the batch again the careful way,
 * each piece able to fail alone. An error at the commit itself is not retried: the orders may
 * have been written.
 */
async function runAllAtOnce(db: Db, book: BookId, batch: Work[]): Promise<boolean> {
  const kind = batch[0]?.together?.kind;
  if (kind === undefined || batch.some((work) => work.together?.kind !== kind)) return false;
  const runAll = batch[0]?.together?.runAll as Together<unknown, unknown>['runAll'];
  let interrupted = false;
  let outcomes: Settled<unknown>[];
  try {
    outcomes = await db.transaction(async (tx) => {
      try {
        // The lock goes out first, the batch's reads right behind it; PostgreSQL runs them once it is taken (decision 0019).
        const [, settled] = await together([
          () => lockBook(tx, book.market, book.seasonId, book.commodityId),
          () =>
            runAll(
              tx,
              newBatch(),
              batch.map((work) => work.together?.payload),
            ),
        ]);
        return settled;
      } catch (error) {
        interrupted = true;
        throw error;
      }
    });
  } catch (error) {
    if (interrupted) return false;
    for (const work of batch) work.reject(error);
    return true;
  }
  settle(batch, outcomes);
  return true;
}

function settle(batch: Work[], outcomes: Settled<unknown>[]): void {
  batch.forEach((work, index) => {
    const outcome = outcomes[index];
    if (outcome?.ok) work.resolve(outcome.value);
    else work.reject(outcome?.error);
  });
}

async function inSavepoint(tx: Db, run: (savepoint: Db) => Promise<unknown>): Promise<Settled<unknown>> {
  try {
    return { ok: true, value: await tx.transaction((savepoint) => run(savepoint as unknown as Db)) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * All of a run of work of one kind in one savepoint. Should that fail as a whole (a database
 * error no single caller was told about), each piece is tried again alone, so only the work that
 * causes the failure fails.
 */
async function runTogether(
  tx: Db,
  shared: Batch,
  runAll: Together<unknown, unknown>['runAll'],
  works: Work[],
): Promise<Settled<unknown>[]> {
  const payloads = works.map((work) => work.together?.payload);
  const together = await inSavepoint(tx, (savepoint) => runAll(savepoint, forOneWork(shared), payloads));
  if (together.ok) return together.value as Settled<unknown>[];
  const alone: Settled<unknown>[] = [];
  for (const payload of payloads) {
    const outcome = await inSavepoint(tx, (savepoint) => runAll(savepoint, forOneWork(shared), [payload]));
    alone.push(outcome.ok ? ((outcome.value as Settled<unknown>[])[0] ?? { ok: false, error: new Error('no outcome') }) : outcome);
  }
  return alone;
}
