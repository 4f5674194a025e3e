/** One side of a line: what came in and what went out, both positive centavos. */
export interface Flow {
  inflowCents: number;
  outflowCents: number;
}

/** A line of the report: realizado (baixas, by their date) and previsto (open amounts, by due date). */
export interface CashFlowLine {
  period: string;
  realized: Flow;
  forecast: Flow;
  balanceCents: number;
}

/** A sum the database grouped: period, which way the money moved, centavos. */
export interface FlowSum {
  period: string;
  direction: "entrada" | "saida";
  cents: number;
}

export interface CashFlow {
  scale: "year" | "month";
  from: string;
  to: string;
  openingCents: number;
  priorOpenCents: number;
  lines: CashFlowLine[];
  totals: { realized: Flow; forecast: Flow };
  closingCents: number;
}

/** The 12 months of a year: "2026-01" … "2026-12". */
export const monthsOf = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);

const net = (flow: Flow) => flow.inflowCents - flow.outflowCents;

/** Realizado minus previsto: a line's whole movement, signed. */
export const lineNetCents = (line: Pick<CashFlowLine, "realized" | "forecast">) => net(line.realized) + net(line.forecast);

function flowsByPeriod(sums: FlowSum[]): Map<string, Flow> {
  const flows = new Map<string, Flow>();
  for (const sum of sums) {
    const flow = flows.get(sum.period) ?? { inflowCents: 0, outflowCents: 0 };
    if (sum.direction === "entrada") flow.inflowCents += sum.cents;
    else flow.outflowCents += sum.cents;
    flows.set(sum.period, flow);
  }
  return flows;
}

/** The report from its sums. */
export function buildCashFlow({
  scale,
  from,
  to,
  periods,
  openingCents,
  priorOpenCents,
  realized,
  forecast,
}: {
  scale: CashFlow["scale"];
  from: string;
  to: string;
  periods: string[];
  openingCents: number;
  priorOpenCents: number;
  realized: FlowSum[];
  forecast: FlowSum[];
}): CashFlow {
  const done = flowsByPeriod(realized);
  const open = flowsByPeriod(forecast);
  const keys = [...new Set([...periods, ...done.keys(), ...open.keys()])].sort();
  const none = (): Flow => ({ inflowCents: 0, outflowCents: 0 });
  const totals = { realized: none(), forecast: none() };
  let balanceCents = openingCents + priorOpenCents;
  const lines = keys.map((period) => {
    const line = { period, realized: done.get(period) ?? none(), forecast: open.get(period) ?? none() };
    balanceCents += lineNetCents(line);
    for (const side of ["realized", "forecast"] as const) {
      totals[side].inflowCents += line[side].inflowCents;
      totals[side].outflowCents += line[side].outflowCents;
    }
    return { ...line, balanceCents };
  });
  return { scale, from, to, openingCents, priorOpenCents, lines, totals, closingCents: balanceCents };
}

const moved = (flow: Flow) => flow.inflowCents !== 0 || flow.outflowCents !== 0;

/** True when nothing moved or was expected in the period, and nothing open was carried into it. */
export const isEmptyCashFlow = (flow: CashFlow) =>
  flow.priorOpenCents === 0 && !flow.lines.some((line) => moved(line.realized) || moved(line.forecast));
