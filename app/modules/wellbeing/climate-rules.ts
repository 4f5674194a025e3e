/** The organization's climate, pure (docs/decisions/0029): below 5 participants a closed week publishes no figure; otherwise the mean plus Laplace noise (ε = 1), so an administrator who controls every answer but one cannot read that one back. */
import { getISOWeek, getISOWeekYear } from "date-fns";
import { addDaysTo } from "~/config/calendar";

export const MIN_PEOPLE = 5;
export const CLIMATE_WEEKS = 12;
export const INSUFFICIENT_MESSAGE = "Dados insuficientes para preservar o anonimato";
export const PRIVACY_EPSILON = 1;
/** How far one person's weekly mean can move: moods go from 1 to 5. */
const MOOD_SPAN = 4;
/** The published margin holds the noise 90% of the time: P(|Laplace(b)| ≤ b·ln 10) = 0.9. */
const MARGIN_QUANTILE = Math.log(10);

export interface WeekTotals {
  people: number;
  meanSum: number;
}

/** What is stored, once, when a week closes: the figures in tenths (1,0 to 5,0), both null when too few people took part. */
export interface PublishedWeek {
  people: number;
  meanTenths: number | null;
  marginTenths: number | null;
}

export type ClimateWeek =
  | { week: string; monday: string; state: "open"; publishedOn: string }
  | { week: string; monday: string; state: "insufficient" }
  | { week: string; monday: string; state: "published"; mean: number; margin: number; people: number };

const dateOf = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return new Date(year!, month! - 1, day!);
};

export function isoWeekOf(day: string): string {
  const date = dateOf(day);
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, "0")}`;
}

export function mondayOf(day: string): string {
  return addDaysTo(day, -((dateOf(day).getDay() + 6) % 7));
}

export function lastMondays(today: string, count = CLIMATE_WEEKS): string[] {
  const current = mondayOf(today);
  return Array.from({ length: count }, (_, i) => addDaysTo(current, -7 * (count - 1 - i)));
}

/** The day a week is published: the Monday after it, when its last check-in can no longer change. */
export const publicationDay = (monday: string) => addDaysTo(monday, 7);

export const isClosedWeek = (monday: string, today: string) => publicationDay(monday) <= today;

/** Midnight of a Monday in America/Sao_Paulo (UTC−3, no daylight saving since 2019) as an ISO instant: only memberships created before it count in the week. */
export const weekStartInstant = (monday: string) => `${monday}T03:00:00.000Z`;

export const noiseScale = (people: number) => MOOD_SPAN / (people * PRIVACY_EPSILON);

export function laplaceNoise(scale: number, uniform: number): number {
  const centred = uniform - 0.5;
  return -scale * Math.sign(centred) * Math.log(1 - 2 * Math.abs(centred));
}

/** The figures of a closed week: nothing below MIN_PEOPLE; else the mean plus Laplace noise from `uniform` in [0, 1), clamped to 1-5 and rounded to tenths (which also hides the draw's low bits), with its 90% margin. */
export function publishWeek(totals: WeekTotals, uniform: number): PublishedWeek {
  if (totals.people < MIN_PEOPLE) return { people: totals.people, meanTenths: null, marginTenths: null };
  const scale = noiseScale(totals.people);
  const noisy = totals.meanSum / totals.people + laplaceNoise(scale, uniform);
  return {
    people: totals.people,
    meanTenths: Math.round(Math.min(5, Math.max(1, noisy)) * 10),
    marginTenths: Math.round(scale * MARGIN_QUANTILE * 10),
  };
}

/** The weeks of `mondays` on `today`: open weeks with their publication day, closed ones as `published` holds them (missing or too few people: no figure). */
export function climateWeeks(published: Map<string, PublishedWeek>, mondays: string[], today: string): ClimateWeek[] {
  return mondays.map((monday): ClimateWeek => {
    const base = { week: isoWeekOf(monday), monday };
    if (!isClosedWeek(monday, today)) return { ...base, state: "open", publishedOn: publicationDay(monday) };
    const week = published.get(monday);
    if (!week || week.meanTenths === null || week.marginTenths === null) return { ...base, state: "insufficient" };
    return { ...base, state: "published", mean: week.meanTenths / 10, margin: week.marginTenths / 10, people: week.people };
  });
}
