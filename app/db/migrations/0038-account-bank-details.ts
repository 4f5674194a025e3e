/** A conta's bank details (COMPE code, agência, conta and dígito), so a statement of another account can be told before it is imported. */
import type { Migration } from "kysely";

export const accountBankDetails: Migration = {
  async up(db) {
    for (const column of ["bank_code", "agency", "account_number", "account_digit"])
      await db.schema.alterTable("finance_accounts").addColumn(column, "text").execute();
  },
};
