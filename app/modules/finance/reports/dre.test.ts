import { describe, expect, it } from "vitest";
import { formatPercent } from "~/config/format";
import { changeOf, ratioOf } from "~/config/percent";
import { buildDre, isEmptyDre, type Dre, type DreCategoryInfo, type DreSum } from "./dre";

const categories: DreCategoryInfo[] = [
  { id: "sales", name: "Vendas de produtos", kind: "receita", group: "Receitas operacionais", line: "receita_bruta" },
  { id: "services", name: "Prestação de serviços", kind: "receita", group: "Receitas operacionais", line: "receita_bruta" },
  { id: "simples", name: "Simples Nacional", kind: "despesa", group: "Deduções da receita", line: "deducoes" },
  { id: "suppliers", name: "Fornecedores", kind: "despesa", group: "Custos", line: "custos" },
  { id: "rent", name: "Aluguel", kind: "despesa", group: "Despesas administrativas", line: "despesas_operacionais" },
  { id: "mine", name: "Brindes", kind: "despesa", group: "Ações da casa", line: "despesas_operacionais" },
  { id: "yield", name: "Rendimentos", kind: "receita", group: "Receitas financeiras", line: "receitas_financeiras" },
  { id: "obtained", name: "Descontos obtidos", kind: "receita", group: "Receitas financeiras", line: "receitas_financeiras" },
  { id: "interest", name: "Juros pagos", kind: "despesa", group: "Despesas financeiras", line: "despesas_financeiras" },
  { id: "irpj", name: "IRPJ", kind: "despesa", group: "Impostos sobre o lucro", line: "impostos_sobre_lucro" },
  { id: "laptop", name: "Equipamentos", kind: "despesa", group: "Investimentos", line: "investimentos" },
  { id: "unused", name: "Sem uso", kind: "despesa", group: "Impostos", line: "despesas_operacionais" },
];

const sum = (categoryId: string, month: string, cents: number, kind?: DreSum["kind"]): DreSum => ({
  categoryId,
  kind: kind ?? categories.find((category) => category.id === categoryId)?.kind ?? "despesa",
  month,
  cents,
});

const lineOf = (dre: Dre, name: string) =>
  dre.rows.flatMap((row) => (row.type === "line" && row.block.name === name ? [row.block] : []))[0]!;
const subtotalOf = (dre: Dre, key: string) =>
  dre.rows.flatMap((row) => (row.type === "subtotal" && row.subtotal.key === key ? [row.subtotal] : []))[0]!;

describe("buildDre", () => {
  const dre = buildDre({
    year: 2026,
    regime: "caixa",
    categories,
    sums: [
      sum("sales", "2026-01", 100_000),
      sum("services", "2026-02", 20_000),
      sum("simples", "2026-01", 6_000),
      sum("suppliers", "2026-01", 30_000),
      sum("rent", "2026-02", 50_000),
      sum("mine", "2026-12", 1_000),
      sum("yield", "2026-03", 2_000),
      // A desconto obtido on paying a despesa: booked from the despesa's baixa, so it comes as a despesa's minus.
      sum("obtained", "2026-03", -500, "despesa"),
      sum("interest", "2026-03", 1_500),
      sum("irpj", "2026-12", 4_000),
      sum("laptop", "2026-05", 9_000),
      sum("sales", "2025-06", 60_000),
      sum("rent", "2025-06", 40_000),
      sum("gone", "2026-01", 999),
    ],
  });

  it("lays the standard lines and subtotals out top to bottom, each line with its groups in plan order", () => {
    expect(dre.rows.map((row) => (row.type === "line" ? row.block.label : row.subtotal.label))).toEqual([
      "Receita bruta",
      "(−) Deduções e impostos sobre vendas",
      "(=) Receita líquida",
      "(−) Custos",
      "(=) Lucro bruto",
      "(−) Despesas operacionais",
      "(=) EBITDA",
      "(+) Receitas financeiras",
      "(−) Despesas financeiras",
      "(=) Resultado financeiro",
      "(=) Resultado antes do IRPJ e CSLL",
      "(−) IRPJ e CSLL",
      "(=) Resultado líquido",
    ]);
    expect(lineOf(dre, "Receita bruta").groups.map((group) => [group.name, group.categories.map((c) => c.name)])).toEqual([
      ["Receitas operacionais", ["Prestação de serviços", "Vendas de produtos"]],
    ]);
    expect(lineOf(dre, "Despesas operacionais").groups.map((group) => group.name)).toEqual([
      "Despesas administrativas",
      "Ações da casa",
    ]);
  });

  it("takes deduções, custos and despesas down to the resultado líquido, with the margins' base the receita líquida", () => {
    expect(subtotalOf(dre, "receita_liquida").totalCents).toBe(120_000 - 6_000);
    expect(subtotalOf(dre, "lucro_bruto").totalCents).toBe(114_000 - 30_000);
    expect(subtotalOf(dre, "ebitda").totalCents).toBe(84_000 - 51_000);
    expect(subtotalOf(dre, "resultado_financeiro").totalCents).toBe(2_000 + 500 - 1_500);
    expect(subtotalOf(dre, "resultado_antes_ir").totalCents).toBe(33_000 + 1_000);
    expect(dre.result.totalCents).toBe(34_000 - 4_000);
    expect(dre.result.months.slice(0, 3)).toEqual([100_000 - 6_000 - 30_000, 20_000 - 50_000, 2_000 + 500 - 1_500]);
    expect(dre.result.previousCents).toBe(20_000);
    expect(dre.netRevenue.totalCents).toBe(114_000);
    expect(subtotalOf(dre, "lucro_bruto").marginLabel).toBe("Margem bruta");
    expect(formatPercent(ratioOf(subtotalOf(dre, "lucro_bruto").totalCents, dre.netRevenue.totalCents))).toBe("73,7%");
  });

  it("counts a desconto obtido as receita financeira and keeps investimentos out of the resultado", () => {
    expect(lineOf(dre, "Receitas financeiras").totalCents).toBe(2_500);
    expect(dre.outside.totalCents).toBe(9_000);
    expect(dre.outside.label).toBe("Investimentos (fora da DRE)");
    expect(dre.expense.totalCents).toBe(6_000 + 30_000 + 51_000 + 1_500 + 4_000);
    expect(dre.revenue.totalCents - dre.expense.totalCents).toBe(dre.result.totalCents);
  });

  it("gives the change against the previous year, none without a base, and is empty only without any figure", () => {
    expect(formatPercent(ratioOf(-1_000, 0))).toBe("—");
    expect(formatPercent(changeOf(dre.result.totalCents, dre.result.previousCents))).toBe("50,0%");
    expect(changeOf(10, 0)).toBeNull();
    expect(changeOf(-30, -10)).toBe(-2);
    expect(isEmptyDre(dre)).toBe(false);
    expect(isEmptyDre(buildDre({ year: 2026, regime: "caixa", categories, sums: [] }))).toBe(true);
    expect(isEmptyDre(buildDre({ year: 2026, regime: "caixa", categories, sums: [sum("laptop", "2026-01", 1)] }))).toBe(false);
  });
});
