/**
 * Recognising a unique-constraint violation from either driver (SQLite
 * `SQLITE_CONSTRAINT_UNIQUE` / `SQLITE_CONSTRAINT_PRIMARYKEY`, PostgreSQL
 * 23505), for writes where two requests can race past a prior check.
 * `column` narrows it to a constraint naming that column.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const { code, message = "", constraint = "" } = (error ?? {}) as { code?: string; message?: string; constraint?: string };
  const unique = code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
  return unique && (!column || message.includes(column) || constraint.includes(column));
}
