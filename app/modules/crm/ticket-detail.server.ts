import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { TicketChannel, TicketPriority, TicketStatus, TimelineKind } from "~/db/schema";
import { documentCode } from "~/modules/document-code";
import type { TenantScope } from "~/modules/tenant-scope";
import { attachmentsByEntry, type AttachmentSummary } from "./attachments.server";
import { findTicket, type TicketChangeDetail } from "./ticket-writes.server";

const OTHERS = 10;

export interface TimelineEntry {
  id: string;
  kind: TimelineKind;
  authorName: string | null;
  body: string | null;
  detail: (TicketChangeDetail & { fromName?: string | null; toName?: string | null }) | null;
  /** The message's files (a resposta's, or those of an e-mail that came in). */
  attachments: AttachmentSummary[];
  createdAt: string;
}

export interface TicketDetail {
  id: string;
  number: number;
  code: string;
  subject: string;
  channel: TicketChannel;
  status: TicketStatus;
  priority: TicketPriority;
  snoozedUntil: string | null;
  firstResponseDueAt: string | null;
  resolutionDueAt: string | null;
  /** When Pendente paused the SLA clocks; null while they run. */
  slaPausedAt: string | null;
  firstRespondedAt: string | null;
  resolvedAt: string | null;
  lastActivityAt: string;
  createdAt: string;
  version: number;
  contact: { id: string; name: string; email: string | null; phone: string | null };
  assignee: { id: string; name: string } | null;
  labels: string[];
  timeline: TimelineEntry[];
  otherTickets: Array<{ id: string; code: string; subject: string; status: TicketStatus; lastActivityAt: string }>;
}

const fullName = (row: { given_name: string; family_name: string }) => `${row.given_name} ${row.family_name}`.trim();

/** The organization's atendimento `ref` (its id or code) with all its page shows; null when not the organization's. */
export async function getTicket(scope: TenantScope, ref: string): Promise<TicketDetail | null> {
  const database = await db();
  const ticket = await findTicket(database, scope.organizationId, ref);
  if (!ticket) return null;
  const [contact, labels, timeline, others, files] = await Promise.all([
    database
      .selectFrom("contacts")
      .select(["id", "name", "email", "phone"])
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", ticket.contact_id)
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("crm_ticket_labels")
      .select("label")
      .where("organization_id", "=", scope.organizationId)
      .where("ticket_id", "=", ticket.id)
      .orderBy("label")
      .execute(),
    database
      .selectFrom("crm_timeline")
      .selectAll()
      .where("organization_id", "=", scope.organizationId)
      .where("ticket_id", "=", ticket.id)
      .orderBy("created_at")
      // A message and the reopening it caused share an instant: the message first.
      .orderBy(sql`case when kind = 'evento' then 1 else 0 end`)
      .execute(),
    database
      .selectFrom("crm_tickets")
      .select(["id", "number", "subject", "status", "last_activity_at"])
      .where("organization_id", "=", scope.organizationId)
      .where("contact_id", "=", ticket.contact_id)
      .where("id", "!=", ticket.id)
      .orderBy("created_at", "desc")
      .limit(OTHERS)
      .execute(),
    attachmentsByEntry(database, scope.organizationId, ticket.id),
  ]);
  const details = timeline.map((entry) => (entry.detail ? (JSON.parse(entry.detail) as TicketChangeDetail) : null));
  const userIds = new Set<string>();
  if (ticket.assignee_id) userIds.add(ticket.assignee_id);
  for (const entry of timeline) if (entry.author_id) userIds.add(entry.author_id);
  for (const detail of details)
    if (detail?.field === "assignee") for (const user of [detail.from, detail.to]) if (user) userIds.add(user);
  const users =
    userIds.size === 0
      ? []
      : await database
          .selectFrom("users")
          .select(["id", "given_name", "family_name"])
          .where("id", "in", [...userIds])
          .execute();
  const names = new Map(users.map((user) => [user.id, fullName(user)]));
  const nameOf = (userId: string | null) => (userId ? (names.get(userId) ?? null) : null);
  return {
    id: ticket.id,
    number: ticket.number,
    code: documentCode("AT", ticket.number),
    subject: ticket.subject,
    channel: ticket.channel,
    status: ticket.status,
    priority: ticket.priority,
    snoozedUntil: ticket.snoozed_until,
    firstResponseDueAt: ticket.first_response_due_at,
    resolutionDueAt: ticket.resolution_due_at,
    slaPausedAt: ticket.sla_paused_at,
    firstRespondedAt: ticket.first_responded_at,
    resolvedAt: ticket.resolved_at,
    lastActivityAt: ticket.last_activity_at,
    createdAt: ticket.created_at,
    version: ticket.version,
    contact,
    assignee: ticket.assignee_id ? { id: ticket.assignee_id, name: nameOf(ticket.assignee_id) ?? "" } : null,
    labels: labels.map((row) => row.label),
    timeline: timeline.map((entry, index) => {
      const detail = details[index] ?? null;
      return {
        id: entry.id,
        kind: entry.kind,
        authorName: nameOf(entry.author_id),
        body: entry.body,
        detail: detail?.field === "assignee" ? { ...detail, fromName: nameOf(detail.from), toName: nameOf(detail.to) } : detail,
        attachments: files.get(entry.id) ?? [],
        createdAt: entry.created_at,
      };
    }),
    otherTickets: others.map((row) => ({
      id: row.id,
      code: documentCode("AT", row.number),
      subject: row.subject,
      status: row.status,
      lastActivityAt: row.last_activity_at,
    })),
  };
}
