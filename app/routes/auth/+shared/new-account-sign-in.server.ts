/**
 * A just-created account signed in with the user name and password it was created with, as the login form would
 * (web/sign-in.server.ts): the same checks, session and landing (spec 4: home, or /profiles/create while it has no
 * profile). Used by self-registration in an open organization and by an invitation's new account.
 */
import { href } from "react-router";
import type { RequestState } from "~/web/context.server";
import { withOrganization } from "~/web/organization";
import { signIn } from "~/web/sign-in.server";
import { loginSchema } from "./account-forms";

/** Where to go and the cookies to set once the account is signed in. */
export interface Landing {
  redirectTo: string;
  headers: Headers;
}

function loginRequest(request: Request, credentials: { username: string; password: string }): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  const form = new FormData();
  form.set("username", credentials.username);
  form.set("password", credentials.password);
  return new Request(request.url, { method: "POST", headers, body: form });
}

/** Signs the new account in; a refused sign-in (never expected) leaves the person on the login page, told the account exists. */
export async function signInNewAccount(
  request: Request,
  state: RequestState,
  clientAddress: string,
  credentials: { username: string; password: string },
): Promise<Landing> {
  const outcome = await signIn(loginRequest(request, credentials), state, clientAddress, loginSchema);
  if (outcome.status === "signed-in") return { redirectTo: outcome.redirectTo, headers: outcome.headers };
  return {
    redirectTo: withOrganization(`${href("/auth/login")}?status=registered`, new URL(request.url).search),
    headers: new Headers(),
  };
}
