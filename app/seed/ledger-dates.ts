/**
 * Calendar arithmetic for generated ledgers: `YYYY-MM-DD` dates and months
 * counted as `year * 12 + month - 1`, in UTC so no time zone shifts a day.
 */

/** A month as one integer (2026-11 is 2026 * 12 + 10). */
export type MonthIndex = number;

export const monthOf = (iso: string): MonthIndex => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

const daysIn = (month: MonthIndex) => new Date(Date.UTC(Math.floor(month / 12), (month % 12) + 1, 0)).getUTCDate();

/** The date of `day` in `month`; a day past the month's end falls on its last day (the 31st in February is the 28th or 29th). */
export function dateIn(month: MonthIndex, day: number): string {
  const year = Math.floor(month / 12);
  const d = Math.min(day, daysIn(month));
  return `${year}-${String((month % 12) + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The last date of `month`. */
export const lastDateOf = (month: MonthIndex) => dateIn(month, 31);

/** `iso` moved by `days` (negative goes back). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Today's date in America/Sao_Paulo. */
export const todayInSaoPaulo = (now = new Date()) => now.toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
