import { describe, expect, it } from "vitest";
import { planInstallments, splitCents } from "./installments";

describe("splitCents", () => {
  it("puts the odd centavos on the first parcela and adds up to the total", () => {
    expect(splitCents(1000, 3)).toEqual([334, 333, 333]);
    expect(splitCents(100001, 4)).toEqual([25001, 25000, 25000, 25000]);
    expect(splitCents(3, 3)).toEqual([1, 1, 1]);
    expect(splitCents(12345, 1)).toEqual([12345]);
    const parts = splitCents(999_999_999_999, 120);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999_999_999_999);
  });

  it("refuses counts out of range and totals below one centavo each", () => {
    expect(() => splitCents(1000, 0)).toThrow(RangeError);
    expect(() => splitCents(1000, 121)).toThrow(RangeError);
    expect(() => splitCents(1000, 2.5)).toThrow(RangeError);
    expect(() => splitCents(2, 3)).toThrow(RangeError);
  });
});

describe("planInstallments", () => {
  it("labels 1..N, due monthly keeping the day (the 31st on shorter months' last day), all in the purchase's competência", () => {
    const plan = planInstallments(100000, 4, "2026-12-31", "2026-12-15");
    expect(plan.map((p) => p.index)).toEqual([1, 2, 3, 4]);
    expect(plan.map((p) => p.dueDate)).toEqual(["2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"]);
    expect(plan.map((p) => p.competenceDate)).toEqual(["2026-12-15", "2026-12-15", "2026-12-15", "2026-12-15"]);
    expect(plan.map((p) => p.amountCents)).toEqual([25000, 25000, 25000, 25000]);
  });
});
