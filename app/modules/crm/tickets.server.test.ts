import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { livePayloads, newDesk, type Desk } from "../../../tests/support/crm-rows";
import { messagesTo } from "../../../tests/support/outbox";
import {
  addInternalNote,
  changeTickets,
  createTicket,
  getTicket,
  markTicketRead,
  receiveContactMessage,
  replyToTicket,
  ticketRef,
  TicketRefusal,
  wakeSnoozedTickets,
  type NewTicketInput,
} from "./tickets.server";

const input = (desk: Desk, overrides: Partial<NewTicketInput> = {}): NewTicketInput => ({
  subject: "Pedido não chegou",
  contactId: desk.contact,
  channel: "email",
  priority: "alta",
  message: "Olá, meu pedido 123 ainda não chegou.",
  messageFrom: "contato",
  ...overrides,
});

const row = async (id: string) =>
  (await db()).selectFrom("crm_tickets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const crmEvents = (organizationId: string) => livePayloads(organizationId) as Promise<Array<{ kind: string; ticketId: string }>>;

describe("createTicket", () => {
  it("numbers atendimentos AT-1, AT-2 per organization, with SLA dues from the default policy, search text, first message and an event", async () => {
    const desk = await newDesk();
    const opened = new Date("2026-11-24T12:00:00.000Z");
    const first = await createTicket(desk.scope, input(desk, { labels: ["Entrega", " entrega ", "Urgência"] }), opened);
    const second = await createTicket({ organizationId: desk.scope.organizationId, userId: null }, input(desk), opened);
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(await row(first.id)).toMatchObject({
      status: "aberto",
      first_response_due_at: "2026-11-24T16:00:00.000Z",
      resolution_due_at: "2026-11-25T12:00:00.000Z",
      sla_due_at: "2026-11-24T16:00:00.000Z",
      created_by: desk.scope.userId,
      search_text: `at-000001 pedido nao chegou padaria sao joao ${desk.contactEmail}`,
    });
    expect((await row(second.id)).created_by).toBeNull();
    const detail = await getTicket(desk.scope, first.id);
    expect(detail).toMatchObject({ code: "AT-000001", labels: ["entrega", "urgencia"], contact: { name: "Padaria São João" } });
    expect(detail!.timeline).toMatchObject([
      { kind: "mensagem", authorName: null, body: "Olá, meu pedido 123 ainda não chegou." },
    ]);
    expect(await crmEvents(desk.scope.organizationId)).toEqual([
      { kind: "ticket.created", ticketId: first.id },
      { kind: "ticket.created", ticketId: second.id },
    ]);
  });

  it("uses the organization's own policy, business hours included", async () => {
    const desk = await newDesk();
    await (
      await db()
    )
      .insertInto("crm_sla_policies")
      .values({
        organization_id: desk.scope.organizationId,
        priority: "alta",
        first_response_minutes: 120,
        resolution_minutes: null,
        business_hours: 1,
      })
      .execute();
    // Friday 17:00 in São Paulo: one hour that day, one on Monday.
    const { id } = await createTicket(desk.scope, input(desk), new Date("2026-11-27T20:00:00.000Z"));
    expect(await row(id)).toMatchObject({ first_response_due_at: "2026-11-30T12:00:00.000Z", resolution_due_at: null });
    const other = await createTicket(desk.scope, input(desk, { priority: "baixa" }));
    expect(await row(other.id)).toMatchObject({ first_response_due_at: null, sla_due_at: null });
  });

  it("e-mails an agent's opening message as a resposta and counts it as the first response", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk, { messageFrom: "agente", message: "Seu boleto segue em anexo." }));
    expect((await row(id)).first_responded_at).not.toBeNull();
    const [mail] = await messagesTo(desk.contactEmail);
    expect(mail).toMatchObject({ subject: "[AT-000001] Pedido não chegou" });
    // Sent in the organization's name, from the server's own address.
    expect(mail!.from).toMatch(/^"Organização t-[0-9a-f]{8}" <nao-responda@sereno\.example\.com>$/);
    expect(mail!.text).toContain("Seu boleto segue em anexo.");
  });

  it("refuses bad input in pt-BR and writes nothing", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    const refusals = [
      input(desk, { subject: "  " }),
      input(desk, { subject: "x".repeat(201) }),
      input(desk, { message: "" }),
      input(desk, { message: "x".repeat(10_001) }),
      input(desk, { message: "oi\u0000" }),
      input(desk, { contactId: other.contact }),
      input(desk, { contactId: "not-an-id" }),
      input(desk, { assigneeId: other.scope.userId }),
      input(desk, { labels: ["x".repeat(41)] }),
    ];
    for (const bad of refusals) await expect(createTicket(desk.scope, bad)).rejects.toBeInstanceOf(TicketRefusal);
    await expect(createTicket(desk.scope, input(desk, { contactId: other.contact }))).rejects.toThrow(
      "Escolha um contato da lista.",
    );
    const count = await (
      await db()
    )
      .selectFrom("crm_tickets")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("organization_id", "=", desk.scope.organizationId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe("replyToTicket and addInternalNote", () => {
  it("e-mails the resposta to the contact, sets the first response once and moves the SLA to resolution", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk), new Date("2026-11-24T12:00:00.000Z"));
    expect(await replyToTicket(desk.scope, id, "Olá! <b>Já verificamos</b> seu pedido.")).toEqual({ emailed: true });
    const after = await row(id);
    expect(after.first_responded_at).not.toBeNull();
    expect(after.sla_due_at).toBe(after.resolution_due_at);
    await replyToTicket(desk.scope, id, "Mais uma coisa.");
    expect((await row(id)).first_responded_at).toBe(after.first_responded_at);
    const mails = await messagesTo(desk.contactEmail);
    expect(mails.map((mail) => mail.subject)).toEqual(["[AT-000001] Pedido não chegou", "[AT-000001] Pedido não chegou"]);
    expect(mails.some((mail) => mail.html.includes("&lt;b&gt;Já verificamos&lt;/b&gt;"))).toBe(true);
  });

  it("keeps notas internas out of the e-mail and names their author in the timeline", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    await addInternalNote(desk.scope, id, "Cliente recorrente, priorizar.");
    expect(await messagesTo(desk.contactEmail)).toEqual([]);
    const detail = await getTicket(desk.scope, id);
    expect(detail!.timeline.at(-1)).toMatchObject({
      kind: "nota",
      authorName: "Ana Lima",
      body: "Cliente recorrente, priorizar.",
    });
    expect(detail!.firstRespondedAt).toBeNull();
  });

  it("refuses an empty or huge reply and changes nothing", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    const before = await row(id);
    await expect(replyToTicket(desk.scope, id, "   \n ")).rejects.toThrow("Escreva a mensagem.");
    await expect(addInternalNote(desk.scope, id, "x".repeat(10_001))).rejects.toThrow(TicketRefusal);
    expect(await row(id)).toEqual(before);
    expect(await messagesTo(desk.contactEmail)).toEqual([]);
  });
});

