import type { Selectable, Transaction, Updateable } from "kysely";
import { db } from "~/db/db.server";
import type { CrmTicketTable, Database, TicketStatus } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { clockAfterMove, ticketDues, type SlaClock } from "./sla";
import type { TicketChange } from "./ticket-actions";
import { clockColumns, clockOf, organizationClocks } from "./ticket-clock.server";
import { mailSurveys, openSurveys, type Resolution } from "./surveys.server";
import { canMoveTicket, TICKET_PRIORITIES, TICKET_STATUSES } from "./status";
import { checkLabel, LABELS_PER_TICKET, TicketRefusal, TICKET_MESSAGES } from "./ticket-text";
import { checkAssignee } from "./ticket-writes.server";
import { addTimeline, announce, changeTime, touchTicket, type TicketChangeDetail } from "./ticket-writes.server";

/** At most this many atendimentos per call (a list page's worth, with room). */
export const MAX_BULK = 200;

type Ticket = Selectable<CrmTicketTable>;
type Columns = Omit<Updateable<CrmTicketTable>, "id" | "organization_id" | "version">;

type Clocks = (priority: Ticket["priority"]) => Promise<SlaClock>;

async function statusColumns(
  ticket: Ticket,
  clocks: Clocks,
  to: TicketStatus,
  at: string,
  snoozedUntil: string | null = null,
): Promise<Columns> {
  const resolvedAt = to === "resolvido" ? at : null;
  const clock = clockAfterMove({ ...clockOf(ticket), resolvedAt }, to, at, await clocks(ticket.priority));
  return {
    status: to,
    snoozed_until: to === "adiado" ? snoozedUntil : null,
    resolved_at: resolvedAt,
    ...clockColumns(clock),
  };
}

async function checked(trx: Transaction<Database>, scope: TenantScope, change: TicketChange, now: Date): Promise<TicketChange> {
  switch (change.kind) {
    case "assign":
      if (change.assigneeId !== null) await checkAssignee(trx, scope, change.assigneeId);
      return change;
    case "status":
      if (!TICKET_STATUSES.includes(change.status)) throw new TicketRefusal(TICKET_MESSAGES.move);
      return change;
    case "priority":
      if (!TICKET_PRIORITIES.includes(change.priority)) throw new TicketRefusal("Escolha uma prioridade da lista.");
      return change;
    case "label":
      return { ...change, label: checkLabel(change.label) };
    case "snooze": {
      if (change.until === null) return change;
      const until = Date.parse(change.until);
      if (Number.isNaN(until) || until <= now.getTime()) throw new TicketRefusal(TICKET_MESSAGES.snoozePast);
      return { kind: "snooze", until: new Date(until).toISOString() };
    }
  }
}

/** The pt-BR refusal of assigning atendimentos to `assigneeId` (not a member, blocked or disabled); null when they may take them. */
export async function assigneeRefusal(scope: TenantScope, assigneeId: string): Promise<string | null> {
  try {
    await checkAssignee(await db(), scope, assigneeId);
    return null;
  } catch (error) {
    if (error instanceof TicketRefusal) return error.message;
    throw error;
  }
}

/**
 * Applies `change` to the organization's tickets among `ticketIds` (others ignored): `{ changed }` count, or `{ error }`
 * pt-BR refusal with nothing written. Each atendimento it resolves sends its contato the satisfaction survey. `basedOn`: the version the person saw, for a change of one atendimento; a ticket
 * changed since is refused (TICKET_MESSAGES.stale) rather than silently set back.
 */
