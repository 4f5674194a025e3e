import { Chart } from "~/components/charts/chart";
import type { ChartData } from "~/components/charts/chart-data";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "~/config/format";
import { MoodFace } from "./mood-face";
import { TABLE_BOX } from "~/components/ui/sort-header";

/** A check-in as the history shows it: its day, mood (1-5) and words already in pt-BR. */
export interface HistoryDay {
  day: string;
  mood: number;
  moodLabel: string;
  emotions: string[];
}

const dayMonth = (iso: string) => formatDate(iso).slice(0, 5);

/** The chart's points: one per day of the period (`days`, oldest first), the mood where there is a check-in. */
export function moodChartData(days: string[], history: HistoryDay[]): ChartData {
  const moods = new Map(history.map((entry) => [entry.day, entry.mood]));
  return {
    unit: "count",
    scale: { min: 1, max: 5, ticks: [1, 2, 3, 4, 5] },
    series: [{ key: "mood", name: "Humor (1 a 5)", type: "line", colour: "inflow" }],
    points: days.map((day): ChartData["points"][number] => {
      const mood = moods.get(day);
      return mood === undefined ? { label: dayMonth(day) } : { label: dayMonth(day), mood };
    }),
  };
}

const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-(--text-muted) uppercase";

export function MoodHistory({ days, history, periodLabel }: { days: string[]; history: HistoryDay[]; periodLabel: string }) {
  if (history.length === 0) {
    return (
      <EmptyState title={`Nenhum check-in nos ${periodLabel}.`}>
        Registre como você está hoje para começar o seu histórico.
      </EmptyState>
    );
  }
  return (
    <>
      <Chart name="humor" data={moodChartData(days, history)} height="h-56" />
      <div className={TABLE_BOX}>
        <table className="w-full border-collapse text-sm" data-testid="historico">
          <caption className="sr-only">Check-ins dos {periodLabel}</caption>
          <thead>
            <tr className="border-b border-(--surface-border)">
              <th scope="col" className={HEAD}>
                Dia
              </th>
              <th scope="col" className={HEAD}>
                Humor
              </th>
              <th scope="col" className={HEAD}>
                Emoções
              </th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((entry) => (
              <tr key={entry.day} className="border-b border-(--surface-border) last:border-0">
                <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap tabular-nums">
                  {formatDate(entry.day)}
                </th>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className="inline-flex items-center gap-1.5">
                    <MoodFace mood={entry.mood} className="h-5 w-5" />
                    {entry.moodLabel}
                  </span>
                </td>
                <td className="px-3 py-2 text-(--text-muted)">{entry.emotions.join(", ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
