/**
 * Gapless numbers per organization and series (PR propostas, PV pedidos).
 * The counter row is taken and raised inside the caller's transaction: on
 * PostgreSQL its row lock makes concurrent savers wait for each other; on
 * SQLite the write lock of BEGIN IMMEDIATE does. A transaction that rolls
 * back gives its number back, so numbers have no gaps.
 */
import { sql, type Transaction } from "kysely";
import type { Database, DocumentSeries } from "~/db/schema";

/** The next number of `series` in `organizationId` (1 for the first), taken in `trx`. */
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
