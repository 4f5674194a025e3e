/**
 * Who may join an organization (docs/decisions/0026-administration.md, "Membership policy"):
 * each organization's `membership_policy` (`invitation`, `approval` or
 * `open`), `approval` for every organization, existing ones included, so
 * that self-registration stops granting access on upgrade. A registration
 * under `approval` is a membership with status `pending` until an
 * administrator approves (`active`) or refuses (`refused`) it; the status
 * column is text, so those states need no change of their own. The
 * pending requests of an organization are listed by its administrators,
 * hence the index.
 */
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
