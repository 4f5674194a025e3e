/**
 * Everything the app writes for a person to read, in pt-BR: money, numbers,
 * percentages, calendar dates, months, instants (in APP_TIME_ZONE) and
 * lists. Each Intl formatter is made once here; building one is slow and
 * the server and the browser must write the same text. Pure; safe for the
 * browser.
 */
import { APP_TIME_ZONE } from "./time-zone";

const DECIMAL = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMAL_UNGROUPED = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** The exact decimal text of integer centavos ("-1234.56"), which Intl formats without rounding. */
function decimalText(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer centavos: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/**
 * Centavos as pt-BR reais: 123456 → "R$ 1.234,56" (U+00A0 after R$), -5 → "-R$ 0,05". Throws on a non-integer.
 * Written out as Intl writes them (format.test.ts compares the two): a list page writes a hundred amounts per request, and
 * Intl's formatting is what they would cost.
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer centavos: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, "0");
  const reais = digits.slice(0, -2).replace(THOUSANDS, ".");
  return `${cents < 0 ? "-" : ""}R$\u00a0${reais},${digits.slice(-2)}`;
}

/** Where a dot goes in a run of digits: before each group of three that ends it. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Centavos as a pt-BR decimal without the currency: 123456 → "1.234,56"
 * (what a money input shows again), or "1234,56" with `grouping: false`
 * (spreadsheet cells). Throws on a non-integer.
 */
export function formatDecimal(cents: number, { grouping = true }: { grouping?: boolean } = {}): string {
  return (grouping ? DECIMAL : DECIMAL_UNGROUPED).format(decimalText(cents));
}

const NUMBER = new Intl.NumberFormat("pt-BR");
const WHOLE = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const UP_TO_ONE_DECIMAL = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat("pt-BR", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A number grouped in thousands, up to three decimals: 12345.6789 → "12.345,679". */
export const formatNumber = (value: number): string => NUMBER.format(value);

/** A number rounded to a whole one: 1234.5 → "1.235". */
export const formatWhole = (value: number): string => WHOLE.format(value);

/** A number with exactly one decimal: 3 → "3,0", 2.46 → "2,5". */
export const formatOneDecimal = (value: number): string => ONE_DECIMAL.format(value);

/** A fraction as a pt-BR percentage with one decimal ("-3,4%"); "—" when there is none (null). */
export const formatPercent = (fraction: number | null): string => (fraction === null ? "—" : PERCENT.format(fraction));

/** A file size: "820 bytes", "12,4 KB", "3 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${UP_TO_ONE_DECIMAL.format(bytes / 1024)} KB`;
  return `${UP_TO_ONE_DECIMAL.format(bytes / (1024 * 1024))} MB`;
}

/** A calendar date as pt-BR readers write it: "2026-01-05" → "05/01/2026". */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

const zoned = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("pt-BR", { timeZone: APP_TIME_ZONE, ...options });

const MONTH_NAME = zoned({ month: "long" });
const MONTH_SHORT = zoned({ month: "short" });
const MONTH_YEAR = zoned({ month: "long", year: "numeric" });

/** Noon of the 15th of "YYYY-MM" in UTC: the same month in any zone. */
const midMonth = (month: string) => new Date(`${month}-15T12:00:00Z`);

/** "janeiro" to "dezembro", by Intl once; a month's label is then written without it (format.test.ts compares the two). */
const MONTH_NAMES = Array.from({ length: 12 }, (_, i) => MONTH_NAME.format(midMonth(`2000-${String(i + 1).padStart(2, "0")}`)));
const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month in words: "2026-11" → "novembro de 2026". */
export function monthLabel(month: string): string {
  const parts = YEAR_MONTH.exec(month);
  return parts ? `${MONTH_NAMES[Number(parts[2]) - 1]} de ${Number(parts[1])}` : MONTH_YEAR.format(midMonth(month));
}

/** The month's name in lower case: "2026-03" → "março". */
export const monthName = (month: string): string => MONTH_NAME.format(midMonth(month));

/** Three letters, capitalized, no dot: "2026-03" → "Mar". */
export function monthAbbreviation(month: string): string {
  const short = MONTH_SHORT.format(midMonth(month)).replace(".", "");
  return short.charAt(0).toUpperCase() + short.slice(1);
}

const INSTANT = {
  dateTime: zoned({ dateStyle: "short", timeStyle: "short" }),
  dateTimeSeconds: zoned({ dateStyle: "short", timeStyle: "medium" }),
  dayMonthTime: zoned({ day: "2-digit", month: "2-digit", hour: "2-digit", minute: "2-digit" }),
  mediumDateTime: zoned({ dateStyle: "medium", timeStyle: "short" }),
  longDateTime: zoned({ dateStyle: "long", timeStyle: "short" }),
  date: zoned({ dateStyle: "short" }),
  time: zoned({ hour: "2-digit", minute: "2-digit" }),
  monthYear: MONTH_YEAR,
};

/** How an instant may read; examples for 2026-11-24T14:41:20Z. */
export type InstantStyle = keyof typeof INSTANT;

/**
 * An instant (ISO 8601 text, Date or epoch milliseconds) as read in
 * APP_TIME_ZONE: `dateTime` "24/11/2026, 11:41" (the default),
 * `dateTimeSeconds` "24/11/2026, 11:41:20", `dayMonthTime` "24/11, 11:41",
 * `mediumDateTime` "24 de nov. de 2026, 11:41", `longDateTime`
 * "24 de novembro de 2026 às 11:41", `date` "24/11/2026", `time` "11:41",
 * `monthYear` "novembro de 2026". Throws a RangeError on an invalid date.
 */
export function formatInstant(at: string | Date | number, style: InstantStyle = "dateTime"): string {
  return INSTANT[style].format(typeof at === "string" ? new Date(at) : at);
}

const AND_LIST = new Intl.ListFormat("pt-BR", { type: "conjunction" });

/** Items joined as pt-BR writes them: ["Ana", "Bia", "Caio"] → "Ana, Bia e Caio". */
export const formatList = (items: readonly string[]): string => AND_LIST.format(items);
