/** The climate's anonymity rule: a mean only for weeks with at least 5 people, by ISO week. */
import { describe, expect, it } from "vitest";
import { climateWeeks, INSUFFICIENT_MESSAGE, isoWeekOf, lastMondays, mondayOf } from "./climate-rules";

describe("weeks", () => {
  it("names ISO weeks from Monday to Sunday, across a year's end", () => {
    expect(mondayOf("2026-11-24")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(isoWeekOf("2026-11-24")).toBe("2026-W48");
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
  });

  it("lists the last 12 Mondays, oldest first, ending in today's week", () => {
    const mondays = lastMondays("2026-11-24");
    expect(mondays).toHaveLength(12);
    expect(mondays.at(-1)).toBe("2026-11-23");
    expect(mondays[0]).toBe("2026-09-07");
  });
});

describe("anonymity threshold", () => {
  it("gives the mean of a week with 5 people and nothing for a week with 4 or none", () => {
    const weeks = climateWeeks(
      [
        { monday: "2026-11-23", people: 5, moodSum: 21, checkins: 6 },
        { monday: "2026-11-16", people: 4, moodSum: 20, checkins: 4 },
      ],
      ["2026-11-09", "2026-11-16", "2026-11-23"],
    );
    expect(weeks).toEqual([
      { week: "2026-W46", monday: "2026-11-09", sufficient: false },
      { week: "2026-W47", monday: "2026-11-16", sufficient: false },
      { week: "2026-W48", monday: "2026-11-23", sufficient: true, mean: 3.5, people: 5 },
    ]);
    expect(INSUFFICIENT_MESSAGE).toBe("Dados insuficientes para preservar o anonimato");
  });

  it("rounds the mean to one decimal", () => {
    expect(climateWeeks([{ monday: "2026-11-23", people: 7, moodSum: 23, checkins: 7 }], ["2026-11-23"])[0]).toMatchObject({
      mean: 3.3,
    });
  });
});
