import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertAsJson } from '../../db/insert-as-json.ts';
import { queryRows } from '../../db/rows.ts';
import { preparedIn } from '../../db/prepared-in-transaction.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { publicHolidays } from '../../db/schema/reference.ts';
import { trades } from '../../db/schema/market.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Takes the next `count` trade numbers of a market and answers the first; the counter row stays
 * locked until the transaction ends, so numbers have no gaps.
 */
export async function takeTradeNumbers(tx: Db, market: 'cgx' | 'igrainx', count: number): Promise<number> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`UPDATE trade_counters SET last_number = last_number + ${count} WHERE market = ${market} RETURNING last_number`,
  );
  if (!row) throw new Error(`no trade counter for ${market}`);
  return Number(row.last_number) - count + 1;
}

/** One statement for all the trades; answered in the order given. */
export async function insertTrades(tx: Db, values: (typeof trades.$inferInsert)[]) {
  if (values.length === 0) return [];
  const rows = await insertAsJson(tx, trades, values);
  if (rows.length !== values.length) throw new Error('trade insert returned too few rows');
  return rows;
}

export async function holidaysOf(tx: Db, state: string): Promise<Set<string>> {
  const rows = await preparedIn(tx, 'holidays_of_state', (built) =>
    built
      .select({ date: publicHolidays.date })
      .from(publicHolidays)
      .where(eq(publicHolidays.state, sql.placeholder('state')))
      .prepare('holidays_of_state'),
  ).execute({ state });
  return new Set(rows.map((row) => row.date));
}

/** The active users of the organisations, to notify about a trade. */
export async function activeUsersOf(tx: Db, organisationIds: number[]) {
  if (organisationIds.length === 0) return [];
  return tx
    .select({ user: users, organisation: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(inArray(users.organisationId, organisationIds), eq(users.status, 'active')));
}