describe("receiveContactMessage", () => {
  it("reopens a resolved or snoozed atendimento with a status event, clearing the snooze", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    expect(await changeTickets(desk.scope, [id], { kind: "snooze", until: null })).toEqual({ changed: 1 });
    expect(await receiveContactMessage({ organizationId: desk.scope.organizationId }, id, "Alguma novidade?")).toEqual({
      reopened: true,
    });
    expect(await row(id)).toMatchObject({ status: "aberto", snoozed_until: null });
    await changeTickets(desk.scope, [id], { kind: "status", status: "resolvido" });
    expect((await row(id)).resolved_at).not.toBeNull();
    await receiveContactMessage({ organizationId: desk.scope.organizationId }, id, "Voltou a dar problema.");
    expect(await row(id)).toMatchObject({ status: "aberto", resolved_at: null });
    const kinds = (await getTicket(desk.scope, id))!.timeline.map((entry) => [
      entry.kind,
      entry.detail?.field ?? null,
      entry.detail?.to ?? null,
    ]);
    expect(kinds).toEqual([
      ["mensagem", null, null],
      ["evento", "snooze", null],
      ["mensagem", null, null],
      ["evento", "status", "aberto"],
      ["evento", "status", "resolvido"],
      ["mensagem", null, null],
      ["evento", "status", "aberto"],
    ]);
  });

  it("only adds the message to an aberto one", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    expect(await receiveContactMessage({ organizationId: desk.scope.organizationId }, id, "Oi de novo")).toEqual({
      reopened: false,
    });
    expect((await getTicket(desk.scope, id))!.timeline.map((entry) => entry.kind)).toEqual(["mensagem", "mensagem"]);
  });
});

