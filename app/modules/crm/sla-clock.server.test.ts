/** The SLA clock through the desk's writes: Pendente pauses it, the horário de atendimento bounds it, the list and page read it. */
import { describe, expect, it } from "vitest";
import { pausePendingTickets } from "~/db/migrations/0046-crm-sla-clock";
import { db } from "~/db/db.server";
import { newDesk, type Desk } from "../../../tests/support/crm-rows";
import { parseTicketQuery } from "./list-query";
import { listTickets } from "./list.server";
import { slaClockSchema, slaSchema } from "./settings-schemas";
import { readSlaClockSettings, saveSlaClockSettings, saveSlaSettings } from "./sla-settings.server";
import { slaReading } from "./sla";
import { ticketHeading } from "./ticket-heading";
import { changeTickets, createTicket, getTicket, receiveContactMessage, replyToTicket } from "./tickets.server";

const H = 3_600_000;
// Tuesday 2026-11-24 09:00 in São Paulo (UTC-3).
const T0 = Date.parse("2026-11-24T12:00:00.000Z");
const at = (hours: number) => new Date(T0 + hours * H);
const iso = (hours: number) => at(hours).toISOString();

const row = async (id: string) =>
  (await db()).selectFrom("crm_tickets").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** An alta atendimento (defaults: first response 4 h, resolution 24 h) opened by the contact at T0. */
const open = (desk: Desk) =>
  createTicket(
    { organizationId: desk.scope.organizationId, userId: null },
    {
      subject: "Pedido não chegou",
      contactId: desk.contact,
      channel: "email",
      priority: "alta",
      message: "Meu pedido não chegou.",
      messageFrom: "contato",
    },
    at(0),
  );

const heading = async (desk: Desk, id: string, now: Date) => ticketHeading((await getTicket(desk.scope, id))!, now).sla.text;

