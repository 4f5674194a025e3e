import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { addDaysTo } from "~/config/calendar";
import { formatDate, formatOneDecimal } from "~/config/format";
import { TABLE_BOX } from "~/components/ui/sort-header";

/** A week as the page receives it: still open (published on `publishedOn`), closed with too few people, or published. */
export type ClimateRow =
  | { monday: string; state: "open"; publishedOn: string }
  | { monday: string; state: "insufficient" }
  | { monday: string; state: "published"; mean: number; margin: number; people: number };

const dayMonth = (iso: string) => formatDate(iso).slice(0, 5);
const weekLabel = (monday: string) => `${dayMonth(monday)} a ${dayMonth(addDaysTo(monday, 6))}`;
const HEAD = "px-3 py-2 text-xs font-semibold tracking-wide text-(--text-muted) uppercase";
const CELL = "px-3 py-2 text-right tabular-nums";

export function ClimateTable({ weeks, insufficient }: { weeks: ClimateRow[]; insufficient: string }) {
  const chart: ChartData = {
    unit: "count",
    scale: { min: 0, max: 5, ticks: [0, 1, 2, 3, 4, 5] },
    series: [{ key: "media", name: "Humor médio (1 a 5)", type: "bar", colour: "inflow" }],
    points: weeks.map((week): ChartData["points"][number] =>
      week.state === "published" ? { label: dayMonth(week.monday), media: week.mean } : { label: dayMonth(week.monday) },
    ),
  };
  return (
    <>
      {weeks.some((week) => week.state === "published") ? <Chart name="clima" data={chart} height="h-56" /> : null}
      <div className={TABLE_BOX}>
        <table className="w-full border-collapse text-sm" data-testid="clima">
          <caption className="sr-only">Humor médio da organização por semana encerrada</caption>
          <thead>
            <tr className="border-b border-(--surface-border)">
              <th scope="col" className={`${HEAD} text-left`}>
                Semana
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Humor médio
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Margem
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Participantes
              </th>
            </tr>
          </thead>
          <tbody>
            {[...weeks].reverse().map((week) => (
              <tr key={week.monday} className="border-b border-(--surface-border) last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap tabular-nums">
                  {weekLabel(week.monday)}
                </th>
                {week.state === "published" ? (
                  <>
                    <td className={CELL}>{formatOneDecimal(week.mean)}</td>
                    <td className={CELL}>± {formatOneDecimal(week.margin)}</td>
                    <td className={CELL}>{week.people}</td>
                  </>
                ) : (
                  <td colSpan={3} className="px-3 py-2 text-right text-(--text-muted)">
                    {week.state === "open"
                      ? `Semana em andamento: o clima dela será publicado em ${formatDate(week.publishedOn)}, depois de encerrada.`
                      : insufficient}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
