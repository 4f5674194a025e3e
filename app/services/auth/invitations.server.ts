import { randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { formatInstant } from "~/config/format";
import { z } from "~/config/zod";
import { config } from "~/config.server";
import { emailField } from "~/config/account-rules";
import { INVITATION_TTL_MS, MEMBER_ROLES } from "~/contracts/members";
import { db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import type { Database, InvitationTable } from "~/db/schema";
import { keyedHash } from "~/keys.server";
import { sendMail } from "~/mail/mailer.server";
import { runAfterResponse } from "../shared/after-response.server";
import { accepted, errorResponse } from "../shared/responses.server";
import { parseBody } from "../shared/validation.server";
import { administratorCaller } from "./administrators.server";
import { invitationEmail } from "~/mail/auth-emails.server";
import { actorOf, recordInvitationEvent } from "./member-audit.server";
import { invitationExpiry, invitationState, isRowId } from "./member-rules";
import { isAdministratorRole } from "~/config/roles";

/** The stored form of a link's token. */
export const invitationTokenHash = (token: string) => keyedHash("auth-service/invitation", token);

const newToken = () => randomBytes(32).toString("base64url");

const inviteSchema = z.object({
  email: emailField,
  role: z.enum(MEMBER_ROLES, { error: "Papel deve ser Usuario ou Administrator." }),
});

const pendingConflict = () =>
  errorResponse(409, "invitation_pending", "Já existe um convite pendente para este e-mail. Reenvie-o na lista de membros.");

export async function inviteEndpoint(request: Request): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const input = await parseBody(request, inviteSchema, "Dados inválidos para o convite.");
  if (input instanceof Response) return input;
  const database = await db();
  const organizationId = caller.tenant.id;
  const member = await database
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("u.id")
    .where("m.organization_id", "=", organizationId)
    .where("u.email", "=", input.email)
    .executeTakeFirst();
  if (member) return errorResponse(409, "already_member", "Este e-mail já pertence a um membro da organização.");

  const token = newToken();
  const now = new Date();
  const id = randomUUID();
  const expiresAt = invitationExpiry(now, INVITATION_TTL_MS);
  try {
    await database.transaction().execute(async (trx) => {
      await trx
        .insertInto("invitations")
        .values({
          id,
          organization_id: organizationId,
          email: input.email,
          role: input.role,
          token_hash: invitationTokenHash(token),
          invited_by: caller.account.id,
          created_at: now.toISOString(),
          last_sent_at: now.toISOString(),
          expires_at: expiresAt,
          accepted_at: null,
          accepted_by: null,
          revoked_at: null,
        })
        .execute();
      await recordInvitationEvent(
        trx,
        actorOf(caller),
        { id, email: input.email },
        "member.invited",
        {
          role: input.role,
          expiresAt: formatInstant(expiresAt, "longDateTime"),
        },
        now,
      );
    });
  } catch (error) {
    // The partial unique index: one pending invitation per organization and e-mail.
    if (isUniqueViolation(error)) return pendingConflict();
    throw error;
  }
  queueInvitationEmail(database, { organizationId, email: input.email, role: input.role, expiresAt }, token);
  return accepted(201, `Convite enviado para ${input.email}.`, { InvitationId: id, ExpiresAt: expiresAt });
}

async function openInvitation(database: Kysely<Database>, organizationId: string, id: string) {
  const invitation = isRowId(id)
    ? await database
        .selectFrom("invitations")
        .selectAll()
        .where("organization_id", "=", organizationId)
        .where("id", "=", id)
        .executeTakeFirst()
    : undefined;
  if (!invitation) return errorResponse(404, "not_found", "Convite não encontrado.");
  const state = invitationState(invitation);
  if (state === "used" || state === "revoked") return closed();
  return invitation;
}

const closed = () => errorResponse(409, "invitation_closed", "Este convite já foi aceito ou revogado.");

export async function resendInvitationEndpoint(request: Request, id: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const database = await db();
  const invitation = await openInvitation(database, caller.tenant.id, id);
  if (invitation instanceof Response) return invitation;
  const token = newToken();
  const now = new Date();
  const expiresAt = invitationExpiry(now, INVITATION_TTL_MS);
  const updated = await database.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("invitations")
      .set({ token_hash: invitationTokenHash(token), last_sent_at: now.toISOString(), expires_at: expiresAt })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await recordInvitationEvent(
      trx,
      actorOf(caller),
      invitation,
      "invitation.resent",
      {
        role: invitation.role,
        "expiresAt.from": formatInstant(invitation.expires_at, "longDateTime"),
        "expiresAt.to": formatInstant(expiresAt, "longDateTime"),
      },
      now,
    );
    return true;
  });
  if (!updated) return closed();
  queueInvitationEmail(database, { ...pick(invitation), expiresAt }, token);
  return accepted(200, "Convite reenviado.", { ExpiresAt: expiresAt });
}

export async function revokeInvitationEndpoint(request: Request, id: string): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const database = await db();
  const invitation = await openInvitation(database, caller.tenant.id, id);
  if (invitation instanceof Response) return invitation;
  const now = new Date();
  const updated = await database.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable("invitations")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await recordInvitationEvent(
      trx,
      actorOf(caller),
      invitation,
      "invitation.revoked",
      {
        role: invitation.role,
        from: invitationState(invitation, now) === "expired" ? "expired" : "invited",
        to: "revoked",
      },
      now,
    );
    return true;
  });
  if (!updated) return closed();
  return accepted(200, "Convite revogado.");
}

const pick = (invitation: InvitationTable) => ({
  organizationId: invitation.organization_id,
  email: invitation.email,
  role: invitation.role,
});

interface InvitationMail {
  organizationId: string;
  email: string;
  role: string;
  expiresAt: string;
}

/** Sends the link after the answer (the outbox or SMTP may be slow); errors are logged. */
function queueInvitationEmail(database: Kysely<Database>, mail: InvitationMail, token: string): void {
  runAfterResponse("invitation e-mail", async () => {
    const organization = await database
      .selectFrom("organizations")
      .select(["slug", "display_name"])
      .where("id", "=", mail.organizationId)
      .executeTakeFirstOrThrow();
    const link = `${config().publicUrl}/auth/convite/${token}?organization=${encodeURIComponent(organization.slug)}`;
    await sendMail(
      invitationEmail(mail.email, {
        organizationName: organization.display_name,
        roleLabel: isAdministratorRole(mail.role) ? "Administrador" : "Usuário",
        link,
        expiresOn: formatInstant(mail.expiresAt, "longDateTime"),
      }),
    );
  });
}
