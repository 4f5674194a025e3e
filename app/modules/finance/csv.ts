/**
 * CSV files that Brazilian Excel opens right: `;` between cells, UTF-8
 * with a BOM, CRLF lines, through csv-stringify (quotes where a cell needs
 * them). Amounts go in as `formatDecimal(cents, { grouping: false })`
 * (1234,56) and dates as dd/mm/aaaa; the callers choose the columns. Pure.
 */
import { stringify } from "csv-stringify/sync";

/** A text cell that Excel would read as a formula (=, +, -, @, tab, CR) starts with an apostrophe, so it never runs. */
export const csvText = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ""));

/** The whole file from its lines (the header first), BOM first. */
export const csvFile = (lines: string[][]): string =>
  stringify(lines, { delimiter: ";", bom: true, record_delimiter: "windows" });
