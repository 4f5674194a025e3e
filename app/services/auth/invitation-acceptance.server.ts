import type { Kysely, Transaction } from "kysely";
import { z } from "~/config/zod";
import { nameField, passwordField, usernameField } from "~/config/account-rules";
import { checkPassword } from "~/config/password-policy.server";
import { organizationWords } from "./password-owner.server";
import { db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import type { Database, InvitationTable } from "~/db/schema";
import { bearerToken } from "../shared/requests.server";
import { accepted, errorResponse, failureResponse, json } from "../shared/responses.server";
import { parseBody } from "../shared/validation.server";
import { accountConflict, insertAccount } from "./accounts.server";
import { accountFromToken } from "./caller.server";
import { invitationTokenHash } from "./invitations.server";
import { recordMemberEvent } from "./member-audit.server";
import { INVITATION_MESSAGES, invitationState } from "./member-rules";
import { hashPassword } from "./password.server";

const tokenField = z
  .string({ error: "Informe o convite." })
  .trim()
  .min(1, "Informe o convite.")
  .max(200, "Convite não encontrado. Confira o link ou peça um novo convite.");

type Found = InvitationTable & { slug: string; display_name: string };

async function pendingInvitation(database: Kysely<Database>, token: string, now = new Date()): Promise<Found | Response> {
  const invitation = await database
    .selectFrom("invitations")
    .innerJoin("organizations", "organizations.id", "invitations.organization_id")
    .selectAll("invitations")
    .select(["organizations.slug", "organizations.display_name"])
    .where("invitations.token_hash", "=", invitationTokenHash(token))
    .executeTakeFirst();
  if (!invitation) return errorResponse(404, "invitation_not_found", INVITATION_MESSAGES.notFound);
  const state = invitationState(invitation, now);
  if (state === "pending") return invitation;
  return errorResponse(410, `invitation_${state}` as const, INVITATION_MESSAGES[state]);
}

export async function lookupInvitationEndpoint(request: Request): Promise<Response> {
  const input = await parseBody(request, z.object({ token: tokenField }), "Informe o convite.");
  if (input instanceof Response) return input;
  const database = await db();
  const invitation = await pendingInvitation(database, input.token);
  if (invitation instanceof Response) return invitation;
  const account = await database.selectFrom("users").select("id").where("email", "=", invitation.email).executeTakeFirst();
  return json({
    Data: {
      Email: invitation.email,
      Role: invitation.role,
      Organization: { Slug: invitation.slug, Name: invitation.display_name },
      ExpiresAt: invitation.expires_at,
      HasAccount: account !== undefined,
    },
  });
}

class InvitationSpent extends Error {}

/** Marks the invitation accepted unless it stopped being pending (a link works once); throws InvitationSpent then. */
async function spendInvitation(trx: Transaction<Database>, id: string, userId: string, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const spent = await trx
    .updateTable("invitations")
    .set({ accepted_at: stamp, accepted_by: userId })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", stamp)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw new InvitationSpent();
}

async function spending<T>(
  database: Kysely<Database>,
  token: string,
  write: () => Promise<T>,
  conflict: () => Promise<Response>,
): Promise<T | Response> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof InvitationSpent) && !isUniqueViolation(error)) throw error;
    const now = await pendingInvitation(database, token);
    if (now instanceof Response) return now;
    return error instanceof InvitationSpent ? errorResponse(410, "invitation_used", INVITATION_MESSAGES.used) : conflict();
  }
}

async function newAccountConflict(database: Kysely<Database>, email: string, username: string): Promise<Response | null> {
  const conflict = await accountConflict(database, { email, username });
  if (conflict?.error === "email_already_registered") {
    return errorResponse(409, "email_already_registered", "Este e-mail já tem uma conta. Entre para aceitar o convite.");
  }
  return conflict ? failureResponse(conflict) : null;
}

const recordAcceptance = (trx: Kysely<Database>, invitation: Found, userId: string, now: Date) =>
  recordMemberEvent(
    trx,
    { organizationId: invitation.organization_id, userId },
    userId,
    "invitation.accepted",
    { role: invitation.role, from: "invited", to: "active" },
    now,
  );

const alreadyMember = () => errorResponse(409, "already_member", "Este e-mail já pertence a um membro da organização.");

const newAccountSchema = z.object({
  token: tokenField,
  username: usernameField,
  givenName: nameField("seu nome"),
  familyName: nameField("seu sobrenome"),
  password: passwordField,
});

export async function acceptInvitationEndpoint(request: Request): Promise<Response> {
  return bearerToken(request) ? acceptWithAccount(request) : acceptWithNewAccount(request);
}

async function acceptWithNewAccount(request: Request): Promise<Response> {
  const input = await parseBody(request, newAccountSchema, "Dados inválidos para aceitar o convite.");
  if (input instanceof Response) return input;
  const database = await db();
  const invitation = await pendingInvitation(database, input.token);
  if (invitation instanceof Response) return invitation;
  const organizations = await organizationWords(database, { id: invitation.organization_id });
  const weak = checkPassword(input.password, { ...input, email: invitation.email, organizations });
  if (weak) return errorResponse(400, "invalid_request", weak);
  const conflict = await newAccountConflict(database, invitation.email, input.username);
  if (conflict) return conflict;

  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const userId = await spending(
    database,
    input.token,
    () =>
      database.transaction().execute(async (trx) => {
        const id = await insertAccount(
          trx,
          {
            email: invitation.email,
            username: input.username,
            givenName: input.givenName,
            familyName: input.familyName,
            passwordHash,
            organizationId: invitation.organization_id,
            role: invitation.role,
          },
          now,
        );
        await spendInvitation(trx, invitation.id, id, now);
        await recordAcceptance(trx, invitation, id, now);
        return id;
      }),
    async () =>
      (await newAccountConflict(database, invitation.email, input.username)) ??
      errorResponse(410, "invitation_used", INVITATION_MESSAGES.used),
  );
  if (userId instanceof Response) return userId;
  return accepted(201, "Conta criada com sucesso.", { UserId: userId, Username: input.username });
}

async function acceptWithAccount(request: Request): Promise<Response> {
  const account = await accountFromToken(bearerToken(request));
  if (!account) {
    return errorResponse(401, "invalid_token", "Token de acesso inválido ou ausente.", {
      "WWW-Authenticate": 'Bearer error="invalid_token"',
    });
  }
  const input = await parseBody(request, z.object({ token: tokenField }), "Informe o convite.");
  if (input instanceof Response) return input;
  const database = await db();
  const invitation = await pendingInvitation(database, input.token);
  if (invitation instanceof Response) return invitation;
  if (account.email !== invitation.email) {
    return errorResponse(403, "access_denied", "Este convite foi enviado para outro e-mail.");
  }
  const existing = await database.selectFrom("memberships").select("organization_id").where("user_id", "=", account.id).execute();
  if (existing.some((membership) => membership.organization_id === invitation.organization_id)) {
    return alreadyMember();
  }
  const now = new Date();
  const done = await spending(
    database,
    input.token,
    () =>
      database.transaction().execute(async (trx) => {
        await spendInvitation(trx, invitation.id, account.id, now);
        await trx
          .insertInto("memberships")
          .values({
            user_id: account.id,
            organization_id: invitation.organization_id,
            role: invitation.role,
            is_primary: existing.length === 0 ? 1 : 0,
            created_at: now.toISOString(),
          })
          .execute();
        await recordAcceptance(trx, invitation, account.id, now);
        return true;
      }),
    async () => alreadyMember(),
  );
  if (done instanceof Response) return done;
  return accepted(200, "Convite aceito.", { Organization: invitation.slug });
}
