import { describe, expect, it } from "vitest";
import { formatPercent } from "~/config/format";
import { changeOf, ratioOf } from "~/config/percent";
import { buildDre, type DreCategoryInfo } from "./dre";

const categories: DreCategoryInfo[] = [
  { id: "rent", name: "Aluguel", kind: "despesa", group: "Despesas administrativas" },
  { id: "suppliers", name: "Fornecedores", kind: "despesa", group: "Custos" },
  { id: "sales", name: "Vendas de produtos", kind: "receita", group: "Receitas operacionais" },
  { id: "services", name: "Prestação de serviços", kind: "receita", group: "Receitas operacionais" },
  { id: "mine", name: "Brindes", kind: "despesa", group: "Ações da casa" },
  { id: "unused", name: "Sem uso", kind: "despesa", group: "Impostos" },
];

describe("buildDre", () => {
  const dre = buildDre({
    year: 2026,
    regime: "competencia",
    categories,
    sums: [
      { categoryId: "sales", month: "2026-01", cents: 100_000 },
      { categoryId: "services", month: "2026-02", cents: 20_000 },
      { categoryId: "suppliers", month: "2026-01", cents: 30_000 },
      { categoryId: "rent", month: "2026-02", cents: 50_000 },
      { categoryId: "mine", month: "2026-12", cents: 1_000 },
      { categoryId: "sales", month: "2025-06", cents: 60_000 },
      { categoryId: "rent", month: "2025-06", cents: 40_000 },
      { categoryId: "gone", month: "2026-01", cents: 999 },
    ],
  });

  it("orders groups as the plan reads, receitas first, and leaves out categories without figures", () => {
    expect(dre.groups.map((group) => [group.name, group.categories.map((c) => c.name)])).toEqual([
      ["Receitas operacionais", ["Prestação de serviços", "Vendas de produtos"]],
      ["Custos", ["Fornecedores"]],
      ["Despesas administrativas", ["Aluguel"]],
      ["Ações da casa", ["Brindes"]],
    ]);
  });

  it("adds groups, receitas, despesas and the resultado by month, beside the previous year", () => {
    expect(dre.revenue.months.slice(0, 2)).toEqual([100_000, 20_000]);
    expect(dre.expense.months.slice(0, 2)).toEqual([30_000, 50_000]);
    expect(dre.result.months.slice(0, 3)).toEqual([70_000, -30_000, 0]);
    expect(dre.result.months[11]).toBe(-1_000);
    expect(dre.result).toMatchObject({ totalCents: 39_000, previousCents: 20_000 });
    expect(dre.groups[0]).toMatchObject({ totalCents: 120_000, previousCents: 60_000 });
  });

  it("gives the margin on receitas and the change against the previous year, none without a base", () => {
    expect(formatPercent(ratioOf(dre.result.totalCents, dre.revenue.totalCents))).toBe("32,5%");
    expect(formatPercent(ratioOf(-1_000, 0))).toBe("—");
    expect(formatPercent(changeOf(dre.result.totalCents, dre.result.previousCents))).toBe("95,0%");
    expect(changeOf(10, 0)).toBeNull();
    expect(changeOf(-30, -10)).toBe(-2);
  });
});
