/**
 * Sign-out (spec 4 "Logout"): clears the session and the layout cookie, then
 * redirects. Used by the logout action and by the 401 answer mapping of
 * the service clients (spec 7), which returns to the current page after
 * the next sign-in.
 */
import { redirect } from "react-router";
import { clearLayoutCookie } from "./layout-cookie.server";
import { loginPath } from "./return-url";
import { destroySession, type WebSession } from "./session.server";

export async function signOutRedirect(request: Request, session: WebSession, to: string): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session, request));
  headers.append("Set-Cookie", await clearLayoutCookie(request));
  return redirect(to, { headers });
}

/** Ends the session and sends the person to login, returning to `returnTo`. */
export const endSession = (request: Request, session: WebSession, returnTo: string | null) =>
  signOutRedirect(request, session, loginPath(returnTo));
