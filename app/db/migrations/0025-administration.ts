/** The audit log is append-only: triggers refuse UPDATE and DELETE on both dialects (docs/decisions/0026). */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function administration(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("memberships")
        .addColumn("status", "text", (c) => c.notNull().defaultTo("active"))
        .execute();
      await db.schema.alterTable("memberships").addColumn("status_changed_at", time).execute();

      await db.schema
        .createTable("invitations")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("invited_by", uuid, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("last_sent_at", time, (c) => c.notNull())
        .addColumn("expires_at", time, (c) => c.notNull())
        .addColumn("accepted_at", time)
        .addColumn("accepted_by", uuid, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("revoked_at", time)
        .execute();
      await sql`CREATE UNIQUE INDEX invitations_pending_idx ON invitations (organization_id, email)
        WHERE accepted_at IS NULL AND revoked_at IS NULL`.execute(db);
      await db.schema
        .createIndex("invitations_organization_idx")
        .on("invitations")
        .columns(["organization_id", "created_at"])
        .execute();

      await db.schema
        .createTable("audit_events")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id"))
        .addColumn("occurred_at", time, (c) => c.notNull())
        // No foreign keys to users: a deleted account must not rewrite (or block) its history.
        .addColumn("actor_id", uuid)
        .addColumn("actor_name", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("target_type", "text", (c) => c.notNull())
        .addColumn("target_id", "text")
        .addColumn("target_label", "text", (c) => c.notNull())
        .addColumn("detail", "text")
        .execute();
      for (const [name, columns] of [
        ["audit_events_page_idx", ["organization_id", "occurred_at", "id"]],
        ["audit_events_actor_idx", ["organization_id", "actor_id", "occurred_at", "id"]],
        ["audit_events_action_idx", ["organization_id", "action", "occurred_at", "id"]],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on("audit_events")
          .columns([...columns])
          .execute();
      }

      if (dialect === "postgres") {
        await sql`CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'audit_events is append-only'; END $$`.execute(db);
        await sql`CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
          FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);
      } else {
        for (const event of ["UPDATE", "DELETE"]) {
          await sql
            .raw(
              `CREATE TRIGGER audit_events_no_${event.toLowerCase()} BEFORE ${event} ON audit_events
               BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END`,
            )
            .execute(db);
        }
      }
    },
  };
}
