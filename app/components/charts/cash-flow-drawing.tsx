/**
 * The drawing of CashFlowChart, with recharts: loaded on demand, never on
 * the server's first render. Amounts are integer centavos, shown on the
 * axis and in the tooltip as pt-BR reais; every colour is one of the
 * colour scheme's CSS variables, so light, dim and dark apply at once.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "~/config/money";
import type { CashFlowTableLine } from "~/components/finance/reports/cash-flow-table";
import { monthAbbreviation } from "~/config/months";

/** A period of the fluxo de caixa, as the table shows it: `YYYY-MM` or `YYYY-MM-DD`, centavos. */
export type CashFlowLine = Pick<CashFlowTableLine, "period" | "realized" | "forecast" | "balanceCents">;

const FORECAST_OPACITY = 0.45;
const BARS = [
  { dataKey: "realizedInCents", name: "Entradas realizadas", stackId: "in", fill: "var(--primary-text)", fillOpacity: 1 },
  {
    dataKey: "forecastInCents",
    name: "Entradas previstas",
    stackId: "in",
    fill: "var(--primary-text)",
    fillOpacity: FORECAST_OPACITY,
  },
  { dataKey: "realizedOutCents", name: "Saídas realizadas", stackId: "out", fill: "var(--danger-color)", fillOpacity: 1 },
  {
    dataKey: "forecastOutCents",
    name: "Saídas previstas",
    stackId: "out",
    fill: "var(--danger-color)",
    fillOpacity: FORECAST_OPACITY,
  },
];
const TEXT = { fill: "var(--text-muted)", fontSize: 12 };

const money = (value: unknown) => (typeof value === "number" ? formatMoney(Math.round(value)) : String(value));

// Legend and tooltip in the table's order, not alphabetical.
const ORDER = [...BARS.map((bar) => bar.dataKey), "balanceCents"];
const inTableOrder = (item: { dataKey?: unknown }) => ORDER.indexOf(String(item.dataKey));

const legendText = (name: string) => <span className="text-(--text-color)">{name}</span>;

/** A line as the chart plots it: its label and centavos, saídas positive. */
const pointOf = (line: CashFlowLine) => ({
  label: line.period.length === 7 ? monthAbbreviation(line.period) : line.period.slice(8),
  realizedInCents: line.realized.inflowCents,
  forecastInCents: line.forecast.inflowCents,
  realizedOutCents: line.realized.outflowCents,
  forecastOutCents: line.forecast.outflowCents,
  balanceCents: line.balanceCents,
});

export default function CashFlowDrawing({ lines }: { lines: CashFlowLine[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is hidden from assistive technology, the table carries the figures. */}
      <ComposedChart data={lines.map(pointOf)} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="var(--surface-border)" vertical={false} />
        <XAxis dataKey="label" tick={TEXT} stroke="var(--surface-border)" tickLine={false} />
        <YAxis tickFormatter={money} tick={TEXT} stroke="var(--surface-border)" width={104} tickLine={false} />
        <Tooltip
          formatter={money}
          separator=": "
          itemSorter={inTableOrder}
          itemStyle={{ color: "var(--text-color)" }}
          cursor={{ fill: "var(--surface-hover)" }}
          contentStyle={{
            background: "var(--surface-card)",
            border: "1px solid var(--surface-border)",
            borderRadius: 8,
            color: "var(--text-color)",
          }}
          labelStyle={{ color: "var(--text-color)" }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} itemSorter={inTableOrder} />
        {BARS.map((bar) => (
          <Bar key={bar.dataKey} {...bar} />
        ))}
        <Line
          dataKey="balanceCents"
          name="Saldo projetado"
          type="linear"
          stroke="var(--text-color)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
