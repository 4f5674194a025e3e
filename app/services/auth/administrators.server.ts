import { sql, type Kysely, type Transaction } from "kysely";
import { isAdministratorRole } from "~/config/roles";
import type { Dialect } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { errorResponse } from "../shared/responses.server";
import { authenticateTenantCaller, type Caller } from "./caller.server";

/** The caller when an Administrator (or Admin) of the tenant of `X-TenantId`; otherwise the 401/400/403 Response. */
export async function administratorCaller(request: Request): Promise<Caller | Response> {
  const caller = await authenticateTenantCaller(request);
  if (caller instanceof Response) return caller;
  if (!isAdministratorRole(caller.tenant.role)) {
    return errorResponse(403, "access_denied", "Apenas administradores da organização podem gerenciar membros.");
  }
  return caller;
}

/** Holds the organization's row until `trx` ends, so two membership writes of one organization run one after the other and each sees the other's result (SQLite runs one write transaction at a time already). */
export async function lockOrganization(trx: Transaction<Database>, dialect: Dialect, organizationId: string): Promise<void> {
  if (dialect === "postgres") await sql`SELECT id FROM organizations WHERE id = ${organizationId} FOR UPDATE`.execute(trx);
}

/** Active memberships with an administrator role whose account may sign in. */
export async function countActiveAdministrators(db: Kysely<Database>, organizationId: string): Promise<number> {
  const rows = await db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("m.role")
    .where("m.organization_id", "=", organizationId)
    .where("m.status", "=", "active")
    .where("u.is_active", "=", 1)
    .where("u.blocked_at", "is", null)
    .execute();
  return rows.filter((row) => isAdministratorRole(row.role)).length;
}
