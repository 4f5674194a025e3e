/**
 * The reports as CSV files (the finance module's csv.ts: `;`, BOM, comma
 * decimals without R$, formula cells defused). In the fluxo de caixa
 * saídas are negative, so a row adds up to its saldo; in the DRE each line
 * is positive in its own sense and the subtotals signed, as the page shows them. Pure.
 */
import { formatDate, formatDecimal, formatPercent, monthAbbreviation } from "~/config/format";
import { changeOf, ratioOf } from "~/config/percent";
import { csvFile, csvText } from "../csv";
import { monthsOf, type CashFlow, type Flow } from "./cash-flow";
import type { Dre, DreFigures, DreLineBlock } from "./dre";

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

const blockRows = (block: DreLineBlock) => [
  [csvText(block.label), "", "", ...figureCells(block)],
  ...block.groups.flatMap((group) => [
    [csvText(block.label), csvText(group.name), "", ...figureCells(group)],
    ...group.categories.map((category) => [
      csvText(block.label),
      csvText(group.name),
      csvText(category.name),
      ...figureCells(category),
    ]),
  ]),
];

/** The DRE gerencial: each line with its groups and categorias, each subtotal and its margin, the investimentos last. */
export function dreCsv(dre: Dre): string {
  const { year, netRevenue } = dre;
  const marginCells = (figures: DreFigures) => [
    ...figures.months.map((cents, i) => formatPercent(ratioOf(cents, netRevenue.months[i] ?? 0))),
    formatPercent(ratioOf(figures.totalCents, netRevenue.totalCents)),
    formatPercent(ratioOf(figures.previousCents, netRevenue.previousCents)),
    "",
  ];
  return csvFile([
    [
      "Linha",
      "Grupo",
      "Categoria",
      ...monthsOf(year).map((month) => `${monthAbbreviation(month)}/${year}`),
      `Total ${year}`,
      `Total ${year - 1}`,
      "Variação",
    ],
    ...dre.rows.flatMap((row) => {
      if (row.type === "line") return blockRows(row.block);
      const { subtotal } = row;
      const total = [subtotal.label, "", "", ...figureCells(subtotal)];
      return subtotal.marginLabel ? [total, [subtotal.marginLabel, "", "", ...marginCells(subtotal)]] : [total];
    }),
    ...(dre.outside.groups.length > 0 ? blockRows(dre.outside) : []),
  ]);
}
