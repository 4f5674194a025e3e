/**
 * User search that forgives typos and stays bounded at a million members (docs/decisions/0006).
 * Both: `profile_name_vocabulary(term)`, the folded words of display names that a misspelled term is compared with,
 * added by a trigger when a name is written (words of changed names stay). SQLite splits the name with an FTS5
 * table that holds it only for the trigger's time. PostgreSQL: one search vector replaces the two of 0004,
 * holding every beginning of every word (up to 12 letters) as a lexeme, so a prefix is one posting list instead of
 * a merge of every word it begins, and each whole word marked `word$` for corrections.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchTypos(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") {
        await sql`CREATE TABLE profile_name_vocabulary (term TEXT PRIMARY KEY) WITHOUT ROWID`.execute(db);
        // SQLite cannot split a name in SQL: FTS5 does, on one name at a time, and fts5vocab lists its words.
        await sql`CREATE VIRTUAL TABLE profile_name_tokens USING fts5(
          display_name, content='', tokenize="unicode61 remove_diacritics 2", detail=none
        )`.execute(db);
        await sql`CREATE VIRTUAL TABLE profile_name_token_list USING fts5vocab(profile_name_tokens, row)`.execute(db);
        const addWords = (row: "new" | "old") =>
          sql.raw(`INSERT INTO profile_name_tokens(rowid, display_name) VALUES (${row}.rowid, ${row}.display_name);
          INSERT OR IGNORE INTO profile_name_vocabulary(term) SELECT term FROM profile_name_token_list;
          INSERT INTO profile_name_tokens(profile_name_tokens) VALUES ('delete-all');`);
        await sql`CREATE TRIGGER profiles_name_vocabulary_insert AFTER INSERT ON profiles BEGIN ${addWords("new")} END`.execute(
          db,
        );
        await sql`CREATE TRIGGER profiles_name_vocabulary_update AFTER UPDATE OF display_name ON profiles BEGIN ${addWords("new")} END`.execute(
          db,
        );
        await sql`INSERT INTO profile_name_tokens(rowid, display_name) SELECT rowid, display_name FROM profiles`.execute(db);
        await sql`INSERT OR IGNORE INTO profile_name_vocabulary(term) SELECT term FROM profile_name_token_list`.execute(db);
        await sql`INSERT INTO profile_name_tokens(profile_name_tokens) VALUES ('delete-all')`.execute(db);
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
