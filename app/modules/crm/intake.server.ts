/**
 * Atendimentos opened from outside: the public contact form and the
 * intake API. The contact is found by e-mail in the organization (an
 * existing contact is never changed from outside) or created as a
 * cliente with the atendimento, through the desk's `openTicket`; the
 * contact gets a confirmation e-mail with its number and assunto. The
 * form is rate limited per client address, per e-mail and per
 * organization (the API is not: its callers hold a key).
 */
import { config } from "~/config.server";
import { db, database } from "~/db/db.server";
import { take } from "~/db/rate-limit.server";
import type { TicketChannel, TicketPriority } from "~/db/schema";
import { intakeConfirmationEmail } from "~/mail/crm-emails.server";
import { sendMail } from "~/mail/mailer.server";
import { documentCode } from "~/modules/document-code";
import { logger } from "~/server/logger.server";
import type { StagedFile } from "./attachments.server";
import type { ContactFormInput } from "./intake-schemas";
import { contactMailHeaders } from "./mail-settings.server";
import { openTicket, receiveContactMessage } from "./tickets.server";

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

/**
 * Takes a place for one form submission (or e-mail: no client address, since a mail server relays many senders);
 * false (nothing recorded) when the address, the e-mail or the organization is at its limit.
 */
export async function takeIntakePlace(
  organizationId: string,
  who: { clientAddress: string | null; email: string },
  now = new Date(),
): Promise<boolean> {
  const perAddress = {
    rule: { ...INTAKE_RULES.address, limit: INTAKE_RULES.address.limit * config().addressLimitFactor },
    key: `${organizationId}/${who.clientAddress}`,
  };
  const result = await take(
    await database(),
    [
      ...(who.clientAddress === null ? [] : [perAddress]),
      { rule: INTAKE_RULES.email, key: `${organizationId}/${who.email}` },
      { rule: INTAKE_RULES.organization, key: organizationId },
    ],
    now,
  );
  return result.ok;
}

/**
 * Opens an atendimento for what the contact sent (the form, the API
 * with its channel and priority, or an e-mail with its files) and e-mails
 * them its number. A mailer failure is logged: the atendimento stays open.
 */
export async function openTicketFromOutside(
  org: { organizationId: string },
  input: ContactFormInput & { channel: TicketChannel; priority: TicketPriority; attachments?: readonly StagedFile[] },
  now = new Date(),
): Promise<OpenedTicket> {
  const ticket = await openTicket(
    { organizationId: org.organizationId, userId: null },
    {
      subject: input.subject,
      contact: { kind: "by-email", name: input.name, email: input.email, phone: input.phone },
      channel: input.channel,
      priority: input.priority,
      message: input.message,
      messageFrom: "contato",
      attachments: input.attachments,
    },
    now,
  );
  const code = documentCode("AT", ticket.number);
  await sendConfirmation(org.organizationId, ticket.id, { to: input.email, name: input.name, code, subject: input.subject });
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

async function sendConfirmation(
  organizationId: string,
  ticketId: string,
  mail: { to: string; name: string; code: string; subject: string },
) {
  try {
    const headers = await contactMailHeaders(organizationId, ticketId);
    await sendMail({ ...intakeConfirmationEmail({ ...mail, from: headers.senderName }), ...headers });
  } catch (error) {
    logger().error({ err: error, code: mail.code }, "the intake confirmation e-mail was not sent");
  }
}
