import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function rateEvents(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("rate_events")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("bucket", "text", (c) => c.notNull())
        // Byte order on PostgreSQL too (SQLite's default), so a key prefix is an index range.
        .addColumn("key", dialect === "postgres" ? sql`text collate "C"` : "text", (c) => c.notNull())
        .addColumn("occurred_at", time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rate_events_lookup_idx").on("rate_events").columns(["bucket", "key", "occurred_at"]).execute();
      await db.schema.createIndex("rate_events_time_idx").on("rate_events").column("occurred_at").execute();

      await db.schema.dropTable("login_attempts").execute();
      await db.schema.dropTable("password_reset_requests").execute();
      // SQLite drops one column per statement.
      await db.schema.alterTable("password_credentials").dropColumn("failed_attempts").execute();
      await db.schema.alterTable("password_credentials").dropColumn("locked_until").execute();
    },
  };
}
