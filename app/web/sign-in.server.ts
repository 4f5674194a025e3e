/**
 * The login action's work (spec 4 "Login", 8): throttle,
 * sign-in through the authenticator, the catalogue message on failure, and
 * on success a fresh session and the profile check: with a profile, the
 * page the role allows (the safe `returnUrl`, else home for an
 * Administrador, the CRM for a Usuario); without one, or when the check
 * fails, /profiles/create. The profile's layout settings become the
 * layout cookie. The spec's 1-second delay was a client workaround and is
 * not kept (design.md 3).
 */
import { redirect } from "react-router";
import { createProfilesClient } from "~/clients/profiles-client.server";
import { HttpError } from "~/clients/transport.server";
import { mergeLayout } from "~/config/layout";
import { clearFailedAttempts, countFailedAttempts, recordFailedAttempt, type AttemptKey } from "~/modules/login-throttle.server";
import { accessFor, landingPathFor } from "./access";
import { authenticateWithPassword } from "./authenticator.server";
import { currentOrganization } from "./current-organization.server";
import { loginError, MAX_LOGIN_ATTEMPTS, type AuthError } from "./login-errors";
import { safeReturnUrl } from "./return-url";
import { layoutCookie, readLayout } from "./layout-cookie.server";
import { commitSession, newSession } from "./session.server";

/**
 * Signs in with the posted form (fields `username`, `password`). Resolves
 * with the AuthError to show, or throws the redirect that completes the
 * sign-in (with the session cookie).
 */
export async function signIn(request: Request, key: AttemptKey): Promise<AuthError> {
  if ((await countFailedAttempts(key)) >= MAX_LOGIN_ATTEMPTS) {
    return loginError({ status: 401, attempts: await recordFailedAttempt(key) });
  }
  let signedIn;
  try {
    signedIn = await authenticateWithPassword(request, key.clientAddress);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof HttpError)) {
      console.error("Unexpected sign-in failure", error);
      return loginError({ status: -1 });
    }
    const attempts = error.status === 401 ? await recordFailedAttempt(key) : undefined;
    return loginError({ status: error.status, serverMessage: error.serverMessage, attempts });
  }

  await clearFailedAttempts(key);
  const session = newSession();
  session.set("accessToken", signedIn.accessToken);
  session.set("user", signedIn.user);
  session.set("userFetchedAt", Date.now());
  const organization = await currentOrganization(request, signedIn.user);
  const profiles = createProfilesClient({ token: signedIn.accessToken, tenantId: organization.organizationId });
  const profile = await profiles.me().catch(() => null);
  const target = profile
    ? (safeReturnUrl(new URL(request.url).searchParams.get("returnUrl")) ??
      landingPathFor(accessFor(signedIn.user, organization.organizationId)))
    : "/profiles/create";
  const headers = new Headers({ "Set-Cookie": await commitSession(session, request) });
  // The layout settings follow the person from another device.
  const preferences = profile ? await profiles.preferences(profile.id).catch(() => null) : null;
  if (preferences?.layout) {
    headers.append("Set-Cookie", await layoutCookie(mergeLayout(await readLayout(request), preferences.layout), request));
  }
  throw redirect(target, { headers });
}
