/** Budget CSVs in the finance module's format (`;`, BOM, comma decimals, formula cells defused). */
import { formatDecimal, formatPercent } from "~/config/format";
import { csvFile, csvText } from "../finance/csv";
import type { BudgetGrid } from "./grid-form";
import { MARK_LABELS, type Comparison, type Figures } from "./comparison";

const decimal = (cents: number) => formatDecimal(cents, { grouping: false });
const KIND = { receita: "Receita", despesa: "Despesa" } as const;
const MONTH_HEADS = ["Jan", "Fev", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Out", "Nov", "Dez"];

/** The grid of a year: tipo, grupo, categoria, the twelve months and the total. */
export function gridCsv(grid: BudgetGrid): string {
  return csvFile([
    ["Tipo", "Grupo", "Categoria", ...MONTH_HEADS.map((month) => `${month}/${grid.year}`), `Total ${grid.year}`],
    ...grid.rows.map((row) => [
      KIND[row.kind],
      csvText(row.group),
      csvText(row.name),
      ...row.months.map(decimal),
      decimal(row.totalCents),
    ]),
  ]);
}

const figureCells = (figures: Figures, marked: boolean) => [
  decimal(figures.plannedCents),
  decimal(figures.actualCents),
  decimal(figures.varianceCents),
  figures.varianceRatio === null ? "" : formatPercent(figures.varianceRatio),
  marked ? MARK_LABELS[figures.mark] : "",
];

/** The comparison: per group and category, the month's and the year to date's figures and the year's plan. */
export function comparisonCsv(comparison: Comparison): string {
  const { year, month } = comparison;
  const period = `${String(month).padStart(2, "0")}/${year}`;
  const heads = (label: string) => [
    `Orçado ${label}`,
    `Realizado ${label}`,
    `Variação ${label}`,
    `Variação % ${label}`,
    `Situação ${label}`,
  ];
  const lines = comparison.groups.flatMap((group) => {
    const marked = group.kind === "despesa";
    return [
      [
        KIND[group.kind],
        csvText(group.name),
        "",
        ...figureCells(group.month, marked),
        ...figureCells(group.toDate, marked),
        decimal(group.yearPlannedCents),
      ],
      ...group.categories.map((category) => [
        KIND[group.kind],
        csvText(group.name),
        csvText(category.name),
        ...figureCells(category.month, marked),
        ...figureCells(category.toDate, marked),
        decimal(category.yearPlannedCents),
      ]),
    ];
  });
  return csvFile([
    ["Tipo", "Grupo", "Categoria", ...heads(period), ...heads(`até ${period}`), `Orçado em ${year}`],
    ...lines,
    [
      "Total de receitas",
      "",
      "",
      ...figureCells(comparison.revenue.month, false),
      ...figureCells(comparison.revenue.toDate, false),
      decimal(comparison.revenue.yearPlannedCents),
    ],
    [
      "Total de despesas",
      "",
      "",
      ...figureCells(comparison.expense.month, true),
      ...figureCells(comparison.expense.toDate, true),
      decimal(comparison.expense.yearPlannedCents),
    ],
  ]);
}
