import type { Db } from './client.ts';

type Statement = { execute(placeholders?: Record<string, unknown>): Promise<unknown> };
type DrizzleInternals = { dialect: object; session: { client: unknown } };

const statementsByDialect = new WeakMap<object, Map<string, Statement>>();

/**
 * A hot query of the matching transaction built once, with placeholders, and run as a named
 * prepared statement on whichever transaction (or database) is given (decision 0024): drizzle's
 * building of a wide select with joins cost ~0.15 ms of CPU per statement, and PostgreSQL parses
 * a named statement once per connection and may keep its plan.
 *
 * drizzle binds a prepared query to the connection it was built on; the same query runs on
 * another transaction through an object that inherits everything but the connection. Built per
 * drizzle instance (its dialect, shared by its transactions), since a pg and a PGlite query
 * differ. `build` must give the same SQL every time for a given `name`; `execute` sends at once.
 */
export function preparedIn<T extends Statement>(tx: Db, name: string, build: (tx: Db) => T): T {
  const { dialect, session } = tx as unknown as DrizzleInternals;
  let statements = statementsByDialect.get(dialect);
  if (!statements) {
    statements = new Map();
    statementsByDialect.set(dialect, statements);
  }
  const statement = statements.get(name) as T | undefined;
  if (!statement) {
    const built = build(tx);
    statements.set(name, built);
    return built;
  }
  return Object.create(statement, { client: { value: session.client } }) as T;
}
