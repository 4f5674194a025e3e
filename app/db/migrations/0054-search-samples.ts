/**
 * PostgreSQL: more search samples beside the sixteenth of 0052, GIN indexes of the search vector over one profile in
 * 256, in 64 and in 4 (by the last hex digits of the id, which is random), so each search that asks the samples finds
 * one holding between one and four times what it needs (docs/decisions/0006, amended 2026-11-30, evening): `ma`, a
 * third of the members, holds enough in the smallest; `jose dos sa` in the quarter. SQLite: nothing.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchSamples(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") return;
      await sql`CREATE INDEX profiles_search_sample_256_idx ON profiles USING gin (search_vector)
        WHERE right(id::text, 2) = '00'`.execute(db);
      await sql`CREATE INDEX profiles_search_sample_64_idx ON profiles USING gin (search_vector)
        WHERE right(id::text, 2) IN ('00', '01', '02', '03')`.execute(db);
      await sql`CREATE INDEX profiles_search_sample_4_idx ON profiles USING gin (search_vector)
        WHERE right(id::text, 1) IN ('0', '1', '2', '3')`.execute(db);
    },
  };
}
