/** Sort key of a display name (case and accents folded), compared byte by byte: SQLite has no pt-BR collation and PostgreSQL's differ by platform. */
import { sql, type Kysely } from "kysely";
import { fold } from "~/config/text-rules";
import type { Dialect } from "../dialect";

export function profileSortName(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("profiles")
        .addColumn("sort_name", dialect === "postgres" ? sql`text collate "C"` : "text", (c) => c.notNull().defaultTo(""))
        .execute();
      const rows: Array<{ id: string; display_name: string }> = await db
        .selectFrom("profiles")
        .select(["id", "display_name"])
        .execute();
      for (const row of rows) {
        await db
          .updateTable("profiles")
          .set({ sort_name: fold(row.display_name) })
          .where("id", "=", row.id)
          .execute();
      }
      await db.schema.createIndex("profiles_sort_name_idx").on("profiles").columns(["sort_name", "username"]).execute();
    },
  };
}
