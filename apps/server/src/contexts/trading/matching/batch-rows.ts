import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { holdings } from '../../../db/schema/market.ts';
import { sites } from '../../../db/schema/reference.ts';
import type { Batch } from './book-sequencer.ts';

/**
 * The rows of these ids, read from the database only where the batch has not seen them yet (the
 * book's resting orders, the orders it inserted, sites read for holdings). Read only what cannot
 * change under the lock from them (terms, parties, sites): quantities and statuses move as the
 * batch matches.
 */
async function rowsOf<T extends { id: number }>(
  known: Map<number, T>,
  ids: readonly number[],
  load: (missing: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const missing = [...new Set(ids)].filter((id) => !known.has(id)).sort((a, b) => a - b);
  if (missing.length > 0) rememberRows(known, await load(missing));
  return known;
}

export const offerRowsOf = (tx: Db, batch: Batch, ids: readonly number[]) =>
  rowsOf(batch.rows.offers, ids, (missing) => tx.select().from(offers).where(inArray(offers.id, missing)));

export const bidGroupRowsOf = (tx: Db, batch: Batch, ids: readonly number[]) =>
  rowsOf(batch.rows.bidGroups, ids, (missing) => tx.select().from(bidGroups).where(inArray(bidGroups.id, missing)));

export const siteRowsOf = (tx: Db, batch: Batch, ids: readonly number[]) =>
  rowsOf(batch.rows.sites, ids, (missing) => tx.select().from(sites).where(inArray(sites.id, missing)));

/**
 * The sites of these holdings, remembered by the batch: read by the holdings' ids rather than by
 * their site ids, so the statement can be sent with the holdings' own (decision 0019).
 */
export async function sitesOfHoldings(tx: Db, batch: Batch, holdingIds: readonly number[]): Promise<void> {
  const rows = await prepared(tx, 'sites_of_holdings', (built) =>
    built
      .select()
      .from(sites)
      .where(
        inArray(
          sites.id,
          built
            .select({ id: holdings.siteId })
            .from(holdings)
            .where(sql`${holdings.id} = any(${sql.placeholder('ids')}::integer[])`),
        ),
      )
      .prepare('sites_of_holdings'),
  ).execute({ ids: [...holdingIds] });
  rememberRows(batch.rows.sites, rows);
}

/** Rows the batch has read or written itself, kept for rowsOf (`known` is one of batch.rows). */
export function rememberRows<T extends { id: number }>(known: Map<number, T> | undefined, rows: readonly T[]): void {
  for (const row of rows) known?.set(row.id, row);
}
