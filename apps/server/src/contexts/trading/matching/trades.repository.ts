import type { Market } from '@cgx/domain/matching';
import { TRADE_ID_DIGITS, TRADE_ID_PREFIX } from '@cgx/domain/trade-id';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { insertedRows, rowsAsJson } from '../../../db/insert-as-json.ts';
import { queryRows } from '../../../db/rows.ts';
import { prepared } from '../../../db/prepared.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { publicHolidays } from '../../../db/schema/reference.ts';
import { trades } from '../../../db/schema/market.ts';
import { users } from '../../../db/schema/users.ts';

type NewTrade = Omit<typeof trades.$inferInsert, 'number' | 'formattedId'>;

/**
 * The trades of one market, numbered without gaps in the order given, by one statement: it moves
 * the market's counter (whose row stays locked until the transaction ends, so no two batches
 * share a number) and writes the trades with the numbers it took. The id is formatTradeId's
 * (prefix, number zero-padded to TRADE_ID_DIGITS, wider past that; a test holds the two together).
 * Answered in the order given.
 */
export async function insertNumberedTrades(tx: Db, market: Market, values: NewTrade[]): Promise<(typeof trades.$inferSelect)[]> {
  if (values.length === 0) return [];
  const asJson = rowsAsJson(trades, values);
  if (!asJson) throw new Error('the trades of one insert must name the same columns');
  const number = sql`(counter.before + r.ordinality)`;
  const inserted = await queryRows<Record<string, unknown>>(
    tx,
    sql`WITH counter AS (
      UPDATE trade_counters SET last_number = last_number + ${values.length} WHERE market = ${market}
      RETURNING last_number - ${values.length} AS before)
    INSERT INTO ${trades} (${asJson.columns}, "number", "formatted_id")
    SELECT ${asJson.columns}, ${number},
      ${`${TRADE_ID_PREFIX[market]}-`} || lpad(${number}::text, greatest(${TRADE_ID_DIGITS}::integer, length(${number}::text)), '0')
    FROM counter, json_populate_recordset(NULL::${trades}, ${asJson.json}::json) WITH ORDINALITY AS r
    ORDER BY r.ordinality
    RETURNING *`,
  );
  if (inserted.length !== values.length) throw new Error(`no trade counter for ${market}, or a trade was not written`);
  return insertedRows(trades, inserted).sort((a, b) => a.number - b.number);
}

export async function holidaysOf(tx: Db, state: string): Promise<Set<string>> {
  const rows = await prepared(tx, 'holidays_of_state', (built) =>
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
  // Prepared: every trade's announcement and confirmations ask it; planning cost more than running it.
  return prepared(tx, 'active_users_of_organisations', (built) =>
    built
      .select({ user: users, organisation: organisations })
      .from(users)
      .innerJoin(organisations, eq(organisations.id, users.organisationId))
      .where(and(sql`${users.organisationId} = any(${sql.placeholder('organisationIds')}::integer[])`, eq(users.status, 'active')))
      .prepare('active_users_of_organisations'),
  ).execute({ organisationIds });
}
