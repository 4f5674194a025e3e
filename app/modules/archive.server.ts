import { db } from "~/db/db.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

export type ArchivableTable = "finance_accounts" | "finance_categories" | "finance_cost_centers" | "contacts" | "sales_products";

/** Archives (`archived: true`) or brings back row `id` of `table`. True when done; false when the row is not the organization's. */
export async function setArchived(scope: TenantScope, table: ArchivableTable, id: string, archived: boolean): Promise<boolean> {
  if (!isId(id)) return false;
  const now = new Date().toISOString();
  const result = await (
    await db()
  )
    .updateTable(table)
    .set({ archived_at: archived ? now : null, updated_at: now })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
