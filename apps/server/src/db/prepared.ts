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
