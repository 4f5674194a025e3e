import { describe, expect, it } from "vitest";
import {
  addDaysTo,
  addMonthsKeepingDay,
  addYearsKeepingDay,
  daysBetween,
  monthOf,
  monthRange,
  parseDate,
  parseMonth,
  shiftMonth,
  todayInSaoPaulo,
} from "./calendar";

describe("todayInSaoPaulo", () => {
  it("is the date in São Paulo, not in UTC", () => {
    expect(todayInSaoPaulo(new Date("2026-11-24T02:30:00Z"))).toBe("2026-11-23");
    expect(todayInSaoPaulo(new Date("2026-11-24T03:00:00Z"))).toBe("2026-11-24");
  });

  it("turns at midnight in São Paulo, asked again and again around it", () => {
    const at = (instant: string) => todayInSaoPaulo(new Date(instant));
    expect([
      at("2026-11-24T02:59:00.000Z"),
      at("2026-11-24T02:59:59.999Z"),
      at("2026-11-24T03:00:00.000Z"),
      at("2026-11-24T03:00:30.000Z"),
      at("2026-11-24T02:59:30.000Z"),
    ]).toEqual(["2026-11-23", "2026-11-23", "2026-11-24", "2026-11-24", "2026-11-23"]);
  });
});

describe("parsing", () => {
  it("accepts real dates and months only", () => {
    expect(parseDate("2024-02-29")).toBe("2024-02-29");
    expect(parseDate("2026-02-29")).toBeNull();
    expect(parseDate("2026-13-01")).toBeNull();
    expect(parseDate("2026-1-01")).toBeNull();
    expect(parseDate("01/02/2026")).toBeNull();
    expect(parseDate(null)).toBeNull();
    expect(parseMonth("2026-11")).toBe("2026-11");
    expect(parseMonth("2026-00")).toBeNull();
    expect(parseMonth("2026-11-01")).toBeNull();
    expect(parseMonth("0999-01")).toBeNull();
  });
});

describe("months", () => {
  it("shifts across years both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-05", -17)).toBe("2024-12");
    expect(shiftMonth("2026-05", 24)).toBe("2028-05");
  });

  it("gives the first and last day, leap years included", () => {
    expect(monthRange("2026-02")).toEqual({ first: "2026-02-01", last: "2026-02-28" });
    expect(monthRange("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthRange("2026-11")).toEqual({ first: "2026-11-01", last: "2026-11-30" });
    expect(monthOf("2026-11-30")).toBe("2026-11");
  });
});

describe("date arithmetic", () => {
  it("keeps the first date's day, the 31st falling on shorter months' last day", () => {
    const dates = [0, 1, 2, 3, 4].map((n) => addMonthsKeepingDay("2026-01-31", n));
    expect(dates).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
    expect(addMonthsKeepingDay("2027-12-31", 2)).toBe("2028-02-29");
    expect(addMonthsKeepingDay("2026-11-15", 3)).toBe("2027-02-15");
  });

  it("moves years and days without a time-zone shift", () => {
    expect(addYearsKeepingDay("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYearsKeepingDay("2028-02-29", 4)).toBe("2032-02-29");
    expect(addDaysTo("2026-12-29", 7)).toBe("2027-01-05");
    expect(addDaysTo("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDaysTo("2018-11-03", 1)).toBe("2018-11-04");
  });

  it("counts the days between two dates", () => {
    expect(daysBetween("2026-11-30", "2026-12-05")).toBe(5);
    expect(daysBetween("2026-12-05", "2026-11-30")).toBe(-5);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });
});
