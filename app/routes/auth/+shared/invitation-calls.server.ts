/**
 * How an invitation link (/auth/convite/:token) is spent: a new account signed in, or the signed-in person's acceptance.
 * After acceptance the session's user is read again so the new membership counts at once.
 */
import { createAuthClient } from "~/clients/auth-client.server";
import { accessFor, landingPathFor } from "~/web/access";
import type { RequestState } from "~/web/context.server";
import { listOrganizations } from "~/web/organizations.server";
import { commitSession } from "~/web/session.server";
import { attempt, type CallResult } from "./account-calls.server";
import { signInNewAccount, type Landing } from "./new-account-sign-in.server";

export interface NewAccountDetails {
  username: string;
  givenName: string;
  familyName: string;
  password: string;
}

const organizationIdOf = async (slug: string) => (await listOrganizations()).find((o) => o.slug === slug)?.id ?? null;

/** Creates the invited account and signs it in; resolves with the landing, or the service's refusal (400, 409, 404/410). */
export async function createInvitedAccount(
  request: Request,
  state: RequestState,
  clientAddress: string,
  { token, details }: { token: string; details: NewAccountDetails },
): Promise<CallResult<Landing>> {
  const created = await attempt(() => createAuthClient({ clientAddress }).acceptInvitationWithNewAccount({ token, ...details }));
  if (!created.ok) return created;
  return { ok: true, value: await signInNewAccount(request, state, clientAddress, details) };
}

/** Accepts the invitation for the signed-in person (403 other e-mail, 404/410 link) and makes its organization current. */
export async function acceptAsMember(
  request: Request,
  state: RequestState,
  clientAddress: string,
  token: string,
): Promise<CallResult<Landing>> {
  const { session, accessToken, user } = state;
  if (!accessToken || !user) return { ok: false, status: 401 };
  const accepted = await attempt(() => createAuthClient({ token: accessToken, clientAddress }).acceptInvitation(token));
  if (!accepted.ok) return accepted;
  const slug = accepted.value.organization;
  const organizationId = await organizationIdOf(slug);
  const refreshed = await createAuthClient({ token: accessToken, tenantId: organizationId, clientAddress }).userinfo();
  session.set("user", refreshed);
  session.set("userFetchedAt", Date.now());
  session.set("organization", slug);
  const headers = new Headers({ "Set-Cookie": await commitSession(session, request) });
  return { ok: true, value: { redirectTo: landingPathFor(accessFor(refreshed, organizationId)), headers } };
}
