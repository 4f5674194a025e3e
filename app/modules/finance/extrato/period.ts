/**
 * The address of an account's extrato: `?de=2026-11-01&ate=2026-11-30&pagina=2`.
 * The period defaults to the current month; a date that is not one, or lies
 * outside the entry window (10 years back, 5 ahead), is dropped with a pt-BR
 * notice; one date alone keeps its month; a period longer than a year is cut
 * to a year. Bad input never fails the page. Pure.
 */
import { addDaysTo, addYearsKeepingDay, monthOf, monthRange } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { addressReader } from "~/config/list-query";
import { entryDateWindow } from "../entry-dates";
import type { DateRange } from "../entry-period";

/** Movements per page of the extrato. */
export const EXTRATO_PAGE_SIZE = 100;

/** A period of days, both included (`YYYY-MM-DD`). */
export type ExtratoPeriod = DateRange;

/** The extrato's address: its period and 1-based page. */
export interface ExtratoAddress extends ExtratoPeriod {
  page: number;
}

/** The last day of the longest period from `from`: a year less a day ("2026-03-15" → "2027-03-14"). */
export const longestTo = (from: string) => addDaysTo(addYearsKeepingDay(from, 1), -1);

/** The address read from `params` on `today` (`YYYY-MM-DD`, São Paulo), with why any value was dropped or changed. */
export function parseExtratoAddress(params: URLSearchParams, today: string): { address: ExtratoAddress; notices: string[] } {
  const reader = addressReader(params);
  const { notices } = reader;
  const window = entryDateWindow(today);
  const inWindow = (date: string | undefined, label: string) => {
    if (date === undefined || (date >= window.first && date <= window.last)) return date;
    notices.push(
      `${label} fora do intervalo aceito (${formatDate(window.first)} a ${formatDate(window.last)}): a data foi retirada.`,
    );
    return undefined;
  };
  const dates = reader.dates();
  const given = { from: inWindow(dates.from, "Data inicial"), to: inWindow(dates.to, "Data final") };
  const from = given.from ?? monthRange(monthOf(given.to ?? today)).first;
  let to = given.to ?? monthRange(monthOf(from)).last;
  if (to > longestTo(from)) {
    to = longestTo(from);
    notices.push(`O extrato mostra até um ano por vez: período de ${formatDate(from)} a ${formatDate(to)}.`);
  }
  return { address: { from, to, page: reader.page() }, notices };
}

/** The query string of an extrato address ("?de=2026-11-01&ate=2026-11-30", `pagina` only past the first). */
export function extratoSearch({ from, to, page = 1 }: ExtratoPeriod & { page?: number }): string {
  const search = new URLSearchParams({ de: from, ate: to });
  if (page > 1) search.set("pagina", String(page));
  return `?${search}`;
}
