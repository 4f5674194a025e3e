/** The token is introspected on every request, so a revoked one stops at the next (spec 4, 6); service paths skip this. */
import { redirect, type MiddlewareFunction } from "react-router";
import { createAuthClient } from "~/clients/auth-client.server";
import { accessFor, CRM_HOME } from "./access";
import { requestStateContext, type RequestState } from "./context.server";
import { deniedPath, chooseOrganization, readOrganizationAddress, type OrganizationAddress } from "./current-organization.server";
import { readLayout } from "./layout-cookie.server";
import { limitsOf } from "./request-limits.server";
import { withOrganization } from "./organization";
import { LANDING_PATH } from "./public-pages";
import { loginPath } from "./return-url";
import { authClientFor } from "./service-clients.server";
import { commitSession, destroySession, getSession, sessionCookieName, type WebSession } from "./session.server";
import { parseAccessToken } from "./token";

/** Spec 9: user data cache, 300000 ms. */
export const USER_CACHE_MS = 300_000;

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

function signedOutPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname === "/" ? withOrganization(LANDING_PATH, url.search) : loginPath(pathOf(request));
}

async function stateFor(request: Request, session: WebSession, address: OrganizationAddress): Promise<RequestState> {
  const token = session.get("accessToken") ?? null;
  const user = token && parseAccessToken(token) ? (session.get("user") ?? null) : null;
  const organization = chooseOrganization(address, user, session.get("organization"));
  return {
    session,
    user,
    accessToken: user ? token : null,
    address,
    organization,
    access: user ? accessFor(user, organization.organizationId) : null,
    layout: await readLayout(request),
  };
}

async function holdsEndedToken(session: WebSession): Promise<boolean> {
  const token = session.get("accessToken");
  if (!token) return false;
  return !parseAccessToken(token) || !(await createAuthClient().introspect(token));
}

const setsCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));

export const requestState: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { kind } = await limitsOf(request);
  if (kind === "service" || kind === "storage") return next();

  const session = await getSession(request);
  const ended = await holdsEndedToken(session);
  if (ended) {
    session.unset("accessToken");
    session.unset("user");
  }
  const state = await stateFor(request, session, await readOrganizationAddress(request));
  const switched = !!state.user && state.organization.switchesSession;
  if (switched) session.set("organization", state.organization.slug);
  context.set(requestStateContext, state);

  const response = await next();
  if ((ended || switched) && !setsCookie(response, sessionCookieName(request))) {
    response.headers.append("Set-Cookie", ended ? await destroySession(request) : await commitSession(session, request));
  }
  if (state.user && !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  return response;
};

export const requireMember: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let state = context.get(requestStateContext);
  if (!state.user || !state.accessToken) throw redirect(signedOutPath(request));

  const { session } = state;
  const stale = Date.now() - (session.get("userFetchedAt") ?? 0) > USER_CACHE_MS;
  if (stale) {
    session.set("user", await authClientFor(request, state).userinfo());
    session.set("userFetchedAt", Date.now());
    state = await stateFor(request, session, state.address);
    context.set(requestStateContext, state);
  }

  const denied = state.user && deniedPath(state.organization, state.user);
  if (denied) throw redirect(denied);

  const response = await next();
  if (stale) response.headers.append("Set-Cookie", await commitSession(session, request));
  return response;
};

export const requireAdministrator: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(requestStateContext).access?.tipoDeAcesso !== "Administrador") throw redirect(CRM_HOME);
};
