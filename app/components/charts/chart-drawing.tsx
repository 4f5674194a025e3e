/** The only module that imports recharts; colours are the scheme's CSS variables, so light, dim and dark apply at once. */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, formatWhole } from "~/config/format";
import type { ChartColour, ChartData } from "./chart-data";

const COLOURS: Record<ChartColour, string> = {
  inflow: "var(--primary-text)",
  outflow: "var(--danger-color)",
  neutral: "var(--text-color)",
};
const FADED_OPACITY = 0.45;
const TEXT = { fill: "var(--text-muted)", fontSize: 12 };

const money = (value: unknown) => (typeof value === "number" ? formatMoney(Math.round(value)) : String(value));
const count = (value: unknown) => (typeof value === "number" ? formatWhole(value) : String(value));

const legendText = (name: string) => <span className="text-(--text-color)">{name}</span>;

export default function ChartDrawing({ data }: { data: ChartData }) {
  // Legend and tooltip in the series' (the table's) order, not alphabetical.
  const order = data.series.map((series) => series.key);
  const inOrder = (item: { dataKey?: unknown }) => order.indexOf(String(item.dataKey));
  const format = data.unit === "count" ? count : money;
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* No keyboard layer: the chart is hidden from assistive technology, the table carries the figures. */}
      <ComposedChart data={data.points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="var(--surface-border)" vertical={false} />
        <XAxis dataKey="label" tick={TEXT} stroke="var(--surface-border)" tickLine={false} />
        <YAxis
          tickFormatter={format}
          tick={TEXT}
          stroke="var(--surface-border)"
          width={data.scale ? 32 : 104}
          tickLine={false}
          domain={data.scale ? [data.scale.min, data.scale.max] : undefined}
          ticks={data.scale?.ticks}
          interval={data.scale ? 0 : "preserveEnd"}
        />
        <Tooltip
          formatter={format}
          separator=": "
          itemSorter={inOrder}
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
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} itemSorter={inOrder} />
        {data.series.map((series) =>
          series.type === "bar" ? (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              stackId={series.stack}
              fill={COLOURS[series.colour]}
              fillOpacity={series.faded ? FADED_OPACITY : 1}
            />
          ) : (
            <Line
              key={series.key}
              dataKey={series.key}
              name={series.name}
              type="linear"
              stroke={COLOURS[series.colour]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
