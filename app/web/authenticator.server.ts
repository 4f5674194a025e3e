/**
 * Sign-in with remix-auth 4 and remix-auth-form 3 (design.md 3): the form
 * strategy sends the password grant to `/connect/token` through the auth
 * client, checks the token against the parse rule of spec 5 and reads
 * `/connect/userinfo` with it. Failures are the client's `HttpError`s
 * (status 0 when the service did not answer). The person's client address
 * goes with the grant, for the service's limits.
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

/**
 * Signs in with the posted form of `request` on behalf of `clientAddress`;
 * throws as `authenticator.authenticate` does. remix-auth hands the
 * strategy a copy of the request alone, so the address rides in it as
 * `X-Forwarded-For`, set here whatever the browser sent.
 */
export function authenticateWithPassword(request: Request, clientAddress: string): Promise<SignedIn> {
  const headers = new Headers(request.headers);
  headers.set("X-Forwarded-For", clientAddress);
  return authenticator.authenticate(PASSWORD_STRATEGY, new Request(request, { headers }));
}

authenticator.use(
  new FormStrategy<SignedIn>(async ({ form, request }) => {
    const organization = await currentOrganization(request, null);
    const clientAddress = request.headers.get("X-Forwarded-For") ?? undefined;
    const { accessToken } = await createAuthClient({ clientAddress }).passwordGrant({
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
