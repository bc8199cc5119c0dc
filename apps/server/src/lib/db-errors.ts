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
