/** A line's `dedupe_key` (FITID, else date, amount, memo and rank) makes a file imported twice add nothing (docs/decisions/0018). */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function bankStatements(dialect: Dialect) {
  const { uuid, time, cents } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("bank_statement_imports")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("account_id", uuid, (c) => c.notNull().references("finance_accounts.id"))
        .addColumn("format", "text", (c) => c.notNull())
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("first_date", "text")
        .addColumn("last_date", "text")
        .addColumn("bank_balance_cents", cents)
        .addColumn("bank_balance_on", "text")
        .addColumn("new_count", "integer", (c) => c.notNull())
        .addColumn("duplicate_count", "integer", (c) => c.notNull())
        .addColumn("rejected_count", "integer", (c) => c.notNull())
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("bank_statement_imports_account_idx")
        .on("bank_statement_imports")
        .columns(["organization_id", "account_id", "created_at"])
        .execute();

      await db.schema
        .createTable("bank_statement_lines")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, organization)
        .addColumn("account_id", uuid, (c) => c.notNull().references("finance_accounts.id"))
        .addColumn("import_id", uuid, (c) => c.notNull().references("bank_statement_imports.id"))
        .addColumn("posted_on", "text", (c) => c.notNull())
        .addColumn("amount_cents", cents, (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("fit_id", "text")
        .addColumn("dedupe_key", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull().defaultTo("pendente"))
        .addColumn("settlement_id", uuid, (c) => c.references("finance_settlements.id"))
        .addColumn("resolved_by", uuid)
        .addColumn("resolved_at", time)
        .addColumn("created_at", time, (c) => c.notNull())
        .addCheckConstraint("bank_statement_lines_amount", sql`amount_cents <> 0`)
        .addCheckConstraint(
          "bank_statement_lines_status",
          sql`(status = 'pendente' and settlement_id is null) or (status = 'conciliada' and settlement_id is not null) or (status = 'ignorada' and settlement_id is null)`,
        )
        .execute();
      await db.schema
        .createIndex("bank_statement_lines_key_idx")
        .on("bank_statement_lines")
        .columns(["organization_id", "account_id", "dedupe_key"])
        .unique()
        .execute();
      await db.schema
        .createIndex("bank_statement_lines_status_idx")
        .on("bank_statement_lines")
        .columns(["organization_id", "account_id", "status", "posted_on"])
        .execute();
      await db.schema
        .createIndex("bank_statement_lines_settlement_idx")
        .on("bank_statement_lines")
        .column("settlement_id")
        .unique()
        .where(sql.ref("settlement_id"), "is not", null)
        .execute();
    },
  };
}
