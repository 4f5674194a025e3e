/**
 * Cobrança, second part (docs/decisions/0038): the Pix charges of receivables (one per entry, a public token and a
 * txid each, unique across organizations), the reminder steps sent for each (its primary key makes a step go out once
 * even with several workers), and a contato's opt-out of reminders.
 */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function charges(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("finance_charges")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("entry_id", uuid, (c) => c.notNull().references("finance_entries.id"))
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("txid", "text", (c) => c.notNull().unique())
        .addColumn("pix_kind", "text", (c) => c.notNull())
        .addColumn("pix_key", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .addColumn("sent_at", time, (c) => c.notNull())
        .addColumn("send_count", "integer", (c) => c.notNull())
        .addColumn("cancelled_at", time)
        .addUniqueConstraint("finance_charges_entry", ["organization_id", "entry_id"])
        .execute();

      await db.schema
        .createTable("finance_charge_reminders")
        .addColumn("charge_id", uuid, (c) => c.notNull().references("finance_charges.id").onDelete("cascade"))
        .addColumn("offset_days", "integer", (c) => c.notNull())
        .addColumn("organization_id", uuid, organization)
        .addColumn("sent_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("finance_charge_reminders_pk", ["charge_id", "offset_days"])
        .execute();

      await db.schema.alterTable("contacts").addColumn("reminders_opted_out_at", time).execute();
    },
  };
}
