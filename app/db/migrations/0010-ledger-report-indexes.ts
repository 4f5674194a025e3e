/**
 * The indexes the finance reports read (docs/decisions/0017), checked with
 * EXPLAIN QUERY PLAN on SQLite and EXPLAIN on PostgreSQL; without them both
 * read every baixa of every organization, or every entry of the
 * organization, to sum a year:
 * - the baixas not reversed of an organization by date (the fluxo de
 *   caixa's realizado and the DRE in regime de caixa), holding the account
 *   and the amounts, so the year's range is read from the index and only
 *   the entry (its kind, direction and category) is looked up;
 * - the live entries of an organization by data de competência (the DRE in
 *   regime de competência), holding what the sum needs, so SQLite reads the
 *   index alone.
 */
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
