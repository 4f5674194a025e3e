import { describe, expect, it } from "vitest";
import { discountCents, discountProblem, lineAmounts, saleAmounts } from "./pricing";

describe("sale pricing", () => {
  it("rounds each line's gross and percentage discount half up to the centavo", () => {
    // 2,5 × R$ 3,33 = R$ 8,325 → R$ 8,33; 10 % of that = 83,3 centavos → 83.
    expect(lineAmounts({ quantityMilli: 2500, unitPriceCents: 333, discount: { kind: "percent", value: 1000 } })).toEqual({
      grossCents: 833,
      discountCents: 83,
      totalCents: 750,
    });
    // 1 × R$ 0,05 at 50 %: 2,5 centavos → 3.
    expect(discountCents(5, { kind: "percent", value: 5000 })).toBe(3);
  });

  it("takes an amount discount as it is, and refuses one above the line", () => {
    expect(lineAmounts({ quantityMilli: 3000, unitPriceCents: 1000, discount: { kind: "amount", value: 500 } }).totalCents).toBe(
      2500,
    );
    expect(discountProblem(3000, { kind: "amount", value: 3001 })).toBe("O desconto não pode passar do valor.");
    expect(discountProblem(3000, { kind: "percent", value: 10_001 })).toBe("O desconto não pode passar de 100%.");
    expect(() => lineAmounts({ quantityMilli: 1000, unitPriceCents: 100, discount: { kind: "amount", value: 101 } })).toThrow(
      RangeError,
    );
  });

  it("makes the sale's totals the sum of its rounded lines, less its own discount, plus frete", () => {
    const lines = [
      lineAmounts({ quantityMilli: 1000, unitPriceCents: 1001, discount: { kind: "percent", value: 3333 } }),
      lineAmounts({ quantityMilli: 1000, unitPriceCents: 1001, discount: { kind: "percent", value: 3333 } }),
      lineAmounts({ quantityMilli: 1000, unitPriceCents: 1001, discount: { kind: "percent", value: 3333 } }),
    ];
    expect(lines.map((line) => line.totalCents)).toEqual([667, 667, 667]);
    expect(saleAmounts(lines, { kind: "percent", value: 1000 }, 1500)).toEqual({
      itemsCents: 2001,
      discountCents: 200,
      freightCents: 1500,
      totalCents: 3301,
    });
  });

  it("keeps exact centavos for large quantities and prices", () => {
    expect(lineAmounts({ quantityMilli: 999_999_999, unitPriceCents: 9_999_999_999, discount: null }).grossCents).toBe(
      9_999_999_989_000_000,
    );
  });
});
