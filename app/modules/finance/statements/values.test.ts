import { describe, expect, it } from "vitest";
import { statementCents, statementDate } from "./values";

describe("statementCents", () => {
  it("reads pt-BR and dotted amounts, signed", () => {
    expect(statementCents("1.234,56")).toBe(123_456);
    expect(statementCents("-1.234,56")).toBe(-123_456);
    expect(statementCents("1234.56")).toBe(123_456);
    expect(statementCents("1,234.56")).toBe(123_456);
    expect(statementCents("-45,9")).toBe(-4_590);
    expect(statementCents("R$ 10")).toBe(1_000);
    expect(statementCents("(18,90)")).toBe(-1_890);
    expect(statementCents("18,90-")).toBe(-1_890);
    expect(statementCents("1.234")).toBe(123_400);
    expect(statementCents("0,00")).toBe(0);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "abc", "1,234,5", "12.34.56", "1.23,45", "1,234", "10,", "=1+1", "1e5", "99999999999,00"])
      expect(statementCents(text), text).toBe(text === "1,234" ? 123_400 : null);
  });
});

describe("statementDate", () => {
  it("reads dd/mm/aaaa, ISO and OFX dates", () => {
    expect(statementDate("01/10/2026")).toBe("2026-10-01");
    expect(statementDate("1/10/2026")).toBe("2026-10-01");
    expect(statementDate("2026-10-01")).toBe("2026-10-01");
    expect(statementDate("2026-10-01T10:00:00")).toBe("2026-10-01");
    expect(statementDate("20261001120000[-3:BRT]")).toBe("2026-10-01");
  });

  it("refuses dates that do not exist", () => {
    for (const text of ["31/02/2026", "2026-13-01", "10/2026", "ontem", ""]) expect(statementDate(text), text).toBeNull();
  });
});
