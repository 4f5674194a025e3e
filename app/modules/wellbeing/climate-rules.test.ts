/** The climate's rules: ISO weeks, publication once a week has closed, the 5-person threshold and the privacy noise. */
import { describe, expect, it } from "vitest";
import {
  climateWeeks,
  INSUFFICIENT_MESSAGE,
  isClosedWeek,
  isoWeekOf,
  laplaceNoise,
  lastMondays,
  mondayOf,
  publicationDay,
  publishWeek,
  weekStartInstant,
  type PublishedWeek,
} from "./climate-rules";

/** `count` draws spread evenly over [0, 1): what they give is the mechanism's exact distribution, to a 1/count step. */
const grid = (count: number) => Array.from({ length: count }, (_, i) => (i + 0.5) / count);

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

  it("closes a week when the next one begins, at midnight in São Paulo", () => {
    expect(isClosedWeek("2026-11-23", "2026-11-29")).toBe(false);
    expect(isClosedWeek("2026-11-23", "2026-11-30")).toBe(true);
    expect(publicationDay("2026-11-23")).toBe("2026-11-30");
    expect(weekStartInstant("2026-11-23")).toBe("2026-11-23T03:00:00.000Z");
  });
});

describe("publication", () => {
  const published: PublishedWeek = { people: 5, meanTenths: 32, marginTenths: 18 };

  it("shows the open week as open, a closed week as published, and nothing below 5 people", () => {
    const weeks = climateWeeks(
      new Map<string, PublishedWeek>([
        ["2026-11-09", published],
        ["2026-11-16", { people: 4, meanTenths: null, marginTenths: null }],
      ]),
      ["2026-11-09", "2026-11-16", "2026-11-23"],
      "2026-11-24",
    );
    expect(weeks).toEqual([
      { week: "2026-W46", monday: "2026-11-09", state: "published", mean: 3.2, margin: 1.8, people: 5 },
      { week: "2026-W47", monday: "2026-11-16", state: "insufficient" },
      { week: "2026-W48", monday: "2026-11-23", state: "open", publishedOn: "2026-11-30" },
    ]);
    expect(INSUFFICIENT_MESSAGE).toBe("Dados insuficientes para preservar o anonimato");
  });

  it("never shows a figure for the open week, even one stored for it", () => {
    expect(climateWeeks(new Map([["2026-11-23", published]]), ["2026-11-23"], "2026-11-29")[0]).toMatchObject({ state: "open" });
  });

  it("publishes no figure below 5 people, and a mean in tenths within 1 to 5 with its 90% margin otherwise", () => {
    expect(publishWeek({ people: 4, meanSum: 20 }, 0.5)).toEqual({ people: 4, meanTenths: null, marginTenths: null });
    expect(publishWeek({ people: 5, meanSum: 16 }, 0.5)).toEqual({ people: 5, meanTenths: 32, marginTenths: 18 });
    expect(publishWeek({ people: 40, meanSum: 160 }, 0.5)).toEqual({ people: 40, meanTenths: 40, marginTenths: 2 });
    expect(publishWeek({ people: 5, meanSum: 25 }, 0.999999)).toMatchObject({ meanTenths: 50 });
    expect(publishWeek({ people: 5, meanSum: 5 }, 0)).toMatchObject({ meanTenths: 10 });
  });

  it("draws Laplace noise: symmetric, scaled, 90% of it within scale·ln 10", () => {
    expect(laplaceNoise(0.8, 0.5)).toBeCloseTo(0);
    expect(laplaceNoise(0.8, 0.75)).toBeCloseTo(0.8 * Math.log(2));
    expect(laplaceNoise(0.8, 0.25)).toBeCloseTo(-0.8 * Math.log(2));
    const draws = grid(20_000).map((uniform) => Math.abs(laplaceNoise(1, uniform)));
    expect(draws.filter((draw) => draw <= Math.log(10)).length / draws.length).toBeCloseTo(0.9, 3);
  });
});

describe("the k−1 attack: 4 answers known, the fifth unknown", () => {
  /** The attacker's answers (sum 12), and the figures published when the fifth person answered `real`, one per draw of `grid`. */
  const CONTROLLED = 12;
  const figures = (real: number) =>
    grid(10_000).map((uniform) => publishWeek({ people: 5, meanSum: CONTROLLED + real }, uniform).meanTenths! / 10);
  /** The attacker's best reading of a figure: five times it, less what they put in. */
  const guess = (figure: number) => Math.min(5, Math.max(1, Math.round(5 * figure - CONTROLLED)));

  it("reads the answer back from an exact mean, as before", () => {
    for (let real = 1; real <= 5; real++) expect(guess((CONTROLLED + real) / 5)).toBe(real);
  });

  it("reads it back from a published figure at most as often as ε = 1 allows", () => {
    let right = 0;
    for (let real = 1; real <= 5; real++) right += figures(real).filter((figure) => guess(figure) === real).length;
    // Differential privacy with ε = 1 bounds any guess of one of 5 answers at e / (e + 4) ≈ 0.40.
    expect(right / 50_000).toBeLessThan(Math.E / (Math.E + 4));
  });

  it("cannot tell 'muito mal' from 'muito bem' better than ε = 1 allows", () => {
    const low = figures(1);
    const high = figures(5);
    // The best test between the two: the figure's side of the midpoint of their means (2.6 and 3.4).
    const right = low.filter((figure) => figure < 3).length + high.filter((figure) => figure >= 3).length;
    expect(right / 20_000).toBeLessThan(Math.E / (1 + Math.E));
    // And every figure from 1,0 to 5,0 may come out of either answer.
    expect(new Set(low)).toEqual(new Set(high));
    expect(new Set(low).size).toBe(41);
  });
});
