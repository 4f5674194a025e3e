import { describe, expect, it } from "vitest";
import { ticketHeading } from "./ticket-heading";

const ticket = {
  code: "AT-000042",
  subject: "Boleto não chegou",
  status: "aberto",
  priority: "alta",
  channel: "email",
  slaDueAt: "2026-11-28T15:30:00.000Z",
} as const;

describe("ticketHeading", () => {
  it("names status, priority and channel in pt-BR and reads the SLA at the loader's time", () => {
    expect(ticketHeading(ticket, new Date("2026-11-28T15:00:00.000Z"))).toEqual({
      code: "AT-000042",
      subject: "Boleto não chegou",
      tags: ["Aberto", "Prioridade alta", "E-mail"],
      sla: { text: "Vence em 30 min", tone: "soon" },
    });
  });

  it("reads a past due as late and no due as none", () => {
    expect(ticketHeading(ticket, new Date("2026-11-28T16:00:00.000Z")).sla).toEqual({ text: "Atrasado", tone: "late" });
    const undated = ticketHeading({ ...ticket, slaDueAt: null, priority: "media" }, new Date());
    expect(undated.sla).toEqual({ text: "Sem prazo", tone: "none" });
    expect(undated.tags[1]).toBe("Prioridade média");
  });
});
