/** Recorrência dates are counted from the first due date, never chained, so a 31st stays the 31st in months that have one. Pure. */
import { addDaysTo, addMonthsKeepingDay, addYearsKeepingDay } from "~/config/calendar";
import type { Frequency } from "~/db/schema/finance";

/** How far ahead a recorrência's occurrences exist: at least 3 months after today. */
export const RECURRENCE_AHEAD_MONTHS = 3;
/** The most occurrences "N vezes" may ask for. */
export const MAX_OCCURRENCES = 120;

type Step = { days: number } | { months: number } | { years: number };

/** Each recorrência frequency, in the form's order: its label and the step between occurrences (quinzenal: every 15 days, as ERPs count it). */
export const FREQUENCIES: Record<Frequency, { label: string; step: Step }> = {
  semanal: { label: "Semanal", step: { days: 7 } },
  quinzenal: { label: "Quinzenal", step: { days: 15 } },
  mensal: { label: "Mensal", step: { months: 1 } },
  bimestral: { label: "Bimestral", step: { months: 2 } },
  trimestral: { label: "Trimestral", step: { months: 3 } },
  semestral: { label: "Semestral", step: { months: 6 } },
  anual: { label: "Anual", step: { years: 1 } },
};

export const FREQUENCY_VALUES = Object.keys(FREQUENCIES) as [Frequency, ...Frequency[]];

/** The date of occurrence `index` (1-based) of a series whose first falls on `first`. */
export function occurrenceDate(first: string, frequency: Frequency, index: number): string {
  const steps = index - 1;
  const { step } = FREQUENCIES[frequency];
  if ("days" in step) return addDaysTo(first, steps * step.days);
  if ("years" in step) return addYearsKeepingDay(first, steps * step.years);
  return addMonthsKeepingDay(first, steps * step.months);
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
