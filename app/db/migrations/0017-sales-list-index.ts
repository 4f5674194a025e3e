/** The period index also holds status, total and search text, so the list's totals and text filter read the index alone (bench/sales-list.ts). */
import type { Kysely, Migration } from "kysely";

const OLD = ["organization_id", "sale_date", "id"];
const NEW = [...OLD, "status", "total_cents", "search_text"];

async function replace(db: Kysely<any>, columns: string[]) {
  await db.schema.dropIndex("sales_date_idx").execute();
  await db.schema.createIndex("sales_date_idx").on("sales").columns(columns).execute();
}

export const salesListIndex: Migration = {
  up: (db) => replace(db, NEW),
  down: (db) => replace(db, OLD),
};
