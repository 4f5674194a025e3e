/** Prefix indexes of 2 to 6 characters: user names such as maria.silva87 make many distinct tokens, and a prefix index reads one list instead of merging thousands. */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function userSearch(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") {
        await sql`CREATE VIRTUAL TABLE profile_search USING fts5(
          display_name, username, bio, location,
          content='profiles', content_rowid='rowid',
          tokenize="unicode61 remove_diacritics 2", prefix='2 3 4 5 6'
        )`.execute(db);
        const columns = sql.raw("display_name, username, bio, location");
        const values = (row: "new" | "old") => sql.raw(`${row}.display_name, ${row}.username, ${row}.bio, ${row}.location`);
        await sql`CREATE TRIGGER profiles_search_insert AFTER INSERT ON profiles BEGIN
          INSERT INTO profile_search(rowid, ${columns}) VALUES (new.rowid, ${values("new")});
        END`.execute(db);
        await sql`CREATE TRIGGER profiles_search_delete AFTER DELETE ON profiles BEGIN
          INSERT INTO profile_search(profile_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${values("old")});
        END`.execute(db);
        await sql`CREATE TRIGGER profiles_search_update AFTER UPDATE ON profiles BEGIN
          INSERT INTO profile_search(profile_search, rowid, ${columns}) VALUES ('delete', old.rowid, ${values("old")});
          INSERT INTO profile_search(rowid, ${columns}) VALUES (new.rowid, ${values("new")});
        END`.execute(db);
        await sql`INSERT INTO profile_search(profile_search) VALUES ('rebuild')`.execute(db);
        // Lets the search check a candidate's account state from the index alone.
        await sql`CREATE INDEX users_search_state_idx ON users (id, is_active, blocked_at)`.execute(db);
        return;
      }
      await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
      // unaccent() is only STABLE; generated columns need an IMMUTABLE function.
      await sql`CREATE OR REPLACE FUNCTION search_unaccent(text) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$`.execute(db);
      await sql`ALTER TABLE profiles ADD COLUMN names_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('simple', search_unaccent(lower(display_name || ' ' || translate(username, '._', '  '))))
      ) STORED`.execute(db);
      await sql`ALTER TABLE profiles ADD COLUMN other_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('simple', search_unaccent(lower(coalesce(bio, '') || ' ' || coalesce(location, ''))))
      ) STORED`.execute(db);
      await sql`CREATE INDEX profiles_names_vector_idx ON profiles USING gin (names_vector)`.execute(db);
      await sql`CREATE INDEX profiles_all_vector_idx ON profiles USING gin ((names_vector || other_vector))`.execute(db);
    },
  };
}
