import { describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { coalesced } from './coalesce.ts';

const dbA = {} as Db;
const dbB = {} as Db;

describe('coalesced', () => {
  it('answers the calls of one turn with one load, each its own value, in call order', async () => {
    const loads: number[][] = [];
    const double = coalesced(async (_db, keys: number[]) => {
      loads.push(keys);
      return keys.map((key) => key * 2);
    });
    expect(await Promise.all([double(dbA, 1), double(dbA, 2), double(dbA, 3)])).toEqual([2, 4, 6]);
    expect(loads).toEqual([[1, 2, 3]]);
    // A later turn loads afresh: nothing is kept.
    expect(await double(dbA, 1)).toBe(2);
    expect(loads).toEqual([[1, 2, 3], [1]]);
  });

  it('keeps each database’s calls apart', async () => {
    const loads: { db: Db; keys: string[] }[] = [];
    const echo = coalesced(async (db, keys: string[]) => {
      loads.push({ db, keys });
      return keys;
    });
    await Promise.all([echo(dbA, 'a'), echo(dbB, 'b'), echo(dbA, 'c')]);
    expect(loads).toEqual([
      { db: dbA, keys: ['a', 'c'] },
      { db: dbB, keys: ['b'] },
    ]);
  });

  it('rejects every call of the turn when the load fails, and the next turn tries again', async () => {
    let fail = true;
    const flaky = coalesced(async (_db, keys: number[]) => {
      if (fail) throw new Error('database gone');
      return keys;
    });
    const results = await Promise.allSettled([flaky(dbA, 1), flaky(dbA, 2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await flaky(dbA, 3)).toBe(3);
  });
});
