import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { TicketChannel, TicketPriority } from "~/db/schema";
import { replyEmail } from "~/mail/crm-emails.server";
import { sendMail, type MailAttachment } from "~/mail/mailer.server";
import { documentCode } from "~/modules/document-code";
import { nextDocumentNumber } from "~/modules/numbering.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { logger } from "~/server/logger.server";
import { linkAttachments, withAttachments, type IncomingFile, type StagedFile } from "./attachments.server";
import { contactMailHeaders } from "./mail-settings.server";
import { clockAfterMove, nearestDue, ticketDues } from "./sla";
import { clockColumns, clockOf, organizationClocks } from "./ticket-clock.server";
import { ticketContact, type TicketContact } from "./ticket-contact.server";
import { statusAfterContactMessage } from "./status";
import { checkBody, checkLabels, checkSubject, ticketSearchText } from "./ticket-text";
import { addTimeline, announce, changeTime, checkAssignee, findTicket, touchTicket } from "./ticket-writes.server";

export { assigneeRefusal, changeTickets } from "./ticket-changes.server";
export type { TicketChange } from "./ticket-actions";
export { getTicket, type TicketDetail } from "./ticket-detail.server";
export { wakeSnoozedTickets } from "./ticket-wake.server";
export { TicketRefusal } from "./ticket-text";
export type { TicketContact } from "./ticket-contact.server";

/** Who opens an atendimento: an agent (scope) or the contact through the form or API (no user). */
export type Opener = TenantScope | { organizationId: string; userId: null };

export interface NewTicketInput {
  subject: string;
  contactId: string;
  channel: TicketChannel;
  priority: TicketPriority;
  assigneeId?: string | null;
  labels?: string[];
  message: string;
  messageFrom: "contato" | "agente";
  /** Files of the first message, already checked and written (attachments.server `withAttachments`). */
  attachments?: readonly StagedFile[];
}

/** An atendimento to open with its contato (found or created with it), as the Novo atendimento form's schema gives it. */
export interface OpenTicketInput extends Omit<NewTicketInput, "contactId"> {
  contact: TicketContact;
}

/** Opens an atendimento for contato `contactId` (see openTicket). */
export function createTicket(opener: Opener, { contactId, ...input }: NewTicketInput, now: Date = new Date()) {
  return openTicket(opener, { ...input, contact: { kind: "existing", contactId } }, now);
}

/**
 * Opens an atendimento as aberto, numbered AT-n, with its SLA dues from
 * the priority's policy counted from `now`; a new contato is created in
 * the same transaction, so a refused atendimento leaves none behind.
 * Throws TicketRefusal on bad input (a contact or assignee not the
 * organization's, or an assignee blocked or disabled, included). Returns
 * its id and number.
 */
