/**
 * How an invitation link (/auth/convite/:token) is spent: a new account signed in, or the signed-in person's acceptance.
 * After acceptance the session's user is read again so the new membership counts at once.
 */
import { href } from "react-router";
import { createAuthClient } from "~/clients/auth-client.server";
import { accessFor, landingPathFor } from "~/web/access";
import type { RequestState } from "~/web/context.server";
import { listOrganizations } from "~/web/organizations.server";
import { commitSession } from "~/web/session.server";
import { signIn, type LoginSchema } from "~/web/sign-in.server";
import { attempt, type CallResult } from "./account-calls.server";

export interface NewAccountDetails {
  username: string;
  givenName: string;
  familyName: string;
  password: string;
}

/** Where to go and the cookies to set once the link is spent. */
export interface Landing {
  redirectTo: string;
  headers: Headers;
}

const organizationIdOf = async (slug: string) => (await listOrganizations()).find((o) => o.slug === slug)?.id ?? null;

function loginRequest(request: Request, details: NewAccountDetails): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  const form = new FormData();
  form.set("username", details.username);
  form.set("password", details.password);
  return new Request(request.url, { method: "POST", headers, body: form });
}

/** Creates the invited account and signs it in; resolves with the landing, or the service's refusal (400, 409, 404/410). */
export async function createInvitedAccount(
  request: Request,
  state: RequestState,
  clientAddress: string,
  { token, details, loginSchema }: { token: string; details: NewAccountDetails; loginSchema: LoginSchema },
): Promise<CallResult<Landing>> {
  const created = await attempt(() => createAuthClient({ clientAddress }).acceptInvitationWithNewAccount({ token, ...details }));
  if (!created.ok) return created;
  const outcome = await signIn(loginRequest(request, details), state, clientAddress, loginSchema);
  // The account exists either way; a refused sign-in leaves the person on the login page with their user name.
  if (outcome.status !== "signed-in")
    return { ok: true, value: { redirectTo: `${href("/auth/login")}?status=registered`, headers: new Headers() } };
  return { ok: true, value: { redirectTo: outcome.redirectTo, headers: outcome.headers } };
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
