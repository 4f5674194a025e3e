/** The audit log as the administration tests read it: an organization's events, oldest first. */
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export async function auditEventsOf(scope: Pick<TenantScope, "organizationId">) {
  const rows = await (
    await db()
  )
    .selectFrom("audit_events")
    .select(["action", "target_type", "target_id", "target_label", "detail", "actor_id"])
    .where("organization_id", "=", scope.organizationId)
    .orderBy("occurred_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ ...row, detail: row.detail ? (JSON.parse(row.detail) as unknown) : null }));
}
