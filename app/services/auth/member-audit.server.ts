import type { Kysely } from "kysely";
import { appendAuditEvent, personLabel, type AuditActor, type AuditEntry } from "~/db/audit-log.server";
import type { Database, MembershipStatus } from "~/db/schema";
import type { Caller } from "./caller.server";

/** Who the audit log says acted: the calling administrator, in the tenant. */
export const actorOf = (caller: Caller): AuditActor => ({ organizationId: caller.tenant.id, userId: caller.account.id });

const STATUS_ACTIONS: Partial<Record<`${MembershipStatus}>${MembershipStatus}`, string>> = {
  "active>blocked": "member.blocked",
  "disabled>blocked": "member.blocked",
  "active>disabled": "member.disabled",
  "blocked>disabled": "member.disabled",
  "blocked>active": "member.unblocked",
  "disabled>active": "member.enabled",
};

/** The events of a membership change of `userId` by `actor`: one for the role and one for the state, each only when it moved, in `database` (the write's transaction). */
export async function recordMembershipChange(
  database: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  before: { role: string; status: MembershipStatus },
  after: { role: string; status: MembershipStatus },
  now: Date,
): Promise<void> {
  const target = { targetType: "member", targetId: userId, targetLabel: await personLabel(database, userId) };
  const entries: AuditEntry[] = [];
  if (before.role !== after.role)
    entries.push({ action: "member.role_changed", ...target, detail: { from: before.role, to: after.role } });
  const statusAction = STATUS_ACTIONS[`${before.status}>${after.status}`];
  if (statusAction) entries.push({ action: statusAction, ...target, detail: { from: before.status, to: after.status } });
  for (const entry of entries) await appendAuditEvent(database, actor, entry, now);
}

/** One event about member `userId` (removal, unlock, password reset, registration, acceptance). */
export async function recordMemberEvent(
  database: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  action: string,
  detail: AuditEntry["detail"],
  now = new Date(),
): Promise<void> {
  await appendAuditEvent(
    database,
    actor,
    { action, targetType: "member", targetId: userId, targetLabel: await personLabel(database, userId), detail },
    now,
  );
}

/** One event about invitation `id`, named by its e-mail. */
export async function recordInvitationEvent(
  database: Kysely<Database>,
  actor: AuditActor,
  invitation: { id: string; email: string },
  action: string,
  detail: AuditEntry["detail"],
  now = new Date(),
): Promise<void> {
  await appendAuditEvent(
    database,
    actor,
    { action, targetType: "invitation", targetId: invitation.id, targetLabel: invitation.email, detail },
    now,
  );
}
