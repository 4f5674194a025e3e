/** A cartão de crédito's closing and due days (1–31), so each purchase falls into its fatura by date (docs/decisions/0034). */
import type { Migration } from "kysely";

export const creditCardDays: Migration = {
  async up(db) {
    for (const column of ["closing_day", "due_day"])
      await db.schema.alterTable("finance_accounts").addColumn(column, "integer").execute();
  },
};
