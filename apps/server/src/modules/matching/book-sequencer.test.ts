import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/platform.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';
import { useTestApp } from '../../test/test-app.ts';
import { runInBook } from './book-sequencer.ts';

const t = useTestApp();
const book = { market: 'cgx', seasonId: 1, commodityId: 1 };

const namesOf = async (name: string) => (await t.context.db.select().from(jobs).where(eq(jobs.name, name))).length;

describe('runInBook (group commit per book)', () => {
  it('runs work that arrives together in arrival order, and a rejected piece rolls back alone', async () => {
    const order: number[] = [];
    const work = (n: number, fail = false) =>
      runInBook(t.context.db, book, async (tx) => {
        order.push(n);
        await enqueueJob(tx, `sequencer-${n}`, {});
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
      await enqueueJob(tx, 'sequencer-durable', {});
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
});
