/**
 * The CSV column mapping an account's last successful CSV import used (docs/decisions/0018), so the next month's file
 * of the same bank opens with it chosen: one row per account, the columns 0-based, `header_keys` the compared header
 * row of that file as a JSON array (null for a file without header).
 */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function statementCsvMappings(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("bank_statement_csv_mappings")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("account_id", uuid, (c) => c.notNull().references("finance_accounts.id"))
        .addColumn("date_column", "integer", (c) => c.notNull())
        .addColumn("description_column", "integer", (c) => c.notNull())
        .addColumn("amount_column", "integer")
        .addColumn("credit_column", "integer")
        .addColumn("debit_column", "integer")
        .addColumn("nature_column", "integer")
        .addColumn("has_header", "integer", (c) => c.notNull())
        .addColumn("header_keys", "text")
        .addColumn("updated_by", uuid, (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("bank_statement_csv_mappings_pk", ["organization_id", "account_id"])
        .execute();
    },
  };
}
