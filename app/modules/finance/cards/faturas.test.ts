import { describe, expect, it } from "vitest";
import { faturaDue, faturaOf, faturaStatus } from "./faturas";

const nubank = { closingDay: 3, dueDay: 10 };

describe("faturas of a cartão de crédito", () => {
  it("puts a purchase before the closing day in the fatura closing that month, on the day or after in the next", () => {
    expect(faturaOf("2026-11-02", nubank)).toEqual({ month: "2026-11", closingDate: "2026-11-03", dueDate: "2026-11-10" });
    expect(faturaOf("2026-11-03", nubank).month).toBe("2026-12");
    expect(faturaOf("2026-12-20", nubank)).toEqual({ month: "2027-01", closingDate: "2027-01-03", dueDate: "2027-01-10" });
  });

  it("falls due in the month after closing when the due day comes first, and sends parcelas a month apart", () => {
    const late = { closingDay: 25, dueDay: 5 };
    expect(faturaOf("2026-11-10", late)).toEqual({ month: "2026-12", closingDate: "2026-11-25", dueDate: "2026-12-05" });
    expect([0, 1, 2].map((n) => faturaOf("2026-11-10", late, n).dueDate)).toEqual(["2026-12-05", "2027-01-05", "2027-02-05"]);
  });

  it("takes a day the month lacks as its last, without drifting", () => {
    const endOfMonth = { closingDay: 31, dueDay: 30 };
    expect(faturaDue("2027-02", endOfMonth)).toEqual({ month: "2027-02", closingDate: "2027-01-31", dueDate: "2027-02-28" });
    expect([0, 1, 2].map((n) => faturaOf("2027-01-15", endOfMonth, n).dueDate)).toEqual([
      "2027-02-28",
      "2027-03-30",
      "2027-04-30",
    ]);
  });

  it("is aberta before closing, fechada from then, paga once charged and nothing is open", () => {
    const fatura = faturaDue("2026-12", nubank);
    expect(faturaStatus(fatura, { totalCents: 5_000, openCents: 5_000 }, "2026-12-02")).toBe("aberta");
    expect(faturaStatus(fatura, { totalCents: 5_000, openCents: 5_000 }, "2026-12-03")).toBe("fechada");
    expect(faturaStatus(fatura, { totalCents: 5_000, openCents: 0 }, "2026-12-03")).toBe("paga");
    expect(faturaStatus(fatura, { totalCents: 0, openCents: 0 }, "2026-11-20")).toBe("aberta");
  });
});
