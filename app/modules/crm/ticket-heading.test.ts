import { describe, expect, it } from "vitest";
import { ticketHeading } from "./ticket-heading";

const ticket = {
  code: "AT-000042",
  subject: "Boleto não chegou",
  status: "aberto",
  priority: "alta",
  channel: "email",
  firstResponseDueAt: "2026-11-28T15:30:00.000Z",
  resolutionDueAt: "2026-11-29T15:30:00.000Z",
  firstRespondedAt: null,
  resolvedAt: null,
  slaPausedAt: null,
} as const;

describe("ticketHeading", () => {
  it("names status, priority and channel in pt-BR and reads the SLA's nearest target at the loader's time", () => {
    expect(ticketHeading(ticket, new Date("2026-11-28T15:00:00.000Z"))).toEqual({
      code: "AT-000042",
      subject: "Boleto não chegou",
      tags: ["Aberto", "Prioridade alta", "E-mail"],
      sla: { text: "Primeira resposta vence em 30 min", tone: "soon" },
    });
  });

  it("reads a past due as late by how long, a paused clock as paused and no due as none", () => {
    expect(ticketHeading(ticket, new Date("2026-11-28T16:00:00.000Z")).sla).toEqual({
      text: "Primeira resposta atrasada há 30 min",
      tone: "late",
    });
    const pending = { ...ticket, status: "pendente", slaPausedAt: "2026-11-28T15:00:00.000Z" } as const;
    expect(ticketHeading(pending, new Date("2026-11-28T16:00:00.000Z")).sla).toEqual({
      text: "SLA pausado (Pendente)",
      tone: "paused",
    });
    const undated = ticketHeading({ ...ticket, firstResponseDueAt: null, resolutionDueAt: null, priority: "media" }, new Date());
    expect(undated.sla).toEqual({ text: "Sem prazo de SLA", tone: "none" });
    expect(undated.tags[1]).toBe("Prioridade média");
  });
});
