/**
 * SQLite: `profiles.active_member_of`, as 0053 gives PostgreSQL: the organizations where the profile's user is an
 * active member with an active, unblocked account, as ` id id ` (each id between spaces), so the search keeps a
 * candidate by the row it reads anyway. The membership and account lookups it replaces were about 3 of a two-word
 * search's 6 ms at a million members (docs/decisions/0006, amended 2026-11-30, night). Triggers keep it on every write
 * of profiles, memberships and the account's state; the full-text trigger now follows only the columns it indexes, so
 * a membership change does not rewrite the profile's entry. PostgreSQL: nothing.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

/** The ` id id ` of `user` (a column reference), '' when none. */
const stateOf = (user: string) =>
  sql.raw(`coalesce((SELECT ' ' || group_concat(organization_id, ' ') || ' ' FROM (
    SELECT m.organization_id FROM memberships m
      JOIN users u ON u.id = m.user_id AND u.is_active = 1 AND u.blocked_at IS NULL
      WHERE m.user_id = ${user} AND m.status = 'active' ORDER BY m.organization_id)), '')`);

export function searchMembershipStateSqlite(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") return;
      await sql`ALTER TABLE profiles ADD COLUMN active_member_of text NOT NULL DEFAULT ''`.execute(db);
      await sql`CREATE TRIGGER profiles_active_member_of AFTER INSERT ON profiles BEGIN
          UPDATE profiles SET active_member_of = ${stateOf("new.user_id")} WHERE rowid = new.rowid;
        END`.execute(db);
      await sql`CREATE TRIGGER profiles_active_member_of_user AFTER UPDATE OF user_id ON profiles BEGIN
          UPDATE profiles SET active_member_of = ${stateOf("new.user_id")} WHERE rowid = new.rowid;
        END`.execute(db);
      const refresh = (users: string) =>
        sql`UPDATE profiles SET active_member_of = ${stateOf("profiles.user_id")} WHERE user_id IN (${sql.raw(users)});`;
      await sql`CREATE TRIGGER memberships_active_member_of_insert AFTER INSERT ON memberships BEGIN
          ${refresh("new.user_id")} END`.execute(db);
      await sql`CREATE TRIGGER memberships_active_member_of_delete AFTER DELETE ON memberships BEGIN
          ${refresh("old.user_id")} END`.execute(db);
      await sql`CREATE TRIGGER memberships_active_member_of_update AFTER UPDATE OF user_id, organization_id, status
        ON memberships BEGIN ${refresh("old.user_id, new.user_id")} END`.execute(db);
      await sql`CREATE TRIGGER users_active_member_of AFTER UPDATE OF is_active, blocked_at ON users
        WHEN old.is_active IS NOT new.is_active OR old.blocked_at IS NOT new.blocked_at
        BEGIN ${refresh("new.id")} END`.execute(db);

      await sql`DROP TRIGGER profiles_search_update`.execute(db);
      await sql`CREATE TRIGGER profiles_search_update AFTER UPDATE OF display_name, username, bio, location ON profiles BEGIN
          INSERT INTO profile_search(profile_search, rowid, display_name, username, bio, location)
            VALUES ('delete', old.rowid, old.display_name, old.username, old.bio, old.location);
          INSERT INTO profile_search(rowid, display_name, username, bio, location)
            VALUES (new.rowid, new.display_name, new.username, new.bio, new.location);
        END`.execute(db);

      await sql`UPDATE profiles SET active_member_of = ${stateOf("profiles.user_id")}`.execute(db);
      await sql`DROP INDEX users_search_state_idx`.execute(db);
    },
  };
}
