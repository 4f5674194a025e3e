/** Spreadsheet imports: the batch a lançamento came from, and each imported line's fingerprint, unique per organization, so a file imported twice writes its lines once. */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function entryImports(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("finance_entry_imports")
        .addColumn("id", uuid, (c) => c.primaryKey())
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("file_name", "text", (c) => c.notNull())
        .addColumn("entry_count", "integer", (c) => c.notNull())
        .addColumn("created_by", uuid, (c) => c.notNull())
        .addColumn("created_at", time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("finance_entry_import_lines")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("fingerprint", "text", (c) => c.notNull())
        .addColumn("import_id", uuid, (c) => c.notNull().references("finance_entry_imports.id").onDelete("cascade"))
        .addColumn("entry_id", uuid, (c) => c.notNull().references("finance_entries.id").onDelete("cascade"))
        .addPrimaryKeyConstraint("finance_entry_import_lines_pk", ["organization_id", "fingerprint"])
        .execute();
      await db.schema
        .createIndex("finance_entry_import_lines_entry_idx")
        .on("finance_entry_import_lines")
        .column("entry_id")
        .unique()
        .execute();
      await db.schema
        .createIndex("finance_entry_import_lines_import_idx")
        .on("finance_entry_import_lines")
        .column("import_id")
        .execute();
    },
  };
}