export async function changeTickets(
  scope: TenantScope,
  ticketIds: string[],
  change: TicketChange,
  now: Date = new Date(),
  basedOn?: number,
): Promise<{ changed: number } | { error: string }> {
  const ids = [...new Set(ticketIds.filter(isId))].slice(0, MAX_BULK);
  if (ids.length === 0) return { error: TICKET_MESSAGES.none };
  try {
    const outcome = await (await db()).transaction().execute(async (trx) => {
      const valid = await checked(trx, scope, change, now);
      const tickets = await trx
        .selectFrom("crm_tickets")
        .selectAll()
        .where("organization_id", "=", scope.organizationId)
        .where("id", "in", ids)
        .execute();
      if (basedOn !== undefined && tickets.some((ticket) => ticket.version !== basedOn))
        throw new TicketRefusal(TICKET_MESSAGES.stale);
      let changed = 0;
      let refusedMoves = 0;
      const clocks = organizationClocks(trx, scope.organizationId);
      const resolved: Resolution[] = [];
      for (const ticket of tickets) {
        const outcome = await applyOne(trx, scope, clocks, ticket, valid, changeTime(ticket, now));
        if (outcome === "changed") changed += 1;
        if (outcome === "refused") refusedMoves += 1;
        if (outcome === "changed" && valid.kind === "status" && valid.status === "resolvido")
          resolved.push({ ticketId: ticket.id, agentId: ticket.assignee_id ?? scope.userId });
      }
      if (changed === 0 && refusedMoves > 0) throw new TicketRefusal(TICKET_MESSAGES.move);
      return { changed, surveys: await openSurveys(trx, scope.organizationId, resolved, now) };
    });
    await mailSurveys(outcome.surveys);
    return { changed: outcome.changed };
  } catch (error) {
    if (error instanceof TicketRefusal) return { error: error.message };
    throw error;
  }
}

async function applyOne(
  trx: Transaction<Database>,
  scope: TenantScope,
  clocks: Clocks,
  ticket: Ticket,
  change: TicketChange,
  at: string,
): Promise<"changed" | "same" | "refused"> {
  const where = { organizationId: scope.organizationId, id: ticket.id };
  let columns: Columns = {};
  let detail: TicketChangeDetail;
  switch (change.kind) {
    case "assign":
      if (ticket.assignee_id === change.assigneeId) return "same";
      columns = { assignee_id: change.assigneeId };
      detail = { field: "assignee", from: ticket.assignee_id, to: change.assigneeId };
      break;
    case "status":
      if (ticket.status === change.status) return "same";
      if (!canMoveTicket(ticket.status, change.status)) return "refused";
      columns = await statusColumns(ticket, clocks, change.status, at);
      detail = { field: "status", from: ticket.status, to: change.status };
      break;
    case "priority": {
      if (ticket.priority === change.priority) return "same";
      const clock = clockOf(ticket);
      // From the opening, with the time already paused added; a pause under way keeps its dues waiting.
      const dues = ticketDues(ticket.created_at, await clocks(change.priority), clock);
      columns = { priority: change.priority, ...clockColumns({ ...clock, ...dues }) };
      detail = { field: "priority", from: ticket.priority, to: change.priority };
      break;
    }
    case "label": {
      const has = await trx.selectFrom("crm_ticket_labels").select("label").where("ticket_id", "=", ticket.id).execute();
      if (has.some((row) => row.label === change.label) === change.add) return "same";
      if (change.add) {
        if (has.length >= LABELS_PER_TICKET) throw new TicketRefusal(TICKET_MESSAGES.tooManyLabels);
        await trx
          .insertInto("crm_ticket_labels")
          .values({ organization_id: scope.organizationId, ticket_id: ticket.id, label: change.label })
          .execute();
      } else
        await trx.deleteFrom("crm_ticket_labels").where("ticket_id", "=", ticket.id).where("label", "=", change.label).execute();
      detail = { field: "label", from: change.add ? null : change.label, to: change.add ? change.label : null };
      break;
    }
    case "snooze":
      if (ticket.status === "adiado" && ticket.snoozed_until === change.until) return "same";
      if (ticket.status !== "adiado" && !canMoveTicket(ticket.status, "adiado")) return "refused";
      columns = await statusColumns(ticket, clocks, "adiado", at, change.until);
      detail = { field: "snooze", from: ticket.status === "adiado" ? ticket.snoozed_until : null, to: change.until };
      break;
  }
  await addTimeline(trx, {
    organizationId: scope.organizationId,
    ticketId: ticket.id,
    kind: "evento",
    authorId: scope.userId,
    detail,
    at,
  });
  await touchTicket(trx, where, columns, at);
  await announce(trx, scope.organizationId, "ticket.updated", ticket.id);
  return "changed";
}
