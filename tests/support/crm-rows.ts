/**
 * A fresh service desk for the CRM's integration tests: an organization of
 * its own (no demo data read) whose acting agent "Ana Lima" is a member,
 * a second member, and a contato with an e-mail address; its atendimentos
 * and the live events they wrote.
 */
import { db } from "~/db/db.server";
import { createTicket, replyToTicket } from "~/modules/crm/tickets.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { addMembership, createUser } from "./factories";
import { newBooks } from "./ledger-books";
import { messagesTo } from "./outbox";

export interface Desk {
  scope: TenantScope;
  /** The other member, "Bruno Souza". */
  colleague: string;
  /** "Padaria São João", with the e-mail `contactEmail`. */
  contact: string;
  contactEmail: string;
}

/** A new organization with two members and a contato that has an e-mail. */
export async function newDesk(): Promise<Desk> {
  const books = await newBooks();
  const { organizationId } = books.scope;
  await addMembership(books.scope.userId, { organizationId, role: "Administrator", primary: true });
  const { id: colleague } = await createUser({
    username: `bruno-${books.scope.userId.slice(0, 8)}`,
    givenName: "Bruno",
    familyName: "Souza",
    memberships: [{ organizationId, role: "Usuario", primary: true }],
  });
  const contactEmail = `padaria-${colleague.slice(0, 8)}@example.com`;
  await (await db()).updateTable("contacts").set({ email: contactEmail }).where("id", "=", books.contact).execute();
  return { scope: books.scope, colleague, contact: books.contact, contactEmail };
}

/** The desk's organization slug: the local part of its inbox address (docs/decisions/0035). */
export async function deskSlug(desk: Desk): Promise<string> {
  const row = await (
    await db()
  )
    .selectFrom("organizations")
    .select("slug")
    .where("id", "=", desk.scope.organizationId)
    .executeTakeFirstOrThrow();
  return row.slug;
}

/** A new atendimento of `desk`, "Entrega atrasada", opened by its contato's message "Meu pedido não chegou.". */
export async function deskTicket(desk: Desk): Promise<{ id: string; number: number }> {
  return createTicket(desk.scope, {
    subject: "Entrega atrasada",
    contactId: desk.contact,
    channel: "email",
    priority: "media",
    message: "Meu pedido não chegou.",
    messageFrom: "contato",
  });
}

/** A `deskTicket` the agent answered once ("Vamos verificar."): its id and the e-mail that went to the contato. */
export async function answeredTicket(desk: Desk) {
  const { id } = await deskTicket(desk);
  await replyToTicket(desk.scope, id, "Vamos verificar.");
  const [sent] = await messagesTo(desk.contactEmail);
  return { id, sent: sent! };
}

/** The payloads of the organization's live events on `topic`, in the order written. */
export async function livePayloads(organizationId: string, topic = "crm"): Promise<Array<Record<string, unknown>>> {
  const rows = await (
    await db()
  )
    .selectFrom("live_events")
    .select("payload")
    .where("organization_id", "=", organizationId)
    .where("topic", "=", topic)
    .orderBy("id")
    .execute();
  return rows.map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}
