/**
 * Request middleware (spec 4 "Route guard", 6; design.md 3):
 * - `requestState` (root): session, user, current organization and access
 *   for every loader and action below;
 * - `requireMember` (main layout): signed out goes to login with returnUrl;
 *   the user is re-read from userinfo when older than 5 minutes (a 401 ends
 *   the session); a current organization the user does not belong to goes
 *   to `/auth/accessdenied`; a user with no organizations passes;
 * - `requireAdministrator` (back office): a Usuario goes to the CRM.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { accessFor, CRM_HOME } from "./access";
import { requestStateContext, type RequestState } from "./context.server";
import { currentOrganization } from "./current-organization.server";
import { loginPath } from "./return-url";
import { authClientFor } from "./service-clients.server";
import { commitSession, getSession, type WebSession } from "./session.server";
import { readLayout } from "./layout-cookie.server";
import { parseAccessToken } from "./token";

/** Spec 9: user data cache, 300000 ms. */
export const USER_CACHE_MS = 300_000;

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

async function stateFor(request: Request, session: WebSession): Promise<RequestState> {
  const token = session.get("accessToken") ?? null;
  const user = token && parseAccessToken(token) ? (session.get("user") ?? null) : null;
  const organization = await currentOrganization(request, user, session.get("organization"));
  return {
    session,
    user,
    accessToken: user ? token : null,
    organization,
    access: user ? accessFor(user, organization.organizationId) : null,
    layout: await readLayout(request),
  };
}

export const requestState: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(requestStateContext, await stateFor(request, await getSession(request)));
};

export const requireMember: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let state = context.get(requestStateContext);
  if (!state.user || !state.accessToken) throw redirect(loginPath(pathOf(request)));

  const { session } = state;
  const stale = Date.now() - (session.get("userFetchedAt") ?? 0) > USER_CACHE_MS;
  if (stale) {
    session.set("user", await authClientFor(request, state).userinfo());
    session.set("userFetchedAt", Date.now());
    state = await stateFor(request, session);
    context.set(requestStateContext, state);
  }

  if (state.user!.organizations.length > 0 && !state.access?.hasAccess) throw redirect("/auth/accessdenied");

  const response = await next();
  if (stale) response.headers.append("Set-Cookie", await commitSession(session, request));
  return response;
};

export const requireAdministrator: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(requestStateContext).access?.tipoDeAcesso !== "Administrador") throw redirect(CRM_HOME);
};
