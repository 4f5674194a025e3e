import { describe, expect, it } from "vitest";
import { cashCents, openCentsOf, signedCashCents } from "./balance";

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
