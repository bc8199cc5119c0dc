/** True when a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === '23505')
      return constraint === undefined || current.constraint === constraint || String(current).includes(constraint);
  }
  return false;
}

/**
 * The PostgreSQL error code of a database error (possibly wrapped by drizzle), or undefined for
 * any other error.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/**
 * Errors that mean the input was bad, not the server: a data exception (class 22: a value out of
 * its column's range, text PostgreSQL cannot store, a malformed date) or a reference to a row that
 * does not exist (23503). The shared schemas and services should refuse such input first; the
 * error handler turns what slips through into a 400 as a last line (decision 0053).
 */
export function isBadInputDatabaseError(error: unknown): boolean {
  const code = databaseErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code === '23503');
}
