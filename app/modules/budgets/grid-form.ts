/**
 * The budget grid as a plain form (works without JavaScript): inputs `m-<categoryId>-<1..12>` in pt-BR money and `anual-<categoryId>` for Distribuir,
 * and a hidden `base-<categoryId>` with the twelve centavos the page was drawn with, so a save writes only the months this person changed.
 * Only the grid rows the form carries are read, so a category added after the page was drawn keeps its amounts.
 */
import { formatDecimal, formatMoney } from "~/config/format";
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
export const baseField = (categoryId: string) => `base-${categoryId}`;
/** A row's months as its base field carries them: twelve centavos, comma-separated. */
export const baseText = (months: readonly number[]) => months.join(",");

/** The longest text a money input accepts (R$ 9.999.999.999,99 with dots and spaces). */
export const MAX_MONEY_TEXT = 24;

export const MONEY_MESSAGE = "Valor inválido: use reais e centavos, como 1.234,56.";
export const ANNUAL_MESSAGE = "Informe o valor anual a distribuir, como 12.000,00.";
export const GRID_REFUSED_MESSAGE = "O orçamento não foi salvo: corrija os valores destacados.";
/** A row the grid names is not one of the organization's categories (or no longer one). */
export const UNKNOWN_CATEGORY_MESSAGE = "Categoria não encontrada: nada foi salvo.";
export const BUDGET_CHANGED_MESSAGE =
  "Outra pessoa salvou este orçamento enquanto você editava: nada foi salvo. Confira os meses destacados e salve de novo.";
export const changedCellMessage = (currentCents: number) => `Outra pessoa salvou ${formatMoney(currentCents)} neste mês.`;

export interface GridSubmission {
  rows: Map<string, number[]>;
  /** The months each row was drawn with (its base field); a row without a valid one is saved whole. */
  bases: Map<string, number[]>;
  errors: Record<string, string>;
  values: Record<string, string>;
}

const MAX_CENTS = 999_999_999_999;

/** The twelve centavos of a base field, or null when it is not that. */
function parseBase(text: string): number[] | null {
  const months = text.split(",").map(Number);
  return months.length === MONTHS && months.every((cents) => Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_CENTS)
    ? months
    : null;
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
  const bases = new Map<string, number[]>();
  const errors: Record<string, string> = {};
  const values: Record<string, string> = {};
  for (const id of categoryIds) {
    const base = parseBase(textOf(read(baseField(id))));
    if (base) bases.set(id, base);
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
  return { rows: Object.keys(errors).length > 0 ? new Map() : rows, bases, errors, values };
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
    if (errors.length === 0) return { rows: grid.rows, bases: grid.bases, spreadId: spreadId ?? null };
    for (const [field, message] of errors) ctx.addIssue({ code: "custom", path: [field], message });
    ctx.addIssue({ code: "custom", message: GRID_REFUSED_MESSAGE });
    return z.NEVER;
  });
}

/**
 * The answer to a save another person's save overtook: each month both changed gets changedCellMessage; the fields show
 * this person's months where they changed them and the saved ones elsewhere, over bases of what is saved now, so the
 * next save writes what is on screen.
 */
export function overtakenGrid(
  sent: { rows: Map<string, number[]>; bases: Map<string, number[]> },
  saved: Map<string, number[]>,
  conflicts: ReadonlyArray<{ categoryId: string; month: number }>,
): { fieldErrors: Record<string, string[]>; values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const [id, months] of sent.rows) {
    const now = saved.get(id) ?? Array<number>(MONTHS).fill(0);
    const base = sent.bases.get(id) ?? now;
    months.forEach((cents, i) => {
      const shown = cents !== base[i] ? cents : now[i]!;
      values[monthField(id, i + 1)] = shown === 0 ? "" : formatDecimal(shown);
    });
    values[baseField(id)] = baseText(now);
  }
  const fieldErrors = Object.fromEntries(
    conflicts.map(({ categoryId, month }) => [
      monthField(categoryId, month),
      [changedCellMessage(saved.get(categoryId)?.[month - 1] ?? 0)],
    ]),
  );
  return { fieldErrors, values };
}

/** What the grid's component takes from this module (components import no module): its schema and its fields' names and length. */
export const BUDGET_GRID_FORM = {
  schema: budgetGridSchema,
  monthField,
  annualField,
  baseField,
  baseText,
  maxMoneyText: MAX_MONEY_TEXT,
};
