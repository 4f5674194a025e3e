/**
 * PostgreSQL: drops 0054's sample of one profile in 256. A one-term search
 * found enough in it only for a prefix held by an eighth of the members
 * (`ma`); every other one paid its round trip before asking the 1/64
 * (docs/decisions/0006, amended 2026-11-30, night). SQLite: nothing.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchSample256Dropped(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") return;
      await sql`DROP INDEX IF EXISTS profiles_search_sample_256_idx`.execute(db);
    },
  };
}
