import { href, Link } from "react-router";
import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { monthAbbreviation, monthLabel } from "~/config/format";
import { CARD, FIGURE_LINK } from "./figures";
import { ChartTable } from "./chart-table";

export interface MonthFlowLine {
  month: string;
  inflowCents: number;
  outflowCents: number;
}

const SERIES: ChartData["series"] = [
  { key: "inflow", name: "Entradas", type: "bar", colour: "inflow" },
  { key: "outflow", name: "Saídas", type: "bar", colour: "outflow" },
];

/** "2026-11" → "Nov/26": the months of a rolling year span two years. */
const shortMonth = (month: string) => `${monthAbbreviation(month)}/${month.slice(2, 4)}`;

export const monthlyFlowChartData = (lines: MonthFlowLine[]): ChartData => ({
  series: SERIES,
  points: lines.map((line) => ({ label: shortMonth(line.month), inflow: line.inflowCents, outflow: line.outflowCents })),
});

export function MonthlyFlow({ lines }: { lines: MonthFlowLine[] }) {
  const first = lines[0]?.month;
  const last = lines.at(-1)?.month;
  const title = `Entradas e saídas nos últimos ${lines.length} meses`;
  return (
    <section aria-labelledby="entradas-saidas" className={`mt-6 ${CARD}`}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 id="entradas-saidas" className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-(--text-muted)">Realizadas: pela data das baixas</p>
        </div>
        {last ? (
          <Link to={`${href("/financeiro/fluxo-de-caixa")}?ano=${last.slice(0, 4)}`} className={FIGURE_LINK}>
            Ver fluxo de caixa
          </Link>
        ) : null}
      </div>
      <Chart name="monthly-flow" data={monthlyFlowChartData(lines)} />
      <ChartTable
        caption={
          first && last
            ? `Entradas e saídas realizadas (baixas) de ${monthLabel(first)} a ${monthLabel(last)}, transferências fora`
            : title
        }
        columns={["Mês", "Entradas", "Saídas", "Resultado"]}
        rows={lines.map((line) => ({
          key: line.month,
          head: monthLabel(line.month),
          cents: [line.inflowCents, -line.outflowCents, line.inflowCents - line.outflowCents],
        }))}
      />
    </section>
  );
}
