/**
 * The organization's climate, pure (docs/decisions/0029): the weeks (ISO,
 * Monday to Sunday in America/Sao_Paulo), when a week closes and is
 * published, and what is published of it. A closed week with fewer than 5
 * participants publishes no figure; otherwise the mean of the participants'
 * weekly mean moods plus Laplace noise (ε = 1), so that an administrator who
 * controls every answer but one cannot read that one back.
 */
import { getISOWeek, getISOWeekYear } from "date-fns";
import { addDaysTo } from "~/config/calendar";

export const MIN_PEOPLE = 5;
export const CLIMATE_WEEKS = 12;
export const INSUFFICIENT_MESSAGE = "Dados insuficientes para preservar o anonimato";
/** The privacy budget of one week's figure for each person in it (decision 0029). */
export const PRIVACY_EPSILON = 1;
/** How far one person's weekly mean can move: moods go from 1 to 5. */
const MOOD_SPAN = 4;
/** The published margin holds the noise 90% of the time: P(|Laplace(b)| ≤ b·ln 10) = 0.9. */
const MARGIN_QUANTILE = Math.log(10);

/** A closed week's participants: how many counted and the sum of their weekly mean moods (each 1-5). */
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

/** A week of the climate as the page shows it: still open, closed with too few participants, or closed and published. */
export type ClimateWeek =
  | { week: string; monday: string; state: "open"; publishedOn: string }
  | { week: string; monday: string; state: "insufficient" }
  | { week: string; monday: string; state: "published"; mean: number; margin: number; people: number };

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

/** The day a week is published: the Monday after it, when its last check-in can no longer change. */
export const publicationDay = (monday: string) => addDaysTo(monday, 7);

/** Whether the week of `monday` has ended on `today` (both YYYY-MM-DD, America/Sao_Paulo). */
export const isClosedWeek = (monday: string, today: string) => publicationDay(monday) <= today;

/**
 * The instant a week begins, midnight of its Monday in America/Sao_Paulo
 * (UTC−3, without daylight saving since 2019), as an ISO timestamp: only
 * memberships created before it count in the week.
 */
export const weekStartInstant = (monday: string) => `${monday}T03:00:00.000Z`;

/** The Laplace noise scale of a week with `people` participants: one person moves the mean by at most 4/people. */
export const noiseScale = (people: number) => MOOD_SPAN / (people * PRIVACY_EPSILON);

/** A Laplace(0, `scale`) draw from `uniform`, a number in [0, 1) (inverse of the distribution function). */
export function laplaceNoise(scale: number, uniform: number): number {
  const centred = uniform - 0.5;
  return -scale * Math.sign(centred) * Math.log(1 - 2 * Math.abs(centred));
}

/**
 * The figures of a closed week: nothing below MIN_PEOPLE participants;
 * otherwise their mean plus Laplace noise drawn from `uniform` (in [0, 1)),
 * kept within 1 to 5 and rounded to tenths (rounding after the noise also
 * hides the low bits of the floating-point draw), with the 90% margin of
 * that noise.
 */
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

/**
 * The weeks of `mondays` on `today`: the open week (and any later) as open
 * with its publication day, a closed week as `published` holds it (a closed
 * week missing from it, or with too few people, shows no figure).
 */
export function climateWeeks(published: Map<string, PublishedWeek>, mondays: string[], today: string): ClimateWeek[] {
  return mondays.map((monday): ClimateWeek => {
    const base = { week: isoWeekOf(monday), monday };
    if (!isClosedWeek(monday, today)) return { ...base, state: "open", publishedOn: publicationDay(monday) };
    const week = published.get(monday);
    if (!week || week.meanTenths === null || week.marginTenths === null) return { ...base, state: "insufficient" };
    return { ...base, state: "published", mean: week.meanTenths / 10, margin: week.marginTenths / 10, people: week.people };
  });
}
