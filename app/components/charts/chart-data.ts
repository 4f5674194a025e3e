/**
 * What a chart draws, kept apart from the drawing so pages build it
 * without loading the chart library: labelled points holding one number
 * per series (integer centavos), and the series in the order the legend
 * and tooltip list them.
 */

/** A colour of the current scheme (light, dim, dark): entradas, saídas, or the text colour for totals. */
export type ChartColour = "inflow" | "outflow" | "neutral";

export interface ChartSeries {
  key: string;
  name: string;
  type: "bar" | "line";
  colour: ChartColour;
  /** Bars with the same stack are piled up. */
  stack?: string;
  /** A lighter shade of the colour (what is only expected). */
  faded?: boolean;
}

export interface ChartData {
  /** One per position on the horizontal axis: its label and a number (centavos, or a count) per series key. */
  points: Array<Record<string, string | number> & { label: string }>;
  series: ChartSeries[];
  /** What the numbers are: centavos (shown as reais, the default) or plain counts. */
  unit?: "centavos" | "count";
  /** The vertical axis's fixed range and its ticks (e.g. a 1-5 scale); by default it fits the numbers. */
  scale?: { min: number; max: number; ticks: number[] };
}
