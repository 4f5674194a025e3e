import { describe, expect, it } from "vitest";
import {
  clockAfterMove,
  countedBetween,
  DEFAULT_BUSINESS_HOURS,
  nearestDue,
  resumeDues,
  slaReading,
  ticketDues,
  type SlaClock,
  type TicketClock,
} from "./sla";

// São Paulo is UTC-3 all year (no daylight saving since 2019): 08:00 there is 11:00Z. 2026-11-27 is a Friday.
const H = 3_600_000;
const plain: SlaClock = {
  firstResponseMinutes: 60,
  resolutionMinutes: 240,
  businessHours: false,
  hours: DEFAULT_BUSINESS_HOURS,
  pauseWhilePending: true,
};
const office: SlaClock = { ...plain, businessHours: true };
/** When one target of `minutes` opened at `start` falls due under `clock`. */
const due = (start: string, minutes: number, clock: SlaClock) =>
  ticketDues(start, { ...clock, firstResponseMinutes: minutes }).firstResponseDueAt;

describe("ticketDues", () => {
  it("adds plain minutes when business hours are off, nights and weekends included", () => {
    expect(due("2026-11-27T20:00:00.000Z", 120, plain)).toBe("2026-11-27T22:00:00.000Z");
    expect(due("2026-11-28T13:00:00.000Z", 48 * 60, plain)).toBe("2026-11-30T13:00:00.000Z");
  });

  it("carries what is left on Friday at 18:00 over the weekend to Monday morning", () => {
    // Friday 17:00 + 2 h of work: one hour on Friday, one on Monday from 08:00.
    expect(due("2026-11-27T20:00:00.000Z", 120, office)).toBe("2026-11-30T12:00:00.000Z");
  });

  it("carries over a night: Tuesday 17:30 + 1 h falls due Wednesday 08:30", () => {
    expect(due("2026-11-24T20:30:00.000Z", 60, office)).toBe("2026-11-25T11:30:00.000Z");
  });

  it("starts counting at the next opening when opened at night or on a weekend", () => {
    // Saturday 10:00 + 4 h: Monday 12:00. Wednesday 06:00 + 1 h: Wednesday 09:00.
    expect(due("2026-11-28T13:00:00.000Z", 240, office)).toBe("2026-11-30T15:00:00.000Z");
    expect(due("2026-11-25T09:00:00.000Z", 60, office)).toBe("2026-11-25T12:00:00.000Z");
  });

  it("falls due at 18:00 sharp when the minutes end with the day, and spans whole weeks of ten-hour days", () => {
    expect(due("2026-11-27T19:00:00.000Z", 120, office)).toBe("2026-11-27T21:00:00.000Z");
    // Monday 08:00 + 120 h of work = 12 working days: ends Tuesday of the third week at 18:00.
    expect(due("2026-11-30T11:00:00.000Z", 120 * 60, office)).toBe("2026-12-15T21:00:00.000Z");
  });

  it("follows the organization's own hours: Monday to Saturday 09:00-13:00, and a day that closes at midnight", () => {
    const mornings = { ...office, hours: { days: [1, 2, 3, 4, 5, 6], opensAt: 9 * 60, closesAt: 13 * 60 } };
    // Friday 12:00 + 3 h: one hour Friday, Saturday 09:00-11:00.
    expect(due("2026-11-27T15:00:00.000Z", 180, mornings)).toBe("2026-11-28T14:00:00.000Z");
    // Saturday 12:30 + 1 h: half an hour Saturday, Sunday closed, Monday 09:30.
    expect(due("2026-11-28T15:30:00.000Z", 60, mornings)).toBe("2026-11-30T12:30:00.000Z");
    const evenings = { ...office, hours: { days: [0, 6], opensAt: 20 * 60, closesAt: 24 * 60 } };
    // Saturday 23:00 + 2 h: until midnight, then Sunday 20:00-21:00.
    expect(due("2026-11-29T02:00:00.000Z", 120, evenings)).toBe("2026-11-30T00:00:00.000Z");
  });

  it("adds the time already spent paused, by the clock the target counts", () => {
    const paused = { seconds: 3 * 3600, businessSeconds: 1800 };
    expect(ticketDues("2026-11-24T12:00:00.000Z", plain, paused).firstResponseDueAt).toBe("2026-11-24T16:00:00.000Z");
    expect(ticketDues("2026-11-24T12:00:00.000Z", office, paused).firstResponseDueAt).toBe("2026-11-24T13:30:00.000Z");
    expect(ticketDues("2026-11-24T12:00:00.000Z", { ...plain, firstResponseMinutes: null }).firstResponseDueAt).toBeNull();
  });
});

describe("countedBetween", () => {
  it("counts the business time across a night and a weekend, nothing backwards", () => {
    // Friday 17:00 to Monday 09:30: one hour Friday, an hour and a half Monday.
    expect(countedBetween(Date.parse("2026-11-27T20:00:00Z"), Date.parse("2026-11-30T12:30:00Z"), DEFAULT_BUSINESS_HOURS)).toBe(
      2.5 * H,
    );
    // Saturday to Sunday: none.
    expect(countedBetween(Date.parse("2026-11-28T12:00:00Z"), Date.parse("2026-11-29T20:00:00Z"), DEFAULT_BUSINESS_HOURS)).toBe(
      0,
    );
    expect(countedBetween(Date.parse("2026-11-28T12:00:00Z"), Date.parse("2026-11-27T12:00:00Z"), null)).toBe(0);
  });
});

