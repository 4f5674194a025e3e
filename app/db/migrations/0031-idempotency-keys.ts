import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function idempotencyKeys(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("idempotency_keys")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("key", "text", (c) => c.notNull())
        // No foreign key: an account's deletion must not wait on a day-old replay record.
        .addColumn("user_id", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("created_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("idempotency_keys_pk", ["organization_id", "key"])
        .execute();
      await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
    },
  };
}
