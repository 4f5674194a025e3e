import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function verificationCodes(dialect: Dialect) {
  const { uuid, time, serial, autoIncrement } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("verification_codes")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("organization_id", uuid, (c) => c.references("organizations.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("ticket_hash", "text")
        .addColumn("confirmed_at", time)
        .addColumn("consumed_at", time)
        .addColumn("expires_at", time, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("verification_codes_lookup_idx")
        .on("verification_codes")
        .columns(["purpose", "email", "created_at"])
        .execute();

      await db.schema
        .createTable("password_reset_requests")
        .addColumn("id", serial, (c) => (autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("requested_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("password_reset_requests_email_idx")
        .on("password_reset_requests")
        .columns(["email", "requested_at"])
        .execute();
    },
  };
}
