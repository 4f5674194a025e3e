import { describe, expect, it } from "vitest";
import { balanceHistory, cashCents, openCentsOf, signedCashCents } from "./balance";

const baixa = { amountCents: 10000, interestCents: 150, fineCents: 200, discountCents: 50 };

describe("balance arithmetic", () => {
  it("moves amount + juros + multa − desconto", () => {
    expect(cashCents(baixa)).toBe(10300);
    expect(cashCents({ amountCents: 5000, interestCents: 0, fineCents: 0, discountCents: 0 })).toBe(5000);
  });

  it("adds money in and takes money out", () => {
    expect(signedCashCents("entrada", baixa)).toBe(10300);
    expect(signedCashCents("saida", baixa)).toBe(-10300);
  });

  it("leaves the open amount, nothing once cancelled", () => {
    expect(openCentsOf({ amountCents: 10000, settledCents: 2500, cancelledAt: null })).toBe(7500);
    expect(openCentsOf({ amountCents: 10000, settledCents: 0, cancelledAt: "2026-11-01T00:00:00Z" })).toBe(0);
  });
});

describe("balanceHistory", () => {
  const months = ["2026-09", "2026-10", "2026-11"];

  it("carries the opening balance and the nets before the first month, then adds each month", () => {
    const nets = [
      { month: "2026-11", cents: -2500 },
      { month: "2026-03", cents: 10000 },
      { month: "2026-09", cents: 500 },
      { month: "2026-08", cents: -1000 },
    ];
    expect(balanceHistory(100000, nets, months)).toEqual([
      { month: "2026-09", balanceCents: 109500 },
      { month: "2026-10", balanceCents: 109500 },
      { month: "2026-11", balanceCents: 107000 },
    ]);
  });

  it("keeps the opening balance through months without movement and adds nets of one month given twice", () => {
    expect(balanceHistory(-300, [], months).map((point) => point.balanceCents)).toEqual([-300, -300, -300]);
    const twice = [
      { month: "2026-10", cents: 100 },
      { month: "2026-10", cents: 200 },
    ];
    expect(balanceHistory(0, twice, months).map((point) => point.balanceCents)).toEqual([0, 300, 300]);
  });
});
