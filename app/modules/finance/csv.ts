/** CSV that Brazilian Excel opens right: `;` between cells, UTF-8 with a BOM, CRLF lines. Pure. */
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that Excel would read as a formula (=, +, -, @, tab, CR) starts with an apostrophe, so it never runs. */
export const csvText = (value: string | null) => (value && FORMULA_START.test(value) ? `'${value}` : (value ?? ""));

/** True for an imported cell that a spreadsheet would run as a formula; a signed number such as `-120,50` is not one. */
export const isFormulaCell = (value: string) => FORMULA_START.test(value) && !/^[+-]?[\d.,\s]+$/.test(value);

/** The whole file from its lines (the header first), BOM first. */
export const csvFile = (lines: string[][]): string =>
  stringify(lines, { delimiter: ";", bom: true, record_delimiter: "windows" });
