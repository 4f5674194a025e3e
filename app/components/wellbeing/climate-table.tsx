/**
 * The organization's climate for administrators: the mean mood of each of
 * the last weeks as a chart and a table; a week with too few people shows
 * the anonymity message instead of any figure.
 */
import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { addDaysTo, formatDate } from "~/config/calendar";

/** A week as the page receives it: figures only when there were enough people. */
export type ClimateRow =
  { monday: string; sufficient: true; mean: number; people: number } | { monday: string; sufficient: false };

const MEAN = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const dayMonth = (iso: string) => formatDate(iso).slice(0, 5);
const weekLabel = (monday: string) => `${dayMonth(monday)} a ${dayMonth(addDaysTo(monday, 6))}`;
const HEAD = "px-3 py-2 text-xs font-semibold tracking-wide text-(--text-muted) uppercase";

export function ClimateTable({ weeks, insufficient }: { weeks: ClimateRow[]; insufficient: string }) {
  const chart: ChartData = {
    unit: "count",
    scale: { min: 0, max: 5, ticks: [0, 1, 2, 3, 4, 5] },
    series: [{ key: "media", name: "Humor médio (1 a 5)", type: "bar", colour: "inflow" }],
    points: weeks.map((week): ChartData["points"][number] =>
      week.sufficient ? { label: dayMonth(week.monday), media: week.mean } : { label: dayMonth(week.monday) },
    ),
  };
  return (
    <>
      {weeks.some((week) => week.sufficient) ? <Chart name="clima" data={chart} height="h-56" /> : null}
      <div className="overflow-x-auto rounded-xl border border-(--surface-border) bg-(--surface-card)">
        <table className="w-full border-collapse text-sm" data-testid="clima">
          <caption className="sr-only">Humor médio da organização por semana</caption>
          <thead>
            <tr className="border-b border-(--surface-border)">
              <th scope="col" className={`${HEAD} text-left`}>
                Semana
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Humor médio
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Pessoas
              </th>
            </tr>
          </thead>
          <tbody>
            {[...weeks].reverse().map((week) => (
              <tr key={week.monday} className="border-b border-(--surface-border) last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap tabular-nums">
                  {weekLabel(week.monday)}
                </th>
                {week.sufficient ? (
                  <>
                    <td className="px-3 py-2 text-right tabular-nums">{MEAN.format(week.mean)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{week.people}</td>
                  </>
                ) : (
                  <td colSpan={2} className="px-3 py-2 text-right text-(--text-muted)">
                    {insufficient}
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
