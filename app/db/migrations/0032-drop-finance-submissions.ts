/**
 * The ledger's own replay guard goes (docs/decisions/0030): the new
 * lançamento, the new sale and the spreadsheet import are made once by
 * their form's idempotency key in `idempotency_keys` (migration 0031), so
 * `finance_submissions` (migration 0007: a create form's key and the entry
 * it made, its primary key on organization and key) is no longer read or
 * written. Dropping the table drops its primary key, on SQLite and
 * PostgreSQL alike.
 */
import type { Kysely } from "kysely";

export const dropFinanceSubmissions = {
  async up(db: Kysely<any>) {
    await db.schema.dropTable("finance_submissions").execute();
  },
};
