import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { queryRows } from './rows.ts';
import { reserveIds } from './reserve-ids.ts';
import { allInOrder, inFlight, send, together } from './together.ts';

const t = useTestApp();

/** A lazy statement like drizzle's: it goes out when `then` is called, which is recorded. */
function lazy(name: string, sent: string[]): PromiseLike<string> {
  return {
    then(resolve, reject) {
      sent.push(name);
      return Promise.resolve(name).then(resolve, reject);
    },
  };
}

describe('together and send', () => {
  it('send each statement at the call, in the order given, and answer in that order', async () => {
    const sent: string[] = [];
    const answers = together([() => lazy('lock', sent), () => lazy('read', sent), () => 3]);
    const last = send(lazy('write', sent));
    expect(sent).toEqual(['lock', 'read', 'write']);
    expect(await answers).toEqual(['lock', 'read', 3]);
    expect(await last).toBe('write');
  });

  it('run statements sent together one after the other in a transaction: a later one sees an earlier one’s write', async () => {
    const counts = await t.context.db.transaction(async (tx) => {
      // The last one is sent at its call (queryRows), the first two by together: the order holds.
      const [, , after] = await together([
        () => tx.execute(sql`CREATE TEMPORARY TABLE together_probe (n integer) ON COMMIT DROP`),
        () => tx.execute(sql`INSERT INTO together_probe VALUES (1), (2)`),
        () => queryRows<{ count: string | number }>(tx, sql`SELECT count(*) AS count FROM together_probe`),
      ]);
      return after;
    });
    expect(Number(counts[0]?.count)).toBe(2);
  });

  it('reject with the first failure, and the transaction is rolled back', async () => {
    await expect(
      t.context.db.transaction(async (tx) => {
        await together([() => tx.execute(sql`SELECT 1/0`), () => tx.execute(sql`SELECT 1`)]);
      }),
    ).rejects.toThrow();
    const [row] = await queryRows<{ ok: number }>(t.context.db, sql`SELECT 1 AS ok`);
    expect(Number(row?.ok)).toBe(1);
  });
});

describe('inFlight, allInOrder and reserveIds', () => {
  it('reject with the error of the first statement sent, not of the aborted ones after it that settle sooner', async () => {
    const error = await t.context.db
      .transaction(async (tx) => {
        const writes = inFlight();
        writes.add(queryRows(tx, sql`SELECT 1/0`).then((rows) => rows));
        writes.add(send(tx.execute(sql`SELECT 1`)));
        await writes.done();
      })
      .catch((caught: unknown) => caught);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/division by zero/);
  });

  it('answer each statement, and wait for all', async () => {
    const order: number[] = [];
    await allInOrder([
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => order.push(1)),
      Promise.resolve().then(() => order.push(2)),
    ]);
    expect(order.sort()).toEqual([1, 2]);
  });

  it('reserve ascending ids of each table, distinct from the next ones drawn', async () => {
    const first = await reserveIds(t.context.db, { title_transfers: 3, invoices: 2, ledger_entries: 0 });
    expect(first.title_transfers).toHaveLength(3);
    expect(first.invoices).toHaveLength(2);
    expect(first.ledger_entries).toEqual([]);
    expect([...first.title_transfers].sort((a, b) => a - b)).toEqual(first.title_transfers);
    const next = await reserveIds(t.context.db, { title_transfers: 1 });
    expect(next.title_transfers[0]).toBeGreaterThan(first.title_transfers[2] as number);
  });
});
