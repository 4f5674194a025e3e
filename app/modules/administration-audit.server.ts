/**
 * The audit record of an administration action done through the auth
 * service (invite, resend, revoke, role and state changes, removal,
 * password reset, unlock): written after the service answered success.
 * The service may be remote, so there is no transaction to share with it.
 */
import { db } from "~/db/db.server";
import type { AuditRecord } from "~/modules/audit/record.server";
import { recordAudit } from "~/modules/audit/record.server";
import type { TenantScope } from "~/modules/tenant-scope";

/** Appends `record` as done by `scope.userId` in `scope.organizationId`, now. */
export async function recordAdministration(scope: TenantScope, record: AuditRecord): Promise<void> {
  await recordAudit(await db(), scope, record);
}
