/** Indexes the finance reports read (docs/decisions/0017); without them a year's sum reads every baixa or entry of the organization. */
import { sql, type Migration } from "kysely";

export const ledgerReportIndexes: Migration = {
  async up(db) {
    await db.schema
      .createIndex("finance_settlements_report_idx")
      .on("finance_settlements")
      .columns([
        "organization_id",
        "settled_on",
        "account_id",
        "entry_id",
        "amount_cents",
        "interest_cents",
        "fine_cents",
        "discount_cents",
      ])
      .where(sql.ref("reversed_at"), "is", null)
      .execute();
    await db.schema
      .createIndex("finance_entries_competence_idx")
      .on("finance_entries")
      .columns(["organization_id", "competence_date", "kind", "category_id", "amount_cents", "cancelled_at", "deleted_at"])
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
  },
};
