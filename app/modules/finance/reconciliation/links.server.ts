import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";

/** Puts the organization's lines linked to baixa `settlementId` back to pendente; returns how many. */
export async function unlinkSettlement(trx: Transaction<Database>, scope: TenantScope, settlementId: string): Promise<number> {
  const done = await trx
    .updateTable("bank_statement_lines")
    .set({ status: "pendente", settlement_id: null, resolved_by: null, resolved_at: null })
    .where("organization_id", "=", scope.organizationId)
    .where("settlement_id", "=", settlementId)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}
