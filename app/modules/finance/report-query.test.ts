import { describe, expect, it } from "vitest";
import { cashFlowSearch, dreSearch, parseCashFlowAddress, parseDreAddress } from "./report-query";

const today = "2026-11-23";
const params = (text: string) => new URLSearchParams(text);
const NONE = { accountIds: [], costCenterIds: [] };

describe("report addresses", () => {
  it("reads a year, a month and a known account for the fluxo de caixa, and writes them back", () => {
    expect(parseCashFlowAddress(params("ano=2025&conta=a1"), today, { accountIds: ["a1"], costCenterIds: [] })).toEqual({
      address: { year: 2025, accountId: "a1" },
      notices: [],
    });
    const month = parseCashFlowAddress(params("mes=2026-02"), today, NONE);
    expect(month.address).toEqual({ year: 2026, month: "2026-02", accountId: undefined });
    expect(cashFlowSearch(month.address)).toBe("?mes=2026-02");
    expect(cashFlowSearch({ year: 2025, accountId: "a1" })).toBe("?ano=2025&conta=a1");
  });

  it("falls back to this year and every account, saying why, on bad input", () => {
    expect(parseCashFlowAddress(params("ano=20x6&conta=other"), today, { accountIds: ["a1"], costCenterIds: [] })).toEqual({
      address: { year: 2026, accountId: undefined },
      notices: ["Conta não encontrada: mostrando todas as contas.", "Ano inválido: mostrando 2026."],
    });
    expect(parseCashFlowAddress(params("mes=2026-13"), today, NONE).notices).toEqual(["Mês inválido: mostrando 2026."]);
    expect(parseCashFlowAddress(params(""), today, NONE).address).toEqual({ year: 2026, accountId: undefined });
  });

  it("reads the DRE's year and regime, competência unless caixa", () => {
    expect(parseDreAddress(params("ano=2025&regime=caixa"), today, [])).toEqual({
      address: { year: 2025, regime: "caixa" },
      notices: [],
    });
    expect(parseDreAddress(params("ano=0&regime=x"), today, [])).toEqual({
      address: { year: 2026, regime: "competencia" },
      notices: ["Ano inválido: mostrando 2026.", "Regime inválido: mostrando o regime de competência."],
    });
    expect(dreSearch({ year: 2025, regime: "caixa" })).toBe("?ano=2025&regime=caixa");
    expect(dreSearch({ year: 2025, regime: "competencia" })).toBe("?ano=2025");
  });

  it("reads a centro de custo of the organization, or the entries without one, for both reports", () => {
    const choices = { accountIds: [], costCenterIds: ["c1"] };
    const flow = parseCashFlowAddress(params("ano=2026&centro=c1"), today, choices);
    expect(flow.address).toEqual({ year: 2026, costCenterId: "c1" });
    expect(cashFlowSearch(flow.address)).toBe("?ano=2026&centro=c1");
    const without = parseDreAddress(params("centro=sem"), today, ["c1"]);
    expect(without.address).toEqual({ year: 2026, regime: "competencia", costCenterId: "" });
    expect(dreSearch(without.address)).toBe("?ano=2026&centro=sem");
    expect(parseDreAddress(params("centro=c2"), today, ["c1"])).toEqual({
      address: { year: 2026, regime: "competencia" },
      notices: ["Centro de custo não encontrado: mostrando todos os centros."],
    });
  });
});
