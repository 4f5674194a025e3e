/** People for integration tests: a user written directly, a member of the scope's organization unless told otherwise. */
import type { TenantScope } from "~/modules/tenant-scope";
import { createUser } from "./factories";

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

/** Writes a user (and their membership, not primary); their id. */
export async function insertUser(scope: TenantScope, fields: UserFields): Promise<string> {
  const { id } = await createUser({
    id: fields.id,
    givenName: fields.givenName,
    familyName: fields.familyName,
    active: fields.active,
    memberships: fields.member === false ? [] : [{ organizationId: scope.organizationId, role: fields.role ?? "administrador" }],
  });
  return id;
}
