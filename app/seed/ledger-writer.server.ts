/** Chunked multi-row inserts keep a statement's parameters under both databases' limits (SQLite 32 766, PostgreSQL 65 535). */
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { updateMonthTotals } from "~/modules/finance/month-totals.server";
import type { LedgerBatch } from "./ledger-book";

const MAX_PARAMETERS = 30_000;

/** In foreign key order. */
const TABLES = [
  ["accounts", "finance_accounts"],
  ["contacts", "contacts"],
  ["costCenters", "finance_cost_centers"],
  ["series", "finance_series"],
  ["entries", "finance_entries"],
  ["settlements", "finance_settlements"],
  ["events", "finance_entry_events"],
  ["accountDays", "finance_account_days"],
] as const satisfies ReadonlyArray<readonly [keyof LedgerBatch, keyof Database]>;

/** Inserts `batch` (rows of any organizations) with `db` (the database or a transaction); throws what the driver throws. */
export async function writeBatch(db: Kysely<Database>, batch: LedgerBatch): Promise<void> {
  for (const [key, table] of TABLES) {
    const rows: object[] = batch[key];
    if (rows.length === 0) continue;
    const size = Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length);
    for (let start = 0; start < rows.length; start += size) {
      await db
        .insertInto(table)
        .values(rows.slice(start, start + size) as never)
        .execute();
    }
  }
  await updateMonthTotals(db, { after: batch.entries });
}
