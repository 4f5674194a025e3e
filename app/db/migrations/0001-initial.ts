import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function initial(dialect: Dialect) {
  const { uuid, time, serial, autoIncrement } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("organizations")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("slug", "text", (c) => c.notNull().unique())
        .addColumn("display_name", "text", (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("users")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("username", "text", (c) => c.notNull().unique())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("given_name", "text", (c) => c.notNull())
        .addColumn("family_name", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("avatar_url", "text")
        .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("blocked_at", time)
        .addColumn("last_login", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("memberships")
        .addColumn("user_id", uuid, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("is_primary", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("memberships_pk", ["user_id", "organization_id"])
        .execute();
      await db.schema.createIndex("memberships_organization_idx").on("memberships").column("organization_id").execute();

      await db.schema
        .createTable("password_credentials")
        .addColumn("user_id", uuid, (c) => c.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("password_hash", "text", (c) => c.notNull())
        .addColumn("failed_attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("locked_until", time)
        .addColumn("updated_at", time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable("issued_tokens")
        .addColumn("jti", uuid, (c) => c.primaryKey())
        .addColumn("user_id", uuid, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("client_id", "text", (c) => c.notNull())
        .addColumn("organization_id", uuid, (c) => c.references("organizations.id"))
        .addColumn("issued_at", time, (c) => c.notNull())
        .addColumn("expires_at", time, (c) => c.notNull())
        .addColumn("revoked_at", time)
        .execute();
      await db.schema.createIndex("issued_tokens_user_idx").on("issued_tokens").column("user_id").execute();

      await db.schema
        .createTable("login_attempts")
        .addColumn("id", serial, (c) => (autoIncrement ? c.primaryKey().autoIncrement() : c.primaryKey()))
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("client_address", "text", (c) => c.notNull())
        .addColumn("attempted_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("login_attempts_lookup_idx")
        .on("login_attempts")
        .columns(["identifier", "client_address", "attempted_at"])
        .execute();
    },
  };
}
