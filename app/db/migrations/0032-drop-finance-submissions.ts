import type { Kysely } from "kysely";

export const dropFinanceSubmissions = {
  async up(db: Kysely<any>) {
    await db.schema.dropTable("finance_submissions").execute();
  },
};
