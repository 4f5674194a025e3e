/** The CSV column mapping each account remembers from its last CSV import (migration 0042), read and written for the organization only. */
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import type { RememberedMapping } from "./csv-presets";

/** The mapping account `accountId` of the organization remembers; null when it has none, or is not the organization's. */
export async function rememberedMapping(scope: TenantScope, accountId: string): Promise<RememberedMapping | null> {
  if (!isId(accountId)) return null;
  const row = await (
    await db()
  )
    .selectFrom("bank_statement_csv_mappings")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if (!row) return null;
  const keys: unknown = row.header_keys === null ? null : JSON.parse(row.header_keys);
  return {
    mapping: {
      date: row.date_column,
      description: row.description_column,
      amount: row.amount_column,
      credit: row.credit_column,
      debit: row.debit_column,
      nature: row.nature_column,
      header: row.has_header === 1,
    },
    headerKeys: Array.isArray(keys) ? keys.map(String) : null,
  };
}

/** Remembers `remembered` for account `accountId`, in the import's transaction `trx`; the account must be the organization's (the import checked it). */
export async function rememberMapping(
  trx: Transaction<Database> | Kysely<Database>,
  scope: TenantScope,
  accountId: string,
  remembered: RememberedMapping,
): Promise<void> {
  const { mapping, headerKeys } = remembered;
  const values = {
    date_column: mapping.date,
    description_column: mapping.description,
    amount_column: mapping.amount,
    credit_column: mapping.credit,
    debit_column: mapping.debit,
    nature_column: mapping.nature,
    has_header: mapping.header ? (1 as const) : (0 as const),
    header_keys: headerKeys === null ? null : JSON.stringify(headerKeys),
    updated_by: scope.userId,
    updated_at: new Date().toISOString(),
  };
  await trx
    .insertInto("bank_statement_csv_mappings")
    .values({ organization_id: scope.organizationId, account_id: accountId, ...values })
    .onConflict((conflict) => conflict.columns(["organization_id", "account_id"]).doUpdateSet(values))
    .execute();
}
