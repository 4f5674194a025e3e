import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { messagesTo } from "../../../tests/support/outbox";
import { newMemberScope } from "../../../tests/support/crm-intake-rows";
import { contactFormSchema } from "./intake-schemas";
import { addMessageByNumber, INTAKE_RULES, openTicketFromOutside, takeIntakePlace } from "./intake.server";

const form = (email: string) =>
  contactFormSchema.parse({
    name: "Maria Souza",
    email,
    phone: "(11) 98765-4321",
    subject: "Pedido não chegou",
    message: "Comprei na semana passada e ainda não recebi.",
  });

const ticketRow = async (id: string) =>
  (await db()).selectFrom("crm_tickets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("intake from outside", () => {
  it("opens an atendimento from the form for a new contact and e-mails the number", async () => {
    const scope = await newMemberScope();
    const email = `maria-${scope.slug}@example.com`;
    const ticket = await openTicketFromOutside(scope, { ...form(email.toUpperCase()), channel: "formulario", priority: "media" });
    expect(ticket.code).toMatch(/^AT-\d{6}$/);

    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({
      organization_id: scope.organizationId,
      channel: "formulario",
      status: "aberto",
      created_by: null,
    });
    const contact = await (
      await db()
    )
      .selectFrom("contacts")
      .selectAll()
      .where("id", "=", row.contact_id)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({ name: "Maria Souza", email, phone: "(11) 98765-4321", is_customer: 1 });
    const timeline = await (await db()).selectFrom("crm_timeline").selectAll().where("ticket_id", "=", ticket.id).execute();
    expect(timeline.map((entry) => [entry.kind, entry.body])).toEqual([
      ["mensagem", "Comprei na semana passada e ainda não recebi."],
    ]);

    const [mail] = await messagesTo(email);
    expect(mail?.subject).toContain(ticket.code);
    expect(mail?.text).toContain("Pedido não chegou");
  });

  it("finds the contact by e-mail and leaves it as it was", async () => {
    const scope = await newMemberScope();
    const email = `joao-${scope.slug}@example.com`;
    const first = await openTicketFromOutside(scope, { ...form(email), channel: "formulario", priority: "media" });
    const second = await openTicketFromOutside(scope, {
      ...form(email),
      name: "Outro Nome",
      phone: null,
      channel: "whatsapp",
      priority: "alta",
    });
    const [a, b] = [await ticketRow(first.id), await ticketRow(second.id)];
    expect(b.contact_id).toBe(a.contact_id);
    expect(b.number).toBe(a.number + 1);
    expect(b).toMatchObject({ channel: "whatsapp", priority: "alta" });
    const contact = await (
      await db()
    )
      .selectFrom("contacts")
      .selectAll()
      .where("id", "=", a.contact_id)
      .executeTakeFirstOrThrow();
    expect(contact.name).toBe("Maria Souza");
  });

  it("limits the form per client address and per e-mail, and lets another address through", async () => {
    const scope = await newMemberScope();
    const now = new Date();
    for (let i = 0; i < INTAKE_RULES.address.limit; i++)
      expect(await takeIntakePlace(scope.organizationId, { clientAddress: "10.9.0.1", email: `p${i}@example.com` }, now)).toBe(
        true,
      );
    expect(await takeIntakePlace(scope.organizationId, { clientAddress: "10.9.0.1", email: "novo@example.com" }, now)).toBe(
      false,
    );
    expect(await takeIntakePlace(scope.organizationId, { clientAddress: "10.9.0.2", email: "novo@example.com" }, now)).toBe(true);

    for (let i = 0; i < INTAKE_RULES.email.limit - 1; i++)
      await takeIntakePlace(scope.organizationId, { clientAddress: `10.9.1.${i}`, email: "novo@example.com" }, now);
    expect(await takeIntakePlace(scope.organizationId, { clientAddress: "10.9.2.1", email: "novo@example.com" }, now)).toBe(
      false,
    );

    const other = await newMemberScope();
    expect(await takeIntakePlace(other.organizationId, { clientAddress: "10.9.0.1", email: "novo@example.com" }, now)).toBe(true);
  });

  it("adds the contact's message by number only within the organization, reopening a resolved one", async () => {
    const mine = await newMemberScope();
    const theirs = await newMemberScope();
    const email = `ana-${mine.slug}@example.com`;
    const ticket = await openTicketFromOutside(mine, { ...form(email), channel: "formulario", priority: "media" });
    await (
      await db()
    )
      .updateTable("crm_tickets")
      .set({ status: "resolvido", resolved_at: new Date().toISOString() })
      .where("id", "=", ticket.id)
      .execute();

    expect(await addMessageByNumber(theirs, ticket.number, "Sou outra organização")).toBeNull();
    expect((await ticketRow(ticket.id)).status).toBe("resolvido");

    expect(await addMessageByNumber(mine, ticket.number, "Ainda não chegou.")).toMatchObject({
      id: ticket.id,
      code: ticket.code,
    });
    expect((await ticketRow(ticket.id)).status).toBe("aberto");
  });

  it("never uses another organization's contact with the same e-mail", async () => {
    const mine = await newMemberScope();
    const theirs = await newMemberScope();
    const email = `mesmo-${mine.slug}@example.com`;
    const a = await openTicketFromOutside(theirs, { ...form(email), channel: "formulario", priority: "media" });
    const b = await openTicketFromOutside(mine, { ...form(email), channel: "formulario", priority: "media" });
    const [rowA, rowB] = [await ticketRow(a.id), await ticketRow(b.id)];
    expect(rowB.contact_id).not.toBe(rowA.contact_id);
    const contact = await (
      await db()
    )
      .selectFrom("contacts")
      .selectAll()
      .where("id", "=", rowB.contact_id)
      .executeTakeFirstOrThrow();
    expect(contact.organization_id).toBe(mine.organizationId);
  });
});
