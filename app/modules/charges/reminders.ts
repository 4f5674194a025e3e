/** The régua de cobrança's arithmetic (docs/decisions/0038), pure: which reminder step, if any, a charge is due today. */
import { addDaysTo } from "~/config/calendar";
import type { ChargeSettings } from "./company-rules";

/** The steps of `settings` as days from the due date, ascending: -3 before, 0 on the day, 3 and 7 after; none when off. */
export function reminderOffsets(
  settings: Pick<ChargeSettings, "remindersOn" | "daysBefore" | "onDueDate" | "daysAfter">,
): number[] {
  if (!settings.remindersOn) return [];
  return [
    ...(settings.daysBefore === null ? [] : [-settings.daysBefore]),
    ...(settings.onDueDate ? [0] : []),
    ...settings.daysAfter,
  ].sort((a, b) => a - b);
}

/**
 * The step a charge is at on `today`: the latest whose day (due date + offset) has come, if that day is after the day
 * the charge was sent (`sentOn`); null otherwise. Only the latest is ever due, so a server that was down sends the step
 * of the day, not every step it missed, and a charge sent on a step's day is not reminded that same day.
 */
export function dueStep(offsets: readonly number[], dueDate: string, sentOn: string, today: string): number | null {
  let step: number | null = null;
  for (const offset of offsets) if (addDaysTo(dueDate, offset) <= today) step = offset;
  if (step === null || addDaysTo(dueDate, step) <= sentOn) return null;
  return step;
}
