/**
 * Atendimentos opened from outside: an existing contact is never changed from outside;
 * the form is rate limited per client address, e-mail and organization (the API is not: its callers hold a key).
 */
import { config } from "~/config.server";
import { db, database } from "~/db/db.server";
import { take } from "~/db/rate-limit.server";
import type { TicketChannel, TicketPriority } from "~/db/schema";
import { sendMail } from "~/mail/mailer.server";
import { createContact } from "~/modules/contacts/contacts.server";
import { documentCode } from "~/modules/document-code";
import { logger } from "~/server/logger.server";
import type { ContactFormInput } from "./intake-schemas";
import { createTicket, receiveContactMessage } from "./tickets.server";

/** How often the form may open atendimentos; the per-address limit is multiplied by ADDRESS_LIMIT_FACTOR since many people may share one address. */
export const INTAKE_RULES = {
  address: { bucket: "crm/intake/address", limit: 5, windowMs: 10 * 60 * 1000 },
  email: { bucket: "crm/intake/email", limit: 5, windowMs: 60 * 60 * 1000 },
  organization: { bucket: "crm/intake/organization", limit: 200, windowMs: 60 * 60 * 1000 },
} as const;

export const INTAKE_LIMITED_MESSAGE = "Recebemos muitas mensagens em pouco tempo. Tente de novo daqui a alguns minutos.";

/** An opened atendimento: its id, number and code (AT-000123). */
export interface OpenedTicket {
  id: string;
  number: number;
  code: string;
}

/** The organization whose slug is `slug` (what a public form's address names), or null. */
export async function organizationBySlug(slug: string): Promise<{ id: string; slug: string; displayName: string } | null> {
  if (!slug) return null;
  const row = await (
    await db()
  )
    .selectFrom("organizations")
    .select(["id", "slug", "display_name as displayName"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ?? null;
}

/** Takes a place for one form submission; false (nothing recorded) when the address, the e-mail or the organization is at its limit. */
export async function takeIntakePlace(
  organizationId: string,
  who: { clientAddress: string; email: string },
  now = new Date(),
): Promise<boolean> {
  const result = await take(
    await database(),
    [
      {
        rule: { ...INTAKE_RULES.address, limit: INTAKE_RULES.address.limit * config().addressLimitFactor },
        key: `${organizationId}/${who.clientAddress}`,
      },
      { rule: INTAKE_RULES.email, key: `${organizationId}/${who.email}` },
      { rule: INTAKE_RULES.organization, key: organizationId },
    ],
    now,
  );
  return result.ok;
}

async function contactFor(organizationId: string, input: ContactFormInput): Promise<string> {
  const found = await (
    await db()
  )
    .selectFrom("contacts")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("email", "=", input.email)
    .orderBy("archived_at", "desc")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  if (found) return found.id;
  // createContact keeps no author: the scope's person is not recorded.
  const saved = await createContact(
    { organizationId, userId: "" },
    { name: input.name, roles: ["cliente"], document: null, email: input.email, phone: input.phone },
  );
  if (saved.status !== "saved") throw new Error("a contact without a document cannot be a duplicate");
  return saved.row.id;
}

/** Opens an atendimento for what the contact sent and e-mails them its number; a mailer failure is logged and the atendimento stays open. */
export async function openTicketFromOutside(
  org: { organizationId: string },
  input: ContactFormInput & { channel: TicketChannel; priority: TicketPriority },
  now = new Date(),
): Promise<OpenedTicket> {
  const contactId = await contactFor(org.organizationId, input);
  const ticket = await createTicket(
    { organizationId: org.organizationId, userId: null },
    {
      subject: input.subject,
      contactId,
      channel: input.channel,
      priority: input.priority,
      message: input.message,
      messageFrom: "contato",
    },
    now,
  );
  const code = documentCode("AT", ticket.number);
  await sendConfirmation(org.organizationId, { to: input.email, name: input.name, code, subject: input.subject });
  return { ...ticket, code };
}

/** The contact's new message to the organization's atendimento `number` (which reopens it); null when there is none. */
export async function addMessageByNumber(
  org: { organizationId: string },
  number: number,
  body: string,
  now = new Date(),
): Promise<OpenedTicket | null> {
  const ticket = await (
    await db()
  )
    .selectFrom("crm_tickets")
    .select(["id", "number"])
    .where("organization_id", "=", org.organizationId)
    .where("number", "=", number)
    .executeTakeFirst();
  if (!ticket) return null;
  if (!(await receiveContactMessage(org, ticket.id, body, now))) return null;
  return { id: ticket.id, number: ticket.number, code: documentCode("AT", ticket.number) };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

async function sendConfirmation(organizationId: string, mail: { to: string; name: string; code: string; subject: string }) {
  const organization = await (
    await db()
  )
    .selectFrom("organizations")
    .select("display_name")
    .where("id", "=", organizationId)
    .executeTakeFirst();
  const from = organization?.display_name ?? "Equipe de atendimento";
  const lines = [
    `Olá, ${mail.name}.`,
    `Recebemos a sua mensagem e abrimos o atendimento ${mail.code}: "${mail.subject}".`,
    "Responderemos por este e-mail.",
    from,
  ];
  try {
    await sendMail({
      to: mail.to,
      subject: `Recebemos a sua mensagem: atendimento ${mail.code}`,
      text: lines.join("\n\n"),
      html: lines.map((line) => `<p>${escape(line)}</p>`).join(""),
    });
  } catch (error) {
    logger().error({ err: error, code: mail.code }, "the intake confirmation e-mail was not sent");
  }
}
