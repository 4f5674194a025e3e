/**
 * The lines an import of a bank statement left out, and why
 * (docs/decisions/0018): `rejections` on `bank_statement_imports`, a JSON
 * array of `{ line, reason }` (at most 200 kept; `rejected_count` has them
 * all), for the report the reconciliation page shows after the import.
 */
import type { Migration } from "kysely";

export const statementRejections: Migration = {
  async up(db) {
    await db.schema.alterTable("bank_statement_imports").addColumn("rejections", "text").execute();
  },
};
