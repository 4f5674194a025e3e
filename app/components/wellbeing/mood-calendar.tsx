import { addDaysTo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { MoodFace } from "./mood-face";
import type { HistoryDay } from "./mood-history";

const WEEKDAYS = [
  ["Seg", "Segunda-feira"],
  ["Ter", "Terça-feira"],
  ["Qua", "Quarta-feira"],
  ["Qui", "Quinta-feira"],
  ["Sex", "Sexta-feira"],
  ["Sáb", "Sábado"],
  ["Dom", "Domingo"],
] as const;

/** Weeks (Monday first) covering `from` to `to`; days outside the period are null. */
export function calendarWeeks(from: string, to: string): Array<Array<string | null>> {
  const weekday = (iso: string) => (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
  const weeks: Array<Array<string | null>> = [];
  let day = addDaysTo(from, -weekday(from));
  while (day <= to) {
    const week: Array<string | null> = [];
    for (let i = 0; i < 7; i++, day = addDaysTo(day, 1)) week.push(day >= from && day <= to ? day : null);
    weeks.push(week);
  }
  return weeks;
}

export function MoodCalendar({
  from,
  to,
  history,
  periodLabel,
}: {
  from: string;
  to: string;
  history: HistoryDay[];
  periodLabel: string;
}) {
  const byDay = new Map(history.map((entry) => [entry.day, entry]));
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center text-sm" data-testid="calendario">
      <caption className="sr-only">Calendário dos {periodLabel}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className="text-xs font-semibold text-(--text-muted)">
              <abbr title={long} className="no-underline">
                {short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(from, to).map((week) => (
          <tr key={week.find(Boolean) ?? "vazia"}>
            {week.map((day, i) => {
              if (!day) return <td key={i} />;
              const entry = byDay.get(day);
              return (
                <td
                  key={day}
                  className={`rounded-md border border-(--surface-border) py-1 ${entry ? "bg-(--surface-hover)" : "bg-(--surface-card)"}`}
                >
                  <span className="block text-xs text-(--text-muted) tabular-nums">{day.slice(8)}</span>
                  {entry ? (
                    <MoodFace mood={entry.mood} className="mx-auto block h-6 w-6" />
                  ) : (
                    <span aria-hidden="true" className="block h-6 leading-6 text-(--text-muted)">
                      ·
                    </span>
                  )}
                  <span className="sr-only">
                    {formatDate(day)}: {entry ? entry.moodLabel : "sem check-in"}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
