import { href } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { parseSubmission } from "~/web/submission.server";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { z } from "~/config/zod";
import { createAuthClient } from "~/clients/auth-client.server";
import { createProfilesClient } from "~/clients/profiles-client.server";
import { HttpError } from "~/clients/transport.server";
import { mergeLayout } from "~/config/layout";
import type { User } from "~/contracts/user";
import type { RequestState } from "./context.server";
import { chooseOrganization, deniedPath } from "./current-organization.server";
import { landingPath } from "./landing.server";
import { layoutCookie, readLayout } from "./layout-cookie.server";
import { loginError, MAX_LOGIN_ATTEMPTS, type AuthError } from "./login-errors";
import { clearFailedAttempts, countFailedAttempts, recordFailedAttempt, type AttemptKey } from "./login-throttle.server";
import { commitSession, newSession } from "./session.server";
import { parseAccessToken } from "./token";

/** The login form's fields, as the page's schema gives them. */
export type LoginSchema = z.ZodType<{ username: string; password: string }>;

export type SignInOutcome =
  | { status: "signed-in"; redirectTo: string; headers: Headers }
  | { status: "failed"; result: SubmissionResult<string[]>; authError: AuthError | null };

type Verified =
  | { status: "signed-in"; accessToken: string; user: User; key: AttemptKey }
  | { status: "failed"; result: SubmissionResult<string[]>; authError: AuthError | null };

const PASSWORD_STRATEGY = "password";

/** Signs in with the login form posted in `request`, parsed by `schema`, on behalf of `clientAddress`. */
export async function signIn(
  request: Request,
  state: RequestState,
  clientAddress: string,
  schema: LoginSchema,
): Promise<SignInOutcome> {
  const { organization } = state;
  const authenticator = new Authenticator<Verified>();
  authenticator.use(
    new FormStrategy<Verified>(async ({ form }) => {
      const submission = parseSubmission(form, { schema });
      if (submission.status !== "success") {
        return { status: "failed", result: submission.reply({ hideFields: ["password"] }), authError: null };
      }
      const failed = (authError: AuthError): Verified => ({
        status: "failed",
        result: submission.reply({ hideFields: ["password"], resetForm: false }),
        authError,
      });
      const key = { identifier: submission.value.username, clientAddress };
      if ((await countFailedAttempts(key)) >= MAX_LOGIN_ATTEMPTS) {
        return failed(loginError({ status: 401, attempts: await recordFailedAttempt(key) }));
      }
      try {
        const { accessToken } = await createAuthClient({ clientAddress }).passwordGrant({
          ...submission.value,
          organization: organization.namedBy === "none" ? undefined : organization.slug,
        });
        if (!parseAccessToken(accessToken)) throw new HttpError(200, "access token without sub or email");
        const user = await createAuthClient({ token: accessToken, tenantId: organization.organizationId }).userinfo();
        return { status: "signed-in", accessToken, user, key };
      } catch (error) {
        if (!(error instanceof HttpError)) {
          console.error("Unexpected sign-in failure", error);
          return failed(loginError({ status: -1 }));
        }
        const attempts = error.status === 401 ? await recordFailedAttempt(key) : undefined;
        return failed(loginError({ status: error.status, serverMessage: error.serverMessage, attempts }));
      }
    }),
    PASSWORD_STRATEGY,
  );

  const verified = await authenticator.authenticate(PASSWORD_STRATEGY, request);
  if (verified.status === "failed") return verified;
  const { accessToken, user, key } = verified;
  await clearFailedAttempts(key);

  const session = newSession();
  session.set("accessToken", accessToken);
  session.set("user", user);
  session.set("userFetchedAt", Date.now());
  const current = chooseOrganization(state.address, user);
  if (current.switchesSession) session.set("organization", current.slug);
  const headers = new Headers({ "Set-Cookie": await commitSession(session, request) });

  const denied = deniedPath(current, user);
  if (denied) return { status: "signed-in", redirectTo: denied, headers };
  const profiles = createProfilesClient({ token: accessToken, tenantId: current.organizationId });
  const profile = await profiles.me().catch(() => null);
  const preferences = profile ? await profiles.preferences(profile.id).catch(() => null) : null;
  if (preferences?.layout) {
    headers.append("Set-Cookie", await layoutCookie(mergeLayout(await readLayout(request), preferences.layout), request));
  }
  return { status: "signed-in", redirectTo: profile ? landingPath(request, current, user) : href("/profiles/create"), headers };
}
