/** The fechamento: one row per organization that has closed its books, through `closed_through` (inclusive). */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function financePeriodLock(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("finance_period_locks")
        .addColumn("organization_id", uuid, (c) => c.primaryKey().references("organizations.id").onDelete("cascade"))
        .addColumn("closed_through", "text", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("set_by", uuid, (c) => c.notNull())
        .addColumn("set_at", time, (c) => c.notNull())
        .execute();
    },
  };
}