describe("the pause while Pendente", () => {
  const opened: TicketClock = {
    firstResponseDueAt: "2026-11-24T13:00:00.000Z",
    resolutionDueAt: "2026-11-24T16:00:00.000Z",
    firstRespondedAt: null,
    resolvedAt: null,
    pausedAt: null,
    seconds: 0,
    businessSeconds: 0,
  };

  it("stops the clock on entering Pendente (the list's due goes away) and moves the dues by the time paused on leaving", () => {
    const paused = clockAfterMove(opened, "pendente", "2026-11-24T12:30:00.000Z", plain);
    expect(paused.pausedAt).toBe("2026-11-24T12:30:00.000Z");
    expect(nearestDue(paused)).toBeNull();
    const resumed = clockAfterMove(paused, "aberto", "2026-11-24T14:30:00.000Z", plain);
    expect(resumed).toMatchObject({
      firstResponseDueAt: "2026-11-24T15:00:00.000Z",
      resolutionDueAt: "2026-11-24T18:00:00.000Z",
      pausedAt: null,
      seconds: 7200,
    });
    expect(nearestDue(resumed)).toBe("2026-11-24T15:00:00.000Z");
  });

  it("leaves the clock running when the organization does not pause", () => {
    expect(clockAfterMove(opened, "pendente", "2026-11-24T12:30:00.000Z", { ...plain, pauseWhilePending: false })).toBe(opened);
  });

  it("under business hours, moves the dues only by the working time paused (a weekend moves nothing)", () => {
    // Due Monday 09:00; paused Friday 17:00 until Monday 08:30: 1 h Friday + 30 min Monday of working time.
    const state = { ...opened, firstResponseDueAt: "2026-11-30T12:00:00.000Z", resolutionDueAt: null };
    const resumed = resumeDues({ ...state, pausedAt: "2026-11-27T20:00:00.000Z" }, "2026-11-30T11:30:00.000Z", office);
    expect(resumed.firstResponseDueAt).toBe("2026-11-30T13:30:00.000Z");
    expect(resumed.paused).toEqual({ seconds: (63 * 60 + 30) * 60, businessSeconds: 90 * 60 });
    // A pause over Saturday alone moves nothing.
    expect(
      resumeDues({ ...state, pausedAt: "2026-11-28T12:00:00.000Z" }, "2026-11-28T20:00:00.000Z", office).firstResponseDueAt,
    ).toBe("2026-11-30T12:00:00.000Z");
  });

  it("keeps a target late before the pause exactly as late after it", () => {
    const late = { ...opened, pausedAt: "2026-11-24T14:00:00.000Z" };
    const resumed = clockAfterMove(late, "aberto", "2026-11-25T14:00:00.000Z", plain);
    expect(slaReading(resumed, new Date("2026-11-25T14:00:00.000Z")).text).toBe("Primeira resposta atrasada há 1 h");
  });
});

describe("slaReading", () => {
  const now = new Date("2026-11-24T12:00:00.000Z");
  const state = {
    firstResponseDueAt: null,
    resolutionDueAt: null,
    firstRespondedAt: null,
    resolvedAt: null,
    pausedAt: null,
  };
  const first = (at: string) =>
    slaReading({ ...state, firstResponseDueAt: at, resolutionDueAt: "2026-12-30T00:00:00.000Z" }, now);
  const solution = (at: string) =>
    slaReading({ ...state, firstRespondedAt: "2026-11-24T11:00:00.000Z", resolutionDueAt: at }, now);

  it("names the late target and says by how long", () => {
    expect(first("2026-11-24T09:45:00.000Z")).toEqual({ text: "Primeira resposta atrasada há 2 h 15 min", tone: "late" });
    expect(solution("2026-11-23T09:00:00.000Z")).toEqual({ text: "Solução atrasada há 1 d 3 h", tone: "late" });
    expect(first("2026-11-24T12:00:00.000Z")).toEqual({ text: "Primeira resposta atrasada há 1 min", tone: "late" });
  });

  it("says which target falls due next and when", () => {
    expect(solution("2026-11-24T12:39:30.000Z")).toEqual({ text: "Solução vence em 40 min", tone: "soon" });
    expect(first("2026-11-24T14:30:00.000Z")).toEqual({ text: "Primeira resposta vence em 2 h 30 min", tone: "ok" });
    expect(solution("2026-11-27T12:00:00.000Z")).toEqual({ text: "Solução vence em 3 d", tone: "ok" });
  });

  it("reads a paused clock, and none without a pending target", () => {
    expect(
      slaReading({ ...state, resolutionDueAt: "2026-11-24T09:00:00.000Z", pausedAt: "2026-11-24T10:00:00.000Z" }, now),
    ).toEqual({
      text: "SLA pausado (Pendente)",
      tone: "paused",
    });
    expect(slaReading(state, now)).toEqual({ text: "Sem prazo de SLA", tone: "none" });
    expect(
      slaReading({ ...state, resolutionDueAt: "2026-11-24T09:00:00.000Z", resolvedAt: "2026-11-24T10:00:00.000Z" }, now).tone,
    ).toBe("none");
  });
});
