/**
 * Two reads of the reconciliation page. The baixas of a few entries, read with the organization's scope ("Buscar
 * lançamento"): without statistics SQLite took an index that leads with `organization_id` alone (every baixa of the
 * organization) over the entry index; the first index holds both, in the order they are read (by entry, then date).
 * The baixas of an account whose cash is one of a page's line amounts: the account's day index (0037) made every baixa
 * of the days the page spans be read from the table to sum its cash; the second index holds the cash's parts, so only
 * the baixas of the right amount are read.
 */
import type { Migration } from "kysely";

export const settlementEntryIndex: Migration = {
  async up(db) {
    await db.schema
      .createIndex("finance_settlements_organization_entry_idx")
      .on("finance_settlements")
      .columns(["organization_id", "entry_id", "settled_on"])
      .execute();
    await db.schema
      .createIndex("finance_settlements_account_cash_idx")
      .on("finance_settlements")
      .columns([
        "organization_id",
        "account_id",
        "settled_on",
        "amount_cents",
        "interest_cents",
        "fine_cents",
        "discount_cents",
        "reversed_at",
      ])
      .execute();
  },
};
