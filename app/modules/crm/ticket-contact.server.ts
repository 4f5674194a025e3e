/** The contato an atendimento opens for, found or created inside the atendimento's transaction. */
import type { Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { createContact } from "~/modules/contacts/contacts.server";
import type { ContactInput } from "~/modules/contacts/schemas";
import { isId } from "~/modules/ids";
import { TicketRefusal, TICKET_MESSAGES } from "./ticket-text";

/**
 * Who the atendimento is for: a contato of the list, a new one typed in
 * place, or (from outside: the contact form, the API) the one with this
 * e-mail, an active one first, else a new cliente; an existing contact is
 * never changed from outside.
 */
export type TicketContact =
  | { kind: "existing"; contactId: string }
  | { kind: "new"; contact: ContactInput }
  | { kind: "by-email"; name: string; email: string; phone: string | null };

/** The contato's id, name and e-mail; throws TicketRefusal for one not the organization's or a duplicate document. */
export async function ticketContact(trx: Transaction<Database>, organizationId: string, contact: TicketContact) {
  const id = await contactId(trx, organizationId, contact);
  const row = isId(id)
    ? await trx
        .selectFrom("contacts")
        .select(["id", "name", "email"])
        .where("organization_id", "=", organizationId)
        .where("id", "=", id)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new TicketRefusal(TICKET_MESSAGES.contact);
  return row;
}

async function contactId(trx: Transaction<Database>, organizationId: string, contact: TicketContact): Promise<string> {
  if (contact.kind === "existing") return contact.contactId;
  if (contact.kind === "by-email") {
    const found = await trx
      .selectFrom("contacts")
      .select("id")
      .where("organization_id", "=", organizationId)
      .where("email", "=", contact.email)
      .orderBy("archived_at", "desc")
      .orderBy("created_at")
      .limit(1)
      .executeTakeFirst();
    if (found) return found.id;
  }
  const input: ContactInput =
    contact.kind === "new"
      ? contact.contact
      : { name: contact.name, roles: ["cliente"], document: null, email: contact.email, phone: contact.phone };
  const saved = await createContact({ organizationId }, input, trx);
  if (saved.status !== "saved") throw new TicketRefusal(TICKET_MESSAGES.duplicateContact);
  return saved.row.id;
}
