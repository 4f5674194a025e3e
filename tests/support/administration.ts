/** Requests to the administration endpoints of the auth service and the people they act on, for contract tests. */
import { randomUUID } from "node:crypto";
import type { MembershipStatus } from "~/db/schema";
import { handleAuthRequest } from "~/services/auth/handle.server";
import { accessTokenFor, ORIGIN } from "./auth-requests";
import { createUser, organizationIdOf, type TestUser } from "./factories";

export const TEST_PASSWORD = "Convite@Teste-2026";

export interface Caller {
  token: string;
  tenant: string;
}

/** The Bearer token of a demo account and the id of its organization. */
export async function callerFor(username: string, slug: string): Promise<Caller> {
  return { token: await accessTokenFor(username), tenant: await organizationIdOf(slug) };
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

/**
 * A new account (password TEST_PASSWORD) with a membership in each demo
 * organization named (role default "Usuario"), the first primary; `prefix`
 * names it.
 */
export async function createMember(
  prefix: string,
  memberships: Array<{ slug: string; role?: string; status?: MembershipStatus }>,
): Promise<TestUser> {
  const id = randomUUID();
  const suffix = id.slice(0, 8);
  return createUser({
    id,
    username: `${prefix}-${suffix}`,
    familyName: `Teste ${suffix}`,
    password: TEST_PASSWORD,
    memberships: await Promise.all(
      memberships.map(async ({ slug, role, status }, position) => ({
        organizationId: await organizationIdOf(slug),
        role,
        status,
        primary: position === 0,
      })),
    ),
  });
}
