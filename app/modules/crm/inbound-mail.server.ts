/**
 * E-mail that comes in to the desk (docs/decisions/0035), as the SMTP listener hands it over: an answer to an
 * atendimento's reply address (`<slug>+<token>@domain`) from its contact becomes a "mensagem" on it; a new e-mail
 * to an organization's inbox (`<slug>@domain`) opens an atendimento as the contact form does (contact found or
 * created by e-mail, confirmation e-mailed, the same limits per e-mail and organization). An unknown token, one of
 * another organization, or a sender who is not the atendimento's contact opens and changes nothing; nor does an
 * automatic message (a bounce, an out-of-office), so two robots cannot answer each other forever.
 */
import { config } from "~/config.server";
import { db } from "~/db/db.server";
import { documentCode } from "~/modules/document-code";
import { withAttachments, type IncomingFile } from "./attachments.server";
import { contactFormSchema, INTAKE_LIMITS } from "./intake-schemas";
import { INTAKE_LIMITED_MESSAGE, openTicketFromOutside, takeIntakePlace } from "./intake.server";
import { inboundMessage, inboundName, inboundSubject } from "./inbound-text";
import { parseInboundAddress } from "./reply-address";
import { receiveContactMessage } from "./tickets.server";
import { TicketRefusal } from "./ticket-text";

/** pt-BR reasons an e-mail is refused; the listener answers them to the sending server. */
export const INBOUND_MESSAGES = {
  unknown: "Endereço desconhecido: confira o endereço de resposta.",
  notContact: "Este endereço de resposta é do contato do atendimento: responda do e-mail em que recebeu a mensagem.",
  noSender: "A mensagem não diz quem a enviou.",
  empty: "A mensagem chegou sem texto.",
  limited: INTAKE_LIMITED_MESSAGE,
} as const;

/** Where an accepted recipient leads: the organization, and the atendimento for a reply address. */
export interface InboundRecipient {
  organizationId: string;
  ticket: { id: string; contactEmail: string | null } | null;
}

/** An e-mail as the listener read it. */
export interface InboundMail {
  from: { address: string; name: string } | null;
  subject: string | undefined;
  /** The plain text (or the HTML's text when there is none). */
  text: string;
  /** Sent by a robot: a bounce (empty envelope sender), Auto-Submitted, Precedence bulk/junk/list. */
  automatic: boolean;
  files: IncomingFile[];
}

/** What became of an e-mail: a message on an atendimento, a new one, nothing (automatic), or a refusal to answer; `temporary` asks the sender to try later. */
export type InboundOutcome =
  | { status: "added" | "opened"; ticketId: string; code: string }
  | { status: "ignored" }
  | { status: "refused"; message: string; temporary?: boolean };

/** Who `address` (an envelope recipient) leads to, or null when it is none of the listener's (unknown organization or token, a token of another organization). */
export async function inboundRecipient(address: string): Promise<InboundRecipient | null> {
  const inbound = config().inboundMail;
  const parsed = inbound ? parseInboundAddress(address, inbound.domain) : null;
  if (!parsed) return null;
  const database = await db();
  if (parsed.token === null) {
    const organization = await database
      .selectFrom("organizations")
      .select("id")
      .where("slug", "=", parsed.slug)
      .executeTakeFirst();
    return organization ? { organizationId: organization.id, ticket: null } : null;
  }
  const ticket = await database
    .selectFrom("crm_tickets as t")
    .innerJoin("organizations as o", "o.id", "t.organization_id")
    .innerJoin("contacts as c", (join) =>
      join.onRef("c.id", "=", "t.contact_id").onRef("c.organization_id", "=", "t.organization_id"),
    )
    .select(["t.id", "t.organization_id", "o.slug", "c.email"])
    .where("t.reply_token", "=", parsed.token)
    .executeTakeFirst();
  if (!ticket || ticket.slug !== parsed.slug) return null;
  return { organizationId: ticket.organization_id, ticket: { id: ticket.id, contactEmail: ticket.email } };
}

const sameAddress = (a: string, b: string | null) => b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Takes `mail` for `recipient` (inboundRecipient's answer); refusals name the reason in pt-BR and change nothing. */
export async function receiveInboundMail(
  recipient: InboundRecipient,
  mail: InboundMail,
  now = new Date(),
): Promise<InboundOutcome> {
  if (mail.automatic) return { status: "ignored" };
  if (!mail.from) return { status: "refused", message: INBOUND_MESSAGES.noSender };
  const body = inboundMessage(mail.text, mail.files.length > 0);
  if (!body) return { status: "refused", message: INBOUND_MESSAGES.empty };
  const { ticket } = recipient;
  const org = { organizationId: recipient.organizationId };
  try {
    if (ticket) {
      if (!sameAddress(mail.from.address, ticket.contactEmail))
        return { status: "refused", message: INBOUND_MESSAGES.notContact };
      const added = await withAttachments(org.organizationId, mail.files, (staged) =>
        receiveContactMessage(org, ticket.id, body, now, staged),
      );
      return added
        ? { status: "added", ticketId: ticket.id, code: await ticketCode(ticket.id) }
        : { status: "refused", message: INBOUND_MESSAGES.unknown };
    }
    // The contact form's own checks: what an e-mail opens is what /contato would.
    const form = contactFormSchema.safeParse({
      name: inboundName(mail.from.name, mail.from.address, INTAKE_LIMITS.name),
      email: mail.from.address.trim(),
      subject: inboundSubject(mail.subject),
      message: body,
    });
    if (!form.success) return { status: "refused", message: form.error.issues[0]!.message };
    if (!(await takeIntakePlace(org.organizationId, { clientAddress: null, email: form.data.email }, now)))
      return { status: "refused", message: INBOUND_MESSAGES.limited, temporary: true };
    const opened = await withAttachments(org.organizationId, mail.files, (attachments) =>
      openTicketFromOutside(org, { ...form.data, channel: "email", priority: "media", attachments }, now),
    );
    return { status: "opened", ticketId: opened!.id, code: opened!.code };
  } catch (error) {
    if (error instanceof TicketRefusal) return { status: "refused", message: error.message };
    throw error;
  }
}

async function ticketCode(ticketId: string): Promise<string> {
  const row = await (await db()).selectFrom("crm_tickets").select("number").where("id", "=", ticketId).executeTakeFirstOrThrow();
  return documentCode("AT", row.number);
}