export async function openTicket(
  opener: Opener,
  input: OpenTicketInput,
  now: Date = new Date(),
): Promise<{ id: string; number: number }> {
  const subject = checkSubject(input.subject);
  const message = checkBody(input.message);
  const labels = checkLabels(input.labels ?? []);
  const { organizationId } = opener;
  const at = now.toISOString();
  const fromAgent = input.messageFrom === "agente" && opener.userId !== null;
  const firstRespondedAt = fromAgent ? at : null;
  const id = randomUUID();
  const number = await (await db()).transaction().execute(async (trx) => {
    const contact = await ticketContact(trx, organizationId, input.contact);
    const assigneeId = input.assigneeId ?? null;
    if (assigneeId) await checkAssignee(trx, { organizationId }, assigneeId);
    const dues = ticketDues(at, await organizationClocks(trx, organizationId)(input.priority));
    const number = await nextDocumentNumber(trx, organizationId, "AT");
    await trx
      .insertInto("crm_tickets")
      .values({
        id,
        organization_id: organizationId,
        number,
        subject,
        contact_id: contact.id,
        channel: input.channel,
        status: "aberto",
        priority: input.priority,
        assignee_id: assigneeId,
        snoozed_until: null,
        first_response_due_at: dues.firstResponseDueAt,
        resolution_due_at: dues.resolutionDueAt,
        sla_due_at: nearestDue({ ...dues, firstRespondedAt, resolvedAt: null, pausedAt: null }),
        first_responded_at: firstRespondedAt,
        resolved_at: null,
        last_activity_at: at,
        search_text: ticketSearchText({ number, subject, contactName: contact.name, contactEmail: contact.email }),
        version: 1,
        created_by: opener.userId,
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (labels.length > 0)
      await trx
        .insertInto("crm_ticket_labels")
        .values(labels.map((label) => ({ organization_id: organizationId, ticket_id: id, label })))
        .execute();
    const timelineId = await addTimeline(trx, {
      organizationId,
      ticketId: id,
      kind: fromAgent ? "resposta" : "mensagem",
      authorId: fromAgent ? opener.userId : null,
      body: message,
      at,
    });
    await linkAttachments(trx, { organizationId, ticketId: id, timelineId, at }, input.attachments ?? []);
    await announce(trx, organizationId, "ticket.created", id);
    return number;
  });
  if (fromAgent) await mailReply(organizationId, id, message, input.attachments ?? []);
  return { id, number };
}

/**
 * The contact wrote: a "mensagem" entry, with `attachments` (already checked and written) when it came by e-mail;
 * a ticket not aberto reopens and loses its snooze. Null when not the organization's; throws TicketRefusal on a bad body.
 */
export async function receiveContactMessage(
  org: { organizationId: string },
  ticketId: string,
  body: string,
  now: Date = new Date(),
  attachments: readonly StagedFile[] = [],
): Promise<{ reopened: boolean } | null> {
  const message = checkBody(body);
  const database = await db();
  return database.transaction().execute(async (trx) => {
    const ticket = await findTicket(trx, org.organizationId, ticketId);
    if (!ticket) return null;
    const at = changeTime(ticket, now);
    const status = statusAfterContactMessage(ticket.status);
    const reopened = status !== ticket.status;
    const timelineId = await addTimeline(trx, {
      organizationId: org.organizationId,
      ticketId: ticket.id,
      kind: "mensagem",
      authorId: null,
      body: message,
      at,
    });
    await linkAttachments(trx, { organizationId: org.organizationId, ticketId: ticket.id, timelineId, at }, attachments);
    if (reopened)
      await addTimeline(trx, {
        organizationId: org.organizationId,
        ticketId: ticket.id,
        kind: "evento",
        authorId: null,
        detail: { field: "status", from: ticket.status, to: status },
        at,
      });
    const resolvedAt = reopened ? null : ticket.resolved_at;
    const clock = clockAfterMove(
      { ...clockOf(ticket), resolvedAt },
      status,
      at,
      await organizationClocks(trx, org.organizationId)(ticket.priority),
    );
    await touchTicket(
      trx,
      { organizationId: org.organizationId, id: ticket.id },
      { status, snoozed_until: null, resolved_at: resolvedAt, ...clockColumns(clock) },
      at,
    );
    await announce(trx, org.organizationId, "ticket.message", ticket.id);
    return { reopened };
  });
}

/**
 * A resposta, recorded with its `files` then e-mailed with them to the contact; the first sets first_responded_at and
 * moves the SLA to resolution. Null for another tenant's ticket; throws TicketRefusal on a bad body or a file refused
 * (attachments.server `checkAttachments`), nothing kept. `emailed`: whether it went out.
 */
export async function replyToTicket(
  scope: TenantScope,
  ticketId: string,
  body: string,
  files: readonly IncomingFile[] = [],
): Promise<{ emailed: boolean } | null> {
  const reply = checkBody(body);
  return withAttachments(scope.organizationId, files, async (staged) => {
    const ticket = await recordReply(scope, ticketId, reply, staged);
    if (!ticket) return null;
    return { emailed: await mailReply(scope.organizationId, ticket.id, reply, staged) };
  });
}

async function recordReply(scope: TenantScope, ticketId: string, reply: string, staged: readonly StagedFile[]) {
  return (await db()).transaction().execute(async (trx) => {
    const ticket = await findTicket(trx, scope.organizationId, ticketId);
    if (!ticket) return null;
    const at = changeTime(ticket);
    const timelineId = await addTimeline(trx, {
      organizationId: scope.organizationId,
      ticketId: ticket.id,
      kind: "resposta",
      authorId: scope.userId,
      body: reply,
      at,
    });
    await linkAttachments(trx, { organizationId: scope.organizationId, ticketId: ticket.id, timelineId, at }, staged);
    const firstRespondedAt = ticket.first_responded_at ?? at;
    await touchTicket(
      trx,
      { organizationId: scope.organizationId, id: ticket.id },
      {
        first_responded_at: firstRespondedAt,
        sla_due_at: nearestDue({ ...clockOf(ticket), firstRespondedAt }),
      },
      at,
    );
    await announce(trx, scope.organizationId, "ticket.reply", ticket.id);
    return ticket;
  });
}

/** A nota interna (never e-mailed); null for another tenant's ticket; throws TicketRefusal on a bad body. */
export async function addInternalNote(scope: TenantScope, ticketId: string, body: string): Promise<{ added: true } | null> {
  const note = checkBody(body);
  return (await db()).transaction().execute(async (trx) => {
    const ticket = await findTicket(trx, scope.organizationId, ticketId);
    if (!ticket) return null;
    const at = changeTime(ticket);
    await addTimeline(trx, {
      organizationId: scope.organizationId,
      ticketId: ticket.id,
      kind: "nota",
      authorId: scope.userId,
      body: note,
      at,
    });
    await touchTicket(trx, { organizationId: scope.organizationId, id: ticket.id }, {}, at);
    await announce(trx, scope.organizationId, "ticket.note", ticket.id);
    return { added: true as const };
  });
}

/**
 * The organization's atendimento an address names: by its code ("AT-000298", the address people share) or by
 * its id (older links); `{ id, code }`, or null when it names none of the organization's.
 */
export async function ticketRef(
  scope: Pick<TenantScope, "organizationId">,
  ref: string,
): Promise<{ id: string; code: string } | null> {
  const row = await findTicket(await db(), scope.organizationId, ref);
  return row ? { id: row.id, code: documentCode("AT", Number(row.number)) } : null;
}

/** Records that the acting agent has seen the atendimento now (unread compares last_activity_at with it); false when not the organization's. */
export async function markTicketRead(scope: TenantScope, ticketId: string, now: Date = new Date()): Promise<boolean> {
  const database = await db();
  const ticket = await findTicket(database, scope.organizationId, ticketId);
  if (!ticket) return false;
  const at = now.toISOString();
  await database
    .insertInto("crm_ticket_reads")
    .values({ organization_id: scope.organizationId, ticket_id: ticket.id, user_id: scope.userId, read_at: at })
    .onConflict((conflict) => conflict.columns(["ticket_id", "user_id"]).doUpdateSet({ read_at: at }))
    .execute();
  return true;
}

/** E-mails a resposta with its files to the atendimento's contact, in the organization's name, with the atendimento's reply address; false when the contact has no e-mail or sending failed (logged). */
async function mailReply(organizationId: string, ticketId: string, body: string, files: readonly StagedFile[]): Promise<boolean> {
  const row = await (
    await db()
  )
    .selectFrom("crm_tickets as t")
    .innerJoin("contacts as c", "c.id", "t.contact_id")
    .select(["t.number", "t.subject", "c.email"])
    .where("t.organization_id", "=", organizationId)
    .where("t.id", "=", ticketId)
    .executeTakeFirst();
  if (!row?.email) return false;
  try {
    const headers = await contactMailHeaders(organizationId, ticketId);
    const attachments: MailAttachment[] = files.map((file) => ({
      filename: file.fileName,
      contentType: file.contentType,
      content: file.bytes,
    }));
    const code = documentCode("AT", row.number);
    const mail = replyEmail({ to: row.email, code, subject: row.subject, body, organizationName: headers.senderName });
    await sendMail({ ...mail, ...headers, attachments });
    return true;
  } catch (error) {
    logger().error({ err: error, ticketId }, "crm: a resposta could not be e-mailed");
    return false;
  }
}
