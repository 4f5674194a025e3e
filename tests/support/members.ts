/** People for integration tests: a user written directly, a member of the scope's organization unless told otherwise. */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export interface UserFields {
  givenName: string;
  familyName?: string;
  /** A member of `scope`'s organization (default true). */
  member?: boolean;
  /** An account that may sign in (default true). */
  active?: boolean;
  /** Their role in the organization (default administrador). */
  role?: "administrador" | "usuario";
  /** A given id, e.g. a scope's acting person. */
  id?: string;
}

/** Writes a user (and their membership); their id. */
export async function insertUser(scope: TenantScope, fields: UserFields): Promise<string> {
  const id = fields.id ?? randomUUID();
  const now = new Date().toISOString();
  const database = await db();
  await database
    .insertInto("users")
    .values({
      id,
      username: `u-${id.slice(0, 8)}`,
      email: `u-${id.slice(0, 8)}@example.com`,
      given_name: fields.givenName,
      family_name: fields.familyName ?? "Teste",
      phone: null,
      avatar_url: null,
      is_active: fields.active === false ? 0 : 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (fields.member !== false)
    await database
      .insertInto("memberships")
      .values({
        user_id: id,
        organization_id: scope.organizationId,
        role: fields.role ?? "administrador",
        is_primary: 0,
        created_at: now,
      })
      .execute();
  return id;
}
