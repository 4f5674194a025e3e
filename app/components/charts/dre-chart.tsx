import { monthAbbreviation } from "~/config/format";
import { Chart } from "./chart";
import type { ChartData } from "./chart-data";

interface DreFigures {
  months: number[];
}

const SERIES: ChartData["series"] = [
  { key: "revenue", name: "Receitas", type: "bar", colour: "inflow" },
  { key: "expense", name: "Despesas", type: "bar", colour: "outflow" },
  { key: "result", name: "Resultado", type: "line", colour: "neutral" },
];

/** The 12 months of `year`, centavos: receitas and despesas positive, resultado signed. */
export const dreChartData = (
  year: number,
  figures: { revenue: DreFigures; expense: DreFigures; result: DreFigures },
): ChartData => ({
  series: SERIES,
  points: Array.from({ length: 12 }, (_, i) => ({
    label: monthAbbreviation(`${year}-${String(i + 1).padStart(2, "0")}`),
    revenue: figures.revenue.months[i] ?? 0,
    expense: figures.expense.months[i] ?? 0,
    result: figures.result.months[i] ?? 0,
  })),
});

export function DreChart(props: { year: number; revenue: DreFigures; expense: DreFigures; result: DreFigures }) {
  return <Chart name="dre" data={dreChartData(props.year, props)} />;
}
