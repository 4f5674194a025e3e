/** The list indexes hold what the filtered totals read (so SQLite reads the index alone) and end with `id`, the last order term, so a filtered page is read in order. */
import { sql, type Kysely, type Migration } from "kysely";

const live = sql<boolean>`deleted_at is null`;
const open = sql<boolean>`deleted_at is null and cancelled_at is null and settled_cents < amount_cents`;

const INDEXES: Array<[name: string, columns: string[], where: typeof live]> = [
  [
    "finance_entries_month_idx",
    ["organization_id", "due_date", "id", "kind", "amount_cents", "cancelled_at", "search_text", "deleted_at"],
    live,
  ],
  [
    "finance_entries_category_idx",
    ["organization_id", "category_id", "due_date", "id", "kind", "amount_cents", "cancelled_at", "search_text", "deleted_at"],
    live,
  ],
  ["finance_entries_account_idx", ["organization_id", "account_id", "due_date", "id"], live],
  ["finance_entries_contact_idx", ["organization_id", "contact_id", "due_date", "id"], live],
  [
    "finance_entries_open_idx",
    ["organization_id", "kind", "due_date", "id", "amount_cents", "settled_cents", "cancelled_at", "deleted_at"],
    open,
  ],
];

export const ledgerListIndexes: Migration = {
  async up(db: Kysely<any>) {
    for (const [name, columns, where] of INDEXES) {
      await db.schema.dropIndex(name).execute();
      await db.schema.createIndex(name).on("finance_entries").columns(columns).where(where).execute();
    }
  },
};