describe("changeTickets", () => {
  it("changes many at once, one event per ticket that changed, skipping those already so", async () => {
    const desk = await newDesk();
    const a = await createTicket(desk.scope, input(desk));
    const b = await createTicket(desk.scope, input(desk, { assigneeId: desk.colleague }));
    expect(await changeTickets(desk.scope, [a.id, b.id], { kind: "assign", assigneeId: desk.colleague })).toEqual({ changed: 1 });
    const detail = await getTicket(desk.scope, a.id);
    expect(detail!.assignee).toEqual({ id: desk.colleague, name: "Bruno Souza" });
    expect(detail!.timeline.at(-1)).toMatchObject({
      kind: "evento",
      authorName: "Ana Lima",
      detail: { field: "assignee", from: null, to: desk.colleague, toName: "Bruno Souza" },
    });
    expect(await changeTickets(desk.scope, [a.id, b.id], { kind: "label", label: "Atraso", add: true })).toEqual({ changed: 2 });
    expect((await getTicket(desk.scope, b.id))!.labels).toEqual(["atraso"]);
    expect(await changeTickets(desk.scope, [a.id], { kind: "label", label: "atraso", add: false })).toEqual({ changed: 1 });
    expect((await getTicket(desk.scope, a.id))!.labels).toEqual([]);
    const updates = (await crmEvents(desk.scope.organizationId)).filter((event) => event.kind === "ticket.updated");
    expect(updates).toHaveLength(4);
  });

  it("allows only the moves of status.ts: a resolved one only reopens", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    expect(await changeTickets(desk.scope, [id], { kind: "status", status: "resolvido" })).toEqual({ changed: 1 });
    expect(await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" })).toEqual({
      error: "Essa mudança de status não é permitida.",
    });
    expect(await changeTickets(desk.scope, [id], { kind: "snooze", until: null })).toHaveProperty("error");
    expect((await row(id)).status).toBe("resolvido");
    expect(await changeTickets(desk.scope, [id], { kind: "status", status: "aberto" })).toEqual({ changed: 1 });
    expect(await row(id)).toMatchObject({ status: "aberto", resolved_at: null });
  });

  it("recomputes the SLA from the opening when the priority changes", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk, { priority: "baixa" }), new Date("2026-11-24T12:00:00.000Z"));
    await changeTickets(desk.scope, [id], { kind: "priority", priority: "urgente" });
    expect(await row(id)).toMatchObject({
      priority: "urgente",
      first_response_due_at: "2026-11-24T13:00:00.000Z",
      resolution_due_at: "2026-11-24T16:00:00.000Z",
      sla_due_at: "2026-11-24T13:00:00.000Z",
    });
  });

  it("refuses a change based on a version another agent moved past, leaving that agent's change in place", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk, { priority: "alta" }));
    const seen = (await row(id)).version;
    // Agent A sets urgente; agent B, still looking at alta, asks for alta.
    expect(await changeTickets(desk.scope, [id], { kind: "priority", priority: "urgente" }, undefined, seen)).toEqual({
      changed: 1,
    });
    expect(await changeTickets(desk.scope, [id], { kind: "priority", priority: "alta" }, undefined, seen)).toEqual({
      error: "Este atendimento foi alterado por outra pessoa. Os valores abaixo são os atuais: confira e repita a mudança.",
    });
    expect(await row(id)).toMatchObject({ priority: "urgente", version: seen + 1 });
    expect(await changeTickets(desk.scope, [id], { kind: "priority", priority: "alta" }, undefined, seen + 1)).toEqual({
      changed: 1,
    });
  });

  it("refuses a past date for adiar, a stranger as assignee and a bad etiqueta, changing nothing", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    const before = await row(id);
    expect(await changeTickets(desk.scope, [id], { kind: "snooze", until: "2020-01-01T00:00:00.000Z" })).toEqual({
      error: "Escolha uma data futura para adiar.",
    });
    expect(await changeTickets(desk.scope, [id], { kind: "snooze", until: "amanhã" })).toHaveProperty("error");
    expect(await changeTickets(desk.scope, [id], { kind: "assign", assigneeId: other.scope.userId })).toEqual({
      error: "Escolha um responsável da lista.",
    });
    expect(await changeTickets(desk.scope, [id], { kind: "label", label: " ", add: true })).toHaveProperty("error");
    expect(await row(id)).toEqual(before);
  });
});

