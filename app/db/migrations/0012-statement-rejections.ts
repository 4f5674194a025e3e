import type { Migration } from "kysely";

export const statementRejections: Migration = {
  async up(db) {
    await db.schema.alterTable("bank_statement_imports").addColumn("rejections", "text").execute();
  },
};
