/**
 * The budget grid as a plain form (works without JavaScript): inputs `m-<categoryId>-<1..12>` in pt-BR money and `anual-<categoryId>` for Distribuir.
 * Only the grid rows the form carries are read, so a category added after the page was drawn keeps its amounts.
 */
import { formatDecimal } from "~/config/format";
import { parseMoney } from "~/config/money";
import { z } from "~/config/zod";
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
export const GRID_REFUSED_MESSAGE = "O orçamento não foi salvo: corrija os valores destacados.";
/** A row the grid names is not one of the organization's categories (or no longer one). */
export const UNKNOWN_CATEGORY_MESSAGE = "Categoria não encontrada: nada foi salvo.";

export interface GridSubmission {
  rows: Map<string, number[]>;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** A field's text: the first when sent twice, empty when absent or a file. */
const textOf = (value: unknown): string => (typeof value === "string" ? value : Array.isArray(value) ? textOf(value[0]) : "");

/** Reads the grid of `categoryIds` from `form`; `spreadId` (the row whose "Distribuir" was pressed) takes its months from its annual amount instead, and its month fields are shown filled with them. */
export function readGrid(form: FormData, categoryIds: readonly string[], spreadId?: string): GridSubmission {
  return readFields((name) => (form.has(name) ? form.get(name) : undefined), categoryIds, spreadId);
}

/** readGrid over `read`, which gives a field's value or undefined when the form does not carry it. */
function readFields(read: (name: string) => unknown, categoryIds: readonly string[], spreadId?: string): GridSubmission {
  const rows = new Map<string, number[]>();
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const id of categoryIds) {
    if (id === spreadId) {
      const field = annualField(id);
      const text = textOf(read(field));
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
    if (!Array.from({ length: MONTHS }, (_, i) => monthField(id, i + 1)).some((field) => read(field) !== undefined)) continue;
    const months: number[] = [];
    for (let month = 1; month <= MONTHS; month++) {
      const field = monthField(id, month);
      const text = textOf(read(field));
      values[field] = text;
      const cents = text.trim() === "" ? 0 : text.length <= MAX_MONEY_TEXT ? parseMoney(text) : null;
      if (cents === null) errors[field] = MONEY_MESSAGE;
      months.push(cents ?? 0);
    }
    rows.set(id, months);
  }
  return { rows: Object.keys(errors).length > 0 ? new Map() : rows, errors, values };
}

/**
 * The grid form of the rows `categoryIds` (the organization's, as the page drew them or the action reads them), for Conform:
 * readGrid's reading of the fields, `distribuir` naming the row to spread. The output is the rows to save and the row spread
 * (null for "Salvar orçamento"); a refusal puts each message on its field and GRID_REFUSED_MESSAGE (or UNKNOWN_CATEGORY_MESSAGE,
 * for a `distribuir` naming no row) on the form.
 */
export function budgetGridSchema(categoryIds: readonly string[]) {
  // A record, which Conform leaves as sent: an empty field differs from an absent one (a row the form does not carry).
  return z.record(z.string(), z.unknown()).transform((fields, ctx) => {
    const spreadId = fields.distribuir;
    if (spreadId !== undefined && (typeof spreadId !== "string" || !categoryIds.includes(spreadId))) {
      ctx.addIssue({ code: "custom", message: UNKNOWN_CATEGORY_MESSAGE });
      return z.NEVER;
    }
    const grid = readFields((name) => (Object.hasOwn(fields, name) ? fields[name] : undefined), categoryIds, spreadId);
    const errors = Object.entries(grid.errors);
    if (errors.length === 0) return { rows: grid.rows, spreadId: spreadId ?? null };
    for (const [field, message] of errors) ctx.addIssue({ code: "custom", path: [field], message });
    ctx.addIssue({ code: "custom", message: GRID_REFUSED_MESSAGE });
    return z.NEVER;
  });
}

/** What the grid's component takes from this module (components import no module): its schema and its fields' names and length. */
export const BUDGET_GRID_FORM = { schema: budgetGridSchema, monthField, annualField, maxMoneyText: MAX_MONEY_TEXT };
