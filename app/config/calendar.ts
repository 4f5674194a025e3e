import { addDays, addMonths, addYears } from "date-fns";
import { APP_TIME_ZONE } from "./time-zone";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

const SAO_PAULO = new Intl.DateTimeFormat("en-CA", {
  timeZone: APP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The last answer and its UTC minute: since 1970 every zone's days start on a whole minute, and a request asks many times. */
let lastToday = { minute: Number.NaN, today: "" };

/** Today's date in America/Sao_Paulo ("YYYY-MM-DD"), at `now` (default: this instant). */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute || minute < 0) lastToday = { minute, today: SAO_PAULO.format(now) };
  return lastToday.today;
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

function parts(text: string): [year: number, month: number, day: number] {
  const [year = 0, month = 1, day = 1] = text.split("-").map(Number);
  return [year, month, day];
}

function toLocal(iso: string): Date {
  const [year, month, day] = parts(iso);
  return new Date(year, month - 1, day);
}

function fromLocal(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The date itself when `text` is a real calendar date "YYYY-MM-DD" between the years 1900 and 2999; else null. */
export function parseDate(text: string | null | undefined): string | null {
  if (!text || !DATE.test(text)) return null;
  const [year, month, day] = parts(text);
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  return day <= daysInMonth(year, month) ? text : null;
}

/** The month itself when `text` is "YYYY-MM" (years 1900 to 2999); else null. */
export function parseMonth(text: string | null | undefined): string | null {
  if (!text || !MONTH.test(text)) return null;
  const [year, month] = parts(text);
  return year >= 1900 && year <= 2999 && month >= 1 && month <= 12 ? text : null;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `n` months after (before, when negative) `month`: shiftMonth("2026-12", 1) → "2027-01". */
export function shiftMonth(month: string, n: number): string {
  const [year, index] = parts(month);
  const total = year * 12 + (index - 1) + n;
  return `${pad(Math.floor(total / 12), 4)}-${pad((total % 12) + 1)}`;
}

/** The first and last dates of a month: "2026-02" → { first: "2026-02-01", last: "2026-02-28" }. */
export function monthRange(month: string): { first: string; last: string } {
  const [year, index] = parts(month);
  return { first: `${month}-01`, last: `${month}-${pad(daysInMonth(year, index))}` };
}

/**
 * The date `n` months after `first`, keeping its day; a day the month lacks
 * falls on its last day: ("2026-01-31", 1) → "2026-02-28". Always count from
 * the first date of a series: chaining would drift (31 → 28 → 28).
 */
export function addMonthsKeepingDay(first: string, n: number): string {
  return fromLocal(addMonths(toLocal(first), n));
}

/** The date `n` years after `first`; 29 February falls on the 28th in common years. */
export function addYearsKeepingDay(first: string, n: number): string {
  return fromLocal(addYears(toLocal(first), n));
}

export function addDaysTo(iso: string, n: number): string {
  return fromLocal(addDays(toLocal(iso), n));
}

export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [year, month, day] = parts(iso);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
