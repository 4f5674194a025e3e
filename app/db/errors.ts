/** True for a unique-constraint violation from either driver (PostgreSQL 23505); `column` narrows it to a constraint naming that column. */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const { code, message = "", constraint = "" } = (error ?? {}) as { code?: string; message?: string; constraint?: string };
  const unique = code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
  return unique && (!column || message.includes(column) || constraint.includes(column));
}

/** The SQLite database stayed locked past the wait budget; nothing was written. `retryAfterSeconds` (whole, at least 1) is the 503's Retry-After. */
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

/** True for a foreign-key violation from either driver (PostgreSQL 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}
