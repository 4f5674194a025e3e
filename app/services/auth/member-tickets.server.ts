import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { appendAuditEvent, type AuditActor } from "~/db/audit-log.server";
import type { Database } from "~/db/schema";

/** Unassigns member `userId`'s open atendimentos in `actor.organizationId`, as `actor.userId`; returns how many. */
export async function releaseOpenTickets(
  trx: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  memberLabel: string,
  now: Date,
): Promise<number> {
  const tickets = await trx
    .selectFrom("crm_tickets")
    .select(["id", "number", "subject", "last_activity_at"])
    .where("organization_id", "=", actor.organizationId)
    .where("assignee_id", "=", userId)
    .where("status", "!=", "resolvido")
    .execute();
  for (const ticket of tickets) {
    // After the ticket's last activity, so its timeline keeps the order of changes.
    const at = new Date(Math.max(now.getTime(), Date.parse(ticket.last_activity_at) + 1)).toISOString();
    await trx
      .updateTable("crm_tickets")
      .set({ assignee_id: null, last_activity_at: at, updated_at: at, version: sql<number>`version + 1` })
      .where("organization_id", "=", actor.organizationId)
      .where("id", "=", ticket.id)
      .execute();
    await trx
      .insertInto("crm_timeline")
      .values({
        id: randomUUID(),
        organization_id: actor.organizationId,
        ticket_id: ticket.id,
        kind: "evento",
        author_id: actor.userId,
        body: null,
        detail: JSON.stringify({ field: "assignee", from: userId, to: null }),
        created_at: at,
      })
      .execute();
    await appendAuditEvent(
      trx,
      actor,
      {
        action: "ticket.unassigned",
        targetType: "ticket",
        targetId: ticket.id,
        targetLabel: `AT-${String(ticket.number).padStart(6, "0")} - ${ticket.subject}`,
        detail: { "assignee.from": memberLabel, "assignee.to": "Não atribuídos" },
      },
      now,
    );
  }
  return tickets.length;
}
