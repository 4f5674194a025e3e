/** The business modules' face of the audit log's one writer (db/audit-log.server.ts); called in the change's transaction so every path to that change records it once. */
import type { Kysely, Transaction } from "kysely";
import { appendAuditEvent, type AuditEntry } from "~/db/audit-log.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import type { AuditAction } from "./actions";

export interface AuditRecord extends AuditEntry {
  action: AuditAction;
}

/** Appends `record` as done by `scope.userId` in `scope.organizationId`, at `now`. */
export const recordAudit = (
  database: Kysely<Database> | Transaction<Database>,
  scope: TenantScope,
  record: AuditRecord,
  now = new Date(),
): Promise<void> => appendAuditEvent(database, scope, record, now);
