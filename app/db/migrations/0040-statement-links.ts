/**
 * A statement line linked to any number of baixas (docs/decisions/0019): `bank_statement_links`, one row per baixa (its
 * primary key, so a baixa is linked to one line at most), replaces the line's single `settlement_id`. `made_by_match`
 * tells a baixa the reconciliation made (undoing it reverses the baixa) from one that existed (undoing only unlinks);
 * the links there were become rows with 0, as undoing them only unlinked. SQLite cannot drop a column named in a CHECK,
 * so there the lines' table is rebuilt without it.
 */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

const STATUS = sql`status in ('pendente', 'conciliada', 'ignorada')`;

export function statementLinks(dialect: Dialect) {
  const { uuid, time, cents } = columnTypes(dialect);
  const organization = (c: any) => c.notNull().references("organizations.id").onDelete("cascade");

  const createLinks = (db: Kysely<any>, linesTable: string) =>
    db.schema
      .createTable("bank_statement_links")
      .addColumn("settlement_id", uuid, (c) => c.primaryKey().references("finance_settlements.id"))
      .addColumn("organization_id", uuid, organization)
      .addColumn("line_id", uuid, (c) => c.notNull().references(`${linesTable}.id`))
      .addColumn("made_by_match", "integer", (c) => c.notNull())
      .addColumn("created_at", time, (c) => c.notNull())
      .execute();
  const copyLinks = (db: Kysely<any>) =>
    sql`insert into bank_statement_links (settlement_id, organization_id, line_id, made_by_match, created_at)
      select settlement_id, organization_id, id, 0, coalesce(resolved_at, created_at)
      from bank_statement_lines where settlement_id is not null`.execute(db);

  return {
    async up(db: Kysely<any>) {
      if (dialect === "postgres") {
        await createLinks(db, "bank_statement_lines");
        await copyLinks(db);
        // Takes the status CHECK and the unique index on the column with it.
        await db.schema.alterTable("bank_statement_lines").dropColumn("settlement_id").execute();
        await db.schema.alterTable("bank_statement_lines").addCheckConstraint("bank_statement_lines_status", STATUS).execute();
      } else {
        const columns = sql.raw(
          "id, organization_id, account_id, import_id, posted_on, amount_cents, description, fit_id, dedupe_key, status, resolved_by, resolved_at, created_at",
        );
        await db.schema
          .createTable("bank_statement_lines_next")
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
          .addColumn("resolved_by", uuid)
          .addColumn("resolved_at", time)
          .addColumn("created_at", time, (c) => c.notNull())
          .addCheckConstraint("bank_statement_lines_amount", sql`amount_cents <> 0`)
          .addCheckConstraint("bank_statement_lines_status", STATUS)
          .execute();
        await sql`insert into bank_statement_lines_next (${columns}) select ${columns} from bank_statement_lines`.execute(db);
        // Pointing at the new table, which the rename below carries along.
        await createLinks(db, "bank_statement_lines_next");
        await copyLinks(db);
        await db.schema.dropTable("bank_statement_lines").execute();
        await db.schema.alterTable("bank_statement_lines_next").renameTo("bank_statement_lines").execute();
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
      }
      await db.schema
        .createIndex("bank_statement_links_line_idx")
        .on("bank_statement_links")
        .columns(["organization_id", "line_id"])
        .execute();
    },
  };
}
