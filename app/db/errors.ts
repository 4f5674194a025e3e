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

/**
 * The SQLite database stayed locked by another connection (another process)
 * for the whole wait budget, or a statement inside a started transaction met
 * the lock. Nothing was written. `retryAfterSeconds` (whole seconds, at least
 * 1) is what the app sends as Retry-After with its 503.
 */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, options?: { cause?: unknown }) {
    super("The database is locked by another connection; try again later.", options);
    this.name = "DatabaseBusyError";
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** The DatabaseBusyError that is `error` or sits in its `cause` chain, else undefined. */
export function findDatabaseBusyError(error: unknown): DatabaseBusyError | undefined {
  for (let current = error, depth = 0; current && depth < 10; depth++) {
    if (current instanceof DatabaseBusyError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A foreign-key violation from either driver (SQLite
 * `SQLITE_CONSTRAINT_FOREIGNKEY`, PostgreSQL 23503): a row deleted while
 * another still names it, when a prior check raced with that other write.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
