import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function crm(dialect: Dialect) {
  const { uuid, time, serial, autoIncrement } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  const ticket = (c: any) => c.notNull().references("crm_tickets.id").onDelete("cascade");
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("sales_document_numbers").renameTo("document_numbers").execute();

      await db.schema
        .createTable("crm_tickets")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("number", "integer", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("contact_id", uuid, (c) => c.notNull().references("contacts.id"))
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("priority", "text", (c) => c.notNull())
        .addColumn("assignee_id", uuid, (c) => c.references("users.id"))
        .addColumn("snoozed_until", time)
        .addColumn("first_response_due_at", time)
        .addColumn("resolution_due_at", time)
        .addColumn("sla_due_at", time)
        .addColumn("first_responded_at", time)
        .addColumn("resolved_at", time)
        .addColumn("last_activity_at", time, (c) => c.notNull())
        .addColumn("search_text", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_by", uuid, (c) => c.references("users.id"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("crm_tickets_number_idx")
        .on("crm_tickets")
        .columns(["organization_id", "number"])
        .unique()
        .execute();
      for (const [name, columns] of [
        ["crm_tickets_activity_idx", ["organization_id", "last_activity_at"]],
        ["crm_tickets_status_idx", ["organization_id", "status", "last_activity_at"]],
        ["crm_tickets_assignee_idx", ["organization_id", "assignee_id", "status", "last_activity_at"]],
        ["crm_tickets_sla_idx", ["organization_id", "sla_due_at"]],
        ["crm_tickets_contact_idx", ["organization_id", "contact_id", "created_at"]],
        ["crm_tickets_snoozed_idx", ["status", "snoozed_until"]],
      ] as const)
        await db.schema
          .createIndex(name)
          .on("crm_tickets")
          .columns([...columns])
          .execute();

      await db.schema
        .createTable("crm_ticket_labels")
        .addColumn("organization_id", uuid, organization)
        .addColumn("ticket_id", uuid, ticket)
        .addColumn("label", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("crm_ticket_labels_pk", ["ticket_id", "label"])
        .execute();
      await db.schema
        .createIndex("crm_ticket_labels_label_idx")
        .on("crm_ticket_labels")
        .columns(["organization_id", "label", "ticket_id"])
        .execute();

      await db.schema
        .createTable("crm_timeline")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("ticket_id", uuid, ticket)
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("author_id", uuid, (c) => c.references("users.id"))
        .addColumn("body", "text")
        .addColumn("detail", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("crm_timeline_ticket_idx").on("crm_timeline").columns(["ticket_id", "created_at"]).execute();

      await db.schema
        .createTable("crm_ticket_reads")
        .addColumn("organization_id", uuid, organization)
        .addColumn("ticket_id", uuid, ticket)
        .addColumn("user_id", uuid, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("read_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("crm_ticket_reads_pk", ["ticket_id", "user_id"])
        .execute();

      await db.schema
        .createTable("crm_canned_replies")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("crm_canned_replies_code_idx")
        .on("crm_canned_replies")
        .columns(["organization_id", "code"])
        .unique()
        .execute();

      await db.schema
        .createTable("crm_sla_policies")
        .addColumn("organization_id", uuid, organization)
        .addColumn("priority", "text", (c) => c.notNull())
        .addColumn("first_response_minutes", "integer")
        .addColumn("resolution_minutes", "integer")
        .addColumn("business_hours", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("crm_sla_policies_pk", ["organization_id", "priority"])
        .addCheckConstraint(
          "crm_sla_policies_minutes",
          sql`(first_response_minutes is null or first_response_minutes > 0) and (resolution_minutes is null or resolution_minutes > 0)`,
        )
        .execute();

      await db.schema
        .createTable("api_keys")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("prefix", "text", (c) => c.notNull().unique())
        .addColumn("secret_hash", "text", (c) => c.notNull())
        .addColumn("created_by", uuid, (c) => c.notNull().references("users.id"))
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("last_used_at", time)
        .addColumn("revoked_at", time)
        .execute();
      await db.schema
        .createIndex("api_keys_organization_idx")
        .on("api_keys")
        .columns(["organization_id", "created_at"])
        .execute();

      await db.schema
        .createTable("live_events")
        .addColumn("id", serial, (c) => (autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn("organization_id", uuid, organization)
        .addColumn("topic", "text", (c) => c.notNull())
        .addColumn("audience_user_id", uuid)
        .addColumn("payload", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("live_events_organization_idx").on("live_events").columns(["organization_id", "id"]).execute();
      await db.schema.createIndex("live_events_created_idx").on("live_events").columns(["created_at"]).execute();
    },
  };
}
