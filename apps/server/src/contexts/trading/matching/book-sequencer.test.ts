import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema/platform.ts';
import { z } from 'zod';
import { defineJob } from '../../../queue/job-definition.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { runInBook, runTogetherInBook } from './book-sequencer.ts';

const t = useTestApp();
const book = { market: 'cgx', seasonId: 1, commodityId: 1 };

const namesOf = async (name: string) => (await t.context.db.select().from(jobs).where(eq(jobs.name, name))).length;

/** A job row written as a work's visible effect (never run). */
const marker = (name: string) => defineJob(name, z.object({}));

describe('runInBook (group commit per book)', () => {
  it('runs work that arrives together in arrival order, and a rejected piece rolls back alone', async () => {
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      runInBook(t.context.db, book, async (tx) => {
        order.push(n);
        await enqueueJob(tx, marker(`sequencer-${n}`), {});
        if (fail) throw new Error(`order ${n} rejected`);
        return n;
      });
    const results = await Promise.allSettled([work(1), work(2, true), work(3), work(4)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(await namesOf('sequencer-1')).toBe(1);
    expect(await namesOf('sequencer-2')).toBe(0);
    expect(await namesOf('sequencer-3')).toBe(1);
    expect(await namesOf('sequencer-4')).toBe(1);
  });

  it('answers only after the commit: what a caller is told has happened is in the database', async () => {
    const seen = await runInBook(t.context.db, book, async (tx) => {
      await enqueueJob(tx, marker('sequencer-durable'), {});
      return 'placed';
    });
    expect(seen).toBe('placed');
    expect(await namesOf('sequencer-durable')).toBe(1);
  });

  it('shares one read per batch through batch.once', async () => {
    let loads = 0;
    const read = () =>
      runInBook(t.context.db, book, (_tx, batch) =>
        batch.once('market-open:cgx', async () => {
          loads += 1;
          return true;
        }),
      );
    // The first piece starts a batch at once; the three arriving meanwhile share the next one.
    const results = await Promise.all([read(), read(), read(), read()]);
    expect(results).toEqual([true, true, true, true]);
    expect(loads).toBeLessThanOrEqual(2);
  });

  it('gives each piece of work its own rows of orders, while sites are kept for the whole batch', async () => {
    const seen: { offers: number[]; sites: number[] }[] = [];
    const look = (n: number) =>
      runInBook(t.context.db, book, async (_tx, batch) => {
        seen.push({ offers: [...batch.rows.offers.keys()], sites: [...batch.rows.sites.keys()] });
        batch.rows.offers.set(n, { id: n } as never);
        batch.rows.sites.set(n, { id: n } as never);
      });
    await Promise.all([look(1), look(2), look(3)]);
    // Another piece may edit an order or roll its writes back: its rows are never seen by the next.
    expect(seen.map((rows) => rows.offers)).toEqual([[], [], []]);
    // Arriving in one turn of the event loop, the three share one transaction and its sites.
    expect(seen.map((rows) => rows.sites)).toEqual([[], [1], [1, 2]]);
  });

  it('runs new orders together without savepoints, and when that fails, each alone so only the culprit fails', async () => {
    const calls: string[][] = [];
    const place = {
      kind: 'sequencer-together',
      runAll: async (tx: Parameters<typeof enqueueJob>[0], _batch: unknown, names: string[]) => {
        calls.push(names);
        for (const name of names) {
          if (name === 'together-bad') throw new Error('a database error for one order');
          await enqueueJob(tx, marker(name), {});
        }
        return names.map((name) => ({ ok: true as const, value: name }));
      },
    };
    const results = await Promise.allSettled(
      ['together-1', 'together-bad', 'together-3'].map((name) => runTogetherInBook(t.context.db, book, place, name)),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // At once, then together in a savepoint, then each alone.
    expect(calls).toEqual([
      ['together-1', 'together-bad', 'together-3'],
      ['together-1', 'together-bad', 'together-3'],
      ['together-1'],
      ['together-bad'],
      ['together-3'],
    ]);
    expect(await namesOf('together-1')).toBe(1);
    expect(await namesOf('together-bad')).toBe(0);
    expect(await namesOf('together-3')).toBe(1);
  });
});