describe("the SLA clock while Pendente", () => {
  it("stops while the atendimento waits on the contact and goes on from where it stopped when the contact answers", async () => {
    const desk = await newDesk();
    const { id } = await open(desk);
    expect(await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" }, at(1))).toEqual({ changed: 1 });
    expect(await row(id)).toMatchObject({ sla_paused_at: iso(1), sla_due_at: null });
    expect(await heading(desk, id, at(10))).toBe("SLA pausado (Pendente)");

    // Five hours waiting on the contact: none of them count.
    await receiveContactMessage({ organizationId: desk.scope.organizationId }, id, "Segue o número do pedido.", at(6));
    expect(await row(id)).toMatchObject({
      status: "aberto",
      sla_paused_at: null,
      sla_paused_seconds: 5 * 3600,
      first_response_due_at: iso(9),
      resolution_due_at: iso(29),
      sla_due_at: iso(9),
    });
    expect(await heading(desk, id, at(8))).toBe("Primeira resposta vence em 1 h");
    expect(await heading(desk, id, at(11.25))).toBe("Primeira resposta atrasada há 2 h 15 min");
  });

  it("keeps a reply made while Pendente from restarting the clock, and resumes on the agent's own move", async () => {
    const desk = await newDesk();
    const { id } = await open(desk);
    await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" }, at(1));
    await replyToTicket(desk.scope, id, "Pode nos mandar o número do pedido?");
    expect(await row(id)).toMatchObject({ sla_due_at: null, sla_paused_at: iso(1) });
    await changeTickets(desk.scope, [id], { kind: "status", status: "aberto" }, at(3));
    // The first response is in: the resolution is next, moved by the time paused (the reply was written now, so later).
    const resumed = await row(id);
    expect(resumed.sla_paused_at).toBeNull();
    expect(resumed.sla_paused_seconds).toBeGreaterThan(2 * 3600);
    const expected = new Date(T0 + 24 * H + resumed.sla_paused_seconds * 1000).toISOString();
    expect(resumed).toMatchObject({ resolution_due_at: expected, sla_due_at: expected });
  });

  it("counts the time already paused when the priority changes", async () => {
    const desk = await newDesk();
    const { id } = await open(desk);
    await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" }, at(1));
    await changeTickets(desk.scope, [id], { kind: "status", status: "aberto" }, at(3));
    await changeTickets(desk.scope, [id], { kind: "priority", priority: "urgente" }, at(3.5));
    // Urgente: 1 h / 4 h from the opening, plus the two hours paused.
    expect(await row(id)).toMatchObject({ first_response_due_at: iso(3), resolution_due_at: iso(6), sla_due_at: iso(3) });
  });

  it("runs on when the organization turned the pause off", async () => {
    const desk = await newDesk();
    await saveSlaClockSettings(
      desk.scope,
      slaClockSchema.parse({ dias: ["1", "2", "3", "4", "5"], abre: "08:00", fecha: "18:00" }),
    );
    const { id } = await open(desk);
    await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" }, at(1));
    expect(await row(id)).toMatchObject({ sla_paused_at: null, sla_due_at: iso(4) });
    expect(await heading(desk, id, at(6))).toBe("Primeira resposta atrasada há 2 h");
  });

  it("shows the list which target is late, by how long, and a paused one as paused, sorted after those running", async () => {
    const desk = await newDesk();
    const late = await open(desk);
    const paused = await open(desk);
    await changeTickets(desk.scope, [paused.id], { kind: "status", status: "pendente" }, at(1));
    const page = await listTickets(desk.scope, parseTicketQuery(new URLSearchParams("visao=todas&ordem=sla")));
    expect(page.rows.map((r) => [r.code, slaReading(r.sla, at(6.5)).text])).toEqual([
      [`AT-${String(late.number).padStart(6, "0")}`, "Primeira resposta atrasada há 2 h 30 min"],
      [`AT-${String(paused.number).padStart(6, "0")}`, "SLA pausado (Pendente)"],
    ]);
  });

  it("pauses, on migrating, the atendimentos already Pendente, from their move there", async () => {
    const desk = await newDesk();
    const { id } = await open(desk);
    await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" }, at(2));
    // As the row stood before the clock paused anything.
    await (
      await db()
    )
      .updateTable("crm_tickets")
      .set({ sla_paused_at: null, sla_due_at: iso(4) })
      .where("id", "=", id)
      .execute();
    await pausePendingTickets(await db());
    expect(await row(id)).toMatchObject({ sla_paused_at: iso(2), sla_due_at: null });
  });
});

describe("the horário de atendimento", () => {
  it("counts only the organization's hours for the priorities that ask for them", async () => {
    const desk = await newDesk();
    await saveSlaSettings(desk.scope, slaSchema.parse({ alta: { firstResponse: "2", resolution: "10", businessHours: "on" } }));
    // Monday to Friday 09:00-17:00.
    await saveSlaClockSettings(
      desk.scope,
      slaClockSchema.parse({ pausar: "on", dias: ["1", "2", "3", "4", "5"], abre: "09:00", fecha: "17:00" }),
    );
    // Opened Friday 16:00 (19:00Z): one hour Friday, one Monday from 09:00; resolution: 1 h Friday + 8 h Monday + 1 h Tuesday.
    const { id } = await createTicket(
      { organizationId: desk.scope.organizationId, userId: null },
      {
        subject: "Nota fiscal",
        contactId: desk.contact,
        channel: "email",
        priority: "alta",
        message: "Oi",
        messageFrom: "contato",
      },
      new Date("2026-11-27T19:00:00.000Z"),
    );
    expect(await row(id)).toMatchObject({
      first_response_due_at: "2026-11-30T13:00:00.000Z",
      resolution_due_at: "2026-12-01T13:00:00.000Z",
    });
    // Pendente from Monday 09:30 to Tuesday 09:30: eight working hours paused, the night not.
    await changeTickets(desk.scope, [id], { kind: "status", status: "pendente" }, new Date("2026-11-30T12:30:00.000Z"));
    await changeTickets(desk.scope, [id], { kind: "status", status: "aberto" }, new Date("2026-12-01T12:30:00.000Z"));
    expect(await row(id)).toMatchObject({
      first_response_due_at: "2026-12-01T13:00:00.000Z",
      sla_paused_business_seconds: 8 * 3600,
      sla_paused_seconds: 24 * 3600,
    });
  });
});

describe("the SLA clock settings", () => {
  it("start as pause on, Monday to Friday 08:00-18:00, and keep what was saved, per organization", async () => {
    const mine = await newDesk();
    const theirs = await newDesk();
    expect(await readSlaClockSettings(mine.scope)).toEqual({
      settings: { pauseWhilePending: true, hours: { days: [1, 2, 3, 4, 5], opensAt: 480, closesAt: 1080 } },
      defaults: true,
    });
    await saveSlaClockSettings(theirs.scope, slaClockSchema.parse({ dias: ["6", "1"], abre: "07:30", fecha: "00:00" }));
    expect(await readSlaClockSettings(theirs.scope)).toEqual({
      settings: { pauseWhilePending: false, hours: { days: [1, 6], opensAt: 450, closesAt: 1440 } },
      defaults: false,
    });
    expect((await readSlaClockSettings(mine.scope)).defaults).toBe(true);
  });

  it("refuses a form without days, a malformed time or a closing before the opening, in pt-BR", () => {
    const message = (form: Record<string, unknown>) => slaClockSchema.safeParse(form).error?.issues[0]?.message;
    expect(message({ abre: "08:00", fecha: "18:00" })).toBe("Escolha ao menos um dia de atendimento.");
    expect(message({ dias: "9", abre: "08:00", fecha: "18:00" })).toBe("Escolha ao menos um dia de atendimento.");
    expect(message({ dias: "1", abre: "8h", fecha: "18:00" })).toBe("Informe a abertura como 08:00.");
    expect(message({ dias: "1", abre: "08:00", fecha: "25:00" })).toBe(
      "Informe o fechamento como 18:00 (00:00 fecha à meia-noite).",
    );
    expect(message({ dias: "1", abre: "18:00", fecha: "08:00" })).toBe("O fechamento deve ser depois da abertura, no mesmo dia.");
  });
});
