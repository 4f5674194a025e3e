import { describe, expect, it } from "vitest";
import { buildCashFlow, isEmptyCashFlow } from "./cash-flow";

const year = { scale: "year" as const, from: "2026-01-01", to: "2026-12-31" };
const months = ["2026-01", "2026-02", "2026-03"];

describe("buildCashFlow", () => {
  it("shows every month asked for and carries the projected balance from the opening and what was open before", () => {
    const flow = buildCashFlow({
      ...year,
      periods: months,
      openingCents: 10_000,
      priorOpenCents: -1_000,
      realized: [
        { period: "2026-01", direction: "entrada", cents: 5_000 },
        { period: "2026-01", direction: "saida", cents: 2_000 },
        { period: "2026-03", direction: "saida", cents: 500 },
      ],
      forecast: [{ period: "2026-03", direction: "entrada", cents: 7_000 }],
    });
    expect(flow.lines.map((line) => [line.period, line.balanceCents])).toEqual([
      ["2026-01", 12_000],
      ["2026-02", 12_000],
      ["2026-03", 18_500],
    ]);
    expect(flow.totals).toEqual({
      realized: { inflowCents: 5_000, outflowCents: 2_500 },
      forecast: { inflowCents: 7_000, outflowCents: 0 },
    });
    expect(flow.closingCents).toBe(18_500);
    expect(isEmptyCashFlow(flow)).toBe(false);
  });

  it("lists only the days that moved, in date order, when no periods are fixed", () => {
    const flow = buildCashFlow({
      scale: "month",
      from: "2026-11-01",
      to: "2026-11-30",
      periods: [],
      openingCents: 0,
      priorOpenCents: 0,
      realized: [{ period: "2026-11-20", direction: "entrada", cents: 100 }],
      forecast: [{ period: "2026-11-03", direction: "saida", cents: 40 }],
    });
    expect(flow.lines.map((line) => [line.period, line.balanceCents])).toEqual([
      ["2026-11-03", -40],
      ["2026-11-20", 60],
    ]);
  });

  it("is empty when nothing moved, was expected or was carried in", () => {
    const flow = buildCashFlow({ ...year, periods: months, openingCents: 50_000, priorOpenCents: 0, realized: [], forecast: [] });
    expect(isEmptyCashFlow(flow)).toBe(true);
    expect(flow.closingCents).toBe(50_000);
  });
});
