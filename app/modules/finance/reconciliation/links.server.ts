import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";

/** Links baixa `settlementId` to line `lineId`; `madeByMatch` when the reconciliation made it (undoing reverses it). Throws a unique violation when the baixa is linked already. */
export async function linkSettlement(
  trx: Transaction<Database>,
  scope: TenantScope,
  lineId: string,
  settlementId: string,
  madeByMatch: boolean,
  now: string,
): Promise<void> {
  await trx
    .insertInto("bank_statement_links")
    .values({
      settlement_id: settlementId,
      organization_id: scope.organizationId,
      line_id: lineId,
      made_by_match: madeByMatch ? 1 : 0,
      created_at: now,
    })
    .execute();
}

/** Puts conciliada line `lineId` back to pendente and drops all its links; false (nothing written) when it is not conciliada. */
export async function unlinkLine(trx: Transaction<Database>, scope: TenantScope, lineId: string): Promise<boolean> {
  const done = await trx
    .updateTable("bank_statement_lines")
    .set({ status: "pendente", resolved_by: null, resolved_at: null })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", lineId)
    .where("status", "=", "conciliada")
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return false;
  await trx
    .deleteFrom("bank_statement_links")
    .where("organization_id", "=", scope.organizationId)
    .where("line_id", "=", lineId)
    .execute();
  return true;
}

/**
 * Puts the line linked to baixa `settlementId` back to pendente, all its links dropped: the line's other baixas stay
 * as they are, unlinked, since their sum no longer is the line's. Returns how many lines (0 or 1).
 */
export async function unlinkSettlement(trx: Transaction<Database>, scope: TenantScope, settlementId: string): Promise<number> {
  const link = await trx
    .selectFrom("bank_statement_links")
    .select("line_id")
    .where("organization_id", "=", scope.organizationId)
    .where("settlement_id", "=", settlementId)
    .executeTakeFirst();
  return link && (await unlinkLine(trx, scope, link.line_id)) ? 1 : 0;
}
