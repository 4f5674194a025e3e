import { describe, expect, it } from "vitest";
import { buildComparison, figuresOf, markOf, type CategoryInfo } from "./comparison";

describe("markOf", () => {
  it("marks a despesa from 80 % to just under its budget (atenção) while its period runs, and above 100 % (estourado)", () => {
    expect(markOf("despesa", 10_000, 7_999, true)).toBe("ok");
    expect(markOf("despesa", 10_000, 8_000, true)).toBe("atencao");
    expect(markOf("despesa", 10_000, 9_999, true)).toBe("atencao");
    expect(markOf("despesa", 10_000, 10_001, true)).toBe("estourado");
    expect(markOf("despesa", 10_000, 10_001, false)).toBe("estourado");
  });

  it("leaves a despesa spent exactly as budgeted, or within budget in a period that has ended, unmarked: a fixed cost is no alarm", () => {
    expect(markOf("despesa", 10_000, 10_000, true)).toBe("ok");
    expect(markOf("despesa", 10_000, 9_500, false)).toBe("ok");
  });

  it("marks a despesa spent with nothing planned as estourado, and nothing at all as ok", () => {
    expect(markOf("despesa", 0, 1, false)).toBe("estourado");
    expect(markOf("despesa", 0, 0, true)).toBe("ok");
  });

  it("never marks a receita", () => {
    expect(markOf("receita", 10_000, 50_000, true)).toBe("ok");
    expect(markOf("receita", 0, 50_000, true)).toBe("ok");
  });
});

describe("figuresOf", () => {
  it("gives the variance in centavos and as a fraction of the plan", () => {
    expect(figuresOf("despesa", 20_000, 25_000, false)).toEqual({
      plannedCents: 20_000,
      actualCents: 25_000,
      varianceCents: 5_000,
      varianceRatio: 0.25,
      mark: "estourado",
    });
    expect(figuresOf("receita", 20_000, 15_000, false).varianceRatio).toBe(-0.25);
    expect(figuresOf("receita", 0, 15_000, false).varianceRatio).toBeNull();
  });
});

const categories: CategoryInfo[] = [
  { id: "sales", name: "Vendas de produtos", kind: "receita", group: "Receitas operacionais" },
  { id: "rent", name: "Aluguel", kind: "despesa", group: "Despesas administrativas" },
  { id: "power", name: "Energia", kind: "despesa", group: "Despesas administrativas" },
  { id: "idle", name: "Sem uso", kind: "despesa", group: "Despesas administrativas" },
];

describe("buildComparison", () => {
  const comparison = buildComparison({
    year: 2026,
    month: 3,
    currentMonth: "2026-03",
    regime: "competencia",
    categories,
    planned: [
      { categoryId: "sales", month: 1, cents: 100_000 },
      { categoryId: "sales", month: 3, cents: 100_000 },
      { categoryId: "sales", month: 12, cents: 500_000 },
      { categoryId: "rent", month: 3, cents: 30_000 },
      { categoryId: "rent", month: 4, cents: 30_000 },
      { categoryId: "power", month: 2, cents: 10_000 },
      { categoryId: "stranger", month: 3, cents: 99_999 },
    ],
    actual: [
      { categoryId: "sales", month: 3, cents: 120_000 },
      { categoryId: "rent", month: 3, cents: 25_000 },
      { categoryId: "power", month: 3, cents: 9_000 },
      { categoryId: "rent", month: 4, cents: 70_000 },
    ],
  });

  it("sums the month and January to it, with the year's plan beside", () => {
    const sales = comparison.groups[0]!.categories[0]!;
    expect(sales.name).toBe("Vendas de produtos");
    expect(sales.month).toMatchObject({ plannedCents: 100_000, actualCents: 120_000, varianceCents: 20_000, mark: "ok" });
    expect(sales.toDate).toMatchObject({ plannedCents: 200_000, actualCents: 120_000, varianceCents: -80_000 });
    expect(sales.yearPlannedCents).toBe(700_000);
  });

  it("leaves out later months' actuals, unknown categories and categories with nothing", () => {
    const expenses = comparison.groups.find((group) => group.kind === "despesa")!;
    expect(expenses.categories.map((category) => category.name)).toEqual(["Aluguel", "Energia"]);
    const rent = expenses.categories[0]!;
    expect(rent.month).toMatchObject({ plannedCents: 30_000, actualCents: 25_000, mark: "atencao" });
    expect(rent.toDate.actualCents).toBe(25_000);
    const power = expenses.categories[1]!;
    expect(power.month).toMatchObject({ plannedCents: 0, actualCents: 9_000, varianceRatio: null, mark: "estourado" });
    expect(power.toDate).toMatchObject({ plannedCents: 10_000, actualCents: 9_000, mark: "atencao" });
  });

  it("totals groups, receitas and despesas", () => {
    const expenses = comparison.groups.find((group) => group.kind === "despesa")!;
    expect(expenses.month).toMatchObject({ plannedCents: 30_000, actualCents: 34_000, mark: "estourado" });
    expect(comparison.expense.toDate).toMatchObject({ plannedCents: 40_000, actualCents: 34_000 });
    expect(comparison.expense.yearPlannedCents).toBe(70_000);
    expect(comparison.revenue.month.actualCents).toBe(120_000);
    expect(comparison.groups.map((group) => group.kind)).toEqual(["receita", "despesa"]);
  });
});

describe("buildComparison of a month that has ended", () => {
  it("marks nothing within budget, and what went past it", () => {
    const ended = buildComparison({
      year: 2026,
      month: 3,
      currentMonth: "2026-04",
      regime: "competencia",
      categories,
      planned: [
        { categoryId: "rent", month: 3, cents: 30_000 },
        { categoryId: "power", month: 3, cents: 10_000 },
      ],
      actual: [
        { categoryId: "rent", month: 3, cents: 28_500 },
        { categoryId: "power", month: 3, cents: 12_000 },
      ],
    });
    const [rent, power] = ended.groups.find((group) => group.kind === "despesa")!.categories;
    expect([rent!.month.mark, rent!.toDate.mark]).toEqual(["ok", "ok"]);
    expect([power!.month.mark, power!.toDate.mark]).toEqual(["estourado", "estourado"]);
  });
});
