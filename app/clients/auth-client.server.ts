/**
 * Client of the auth service (spec 7, bases `{auth}/connect` and
 * `{auth}/api`): the password grant, userinfo, token revocation and
 * introspection, registration and password reset. It reaches the service only through the transport:
 * in-process (`handleAuthRequest`) when AUTH_API_URL is unset, over HTTP
 * otherwise. Errors follow the transport's answer mapping; a 2xx body of
 * the wrong shape throws `HttpError` with that status.
 */
import { z } from "zod";
import { config } from "~/config.server";
import { handleAuthRequest } from "~/services/auth/handle.server";
import { userFromClaims, type User } from "~/contracts/user";
import { HttpError, serviceTransport, type ServiceClientOptions } from "./transport.server";

export const AUTH_SCOPE = "openid roles organizations email profile";

export interface PasswordGrant {
  /** User name or e-mail. */
  username: string;
  password: string;
  /** Organization slug, when the person signs in to a known one. */
  organization?: string;
}

export interface TokenResponse {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });
const introspectionSchema = z.object({ active: z.boolean() });
const ticketSchema = z.object({ Data: z.object({ ConfirmationTicket: z.string().min(1) }) });

export interface RegistrationDetails {
  email: string;
  confirmationTicket: string;
  username: string;
  givenName: string;
  familyName: string;
  password: string;
}

export interface AuthClientOptions extends ServiceClientOptions {
  clientId?: string;
  /**
   * The address of the person the call is made for, sent as
   * `X-Forwarded-For` on the password grant, registration and reset calls:
   * the service's limits count per client address (docs/auth-api.md).
   */
  clientAddress?: string;
}

export function createAuthClient(options: AuthClientOptions = {}) {
  const transport = serviceTransport(options, {
    name: "auth",
    remoteUrl: config().authApiUrl,
    handler: handleAuthRequest,
  });
  const clientId = options.clientId ?? config().authClientId;
  const forwardedFor: Record<string, string> = options.clientAddress ? { "X-Forwarded-For": options.clientAddress } : {};
  const postJson = (path: string, body: unknown) =>
    transport.send(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...forwardedFor },
      body: JSON.stringify(body),
    });

  const postForm = (path: string, fields: Record<string, string>) =>
    transport.send(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json", ...forwardedFor },
      body: new URLSearchParams(fields),
    });

  return {
    /** POST /connect/token with grant_type=password. */
    async passwordGrant(grant: PasswordGrant): Promise<TokenResponse> {
      const response = await postForm("/connect/token", {
        grant_type: "password",
        username: grant.username,
        password: grant.password,
        client_id: clientId,
        scope: AUTH_SCOPE,
        ...(grant.organization ? { organization: grant.organization } : {}),
      });
      const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new HttpError(response.status, "malformed token response");
      return { accessToken: parsed.data.access_token, expiresIn: parsed.data.expires_in };
    },

    /** GET /connect/userinfo with the transport's Bearer token. */
    async userinfo(): Promise<User> {
      const response = await transport.send("/connect/userinfo", { headers: { Accept: "application/json" } });
      try {
        return userFromClaims(await response.json());
      } catch {
        throw new HttpError(response.status, "malformed userinfo response");
      }
    },

    /** POST /connect/revocation (RFC 7009): ends the token; the service answers 200 whatever the token was. */
    async revokeToken(token: string): Promise<void> {
      await postForm("/connect/revocation", { token, token_type_hint: "access_token", client_id: clientId });
    },

    /**
     * POST /connect/introspect (RFC 7662): whether the token is still active
     * (unexpired, unrevoked, its account neither disabled nor blocked).
     */
    async introspect(token: string): Promise<boolean> {
      const response = await postForm("/connect/introspect", { token, client_id: clientId });
      const parsed = introspectionSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new HttpError(response.status, "malformed introspection response");
      return parsed.data.active;
    },

    /** POST /api/users/registration/start: a code is e-mailed. */
    async registrationStart(input: { email: string; organization: string }): Promise<void> {
      await postJson("/api/users/registration/start", input);
    },

    /** POST /api/users/registration/confirm-email: the confirmation ticket. */
    async registrationConfirm(input: { email: string; code: string }): Promise<string> {
      const response = await postJson("/api/users/registration/confirm-email", input);
      const parsed = ticketSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new HttpError(response.status, "malformed confirmation response");
      return parsed.data.Data.ConfirmationTicket;
    },

    /** POST /api/users/registration/complete: creates the account. */
    async registrationComplete(input: RegistrationDetails): Promise<void> {
      await postJson("/api/users/registration/complete", input);
    },

    /** POST /api/auth/password-reset/request: a code is e-mailed if the account exists. */
    async passwordResetRequest(input: { email: string }): Promise<void> {
      await postJson("/api/auth/password-reset/request", input);
    },

    /** POST /api/auth/password-reset/confirm: sets the new password. */
    async passwordResetConfirm(input: { email: string; code: string; newPassword: string }): Promise<void> {
      await postJson("/api/auth/password-reset/confirm", input);
    },
  };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
