/**
 * Statements sent at once, in the order given, without waiting for each other's answers
 * (pipelined on PostgreSQL, decision 0019). PostgreSQL still runs each after the one before it
 * has finished, so a lock one takes holds for the next, and a later statement sees an earlier
 * one's writes; only the round trips between them are saved.
 *
 * The order sent is the order in which the queries reach the driver. A drizzle query (a select
 * builder, `tx.execute(...)`) is lazy: it goes out when its `then` is called, and `await query`
 * calls it one microtask later. `send` and `together` call it at once.
 */
export function send<T>(statement: PromiseLike<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => statement.then(resolve, reject));
}

type Statement = () => unknown;

/**
 * Calls each function in the order given and sends what it answers at once, before calling the
 * next. A function must send its statement at the call: answer a lazy drizzle query as it is,
 * or use `send` or `queryRows` before any await. (An async function that does `await query`
 * sends it a microtask later, after the statements that follow it here.) Resolves when all have
 * answered; rejects with the first failure.
 */
export function together<T extends readonly Statement[]>(
  statements: [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  const sent = statements.map((statement) => {
    const answer = statement();
    return isThenable(answer) ? send(answer) : Promise.resolve(answer);
  });
  return Promise.all(sent) as Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }>;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

/**
 * Resolves when every statement has answered; rejects with the error of the first in the order
 * sent. (Promise.all would reject with whichever failure settles first: when one statement fails,
 * the ones after it fail too, 'current transaction is aborted', and a shorter promise chain can
 * settle before the first one's.)
 */
export async function allInOrder(statements: readonly Promise<unknown>[]): Promise<void> {
  for (const statement of statements) statement.catch(() => undefined);
  for (const statement of statements) await statement;
}

/**
 * Statements sent one after another as they are built, their answers awaited together at the end:
 * while PostgreSQL runs one, the server builds the next (a title transfer batch's documents and
 * e-mails). Each must be sent at the call, in the order the writes depend on each other. `done()`
 * rejects with the first failing statement's error; one left unawaited (the builder threw before
 * `done()`) is not reported as unhandled: the transaction is rolled back anyway.
 */
export function inFlight() {
  const sent: Promise<unknown>[] = [];
  return {
    add<T>(statement: Promise<T>): Promise<T> {
      statement.catch(() => undefined);
      sent.push(statement);
      return statement;
    },
    done: () => allInOrder(sent),
  };
}
