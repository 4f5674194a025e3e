/**
 * Sign-in with remix-auth 4 and remix-auth-form 3 (design.md 3): the form
 * strategy sends the password grant to `/connect/token` through the auth
 * client, checks the token against the parse rule of spec 5 and reads
 * `/connect/userinfo` with it. Failures are the client's `HttpError`s
 * (status 0 when the service did not answer).
 */
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { createAuthClient } from "~/clients/auth-client.server";
import { HttpError } from "~/clients/transport.server";
import { currentOrganization } from "./current-organization.server";
import { parseAccessToken } from "./token";
import type { User } from "./user";

export interface SignedIn {
  accessToken: string;
  user: User;
}

export const PASSWORD_STRATEGY = "password";

export const authenticator = new Authenticator<SignedIn>();

authenticator.use(
  new FormStrategy<SignedIn>(async ({ form, request }) => {
    const organization = await currentOrganization(request, null);
    const { accessToken } = await createAuthClient().passwordGrant({
      username: String(form.get("username") ?? ""),
      password: String(form.get("password") ?? ""),
      organization: organization.isDefault ? undefined : organization.slug,
    });
    const parsed = parseAccessToken(accessToken);
    if (!parsed) throw new HttpError(200, "access token without sub or email");
    const user = await createAuthClient({
      token: accessToken,
      tenantId: organization.organizationId,
    }).userinfo();
    return { accessToken, user };
  }),
  PASSWORD_STRATEGY,
);
