import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newDesk } from "../../../tests/support/crm-rows";
import { openTicket, TicketRefusal, type OpenTicketInput } from "./tickets.server";

const withNewContact = (name: string, overrides: Partial<OpenTicketInput> = {}): OpenTicketInput => ({
  contact: { kind: "new", contact: { name, roles: ["cliente"], document: null, email: null, phone: null } },
  subject: "Orçamento de bolos",
  channel: "telefone",
  priority: "media",
  message: "Quero um orçamento para 50 pessoas.",
  messageFrom: "contato",
  ...overrides,
});

const contactsNamed = async (organizationId: string, name: string) =>
  (await db())
    .selectFrom("contacts")
    .select("id")
    .where("organization_id", "=", organizationId)
    .where("name", "=", name)
    .execute();

describe("openTicket with a new contato", () => {
  it("creates the contato with the atendimento", async () => {
    const desk = await newDesk();
    const { id } = await openTicket(desk.scope, withNewContact("Confeitaria Aurora"));
    const [contact] = await contactsNamed(desk.scope.organizationId, "Confeitaria Aurora");
    const ticket = await (
      await db()
    )
      .selectFrom("crm_tickets")
      .select("contact_id")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(ticket.contact_id).toBe(contact?.id);
  });

  it("leaves no contato behind when the atendimento is refused", async () => {
    const desk = await newDesk();
    const refused = openTicket(desk.scope, withNewContact("Mercearia Fantasma", { assigneeId: randomUUID() }));
    await expect(refused).rejects.toThrow(TicketRefusal);
    await expect(refused).rejects.toThrow("Escolha um responsável da lista.");
    expect(await contactsNamed(desk.scope.organizationId, "Mercearia Fantasma")).toEqual([]);
  });
});
