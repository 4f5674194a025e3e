/** Recorrência dates are counted from the first due date, never chained, so a 31st stays the 31st in months that have one. Pure. */
import { addDaysTo, addMonthsKeepingDay, addYearsKeepingDay } from "~/config/calendar";
import type { Frequency } from "~/db/schema/finance";

/** How far ahead a recorrência's occurrences exist: at least 3 months after today. */
export const RECURRENCE_AHEAD_MONTHS = 3;
/** The most occurrences "N vezes" may ask for. */
export const MAX_OCCURRENCES = 120;

/** The date of occurrence `index` (1-based) of a series whose first falls on `first`. */
export function occurrenceDate(first: string, frequency: Frequency, index: number): string {
  const steps = index - 1;
  if (frequency === "semanal") return addDaysTo(first, steps * 7);
  if (frequency === "anual") return addYearsKeepingDay(first, steps);
  return addMonthsKeepingDay(first, steps);
}

/** The last date occurrences must already exist for on `today`. */
export const recurrenceHorizon = (today: string) => addMonthsKeepingDay(today, RECURRENCE_AHEAD_MONTHS);

export interface RecurrenceRule {
  firstDueDate: string;
  frequency: Frequency;
  occurrences: number | null;
  untilDate: string | null;
}

export interface OccurrencePlan {
  next: Array<{ index: number; dueDate: string }>;
  ended: boolean;
}

/** The occurrences to make now, after the first `made`, so that every one due up to `horizon` exists; the first is always made. */
export function planOccurrences(rule: RecurrenceRule, made: number, horizon: string): OccurrencePlan {
  const next: OccurrencePlan["next"] = [];
  for (let index = made + 1; ; index++) {
    if (rule.occurrences !== null && index > rule.occurrences) return { next, ended: true };
    const dueDate = occurrenceDate(rule.firstDueDate, rule.frequency, index);
    if (rule.untilDate !== null && dueDate > rule.untilDate && index > 1) return { next, ended: true };
    if (dueDate > horizon && index > 1) return { next, ended: false };
    next.push({ index, dueDate });
  }
}
