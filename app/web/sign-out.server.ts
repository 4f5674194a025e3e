import { redirect } from "react-router";
import { createAuthClient } from "~/clients/auth-client.server";
import { clearLayoutCookie } from "./layout-cookie.server";
import { loginPath } from "./return-url";
import { destroySession, type WebSession } from "./session.server";

export async function signOutRedirect(request: Request, session: WebSession, to: string): Promise<Response> {
  const token = session.get("accessToken");
  if (token) {
    // The cookies go whatever the service says: a failed revocation must not keep the person signed in.
    await createAuthClient()
      .revokeToken(token)
      .catch((error: unknown) => console.error("Token revocation failed at sign-out", error));
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request));
  headers.append("Set-Cookie", await clearLayoutCookie(request));
  return redirect(to, { headers });
}

/** Ends the session and sends the person to login, returning to `returnTo`. */
export const endSession = (request: Request, session: WebSession, returnTo: string | null) =>
  signOutRedirect(request, session, loginPath(returnTo));
