/**
 * The ledger's list indexes, measured at a million entries (EXPLAIN QUERY
 * PLAN on SQLite, EXPLAIN on PostgreSQL):
 * - the month and category indexes also hold the kind, amount,
 *   cancellation and search text the filtered totals and the text filter
 *   read (and `deleted_at`, so SQLite reads the index alone): a month's
 *   totals read about 40 000 index entries instead of as many table rows,
 *   about ten times faster on SQLite; the open index holds the open amount
 *   the vencidos tab and the overview sum;
 * - every index a list filters by ends with `id`, the list's last order
 *   term, so a filtered page (the vencidos tab, a category) is read in order
 *   from its own index. Without it, once the month index covered the order,
 *   both databases walked the whole organization by due date to find 50
 *   open entries (seconds instead of a millisecond).
 * They replace 0007's indexes of the same names, which they extend.
 */
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
