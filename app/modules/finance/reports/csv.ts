/**
 * The reports as CSV files (the finance module's csv.ts: `;`, BOM, comma
 * decimals without R$, formula cells defused). In the fluxo de caixa
 * saídas are negative, so a row adds up to its saldo; in the DRE receitas
 * and despesas are both positive, as the page shows them. Pure.
 */
import { formatDate, formatDecimal, formatPercent, monthAbbreviation } from "~/config/format";
import { changeOf, ratioOf } from "~/config/percent";
import { csvFile, csvText } from "../csv";
import { monthsOf, type CashFlow, type Flow } from "./cash-flow";
import type { Dre, DreFigures } from "./dre";

const decimal = (cents: number) => formatDecimal(cents, { grouping: false });

const flowCells = (flow: Flow) => [
  decimal(flow.inflowCents),
  decimal(-flow.outflowCents),
  decimal(flow.inflowCents - flow.outflowCents),
];

const periodCell = (period: string) => (period.length === 7 ? `${period.slice(5)}/${period.slice(0, 4)}` : formatDate(period));

/** The fluxo de caixa: the opening, one row per month or day, the totals and the projected closing balance. */
export function cashFlowCsv(flow: CashFlow): string {
  const blank = ["", "", "", "", ""];
  return csvFile([
    [
      "Período",
      "Entradas realizadas",
      "Saídas realizadas",
      "Saldo realizado",
      "Entradas previstas",
      "Saídas previstas",
      "Saldo previsto",
      "Saldo projetado",
    ],
    [`Saldo inicial em ${formatDate(flow.from)}`, ...blank, "", decimal(flow.openingCents)],
    [
      "Em aberto vencido antes do período",
      ...blank,
      decimal(flow.priorOpenCents),
      decimal(flow.openingCents + flow.priorOpenCents),
    ],
    ...flow.lines.map((line) => [
      periodCell(line.period),
      ...flowCells(line.realized),
      ...flowCells(line.forecast),
      decimal(line.balanceCents),
    ]),
    ["Total", ...flowCells(flow.totals.realized), ...flowCells(flow.totals.forecast), decimal(flow.closingCents)],
  ]);
}

const figureCells = (figures: DreFigures) => [
  ...figures.months.map(decimal),
  decimal(figures.totalCents),
  decimal(figures.previousCents),
  formatPercent(changeOf(figures.totalCents, figures.previousCents)),
];

/** The DRE: a row per group and per category, the totals, the resultado and the margin. */
export function dreCsv(dre: Dre): string {
  const { year } = dre;
  const margin = (figures: (d: DreFigures) => number) => formatPercent(ratioOf(figures(dre.result), figures(dre.revenue)));
  return csvFile([
    [
      "Grupo",
      "Categoria",
      ...monthsOf(year).map((month) => `${monthAbbreviation(month)}/${year}`),
      `Total ${year}`,
      `Total ${year - 1}`,
      "Variação",
    ],
    ...dre.groups.flatMap((group) => [
      [csvText(group.name), "", ...figureCells(group)],
      ...group.categories.map((category) => [csvText(group.name), csvText(category.name), ...figureCells(category)]),
    ]),
    ["Total de receitas", "", ...figureCells(dre.revenue)],
    ["Total de despesas", "", ...figureCells(dre.expense)],
    ["Resultado", "", ...figureCells(dre.result)],
    [
      "Margem",
      "",
      ...dre.result.months.map((cents, i) => formatPercent(ratioOf(cents, dre.revenue.months[i] ?? 0))),
      margin((d) => d.totalCents),
      margin((d) => d.previousCents),
      "",
    ],
  ]);
}
