import { describe, expect, it } from "vitest";
import { canMoveTicket, shouldWake, statusAfterContactMessage, ticketMovesFrom } from "./status";

describe("atendimento status", () => {
  it("reopens a resolved atendimento and moves it nowhere else", () => {
    expect(ticketMovesFrom("resolvido")).toEqual(["aberto"]);
    expect(canMoveTicket("resolvido", "pendente")).toBe(false);
    expect(canMoveTicket("aberto", "resolvido")).toBe(true);
    expect(canMoveTicket("aberto", "aberto")).toBe(false);
  });

  it("reopens on the contact's message whatever the status", () => {
    for (const status of ["aberto", "pendente", "adiado", "resolvido"] as const)
      expect(statusAfterContactMessage(status)).toBe("aberto");
  });

  it("wakes an adiado atendimento once its time has come, never one waiting for the contact", () => {
    const now = new Date("2026-11-24T12:00:00.000Z");
    expect(shouldWake({ status: "adiado", snoozedUntil: "2026-11-24T12:00:00.000Z" }, now)).toBe(true);
    expect(shouldWake({ status: "adiado", snoozedUntil: "2026-11-24T12:00:01.000Z" }, now)).toBe(false);
    expect(shouldWake({ status: "adiado", snoozedUntil: null }, now)).toBe(false);
    expect(shouldWake({ status: "pendente", snoozedUntil: "2026-11-20T12:00:00.000Z" }, now)).toBe(false);
  });
});
