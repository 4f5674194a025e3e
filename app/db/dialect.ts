/** Which SQL engine a Kysely instance talks to. */
export type Dialect = "sqlite" | "postgres";

/** Column types that differ between the dialects (docs/decisions/0002); calendar dates are `YYYY-MM-DD` text on both. */
export function columnTypes(dialect: Dialect) {
  const pg = dialect === "postgres";
  return {
    uuid: pg ? "uuid" : "text",
    time: pg ? "timestamptz" : "text",
    serial: pg ? "bigserial" : "integer",
    /** Integer centavos: sums of many entries outgrow PostgreSQL's 32-bit integer. */
    cents: pg ? "bigint" : "integer",
    autoIncrement: !pg,
  } as const;
}
