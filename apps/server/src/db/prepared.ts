import pg from 'pg';
import type { Db } from './client.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database and run as a named prepared statement (decision 0015): the
 * queries every request makes (session, flags, password token, order references) skip drizzle's
 * query building and PostgreSQL's parsing. Use it with the database, not a transaction: the
 * statement runs on the pool. `name` must be unique to the statement.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}

type PgLike = { query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> };
type PgliteLike = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Raw SQL run as a named prepared statement on the database's own client (a pg pool, or PGlite),
 * for a hot query that drizzle's builder cannot express in one statement. Parameters are $1, $2…
 */
export async function queryPrepared<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: PgLike | PgliteLike }).$client;
  const result = client instanceof pg.Pool ? await client.query({ name, text, values }) : await (client as PgliteLike).query(text, values);
  return result.rows as T[];
}
