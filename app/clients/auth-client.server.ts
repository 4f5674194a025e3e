/** Client of the auth service (spec 7) through the transport: in-process when AUTH_API_URL is unset, else HTTP; a 2xx body of the wrong shape throws HttpError. */
import { z } from "~/config/zod";
import { config } from "~/config.server";
import { handleAuthRequest, tokenIsActive } from "~/services/auth/handle.server";
import {
  invitationSchema,
  memberDetailSchema,
  memberPageSchema,
  MEMBERSHIP_POLICIES,
  membershipRequestSchema,
  type Invitation,
  type MemberDetail,
  type MemberPage,
  type MemberQuery,
  type MemberRole,
  type MembershipPolicy,
  type MembershipRequest,
} from "~/contracts/members";
import { userFromClaims, type User } from "~/contracts/user";
import { HttpError, serviceTransport, type ServiceClientOptions } from "./transport.server";

/** The transport's error, for callers that get this client handed in (app/modules/administration). */
export { HttpError };

export const AUTH_SCOPE = "openid roles organizations email profile";

export interface PasswordGrant {
  username: string;
  password: string;
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

/** The 4xx answers of the administration calls that carry a message for the form (HttpError.serverMessage). */
export const ADMINISTRATION_FAILURES = [400, 403, 404, 409, 410, 429] as const;

export interface NewInvitedAccount {
  token: string;
  username: string;
  givenName: string;
  familyName: string;
  password: string;
}

export interface AuthClientOptions extends ServiceClientOptions {
  clientId?: string;
  /** Sent as `X-Forwarded-For`: the service's limits count per client address. */
  clientAddress?: string;
}

export function createAuthClient(options: AuthClientOptions = {}) {
  const transport = serviceTransport(options, {
    name: "auth",
    remoteUrl: config().authApiUrl,
    handler: handleAuthRequest,
  });
  const inProcess = !options.fetch && !(options.baseUrl ?? config().authApiUrl);
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

  const sendJson = (path: string, method: string, body?: unknown) =>
    transport.send(
      path,
      {
        method,
        headers: { "Content-Type": "application/json", Accept: "application/json", ...forwardedFor },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      ADMINISTRATION_FAILURES,
    );
  const read = async <T>(response: Response, schema: z.ZodType<T>, what: string): Promise<T> => {
    const parsed = z.object({ Data: schema }).safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new HttpError(response.status, `malformed ${what} response`);
    return parsed.data.Data;
  };
  const member = (userId: string) => `/api/members/${encodeURIComponent(userId)}`;
  const invitation = (id: string) => `/api/invitations/${encodeURIComponent(id)}`;

  return {
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

    async userinfo(): Promise<User> {
      const response = await transport.send("/connect/userinfo", { headers: { Accept: "application/json" } });
      try {
        return userFromClaims(await response.json());
      } catch {
        throw new HttpError(response.status, "malformed userinfo response");
      }
    },

    /** POST /connect/revocation (RFC 7009); the service answers 200 whatever the token was. */
    async revokeToken(token: string): Promise<void> {
      await postForm("/connect/revocation", { token, token_type_hint: "access_token", client_id: clientId });
    },

    /** POST /connect/introspect (RFC 7662): whether the token is still active. */
    async introspect(token: string): Promise<boolean> {
      // Every signed-in request asks: in-process that is the service's own check, without a request and a JSON answer to build and read.
      if (inProcess) return tokenIsActive(token);
      const response = await postForm("/connect/introspect", { token, client_id: clientId });
      const parsed = introspectionSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new HttpError(response.status, "malformed introspection response");
      return parsed.data.active;
    },

    async registrationStart(input: { email: string; organization: string }): Promise<void> {
      await postJson("/api/users/registration/start", input);
    },

    async registrationConfirm(input: { email: string; code: string }): Promise<string> {
      const response = await postJson("/api/users/registration/confirm-email", input);
      const parsed = ticketSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new HttpError(response.status, "malformed confirmation response");
      return parsed.data.Data.ConfirmationTicket;
    },

    /** POST /api/users/registration/complete; `pending` when access waits for an administrator's approval. */
    async registrationComplete(input: RegistrationDetails): Promise<{ pending: boolean }> {
      const response = await postJson("/api/users/registration/complete", input);
      const body = (await response.json().catch(() => null)) as { Data?: { Status?: unknown } } | null;
      return { pending: body?.Data?.Status === "pending" };
    },

    async passwordResetRequest(input: { email: string }): Promise<void> {
      await postJson("/api/auth/password-reset/request", input);
    },

    async passwordResetConfirm(input: { email: string; code: string; newPassword: string }): Promise<void> {
      await postJson("/api/auth/password-reset/confirm", input);
    },

    async listMembers(query: MemberQuery = {}): Promise<MemberPage> {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== "") search.set(key, String(value));
      const response = await transport.send(`/api/members?${search}`, { headers: { Accept: "application/json" } });
      return read(response, memberPageSchema, "members");
    },

    async getMember(userId: string): Promise<MemberDetail> {
      return read(
        await transport.send(member(userId), { headers: { Accept: "application/json" } }),
        memberDetailSchema,
        "member",
      );
    },

    /** PATCH /api/members/{userId}: new role and/or state; revokes the member's tokens. Resolves with the service's message. */
    async updateMember(
      userId: string,
      change: { role?: MemberRole; status?: "active" | "blocked" | "disabled" },
    ): Promise<string> {
      return messageOf(await sendJson(member(userId), "PATCH", change));
    },

    async removeMember(userId: string): Promise<string> {
      return messageOf(await sendJson(member(userId), "DELETE"));
    },

    async unlockMember(userId: string): Promise<string> {
      return messageOf(await sendJson(`${member(userId)}/unlock`, "POST"));
    },

    async sendMemberPasswordReset(userId: string): Promise<string> {
      return messageOf(await sendJson(`${member(userId)}/password-reset`, "POST"));
    },

    async membershipPolicy(): Promise<MembershipPolicy> {
      const response = await transport.send("/api/members/policy", { headers: { Accept: "application/json" } });
      return (await read(response, z.object({ Policy: z.enum(MEMBERSHIP_POLICIES) }), "policy")).Policy;
    },

    async setMembershipPolicy(policy: MembershipPolicy): Promise<string> {
      return messageOf(await sendJson("/api/members/policy", "PUT", { policy }));
    },

    async membershipRequests(): Promise<MembershipRequest[]> {
      const response = await transport.send("/api/members/requests", { headers: { Accept: "application/json" } });
      return (await read(response, z.object({ Items: z.array(membershipRequestSchema) }), "requests")).Items;
    },

    /** Answers a pending request (audited by the service); 404 when none. */
    async answerMembershipRequest(userId: string, answer: "approve" | "refuse"): Promise<string> {
      return messageOf(await sendJson(`${member(userId)}/${answer}`, "POST"));
    },

    async invite(input: { email: string; role: MemberRole }): Promise<{ id: string; message: string }> {
      const body = await read(
        await sendJson("/api/invitations", "POST", input),
        z.object({ InvitationId: z.string(), Message: z.string() }),
        "invitation",
      );
      return { id: body.InvitationId, message: body.Message };
    },

    async resendInvitation(id: string): Promise<string> {
      return messageOf(await sendJson(`${invitation(id)}/resend`, "POST"));
    },

    async revokeInvitation(id: string): Promise<string> {
      return messageOf(await sendJson(invitation(id), "DELETE"));
    },

    /** POST /api/invitations/lookup; 404 unknown, 410 expired, used or revoked. */
    async lookupInvitation(token: string): Promise<Invitation> {
      return read(await sendJson("/api/invitations/lookup", "POST", { token }), invitationSchema, "invitation");
    },

    async acceptInvitationWithNewAccount(input: NewInvitedAccount): Promise<{ userId: string }> {
      const body = await read(
        await sendJson("/api/invitations/accept", "POST", input),
        z.object({ UserId: z.string() }),
        "new account",
      );
      return { userId: body.UserId };
    },

    async acceptInvitation(token: string): Promise<{ organization: string }> {
      const body = await read(
        await sendJson("/api/invitations/accept", "POST", { token }),
        z.object({ Organization: z.string() }),
        "acceptance",
      );
      return { organization: body.Organization };
    },
  };
}

async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { Data?: { Message?: unknown } } | null;
  const message = body?.Data?.Message;
  if (typeof message !== "string") throw new HttpError(response.status, "response without a message");
  return message;
}

export type AuthClient = ReturnType<typeof createAuthClient>;
