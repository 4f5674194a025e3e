/** Which SQL engine a Kysely instance talks to. */
export type Dialect = "sqlite" | "postgres";

/**
 * Column types that differ between the dialects (docs/decisions/0002):
 * uuid and timestamptz on PostgreSQL, text on SQLite; an auto-increment key.
 */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === "postgres";
  return {
    uuid: pg ? "uuid" : "text",
    time: pg ? "timestamptz" : "text",
    serial: pg ? "bigserial" : "integer",
    /** Adds AUTOINCREMENT on SQLite (bigserial needs nothing). */
    autoIncrement: !pg,
  } as const;
}
