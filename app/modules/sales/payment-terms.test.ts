import { describe, expect, it } from "vitest";
import { installmentsOf, paymentTerms, paymentTermsLabel } from "./payment-terms";

describe("payment terms", () => {
  it("makes one parcela on the day for à vista and 30 days later for 30 dias", () => {
    expect(installmentsOf(paymentTerms("a_vista"), 10_000, "2026-11-24")).toEqual([
      { index: 1, dueDate: "2026-11-24", amountCents: 10_000 },
    ]);
    expect(installmentsOf(paymentTerms("30_dias"), 10_000, "2026-11-24")).toEqual([
      { index: 1, dueDate: "2026-12-24", amountCents: 10_000 },
    ]);
  });

  it("splits 30/60/90 into three parcelas adding up to the total, the odd centavos on the first", () => {
    const parcelas = installmentsOf(paymentTerms("30_60_90"), 10_000, "2026-12-15");
    expect(parcelas).toEqual([
      { index: 1, dueDate: "2027-01-14", amountCents: 3334 },
      { index: 2, dueDate: "2027-02-13", amountCents: 3333 },
      { index: 3, dueDate: "2027-03-15", amountCents: 3333 },
    ]);
  });

  it("spaces N parcelas by the interval in days", () => {
    const parcelas = installmentsOf(paymentTerms("parcelas", 12, 15), 100_001, "2026-01-31");
    expect(parcelas).toHaveLength(12);
    expect(parcelas.reduce((sum, p) => sum + p.amountCents, 0)).toBe(100_001);
    expect(parcelas[0]).toEqual({ index: 1, dueDate: "2026-02-15", amountCents: 8338 });
    expect(parcelas[11]!.dueDate).toBe("2026-07-30");
  });

  it("refuses a total below one centavo per parcela", () => {
    expect(() => installmentsOf(paymentTerms("30_60_90"), 2, "2026-11-24")).toThrow(RangeError);
  });

  it("names the condition", () => {
    expect(paymentTermsLabel(paymentTerms("30_60_90"))).toBe("30/60/90");
    expect(paymentTermsLabel(paymentTerms("parcelas", 6, 30))).toBe("6 parcelas a cada 30 dias");
  });
});
