import { sql, type Transaction } from "kysely";
import type { Database, DocumentSeries } from "~/db/schema";

/**
 * The next number of `series` in `organizationId` (1 for the first), raised in `trx`: concurrent savers wait on the
 * counter row's lock (PostgreSQL row lock, SQLite BEGIN IMMEDIATE) and a rollback gives it back, so numbers have no gaps.
 */
export async function nextDocumentNumber(
  trx: Transaction<Database>,
  organizationId: string,
  series: DocumentSeries,
): Promise<number> {
  const row = await trx
    .insertInto("document_numbers")
    .values({ organization_id: organizationId, series, last_number: 1 })
    .onConflict((conflict) =>
      conflict.columns(["organization_id", "series"]).doUpdateSet({ last_number: sql<number>`document_numbers.last_number + 1` }),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}
