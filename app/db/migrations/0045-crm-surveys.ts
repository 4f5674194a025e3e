/**
 * The satisfaction survey of the desk (docs/decisions/0036): one row per resolution whose contato was sent a link,
 * keyed by the SHA-256 of the link's token (the token itself is never stored), rated once (`answered_at`) before
 * `expires_at`; `agent_id` is who the rating counts for. `crm_survey_settings`: an organization that turned the
 * survey off (no row: on).
 */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function crmSurveys(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("crm_surveys")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("ticket_id", uuid, (c) => c.notNull().references("crm_tickets.id").onDelete("cascade"))
        .addColumn("agent_id", uuid, (c) => c.references("users.id").onDelete("set null"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("expires_at", time, (c) => c.notNull())
        .addColumn("rating", "integer")
        .addColumn("comment", "text")
        .addColumn("answered_at", time)
        .addCheckConstraint("crm_surveys_rating", sql`rating is null or (rating between 1 and 5)`)
        .execute();
      await db.schema.createIndex("crm_surveys_ticket_idx").on("crm_surveys").columns(["ticket_id", "created_at"]).execute();
      await db.schema
        .createIndex("crm_surveys_answered_idx")
        .on("crm_surveys")
        .columns(["organization_id", "answered_at", "agent_id", "rating"])
        .execute();

      await db.schema
        .createTable("crm_survey_settings")
        .addColumn("organization_id", uuid, (c) => organization(c).primaryKey())
        .addColumn("enabled", "integer", (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
    },
  };
}
