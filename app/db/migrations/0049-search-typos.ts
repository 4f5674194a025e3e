/**
 * User search that forgives typos and stays bounded at a million members (docs/decisions/0006).
 * Both: `profile_name_vocabulary(term)`, the folded words of display names that a misspelled term is compared with.
 * SQLite: an FTS5 index of display names alone (rowids only) keeps it, through fts5vocab, in the same transaction.
 * PostgreSQL: a trigger adds the words of new names to a table; and one search vector replaces the two of 0004,
 * holding every beginning of every word (up to 12 letters) as a lexeme, so a prefix is one posting list instead of
 * a merge of every word it begins, and each whole word marked `word$` for corrections.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchTypos(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") {
        await sql`CREATE VIRTUAL TABLE profile_name_words USING fts5(
          display_name, content='profiles', content_rowid='rowid',
          tokenize="unicode61 remove_diacritics 2", detail=none, columnsize=0
        )`.execute(db);
        await sql`CREATE TRIGGER profiles_name_words_insert AFTER INSERT ON profiles BEGIN
          INSERT INTO profile_name_words(rowid, display_name) VALUES (new.rowid, new.display_name);
        END`.execute(db);
        await sql`CREATE TRIGGER profiles_name_words_delete AFTER DELETE ON profiles BEGIN
          INSERT INTO profile_name_words(profile_name_words, rowid, display_name) VALUES ('delete', old.rowid, old.display_name);
        END`.execute(db);
        await sql`CREATE TRIGGER profiles_name_words_update AFTER UPDATE OF display_name ON profiles BEGIN
          INSERT INTO profile_name_words(profile_name_words, rowid, display_name) VALUES ('delete', old.rowid, old.display_name);
          INSERT INTO profile_name_words(rowid, display_name) VALUES (new.rowid, new.display_name);
        END`.execute(db);
        await sql`INSERT INTO profile_name_words(profile_name_words) VALUES ('rebuild')`.execute(db);
        await sql`CREATE VIRTUAL TABLE profile_name_vocabulary USING fts5vocab(profile_name_words, row)`.execute(db);
        return;
      }
      await sql`CREATE OR REPLACE FUNCTION search_lexemes(text) RETURNS tsvector
        LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
        AS $$ SELECT array_to_tsvector(coalesce(array_agg(DISTINCT lexeme), '{}')) FROM (
          SELECT left(word.lexeme, n) AS lexeme
            FROM unnest(to_tsvector('simple', $1)) AS word, generate_series(1, least(length(word.lexeme), 12)) AS n
          UNION ALL SELECT word.lexeme || '$' FROM unnest(to_tsvector('simple', $1)) AS word
        ) AS lexemes $$`.execute(db);
      await sql`DROP INDEX profiles_names_vector_idx`.execute(db);
      await sql`DROP INDEX profiles_all_vector_idx`.execute(db);
      // Dropped before the new column is added: its table rewrite then leaves their space behind.
      await sql`ALTER TABLE profiles DROP COLUMN names_vector, DROP COLUMN other_vector`.execute(db);
      await sql`ALTER TABLE profiles ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (search_lexemes(search_unaccent(lower(
        display_name || ' ' || translate(username, '._', '  ') || ' ' || coalesce(bio, '') || ' ' || coalesce(location, '')
      )))) STORED`.execute(db);
      await sql`CREATE INDEX profiles_search_vector_idx ON profiles USING gin (search_vector)`.execute(db);
      // Lets the search check a candidate's membership and account state from indexes alone.
      await sql`CREATE INDEX memberships_search_state_idx ON memberships (user_id, organization_id) INCLUDE (status)`.execute(db);
      await sql`CREATE INDEX users_search_state_idx ON users (id) INCLUDE (is_active, blocked_at)`.execute(db);

      await sql`CREATE TABLE profile_name_vocabulary (term text COLLATE "C" PRIMARY KEY)`.execute(db);
      // In term order, so two transactions adding the same new words wait for each other instead of deadlocking.
      await sql`CREATE FUNCTION profile_name_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          INSERT INTO profile_name_vocabulary (term)
            SELECT DISTINCT word.lexeme FROM new_rows, unnest(to_tsvector('simple', search_unaccent(lower(new_rows.display_name)))) AS word
            ORDER BY 1 ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`.execute(db);
      for (const event of ["INSERT", "UPDATE"]) {
        await sql`CREATE TRIGGER ${sql.raw(`profiles_name_vocabulary_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON profiles
          REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_name_vocabulary_add()`.execute(db);
      }
      await sql`INSERT INTO profile_name_vocabulary (term)
        SELECT DISTINCT word.lexeme FROM profiles, unnest(to_tsvector('simple', search_unaccent(lower(profiles.display_name)))) AS word
        ON CONFLICT DO NOTHING`.execute(db);
    },
  };
}
