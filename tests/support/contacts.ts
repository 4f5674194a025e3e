/** Contatos for integration tests, written directly (a cliente unless told otherwise). */
import { randomUUID } from "node:crypto";
import { fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

/** Writes a contato of the scope's organization named `name`; its id. */
export async function insertContact(
  scope: TenantScope,
  name: string,
  fields: { email?: string | null; createdAt?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const now = fields.createdAt ?? new Date().toISOString();
  await (
    await db()
  )
    .insertInto("contacts")
    .values({
      id,
      organization_id: scope.organizationId,
      name,
      sort_name: fold(name),
      is_customer: 1,
      is_supplier: 0,
      document: null,
      email: fields.email ?? null,
      phone: null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
