/**
 * Rows for the intake's integration tests: an organization of the test's
 * own with a person who is a member of it (api_keys.created_by names a
 * real user), written straight to the test database.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { newScope } from "./ledger-rows";

/** A new, empty organization, its slug, and an administrator of it acting. */
export async function newMemberScope(): Promise<TenantScope & { slug: string }> {
  const { organizationId } = await newScope();
  const userId = randomUUID();
  const now = new Date().toISOString();
  const database = await db();
  await database
    .insertInto("users")
    .values({
      id: userId,
      username: `a-${userId.slice(0, 8)}`,
      email: `a-${userId.slice(0, 8)}@example.com`,
      given_name: "Ana",
      family_name: "Atendimento",
      phone: null,
      avatar_url: null,
      is_active: 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await database
    .insertInto("memberships")
    .values({ user_id: userId, organization_id: organizationId, role: "administrador", is_primary: 0, created_at: now })
    .execute();
  const { slug } = await database
    .selectFrom("organizations")
    .select("slug")
    .where("id", "=", organizationId)
    .executeTakeFirstOrThrow();
  return { organizationId, userId, slug };
}
