/**
 * The vencimento list's indexes (0008) hold `settled_cents` again: the filtered totals sum the open amounts too
 * (a receber, a pagar), and without it SQLite left the index for the table at every matching entry. At a million
 * entries the totals of a category's month with a text filter went from 12 to 5.4 ms (docs/benchmarks.md, ledger).
 */
import { sql, type Kysely, type Migration } from "kysely";

const INDEXES: Array<[name: string, columns: string[]]> = [
  [
    "finance_entries_month_idx",
    ["organization_id", "due_date", "id", "kind", "amount_cents", "settled_cents", "cancelled_at", "search_text", "deleted_at"],
  ],
  [
    "finance_entries_category_idx",
    [
      "organization_id",
      "category_id",
      "due_date",
      "id",
      "kind",
      "amount_cents",
      "settled_cents",
      "cancelled_at",
      "search_text",
      "deleted_at",
    ],
  ],
];

export const ledgerListIndexesOpenAmounts: Migration = {
  async up(db: Kysely<any>) {
    for (const [name, columns] of INDEXES) {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on("finance_entries").columns(columns).where(sql.ref("deleted_at"), "is", null).execute();
    }
  },
};
