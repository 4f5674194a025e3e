import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { MEMBERSHIP_POLICIES, type MembershipPolicy, type MembershipRequest } from "~/contracts/members";
import { isAdministratorRole } from "~/config/roles";
import { z } from "~/config/zod";
import { appendAuditEvent, type AuditActor } from "~/db/audit-log.server";
import { database as appDatabase, db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { accepted, errorResponse, json } from "../shared/responses.server";
import { parseBody } from "../shared/validation.server";
import { administratorCaller, lockOrganization } from "./administrators.server";
import { isRowId } from "./member-rules";

/** What a person reads about their own request to join `organization` (its display name). */
export const REQUEST_MESSAGES = {
  invitationOnly: (organization: string) =>
    `Só é possível entrar em ${organization} por convite. Peça um convite a um administrador.`,
  pending: (organization: string) => `Seu acesso a ${organization} aguarda aprovação de um administrador.`,
  refused: (organization: string) => `Seu pedido de acesso a ${organization} foi recusado por um administrador.`,
} as const;

/** The policy of the organization `organizationId` (approval when the row is gone, the safe side). */
export async function membershipPolicyOf(database: Kysely<Database>, organizationId: string): Promise<MembershipPolicy> {
  const row = await database
    .selectFrom("organizations")
    .select("membership_policy")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  return row?.membership_policy ?? "approval";
}

/** Tells the organization's active administrators, in `trx` (the registration's transaction), that `requesterId` asks to join: a notification each, read in the profile panel, that leads to /profile. */
export async function notifyAdministratorsOfRequest(
  trx: Kysely<Database>,
  organizationId: string,
  requesterId: string,
  now = new Date(),
): Promise<void> {
  const administrators = (
    await trx
      .selectFrom("memberships as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["m.user_id", "m.role"])
      .where("m.organization_id", "=", organizationId)
      .where("m.status", "=", "active")
      .where("u.is_active", "=", 1)
      .where("u.blocked_at", "is", null)
      .execute()
  ).filter((row) => isAdministratorRole(row.role));
  if (administrators.length === 0) return;
  await trx
    .insertInto("notifications")
    .values(
      administrators.map((administrator) => ({
        id: randomUUID(),
        organization_id: organizationId,
        user_id: administrator.user_id,
        kind: "pedido_acesso" as const,
        actor_id: requesterId,
        post_id: null,
        comment_id: null,
        created_at: now.toISOString(),
        read_at: null,
      })),
    )
    .execute();
}

/** Sets the organization's policy as `actor` (an administrator there) and records `organization.membership_policy_changed` with before and after; a policy that does not change records nothing. */
export async function setMembershipPolicy(actor: AuditActor, policy: MembershipPolicy, now = new Date()): Promise<string> {
  const { db: database, dialect } = await appDatabase();
  return database.transaction().execute(async (trx) => {
    await lockOrganization(trx, dialect, actor.organizationId);
    const before = await trx
      .selectFrom("organizations")
      .select(["membership_policy", "display_name"])
      .where("id", "=", actor.organizationId)
      .executeTakeFirstOrThrow();
    if (before.membership_policy === policy) return "A entrada de novos membros já está assim.";
    await trx.updateTable("organizations").set({ membership_policy: policy }).where("id", "=", actor.organizationId).execute();
    await appendAuditEvent(
      trx,
      actor,
      {
        action: "organization.membership_policy_changed",
        targetType: "organization",
        targetId: actor.organizationId,
        targetLabel: before.display_name,
        detail: { from: before.membership_policy, to: policy },
      },
      now,
    );
    return "Entrada de novos membros atualizada.";
  });
}

/** The organization's pending requests, oldest first. */
export async function listMembershipRequests(database: Kysely<Database>, organizationId: string): Promise<MembershipRequest[]> {
  const rows = await database
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.given_name", "u.family_name", "u.username", "u.email", "m.created_at"])
    .where("m.organization_id", "=", organizationId)
    .where("m.status", "=", "pending")
    .orderBy("m.created_at")
    .orderBy("u.id")
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    Name: `${row.given_name} ${row.family_name}`.trim(),
    Username: row.username,
    Email: row.email,
    RequestedAt: row.created_at,
  }));
}

export type RequestAnswer = "approve" | "refuse";

/** Approves or refuses the pending request of `userId`, with its audit row; the message, or null when none is pending. */
export async function answerMembershipRequest(
  actor: AuditActor,
  userId: string,
  answer: RequestAnswer,
  now = new Date(),
): Promise<string | null> {
  if (!isRowId(userId)) return null;
  const { db: database, dialect } = await appDatabase();
  return database.transaction().execute(async (trx) => {
    await lockOrganization(trx, dialect, actor.organizationId);
    const request = await trx
      .selectFrom("memberships as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["u.given_name", "u.family_name", "u.username"])
      .where("m.organization_id", "=", actor.organizationId)
      .where("m.user_id", "=", userId)
      .where("m.status", "=", "pending")
      .executeTakeFirst();
    if (!request) return null;
    const status = answer === "approve" ? "active" : "refused";
    await trx
      .updateTable("memberships")
      .set({ status, status_changed_at: now.toISOString() })
      .where("organization_id", "=", actor.organizationId)
      .where("user_id", "=", userId)
      .execute();
    const name = `${request.given_name} ${request.family_name}`.trim() || request.username;
    await appendAuditEvent(
      trx,
      actor,
      {
        action: answer === "approve" ? "member.approved" : "member.refused",
        targetType: "member",
        targetId: userId,
        targetLabel: name,
        detail: { from: "pending", to: status },
      },
      now,
    );
    return answer === "approve" ? `Acesso de ${name} aprovado.` : `Pedido de ${name} recusado.`;
  });
}

const policySchema = z.object({
  policy: z.enum(MEMBERSHIP_POLICIES, { error: "Política inválida: use invitation, approval ou open." }),
});

export async function getPolicyEndpoint(request: Request): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  return json({ Data: { Policy: await membershipPolicyOf(await db(), caller.tenant.id) } });
}

export async function setPolicyEndpoint(request: Request): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  const input = await parseBody(request, policySchema, "Dados inválidos para alterar a entrada de membros.");
  if (input instanceof Response) return input;
  const message = await setMembershipPolicy({ organizationId: caller.tenant.id, userId: caller.account.id }, input.policy);
  return accepted(200, message, { Policy: input.policy });
}

export async function listRequestsEndpoint(request: Request): Promise<Response> {
  const caller = await administratorCaller(request);
  if (caller instanceof Response) return caller;
  return json({ Data: { Items: await listMembershipRequests(await db(), caller.tenant.id) } });
}

const answerEndpoint = (answer: RequestAnswer) =>
  async function (request: Request, userId: string): Promise<Response> {
    const caller = await administratorCaller(request);
    if (caller instanceof Response) return caller;
    const message = await answerMembershipRequest(
      { organizationId: caller.tenant.id, userId: caller.account.id },
      userId,
      answer,
    );
    return message ? accepted(200, message) : errorResponse(404, "not_found", "Pedido de acesso não encontrado.");
  };

export const approveRequestEndpoint = answerEndpoint("approve");
export const refuseRequestEndpoint = answerEndpoint("refuse");
