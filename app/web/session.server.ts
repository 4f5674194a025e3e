/**
 * The web session: a signed, httpOnly cookie (`__session`, SESSION_SECRET)
 * holding the access token and the user read from userinfo (design.md 3).
 * Max-Age 7 days, path /, SameSite=Lax, Secure when the request came over
 * https (spec 9). Nothing of it reaches localStorage.
 */
import { createCookieSessionStorage, type Session } from "react-router";
import { config } from "~/config.server";
import type { User } from "./user";

export interface SessionData {
  accessToken: string;
  user: User;
  /** When `user` was read from userinfo, epoch ms (refreshed after 5 min). */
  userFetchedAt: number;
  /** A registration in progress (issue 3): the address and, once confirmed, the ticket. */
  registration: { email: string; organization: string; ticket?: string };
  /** A password reset in progress (issue 3): the address the code went to. */
  passwordReset: { email: string };
  /** The organization slug the person switched to by hand (issue 6). */
  organization: string;
}

export type WebSession = Session<SessionData>;

/** Spec 9: token cookie Max-Age 604800 s. */
export const SESSION_MAX_AGE_S = 604800;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;
function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      path: "/",
      sameSite: "lax",
      maxAge: SESSION_MAX_AGE_S,
      secrets: [config().sessionSecret],
    },
  });
  return storage;
}

const isHttps = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

export function getSession(request: Request): Promise<WebSession> {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The Set-Cookie value that stores the session. */
export function commitSession(session: WebSession, request: Request): Promise<string> {
  return sessionStorage().commitSession(session, { secure: isHttps(request) });
}

/** The Set-Cookie value that clears the session. */
export function destroySession(session: WebSession, request: Request): Promise<string> {
  return sessionStorage().destroySession(session, { secure: isHttps(request) });
}


/** An empty session: stored user data is cleared before every login (spec 4). */
export function newSession(): Promise<WebSession> {
  return sessionStorage().getSession();
}
