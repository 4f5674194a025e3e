import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction, type Updateable } from "kysely";
import type { CrmTicketTable, Database, TimelineKind } from "~/db/schema";
import { publishEvent } from "~/modules/events/publish.server";
import { documentNumber } from "~/modules/document-code";
import { isId } from "~/modules/ids";
import { assignableState } from "~/modules/administration/members.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { TicketRefusal, TICKET_MESSAGES } from "./ticket-text";

/** Throws TicketRefusal unless `userId` may take atendimentos: a member of the organization (else "Escolha um responsável da lista.") whose membership and account are active (else a refusal naming why). */
export async function checkAssignee(
  executor: Kysely<Database> | Transaction<Database>,
  scope: Pick<TenantScope, "organizationId">,
  userId: string,
): Promise<void> {
  const state = await assignableState(executor, scope, userId);
  if (state === null) throw new TicketRefusal(TICKET_MESSAGES.assignee);
  if (state === "inactive") throw new TicketRefusal(TICKET_MESSAGES.assigneeInactive);
}

/** What a "crm" event says happened (ticket.rated: the contato answered the satisfaction survey); its payload is `{ kind, ticketId }`. */
export type TicketEventKind =
  "ticket.created" | "ticket.message" | "ticket.reply" | "ticket.note" | "ticket.updated" | "ticket.rated";

/** An "evento" entry's detail: which field moved from what to what (ids for the assignee, ISO time or null for snooze). */
export interface TicketChangeDetail {
  field: "status" | "priority" | "assignee" | "label" | "snooze";
  from: string | null;
  to: string | null;
}

/** Adds an entry to the atendimento's timeline; returns its id. */
export async function addTimeline(
  trx: Transaction<Database>,
  entry: {
    organizationId: string;
    ticketId: string;
    kind: TimelineKind;
    authorId: string | null;
    body?: string;
    detail?: TicketChangeDetail;
    at: string;
  },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto("crm_timeline")
    .values({
      id,
      organization_id: entry.organizationId,
      ticket_id: entry.ticketId,
      kind: entry.kind,
      author_id: entry.authorId,
      body: entry.body ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      created_at: entry.at,
    })
    .execute();
  return id;
}

/** Sets `columns` on the ticket with its last activity at `at` and the version raised. */
export async function touchTicket(
  trx: Transaction<Database>,
  ticket: { organizationId: string; id: string },
  columns: Omit<Updateable<CrmTicketTable>, "id" | "organization_id" | "version">,
  at: string,
): Promise<void> {
  await trx
    .updateTable("crm_tickets")
    .set({ ...columns, last_activity_at: at, updated_at: at, version: sql<number>`version + 1` })
    .where("organization_id", "=", ticket.organizationId)
    .where("id", "=", ticket.id)
    .execute();
}

export const announce = (trx: Transaction<Database>, organizationId: string, kind: TicketEventKind, ticketId: string) =>
  publishEvent(trx, { organizationId, topic: "crm", payload: { kind, ticketId } });

/** The organization's ticket row `id`, or undefined (another tenant's, missing, or not an id). */
/** The organization's atendimento `ref` names: its id, or its code ("AT-000298", also "at-298"); undefined for none. */
export async function findTicket(executor: Kysely<Database> | Transaction<Database>, organizationId: string, ref: string) {
  const number = documentNumber("AT", ref);
  if (number === null && !isId(ref)) return undefined;
  const query = executor.selectFrom("crm_tickets").selectAll().where("organization_id", "=", organizationId);
  return (number !== null ? query.where("number", "=", number) : query.where("id", "=", ref)).executeTakeFirst();
}

/** The instant of a new change to `ticket`: `now`, or a millisecond after its last activity when that is not earlier, so the timeline keeps the order of changes made within one millisecond. */
export function changeTime(ticket: { last_activity_at: string }, now: Date = new Date()): string {
  return new Date(Math.max(now.getTime(), Date.parse(ticket.last_activity_at) + 1)).toISOString();
}
