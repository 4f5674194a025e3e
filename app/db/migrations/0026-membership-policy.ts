/** `approval` for existing organizations too, so self-registration stops granting access on upgrade. */
import type { Kysely } from "kysely";

export const membershipPolicy = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("organizations")
      .addColumn("membership_policy", "text", (c) => c.notNull().defaultTo("approval"))
      .execute();
    await db.schema.createIndex("memberships_status_idx").on("memberships").columns(["organization_id", "status"]).execute();
  },
};
