import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function profiles(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("profiles")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("user_id", uuid, (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
        .addColumn("username", "text", (c) => c.notNull().unique())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("bio", "text")
        .addColumn("location", "text")
        .addColumn("website", "text")
        .addColumn("avatar_url", "text")
        .addColumn("preferences", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();
    },
  };
}
