/**
 * Writing the audit log: one append-only row per sensitive action, in the
 * caller's transaction when there is one, so the action and its record
 * commit together. Rows are never updated or deleted (the database refuses).
 */
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import type { AuditAction } from "./actions";

export interface AuditRecord {
  action: AuditAction;
  /** "member", "invitation", "finance_entry", "settlement", "sale", "api_key". */
  targetType: string;
  targetId: string | null;
  /** What a person reads for the target: a name, an e-mail, a description (at most 200 characters kept). */
  targetLabel: string;
  /** The change's particulars, stored as JSON. */
  detail?: Record<string, string | number | boolean | null>;
}

/** Appends `record` as done by `scope.userId` in `scope.organizationId`, at `now`. */
export async function recordAudit(
  database: Kysely<Database> | Transaction<Database>,
  scope: TenantScope,
  record: AuditRecord,
  now = new Date(),
): Promise<void> {
  const actor = await database
    .selectFrom("users")
    .select(["given_name", "family_name", "username"])
    .where("id", "=", scope.userId)
    .executeTakeFirst();
  await database
    .insertInto("audit_events")
    .values({
      id: randomUUID(),
      organization_id: scope.organizationId,
      occurred_at: now.toISOString(),
      actor_id: scope.userId,
      actor_name: actor ? `${actor.given_name} ${actor.family_name}`.trim() || actor.username : "—",
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      target_label: record.targetLabel.slice(0, 200),
      detail: record.detail ? JSON.stringify(record.detail) : null,
    })
    .execute();
}

/**
 * Appends `record` now, on its own: for actions done through the auth
 * service (invitations, role and state changes), which may be remote, so
 * there is no transaction to share; written after the service said yes.
 */
export async function recordAdministration(scope: TenantScope, record: AuditRecord): Promise<void> {
  await recordAudit(await db(), scope, record);
}
