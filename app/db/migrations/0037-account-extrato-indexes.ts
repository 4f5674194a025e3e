/**
 * An account's extrato reads its own settlements by day, in the order they were recorded: by their baixa date and,
 * for the estornos, by theirs. The cash indexes (0033) lead with the day for the whole organization, so a month of
 * one account read every account's month and sorted it; these lead with the account and hold the extrato's order.
 */
import { sql, type Migration } from "kysely";

export const accountExtratoIndexes: Migration = {
  async up(db) {
    await db.schema
      .createIndex("finance_settlements_account_day_idx")
      .on("finance_settlements")
      .columns(["organization_id", "account_id", "settled_on", "created_at", "id", "reversed_on"])
      .execute();
    await db.schema
      .createIndex("finance_settlements_account_reversal_idx")
      .on("finance_settlements")
      .columns(["organization_id", "account_id", "reversed_on", "reversed_at", "id", "settled_on"])
      .where(sql.ref("reversed_on"), "is not", null)
      .execute();
  },
};
