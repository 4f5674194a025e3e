/**
 * The window a lançamento's competência and vencimento must lie in: from 10
 * years before today to 5 years after it (São Paulo's today, bounds
 * included), so a typo such as 1900 or 2099 is refused instead of written.
 * Every writer of entries asks here: the forms, recorrências, transferências,
 * the spreadsheet import, a sale's invoicing. Pure; safe for the browser.
 */
import { addYearsKeepingDay } from "~/config/calendar";
import { formatDate } from "~/config/format";

export const ENTRY_YEARS_BACK = 10;
export const ENTRY_YEARS_AHEAD = 5;

/** The first and last dates (`YYYY-MM-DD`, both allowed) on `today`; a 29 February's bounds fall on the 28th. */
export function entryDateWindow(today: string): { first: string; last: string } {
  return { first: addYearsKeepingDay(today, -ENTRY_YEARS_BACK), last: addYearsKeepingDay(today, ENTRY_YEARS_AHEAD) };
}

/** Whether `date` (`YYYY-MM-DD`) lies in the window on `today`, bounds included. */
export function inEntryWindow(date: string, today: string): boolean {
  const { first, last } = entryDateWindow(today);
  return date >= first && date <= last;
}

/**
 * Why `date` (`YYYY-MM-DD`) cannot be written as `subject` on `today`, or null when it can:
 * ("2099-01-01", "A competência", "2026-11-28") → "A competência deve estar entre 28/11/2016 e 28/11/2031.".
 */
export function entryDateError(date: string, subject: string, today: string): string | null {
  if (inEntryWindow(date, today)) return null;
  const { first, last } = entryDateWindow(today);
  return `${subject} deve estar entre ${formatDate(first)} e ${formatDate(last)}.`;
}

/** The dates of an entry about to be written. */
export interface EntryDates {
  dueDate: string;
  competenceDate: string;
}

/**
 * The field errors (`dueDate`, `competenceDate`) of entries about to be written together, empty when all lie in the window:
 * the first is the form's own entry, the others its parcelas or ocorrências, named by their number and date (`noun`: "parcela").
 * One message per field: the first entry out of the window.
 */
export function entryWindowErrors(entries: readonly EntryDates[], today: string, noun = "parcela"): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const subjects = { dueDate: "O vencimento", competenceDate: "A competência" } as const;
  for (const [i, entry] of entries.entries())
    for (const field of ["competenceDate", "dueDate"] as const) {
      if (errors[field]) continue;
      const subject = i === 0 ? subjects[field] : `${subjects[field]} da ${noun} ${i + 1} (${formatDate(entry[field])})`;
      const error = entryDateError(entry[field], subject, today);
      if (error) errors[field] = [error];
    }
  return errors;
}
