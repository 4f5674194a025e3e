/**
 * PostgreSQL: `profiles.active_member_of`, the organizations where the profile's user is an active member with an
 * active, unblocked account, so the search keeps a candidate by the row it reads anyway instead of two index lookups
 * per candidate, half of its candidate query at a million members (docs/decisions/0006, amended 2026-11-30). Triggers
 * keep it on every write of profiles, memberships and the account's state. The function is VOLATILE so that it reads
 * with a fresh snapshot: of two changes to one person's memberships at once, the second recomputes after the first
 * commits. The covering indexes of 0049 served only the lookups this replaces. SQLite: nothing (its joins by rowid
 * cost little beside FTS5).
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

export function searchMembershipState(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "sqlite") return;
      await sql`ALTER TABLE profiles ADD COLUMN active_member_of uuid[] NOT NULL DEFAULT '{}'`.execute(db);
      await sql`CREATE FUNCTION active_member_of(member uuid) RETURNS uuid[] LANGUAGE sql VOLATILE AS $$
        SELECT coalesce(array_agg(m.organization_id ORDER BY m.organization_id), '{}') FROM memberships m
          JOIN users u ON u.id = m.user_id AND u.is_active = 1 AND u.blocked_at IS NULL
          WHERE m.user_id = member AND m.status = 'active' $$`.execute(db);

      await sql`CREATE FUNCTION profiles_set_active_member_of() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          NEW.active_member_of := active_member_of(NEW.user_id);
          RETURN NEW;
        END $$`.execute(db);
      await sql`CREATE TRIGGER profiles_active_member_of BEFORE INSERT OR UPDATE OF user_id ON profiles
        FOR EACH ROW EXECUTE FUNCTION profiles_set_active_member_of()`.execute(db);

      await sql`CREATE FUNCTION memberships_refresh_active_member_of() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          UPDATE profiles SET active_member_of = active_member_of(user_id)
            WHERE user_id IN (OLD.user_id, NEW.user_id) AND active_member_of IS DISTINCT FROM active_member_of(user_id);
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER memberships_active_member_of AFTER INSERT OR DELETE OR UPDATE OF user_id, organization_id, status
        ON memberships FOR EACH ROW EXECUTE FUNCTION memberships_refresh_active_member_of()`.execute(db);

      await sql`CREATE FUNCTION users_refresh_active_member_of() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
          UPDATE profiles SET active_member_of = active_member_of(user_id)
            WHERE user_id = NEW.id AND active_member_of IS DISTINCT FROM active_member_of(user_id);
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER users_active_member_of AFTER UPDATE OF is_active, blocked_at ON users FOR EACH ROW
        WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.blocked_at IS DISTINCT FROM NEW.blocked_at)
        EXECUTE FUNCTION users_refresh_active_member_of()`.execute(db);

      await sql`UPDATE profiles p SET active_member_of = state.organizations FROM (
          SELECT m.user_id, array_agg(m.organization_id ORDER BY m.organization_id) AS organizations FROM memberships m
            JOIN users u ON u.id = m.user_id AND u.is_active = 1 AND u.blocked_at IS NULL
            WHERE m.status = 'active' GROUP BY m.user_id
        ) AS state WHERE state.user_id = p.user_id`.execute(db);
      await sql`DROP INDEX memberships_search_state_idx`.execute(db);
      await sql`DROP INDEX users_search_state_idx`.execute(db);
    },
  };
}
