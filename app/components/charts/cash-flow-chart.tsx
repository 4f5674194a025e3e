import type { CashFlowTableLine } from "~/components/finance/reports/cash-flow-table";
import { monthAbbreviation } from "~/config/format";
import { Chart } from "./chart";
import type { ChartData } from "./chart-data";

/** A period of the fluxo de caixa, as the table shows it: `YYYY-MM` or `YYYY-MM-DD`, centavos. */
export type CashFlowLine = Pick<CashFlowTableLine, "period" | "realized" | "forecast" | "balanceCents">;

const SERIES: ChartData["series"] = [
  { key: "realizedIn", name: "Entradas realizadas", type: "bar", colour: "inflow", stack: "in" },
  { key: "forecastIn", name: "Entradas previstas", type: "bar", colour: "inflow", stack: "in", faded: true },
  { key: "realizedOut", name: "Saídas realizadas", type: "bar", colour: "outflow", stack: "out" },
  { key: "forecastOut", name: "Saídas previstas", type: "bar", colour: "outflow", stack: "out", faded: true },
  { key: "balance", name: "Saldo projetado", type: "line", colour: "neutral" },
];

/** The chart's points: a label and centavos per line, saídas positive. */
export const cashFlowChartData = (lines: CashFlowLine[]): ChartData => ({
  series: SERIES,
  points: lines.map((line) => ({
    label: line.period.length === 7 ? monthAbbreviation(line.period) : line.period.slice(8),
    realizedIn: line.realized.inflowCents,
    forecastIn: line.forecast.inflowCents,
    realizedOut: line.realized.outflowCents,
    forecastOut: line.forecast.outflowCents,
    balance: line.balanceCents,
  })),
});

export function CashFlowChart({ lines }: { lines: CashFlowLine[] }) {
  return <Chart name="cash-flow" data={cashFlowChartData(lines)} />;
}
