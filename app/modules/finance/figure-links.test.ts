import { describe, expect, it } from "vitest";
import { parseEntryQuery } from "./entry-query";
import { figureHref } from "./figure-links";

const CATEGORY = "1c7a4d2f-5b8e-4d2c-8a3f-4e6b7c8d9e0f";
const ACCOUNT = "0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e";

describe("figureHref", () => {
  it("opens the list of a month by vencimento with the figure's filters", () => {
    expect(figureHref({ basis: "vencimento", period: "2026-11", kind: "receita" })).toBe(
      "/financeiro/lancamentos?mes=2026-11&tipo=receita",
    );
    expect(
      figureHref({
        basis: "vencimento",
        period: "2026-11",
        kind: "despesa",
        categoryId: CATEGORY,
        accountId: ACCOUNT,
        status: "vencido",
      }),
    ).toBe(`/financeiro/lancamentos?mes=2026-11&conta=${ACCOUNT}&categoria=${CATEGORY}&tipo=despesa&status=vencido`);
  });

  it("opens a range by competência, which the list reads back as the same figure", () => {
    const href = figureHref({
      basis: "competencia",
      period: { from: "2026-01-01", to: "2026-11-30" },
      categoryId: CATEGORY,
      kind: "despesa",
    });
    expect(href).toBe(`/financeiro/lancamentos?de=2026-01-01&ate=2026-11-30&base=competencia&categoria=${CATEGORY}&tipo=despesa`);
    const query = parseEntryQuery(new URLSearchParams(href.split("?")[1]), "2026-11-23");
    expect(query.filters).toEqual({
      month: "2026-01",
      range: { from: "2026-01-01", to: "2026-11-30" },
      basis: "competencia",
      categoryId: CATEGORY,
      kind: "despesa",
    });
    expect(query.notices).toEqual([]);
  });

  it("sends a caixa figure to the DRE on caixa of its year", () => {
    expect(figureHref({ basis: "caixa", period: "2026-11", categoryId: CATEGORY })).toBe("/financeiro/dre?ano=2026&regime=caixa");
    expect(figureHref({ basis: "caixa", period: { from: "2025-01-01", to: "2025-06-30" } })).toBe(
      "/financeiro/dre?ano=2025&regime=caixa",
    );
  });
});
