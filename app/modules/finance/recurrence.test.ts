import { describe, expect, it } from "vitest";
import { occurrenceDate, planOccurrences, recurrenceHorizon, type RecurrenceRule } from "./recurrence";

const dates = (plan: { next: Array<{ dueDate: string }> }) => plan.next.map((o) => o.dueDate);

describe("occurrenceDate", () => {
  it("counts weeks, months and years from the first date", () => {
    expect(occurrenceDate("2026-12-28", "semanal", 2)).toBe("2027-01-04");
    expect(occurrenceDate("2026-01-31", "mensal", 2)).toBe("2026-02-28");
    expect(occurrenceDate("2026-01-31", "mensal", 3)).toBe("2026-03-31");
    expect(occurrenceDate("2028-02-29", "anual", 2)).toBe("2029-02-28");
    expect(occurrenceDate("2028-02-29", "anual", 5)).toBe("2032-02-29");
  });

  it("counts quinzenas as 15 days and bimestres, trimestres and semestres from the first day of the series", () => {
    expect(occurrenceDate("2026-12-20", "quinzenal", 2)).toBe("2027-01-04");
    expect(occurrenceDate("2026-12-20", "quinzenal", 3)).toBe("2027-01-19");
    expect(occurrenceDate("2026-12-31", "bimestral", 2)).toBe("2027-02-28");
    expect(occurrenceDate("2026-12-31", "bimestral", 3)).toBe("2027-04-30");
    expect(occurrenceDate("2026-11-30", "trimestral", 2)).toBe("2027-02-28");
    expect(occurrenceDate("2026-11-30", "trimestral", 5)).toBe("2027-11-30");
    expect(occurrenceDate("2026-08-31", "semestral", 2)).toBe("2027-02-28");
    expect(occurrenceDate("2026-08-31", "semestral", 3)).toBe("2027-08-31");
  });
});

describe("planOccurrences", () => {
  const monthly: RecurrenceRule = { firstDueDate: "2026-11-10", frequency: "mensal", occurrences: null, untilDate: null };

  it("without end, makes every occurrence up to 3 months after today, and stays open", () => {
    const horizon = recurrenceHorizon("2026-11-24");
    expect(horizon).toBe("2027-02-24");
    const plan = planOccurrences(monthly, 0, horizon);
    expect(dates(plan)).toEqual(["2026-11-10", "2026-12-10", "2027-01-10", "2027-02-10"]);
    expect(plan.ended).toBe(false);
  });

  it("continues after the ones made and makes nothing twice", () => {
    const plan = planOccurrences(monthly, 4, recurrenceHorizon("2026-12-24"));
    expect(plan.next).toEqual([{ index: 5, dueDate: "2027-03-10" }]);
    expect(planOccurrences(monthly, 5, recurrenceHorizon("2026-12-24")).next).toEqual([]);
  });

  it("N times stops at N, even when the horizon is further", () => {
    const weekly: RecurrenceRule = { firstDueDate: "2026-11-24", frequency: "semanal", occurrences: 3, untilDate: null };
    const plan = planOccurrences(weekly, 0, recurrenceHorizon("2026-11-24"));
    expect(dates(plan)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08"]);
    expect(plan.ended).toBe(true);
  });

  it("N times beyond the horizon makes the first ones now and the rest later", () => {
    const plan = planOccurrences({ ...monthly, occurrences: 12 }, 0, recurrenceHorizon("2026-11-24"));
    expect(plan.next.map((o) => o.index)).toEqual([1, 2, 3, 4]);
    expect(plan.ended).toBe(false);
  });

  it("until a date stops on or before it", () => {
    const plan = planOccurrences({ ...monthly, untilDate: "2027-01-10" }, 0, recurrenceHorizon("2026-11-24"));
    expect(dates(plan)).toEqual(["2026-11-10", "2026-12-10", "2027-01-10"]);
    expect(plan.ended).toBe(true);
  });

  it("always makes the first, even when it falls after the horizon", () => {
    const yearly: RecurrenceRule = { firstDueDate: "2027-10-01", frequency: "anual", occurrences: null, untilDate: null };
    const plan = planOccurrences(yearly, 0, recurrenceHorizon("2026-11-24"));
    expect(dates(plan)).toEqual(["2027-10-01"]);
    expect(plan.ended).toBe(false);
  });
});
