/**
 * PostgreSQL: a GIN index of the search vector over one profile in 16 (those whose id ends in `0`), so a one-word
 * search of a common beginning at a million members builds the bitmap of a sixteenth of its posting list
 * (docs/decisions/0006, amended 2026-11-30). The search's predicate repeats this one's text: the planner uses a
 * partial index only for a query that states its predicate. SQLite: nothing (FTS5 stops at the limit by itself).
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchSample(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") return;
      await sql`CREATE INDEX profiles_search_sample_idx ON profiles USING gin (search_vector) WHERE right(id::text, 1) = '0'`.execute(
        db,
      );
    },
  };
}
