/**
 * E-mail both ways for the desk (docs/decisions/0035): each organization's sender name and reply address; each
 * atendimento's reply token (the secret part of its reply address, made when its first e-mail goes out, unique across
 * organizations); the files of a message, a resposta's or one that came by e-mail, stored as the comprovantes are.
 */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function crmEmail(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("crm_mail_settings")
        .addColumn("organization_id", uuid, (c) => organization(c).primaryKey())
        .addColumn("sender_name", "text")
        .addColumn("reply_address", "text")
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();

      await db.schema.alterTable("crm_tickets").addColumn("reply_token", "text").execute();
      await db.schema.createIndex("crm_tickets_reply_token_idx").unique().on("crm_tickets").column("reply_token").execute();

      await db.schema
        .createTable("crm_attachments")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("ticket_id", uuid, (c) => c.notNull().references("crm_tickets.id").onDelete("cascade"))
        .addColumn("timeline_id", uuid, (c) => c.notNull().references("crm_timeline.id").onDelete("cascade"))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("content_type", "text", (c) => c.notNull())
        .addColumn("size_bytes", "integer", (c) => c.notNull())
        .addColumn("storage_key", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("crm_attachments_ticket_idx")
        .on("crm_attachments")
        .columns(["organization_id", "ticket_id"])
        .execute();
    },
  };
}
