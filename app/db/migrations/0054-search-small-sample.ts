/**
 * PostgreSQL: a second search sample, a GIN index of the search vector over one profile in 256 (ids ending in `00`),
 * asked before the sixteenth of 0052 (docs/decisions/0006, amended 2026-11-30, evening): the longest posting lists
 * (`ma`, a third of the members) hold enough there, and its count tells whether the sixteenth would. SQLite: nothing.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchSmallSample(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") return;
      await sql`CREATE INDEX profiles_search_small_sample_idx ON profiles USING gin (search_vector)
        WHERE right(id::text, 2) = '00'`.execute(db);
    },
  };
}
