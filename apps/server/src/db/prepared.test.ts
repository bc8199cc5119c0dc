import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { prepared } from './prepared.ts';
import { markets } from './schema/market.ts';

const t = useTestApp();

const statusOf = (tx: Parameters<typeof prepared>[0]) =>
  prepared(tx, 'test_market_forced_status', (built) =>
    built
      .select({ forcedStatus: markets.forcedStatus })
      .from(markets)
      .where(eq(markets.market, sql.placeholder('market')))
      .prepare('test_market_forced_status'),
  ).execute({ market: 'cgx' });

describe('prepared', () => {
  it('run one built statement on each transaction given, seeing that transaction’s own uncommitted writes', async () => {
    const db = t.context.db;
    await db.update(markets).set({ forcedStatus: null });
    // Built on the first transaction, then run on a second one and on the database itself.
    const first = await db.transaction(async (tx) => {
      await tx.update(markets).set({ forcedStatus: 'open' }).where(eq(markets.market, 'cgx'));
      return statusOf(tx);
    });
    let second: unknown;
    const rolledBack = await db
      .transaction(async (tx) => {
        await tx.update(markets).set({ forcedStatus: 'closed' }).where(eq(markets.market, 'cgx'));
        second = await statusOf(tx);
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(first).toEqual([{ forcedStatus: 'open' }]);
    expect(second).toEqual([{ forcedStatus: 'closed' }]);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(await statusOf(db)).toEqual([{ forcedStatus: 'open' }]);
    await db.update(markets).set({ forcedStatus: null });
  });
});
