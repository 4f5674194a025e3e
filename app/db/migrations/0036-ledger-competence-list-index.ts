/**
 * The lançamentos list by competência (`base=competencia`): its month's or range's page and totals read this index
 * alone, as the vencimento list reads finance_entries_month_idx (0008); it holds the order's `due_date, id`, the
 * category a budget's or the DRE's drill-down filters by, and what the totals (open amounts included) and the text
 * search read.
 */
import { sql, type Migration } from "kysely";

export const ledgerCompetenceListIndex: Migration = {
  async up(db) {
    await db.schema
      .createIndex("finance_entries_competence_list_idx")
      .on("finance_entries")
      .columns([
        "organization_id",
        "competence_date",
        "due_date",
        "id",
        "kind",
        "category_id",
        "amount_cents",
        "settled_cents",
        "cancelled_at",
        "search_text",
        "deleted_at",
      ])
      .where(sql.ref("deleted_at"), "is", null)
      .execute();
  },
};
