/**
 * The period of the lançamentos list: which of an entry's dates it reads
 * (`base`: vencimento, the default, or competência) and which days (`mes`,
 * or a range `de`/`ate` that then wins over it). A range is at most
 * MAX_RANGE_DAYS long, so a list's totals read a year of entries at most.
 * A lone `de` runs to the end of its month and a lone `ate` starts on the
 * first of its month, so a date typed in one field already filters (and
 * the other field shows where the period ends). Pure.
 */
import { daysBetween, monthOf, monthRange, parseDate } from "~/config/calendar";
import { formatDate, monthLabel } from "~/config/format";

/** Which date of an entry a period reads; caixa (the baixas' dates) is no date of an entry, so it is not a basis of the list. */
export type DateBasis = "vencimento" | "competencia";

/** How a figure names its basis (lowercase, after a comma or in a sentence). */
export const BASIS_WORDS: Record<DateBasis, string> = { vencimento: "por vencimento", competencia: "por competência" };

/** Days `YYYY-MM-DD`, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The longest range, in days counted both ends included: a leap year. */
export const MAX_RANGE_DAYS = 366;

export const PERIOD_NOTICES = {
  basis: "Base de datas desconhecida: mostrando por vencimento.",
  date: "Data inválida no período (use aaaa-mm-dd): o período foi retirado.",
  reversed: "A data inicial do período era posterior à final: o período foi retirado.",
  long: `O período vai até ${MAX_RANGE_DAYS} dias: o período foi retirado.`,
} as const;

/** `base`: competência when asked, undefined for vencimento or absent, with a notice for anything else. */
export function readBasis(raw: string | undefined, notices: string[]): "competencia" | undefined {
  const basis = raw?.trim();
  if (basis === undefined || basis === "vencimento") return undefined;
  if (basis === "competencia") return basis;
  notices.push(PERIOD_NOTICES.basis);
  return undefined;
}

/** `de` and `ate` (raw address texts) as a range, or undefined (with a notice when they were given but make none). */
export function readRange(rawFrom: string | undefined, rawTo: string | undefined, notices: string[]): DateRange | undefined {
  if (rawFrom === undefined && rawTo === undefined) return undefined;
  const from = rawFrom === undefined ? undefined : parseDate(rawFrom.trim());
  const to = rawTo === undefined ? undefined : parseDate(rawTo.trim());
  if (from === null || to === null) {
    notices.push(PERIOD_NOTICES.date);
    return undefined;
  }
  const range = { from: from ?? monthRange(monthOf(to!)).first, to: to ?? monthRange(monthOf(from!)).last };
  if (range.from > range.to) {
    notices.push(PERIOD_NOTICES.reversed);
    return undefined;
  }
  if (daysBetween(range.from, range.to) + 1 > MAX_RANGE_DAYS) {
    notices.push(PERIOD_NOTICES.long);
    return undefined;
  }
  return range;
}

/** The first and last days a list reads: its range, else its month (`YYYY-MM`). */
export const periodDays = ({ month, range }: { month: string; range?: DateRange }): { first: string; last: string } =>
  range ? { first: range.from, last: range.to } : monthRange(month);

/** The period in words: "novembro de 2026" or "01/01/2026 a 31/12/2026". */
export const periodLabel = ({ month, range }: { month: string; range?: DateRange }): string =>
  range ? `${formatDate(range.from)} a ${formatDate(range.to)}` : monthLabel(month);