describe("wakeSnoozedTickets", () => {
  it("reopens adiado atendimentos whose time came, leaving those waiting for the contact or for later", async () => {
    const desk = await newDesk();
    const now = new Date();
    const soon = await createTicket(desk.scope, input(desk));
    const later = await createTicket(desk.scope, input(desk));
    const waiting = await createTicket(desk.scope, input(desk));
    await changeTickets(desk.scope, [soon.id], { kind: "snooze", until: new Date(now.getTime() + 60_000).toISOString() });
    await changeTickets(desk.scope, [later.id], { kind: "snooze", until: new Date(now.getTime() + 3_600_000).toISOString() });
    await changeTickets(desk.scope, [waiting.id], { kind: "snooze", until: null });
    expect(await wakeSnoozedTickets(new Date(now.getTime() + 120_000))).toBe(1);
    expect(await row(soon.id)).toMatchObject({ status: "aberto", snoozed_until: null });
    expect((await row(later.id)).status).toBe("adiado");
    expect((await row(waiting.id)).status).toBe("adiado");
    expect(await wakeSnoozedTickets(new Date(now.getTime() + 120_000))).toBe(0);
    expect((await getTicket(desk.scope, soon.id))!.timeline.at(-1)).toMatchObject({
      kind: "evento",
      authorName: null,
      detail: { field: "status", from: "adiado", to: "aberto" },
    });
  });
});

describe("tenant isolation", () => {
  it("answers null or refuses for another organization's atendimento and changes nothing there", async () => {
    const desk = await newDesk();
    const intruder = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    const before = await row(id);
    expect(await getTicket(intruder.scope, id)).toBeNull();
    expect(await getTicket(intruder.scope, "not-an-id")).toBeNull();
    expect(await replyToTicket(intruder.scope, id, "Oi")).toBeNull();
    expect(await addInternalNote(intruder.scope, id, "Oi")).toBeNull();
    expect(await receiveContactMessage({ organizationId: intruder.scope.organizationId }, id, "Oi")).toBeNull();
    expect(await markTicketRead(intruder.scope, id)).toBe(false);
    expect(await changeTickets(intruder.scope, [id], { kind: "status", status: "resolvido" })).toEqual({ changed: 0 });
    expect(await row(id)).toEqual(before);
    expect(await messagesTo(desk.contactEmail)).toEqual([]);
    expect(await crmEvents(intruder.scope.organizationId)).toEqual([]);
  });

  it("marks an atendimento read for the acting agent", async () => {
    const desk = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    expect(await markTicketRead(desk.scope, id, new Date("2026-11-24T12:00:00.000Z"))).toBe(true);
    expect(await markTicketRead(desk.scope, id, new Date("2026-11-24T13:00:00.000Z"))).toBe(true);
    const reads = await (await db()).selectFrom("crm_ticket_reads").selectAll().where("ticket_id", "=", id).execute();
    expect(reads).toMatchObject([{ user_id: desk.scope.userId, read_at: "2026-11-24T13:00:00.000Z" }]);
  });
});

describe("ticketRef", () => {
  it("finds the organization's atendimento by its code or its id, and another organization's by neither", async () => {
    const desk = await newDesk();
    const other = await newDesk();
    const { id } = await createTicket(desk.scope, input(desk));
    const theirs = await createTicket(other.scope, input(other));
    expect(await ticketRef(desk.scope, "AT-000001")).toEqual({ id, code: "AT-000001" });
    expect(await ticketRef(desk.scope, id)).toEqual({ id, code: "AT-000001" });
    expect(await ticketRef(desk.scope, theirs.id)).toBeNull();
    expect(await ticketRef(desk.scope, "AT-000002")).toBeNull();
    expect(await ticketRef(desk.scope, "nada")).toBeNull();
  });
});
