/** A colour of the current scheme (light, dim, dark): entradas, saídas, or the text colour for totals. */
export type ChartColour = "inflow" | "outflow" | "neutral";

export interface ChartSeries {
  key: string;
  name: string;
  type: "bar" | "line";
  colour: ChartColour;
  stack?: string;
  faded?: boolean;
}

export interface ChartData {
  points: Array<Record<string, string | number> & { label: string }>;
  series: ChartSeries[];
  unit?: "centavos" | "count";
  scale?: { min: number; max: number; ticks: number[] };
}
