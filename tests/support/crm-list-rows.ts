/**
 * Rows for the desk list's integration tests, written straight to the test
 * database (no atendimento module involved): atendimentos with their
 * etiquetas, and an agent's read mark.
 */
import type { Insertable } from "kysely";
import { randomUUID } from "node:crypto";
import { fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { CrmTicketTable } from "~/db/schema/crm";
import type { TenantScope } from "~/modules/tenant-scope";

let lastNumber = 0;

/** An atendimento (aberto, média, e-mail, nobody's unless told) with its etiquetas; its id. */
export async function insertTicket(
  scope: TenantScope,
  fields: { contactId: string; subject: string; labels?: string[] } & Partial<Insertable<CrmTicketTable>>,
): Promise<string> {
  const { labels = [], contactId, ...rest } = fields;
  const id = randomUUID();
  const now = new Date().toISOString();
  const number = rest.number ?? ++lastNumber;
  const database = await db();
  await database
    .insertInto("crm_tickets")
    .values({
      organization_id: scope.organizationId,
      number,
      contact_id: contactId,
      channel: "email",
      status: "aberto",
      priority: "media",
      assignee_id: null,
      snoozed_until: null,
      first_response_due_at: null,
      resolution_due_at: null,
      sla_due_at: null,
      first_responded_at: null,
      resolved_at: null,
      last_activity_at: now,
      search_text: fold(`${rest.subject} at-${String(number).padStart(6, "0")}`),
      version: 1,
      created_by: null,
      created_at: now,
      updated_at: now,
      ...rest,
      id,
    })
    .execute();
  if (labels.length)
    await database
      .insertInto("crm_ticket_labels")
      .values(labels.map((label) => ({ organization_id: scope.organizationId, ticket_id: id, label })))
      .execute();
  return id;
}

/** The agent opened the atendimento at `at`. */
export async function markRead(scope: TenantScope, ticketId: string, at: string): Promise<void> {
  await (
    await db()
  )
    .insertInto("crm_ticket_reads")
    .values({ organization_id: scope.organizationId, ticket_id: ticketId, user_id: scope.userId, read_at: at })
    .execute();
}
