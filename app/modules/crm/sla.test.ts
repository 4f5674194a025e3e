import { describe, expect, it } from "vitest";
import { dueAt, nearestDue, slaReading, ticketDues } from "./sla";

// São Paulo is UTC-3: 08:00 there is 11:00Z. 2026-11-27 is a Friday.
const iso = (date: Date) => date.toISOString();

describe("dueAt", () => {
  it("adds plain minutes when business hours are off, nights and weekends included", () => {
    expect(iso(dueAt("2026-11-27T20:00:00.000Z", 120, false))).toBe("2026-11-27T22:00:00.000Z");
    expect(iso(dueAt("2026-11-28T13:00:00.000Z", 48 * 60, false))).toBe("2026-11-30T13:00:00.000Z");
  });

  it("carries what is left on Friday at 18:00 over the weekend to Monday morning", () => {
    // Friday 17:00 + 2 h of work: one hour on Friday, one on Monday from 08:00.
    expect(iso(dueAt("2026-11-27T20:00:00.000Z", 120, true))).toBe("2026-11-30T12:00:00.000Z");
  });

  it("carries over a night: Tuesday 17:30 + 1 h falls due Wednesday 08:30", () => {
    expect(iso(dueAt("2026-11-24T20:30:00.000Z", 60, true))).toBe("2026-11-25T11:30:00.000Z");
  });

  it("starts counting at the next opening when opened at night or on a weekend", () => {
    // Saturday 10:00 + 4 h: Monday 12:00. Wednesday 06:00 + 1 h: Wednesday 09:00.
    expect(iso(dueAt("2026-11-28T13:00:00.000Z", 240, true))).toBe("2026-11-30T15:00:00.000Z");
    expect(iso(dueAt("2026-11-25T09:00:00.000Z", 60, true))).toBe("2026-11-25T12:00:00.000Z");
  });

  it("falls due at 18:00 sharp when the minutes end with the day, and spans whole weeks of ten-hour days", () => {
    expect(iso(dueAt("2026-11-27T19:00:00.000Z", 120, true))).toBe("2026-11-27T21:00:00.000Z");
    // Monday 08:00 + 120 h of work = 12 working days: ends Tuesday of the third week at 18:00.
    expect(iso(dueAt("2026-11-30T11:00:00.000Z", 120 * 60, true))).toBe("2026-12-15T21:00:00.000Z");
  });
});

describe("ticketDues and nearestDue", () => {
  const target = { firstResponseMinutes: 60, resolutionMinutes: 240, businessHours: false };
  const dues = ticketDues("2026-11-24T12:00:00.000Z", target);

  it("gives both targets from the opening", () => {
    expect(dues).toEqual({ firstResponseDueAt: "2026-11-24T13:00:00.000Z", resolutionDueAt: "2026-11-24T16:00:00.000Z" });
    expect(ticketDues("2026-11-24T12:00:00.000Z", { ...target, firstResponseMinutes: null }).firstResponseDueAt).toBeNull();
  });

  it("is the first response until one is sent, then the resolution, then none once resolved", () => {
    expect(nearestDue({ ...dues, firstRespondedAt: null, resolvedAt: null })).toBe("2026-11-24T13:00:00.000Z");
    expect(nearestDue({ ...dues, firstRespondedAt: "2026-11-24T12:30:00.000Z", resolvedAt: null })).toBe(
      "2026-11-24T16:00:00.000Z",
    );
    expect(nearestDue({ ...dues, firstRespondedAt: null, resolvedAt: "2026-11-24T12:30:00.000Z" })).toBeNull();
    expect(nearestDue({ firstResponseDueAt: null, resolutionDueAt: null, firstRespondedAt: null, resolvedAt: null })).toBeNull();
  });
});

describe("slaReading", () => {
  const now = new Date("2026-11-24T12:00:00.000Z");

  it("reads no target, late, minutes, hours and days", () => {
    expect(slaReading(null, now)).toEqual({ text: "Sem prazo", tone: "none" });
    expect(slaReading("2026-11-24T11:59:00.000Z", now)).toEqual({ text: "Atrasado", tone: "late" });
    expect(slaReading("2026-11-24T12:00:00.000Z", now)).toEqual({ text: "Atrasado", tone: "late" });
    expect(slaReading("2026-11-24T12:14:30.000Z", now)).toEqual({ text: "Vence em 15 min", tone: "soon" });
    expect(slaReading("2026-11-24T14:30:00.000Z", now)).toEqual({ text: "Vence em 2 h", tone: "ok" });
    expect(slaReading("2026-11-27T12:00:00.000Z", now)).toEqual({ text: "Vence em 3 dias", tone: "ok" });
  });
});
