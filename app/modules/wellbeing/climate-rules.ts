/**
 * The organization's climate, pure: the weeks (ISO, Monday to Sunday),
 * a week's totals made a mean mood, and the anonymity rule: a week with fewer
 * than 5 distinct people answers no figure at all.
 */
import { getISOWeek, getISOWeekYear } from "date-fns";
import { addDaysTo } from "~/config/calendar";

export const MIN_PEOPLE = 5;
export const CLIMATE_WEEKS = 12;
export const INSUFFICIENT_MESSAGE = "Dados insuficientes para preservar o anonimato";

/** A week's check-ins summed: distinct people, the sum of their moods and how many check-ins. */
export interface WeekTotals {
  monday: string;
  people: number;
  moodSum: number;
  checkins: number;
}

/** A week of the climate: `mean` (1-5, one decimal) and `people` only when at least MIN_PEOPLE people checked in. */
export type ClimateWeek =
  | { week: string; monday: string; sufficient: true; mean: number; people: number }
  | { week: string; monday: string; sufficient: false };

const dateOf = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
};

/** The ISO week of a date: "2026-11-24" → "2026-W48". */
export function isoWeekOf(day: string): string {
  const date = dateOf(day);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, "0")}`;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDaysTo(day, -((dateOf(day).getDay() + 6) % 7));
}

/** The Mondays of the last `count` weeks, oldest first, the last being the week of `today`. */
export function lastMondays(today: string, count = CLIMATE_WEEKS): string[] {
  const current = mondayOf(today);
  return Array.from({ length: count }, (_, i) => addDaysTo(current, -7 * (count - 1 - i)));
}

/** The weeks of `mondays`, each with its mean mood when MIN_PEOPLE or more distinct people checked in; a week without totals had none. */
export function climateWeeks(totals: WeekTotals[], mondays: string[]): ClimateWeek[] {
  const byMonday = new Map(totals.map((week) => [week.monday, week]));
  return mondays.map((monday) => {
    const week = byMonday.get(monday);
    const base = { week: isoWeekOf(monday), monday };
    if (!week || week.people < MIN_PEOPLE || week.checkins === 0) return { ...base, sufficient: false };
    return { ...base, sufficient: true, mean: Math.round((week.moodSum / week.checkins) * 10) / 10, people: week.people };
  });
}
