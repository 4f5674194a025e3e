import { describe, expect, it } from "vitest";
import { budgetSearch, parseBudgetAddress, parseYearSegment } from "./address";

const today = "2026-11-24";
const parse = (search: string) => parseBudgetAddress(new URLSearchParams(search), today);

describe("parseBudgetAddress", () => {
  it("reads the month and the regime, competência and the current month by default", () => {
    expect(parse("")).toEqual({ address: { year: 2026, month: 11, regime: "competencia" }, notices: [] });
    expect(parse("mes=2025-03&regime=caixa")).toEqual({ address: { year: 2025, month: 3, regime: "caixa" }, notices: [] });
  });

  it("drops a wrong value with a pt-BR notice", () => {
    const { address, notices } = parse("mes=2026-13&regime=outro");
    expect(address).toEqual({ year: 2026, month: 11, regime: "competencia" });
    expect(notices).toEqual([
      "Mês inválido no endereço (use aaaa-mm): mostrando o mês atual.",
      "Regime inválido: mostrando o regime de competência.",
    ]);
  });

  it("writes the address back", () => {
    expect(budgetSearch({ year: 2026, month: 3, regime: "caixa" })).toBe("?mes=2026-03&regime=caixa");
    expect(budgetSearch({ year: 2026, month: 12, regime: "competencia" })).toBe("?mes=2026-12");
  });
});

describe("parseYearSegment", () => {
  it("takes four digits between 1900 and 2999 only", () => {
    expect(parseYearSegment("2026")).toBe(2026);
    for (const text of ["abc", "20266", "1899", "3000", "", undefined, "2026 "]) expect(parseYearSegment(text)).toBeNull();
  });
});
