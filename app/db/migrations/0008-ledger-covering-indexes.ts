/**
 * The ledger's lists answer from their indexes alone (bench/ledger.ts): at a
 * million entries a month holds tens of thousands, and reading each row
 * for its amount made the month's totals, the category filter with text
 * and the vencidos tab take hundreds of milliseconds. Three indexes of
 * 0007 are rebuilt with the columns those statements read, after the ones
 * they search and sort by:
 * - the month's entries: totals (kind, cancelled, amount) and the text filter;
 * - a category's entries in a month: the same, for the category filter;
 * - open entries by kind and due date, in the tabs' order (due date, id),
 *   with the open amount: the vencidos tab and the overview's sums.
 * The partial indexes' own condition columns come last, since SQLite reads
 * an index alone only when it holds every column a statement names.
 */
import { sql, type Kysely } from "kysely";

const LIVE = sql<boolean>`deleted_at is null`;
const OPEN = sql<boolean>`deleted_at is null and cancelled_at is null and settled_cents < amount_cents`;

async function rebuild(db: Kysely<any>, name: string, columns: string[], where: typeof LIVE) {
  await db.schema.dropIndex(name).execute();
  await db.schema.createIndex(name).on("finance_entries").columns(columns).where(where).execute();
}

export function ledgerCoveringIndexes() {
  return {
    async up(db: Kysely<any>) {
      const totals = ["kind", "cancelled_at", "amount_cents", "search_text", "deleted_at"];
      await rebuild(db, "finance_entries_month_idx", ["organization_id", "due_date", "id", ...totals], LIVE);
      await rebuild(db, "finance_entries_category_idx", ["organization_id", "category_id", "due_date", "id", ...totals], LIVE);
      await rebuild(
        db,
        "finance_entries_open_idx",
        ["organization_id", "kind", "due_date", "id", "amount_cents", "settled_cents", "cancelled_at", "deleted_at"],
        OPEN,
      );
    },
  };
}
