/**
 * The budget grid as a plain form (works without JavaScript): inputs `m-<categoryId>-<1..12>` in pt-BR money and `anual-<categoryId>` for Distribuir.
 * Only the grid rows the form carries are read, so a category added after the page was drawn keeps its amounts.
 */
import { formatDecimal } from "~/config/format";
import { parseMoney } from "~/config/money";
import type { CategoryInfo } from "./comparison";
import { MONTHS, spreadEvenly } from "./spread";

/** A row of the grid: a category and its twelve planned months (centavos, January first). */
export interface GridRow extends CategoryInfo {
  archived: boolean;
  months: number[];
  totalCents: number;
}

export interface BudgetGrid {
  year: number;
  rows: GridRow[];
}

export const monthField = (categoryId: string, month: number) => `m-${categoryId}-${month}`;
export const annualField = (categoryId: string) => `anual-${categoryId}`;

/** The longest text a money input accepts (R$ 9.999.999.999,99 with dots and spaces). */
export const MAX_MONEY_TEXT = 24;

export const MONEY_MESSAGE = "Valor inválido: use reais e centavos, como 1.234,56.";
export const ANNUAL_MESSAGE = "Informe o valor anual a distribuir, como 12.000,00.";

export interface GridSubmission {
  rows: Map<string, number[]>;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const textOf = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** Reads the grid of `categoryIds` from `form`; `spreadId` (the row whose "Distribuir" was pressed) takes its months from its annual amount instead, and its month fields are shown filled with them. */
export function readGrid(form: FormData, categoryIds: readonly string[], spreadId?: string): GridSubmission {
  const rows = new Map<string, number[]>();
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const id of categoryIds) {
    if (id === spreadId) {
      const field = annualField(id);
      const text = textOf(form.get(field));
      values[field] = text;
      const cents = text.length <= MAX_MONEY_TEXT && text.trim() !== "" ? parseMoney(text) : null;
      if (cents === null) {
        errors[field] = ANNUAL_MESSAGE;
        continue;
      }
      const months = spreadEvenly(cents);
      months.forEach((month, i) => (values[monthField(id, i + 1)] = formatDecimal(month)));
      rows.set(id, months);
      continue;
    }
    if (!Array.from({ length: MONTHS }, (_, i) => monthField(id, i + 1)).some((field) => form.has(field))) continue;
    const months: number[] = [];
    for (let month = 1; month <= MONTHS; month++) {
      const field = monthField(id, month);
      const text = textOf(form.get(field));
      values[field] = text;
      const cents = text.trim() === "" ? 0 : text.length <= MAX_MONEY_TEXT ? parseMoney(text) : null;
      if (cents === null) errors[field] = MONEY_MESSAGE;
      months.push(cents ?? 0);
    }
    rows.set(id, months);
  }
  return { rows: Object.keys(errors).length > 0 ? new Map() : rows, errors, values };
}
