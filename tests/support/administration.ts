/** Requests to the administration endpoints of the auth service and the people they act on, for contract tests. */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { MembershipStatus } from "~/db/schema";
import { handleAuthRequest } from "~/services/auth/handle.server";
import { hashPassword } from "~/services/auth/password.server";
import { accessTokenFor, ORIGIN } from "./auth-requests";

export const TEST_PASSWORD = "Convite@Teste-2026";

/** The id of the organization with this slug. */
export async function organizationId(slug: string): Promise<string> {
  const row = await (await db()).selectFrom("organizations").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return row.id;
}

export interface Caller {
  token: string;
  tenant: string;
}

/** The Bearer token of a demo account and the id of its organization. */
export async function callerFor(username: string, slug: string): Promise<Caller> {
  return { token: await accessTokenFor(username), tenant: await organizationId(slug) };
}

/** A request to the service as a remote client sends it: JSON body, Bearer token and X-TenantId when given. */
export function serviceRequest(
  method: string,
  path: string,
  options: { caller?: Caller | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.caller) {
    headers.Authorization = `Bearer ${options.caller.token}`;
    headers["X-TenantId"] = options.caller.tenant;
  }
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  return handleAuthRequest(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }),
  );
}

/** `{ status, error, message, data }` of an answer. */
export async function answer(response: Response) {
  const body = (await response.json()) as { error?: string; Data?: Record<string, any> };
  return { status: response.status, error: body.error, message: body.Data?.Message as string | undefined, data: body.Data };
}

export interface TestMember {
  id: string;
  username: string;
  email: string;
}

/**
 * A new account (password TEST_PASSWORD) with a membership in each
 * organization named, the first primary; `prefix` names it.
 */
export async function createMember(
  prefix: string,
  memberships: Array<{ slug: string; role?: string; status?: MembershipStatus }>,
): Promise<TestMember> {
  const id = randomUUID();
  const suffix = id.slice(0, 8);
  const username = `${prefix}-${suffix}`;
  const email = `${prefix}-${suffix}@example.com`;
  const now = new Date().toISOString();
  const database = await db();
  await database
    .insertInto("users")
    .values({
      id,
      username,
      email,
      given_name: "Pessoa",
      family_name: `Teste ${suffix}`,
      phone: null,
      avatar_url: null,
      is_active: 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [position, membership] of memberships.entries()) {
    await database
      .insertInto("memberships")
      .values({
        user_id: id,
        organization_id: await organizationId(membership.slug),
        role: membership.role ?? "Usuario",
        status: membership.status ?? "active",
        is_primary: position === 0 ? 1 : 0,
        created_at: now,
      })
      .execute();
  }
  await database
    .insertInto("password_credentials")
    .values({ user_id: id, password_hash: await hashPassword(TEST_PASSWORD), updated_at: now })
    .execute();
  return { id, username, email };
}

/** A fresh organization (no member yet); its slug and id. */
export async function createOrganization(prefix: string): Promise<{ slug: string; id: string }> {
  const id = randomUUID();
  const slug = `${prefix}-${id.slice(0, 8)}`;
  await (
    await db()
  )
    .insertInto("organizations")
    .values({ id, slug, display_name: `Organização ${slug}`, created_at: new Date().toISOString() })
    .execute();
  return { slug, id };
}
