/**
 * The choices of the desk's forms: agents (the organization's members with
 * an active user, whom an atendimento may be assigned to) and contatos.
 */
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

/** A member who may take atendimentos: user id and full name. */
export interface Agent {
  id: string;
  name: string;
}

/** The organization's active members, by name. */
export async function listAgents(scope: Pick<TenantScope, "organizationId">): Promise<Agent[]> {
  const rows = await (
    await db()
  )
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.given_name", "u.family_name"])
    .where("m.organization_id", "=", scope.organizationId)
    .where("u.is_active", "=", 1)
    .orderBy("u.given_name")
    .orderBy("u.family_name")
    .execute();
  return rows.map((row) => ({ id: row.id, name: `${row.given_name} ${row.family_name}`.trim() }));
}

/** The organization's active contatos a new atendimento may name, by name (at most 2 000). */
export async function contactChoices(scope: Pick<TenantScope, "organizationId">) {
  return (await db())
    .selectFrom("contacts")
    .select(["id", "name", "email"])
    .where("organization_id", "=", scope.organizationId)
    .where("archived_at", "is", null)
    .orderBy("sort_name")
    .limit(2000)
    .execute();
}
