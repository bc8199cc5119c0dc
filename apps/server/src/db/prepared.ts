import pg from 'pg';
import type { Db } from './client.ts';

type Statement = { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
type DrizzleInternals = { dialect: object; session: { client: unknown } };

const statementsByDialect = new WeakMap<object, Map<string, Statement>>();

/**
 * A query built once, with placeholders, and run as a named prepared statement on whichever
 * database or transaction is given (decisions 0015, 0024): the queries every request makes
 * (session, flags, password token) and the matching transaction's hot reads skip drizzle's query
 * building (~0.15 ms of CPU for a wide select with joins), and PostgreSQL parses a named statement
 * once per connection and may keep its plan.
 *
 * drizzle binds a prepared query to the connection it was built on; the same query runs on
 * another transaction (or on the pool) through an object that inherits everything but the
 * connection (drizzle internals: `dialect`, `session.client`; a test checks it on both drivers).
 * Built per drizzle instance (its dialect, shared by its transactions), since a pg and a PGlite
 * query differ. `build` must give the same SQL every time for a given `name`, which must be unique
 * to the statement; `execute` sends at once.
 */
export function prepared<T extends Statement>(db: Db, name: string, build: (db: Db) => T): T {
  const { dialect, session } = db as unknown as DrizzleInternals;
  let statements = statementsByDialect.get(dialect);
  if (!statements) {
    statements = new Map();
    statementsByDialect.set(dialect, statements);
  }
  const statement = statements.get(name) as T | undefined;
  if (!statement) {
    const built = build(db);
    statements.set(name, built);
    return built;
  }
  return Object.create(statement, { client: { value: session.client } }) as T;
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
