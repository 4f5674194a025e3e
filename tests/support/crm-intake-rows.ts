/**
 * Rows for the intake's integration tests: an organization of the test's
 * own with a person who is a member of it (api_keys.created_by names a
 * real user), written straight to the test database.
 */
import type { TenantScope } from "~/modules/tenant-scope";
import { createOrganization, createUser } from "./factories";

/** A new, empty organization, its slug, and an administrator of it acting. */
export async function newMemberScope(): Promise<TenantScope & { slug: string }> {
  const { id: organizationId, slug } = await createOrganization();
  const { id: userId } = await createUser({
    givenName: "Ana",
    familyName: "Atendimento",
    memberships: [{ organizationId, role: "administrador" }],
  });
  return { organizationId, userId, slug };
}
