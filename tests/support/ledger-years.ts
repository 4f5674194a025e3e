/**
 * Years for a test's own ledger data, counted from today in São Paulo so
 * that they stay, whenever the suite runs, inside the window a competência
 * or vencimento must lie in (app/modules/finance/entry-dates.ts: 10 years
 * back, 5 ahead) and clear of the demo data (about two years back to a few
 * months ahead). Every year given here lies wholly inside the window.
 */
import { monthRange, todayInSaoPaulo } from "~/config/calendar";

const THIS_YEAR = Number(todayInSaoPaulo().slice(0, 4));

/** A future year no demo data reaches: `n` (2 to 4) years after today's. */
export const yearAhead = (n: 2 | 3 | 4) => THIS_YEAR + n;

/** A past year no demo data reaches, where an open entry is long overdue: 9 years before today's. */
export const YEAR_LONG_AGO = THIS_YEAR - 9;

/** The last day of February of `year` (`DD`): "28", or "29" in a leap year. */
export const lastOfFebruary = (year: number) => monthRange(`${year}-02`).last.slice(8);
