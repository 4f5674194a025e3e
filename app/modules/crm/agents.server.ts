import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

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
