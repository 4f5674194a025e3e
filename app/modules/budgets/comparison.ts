/**
 * Planned against actual (docs/decisions/0022): integer centavos, receitas and despesas both positive.
 * A despesa is `estourado` above 100 % of its budget (or spent with nothing planned), and `atencao` from 80 % to just under 100 % while its period
 * runs: spent exactly as budgeted (a fixed cost), or within budget once the period has ended, is no alarm. A receita is never marked.
 */
import { compareText } from "~/config/text-rules";
import type { CategoryKind } from "~/db/schema/finance";
import { ratioOf } from "~/config/percent";
import { DEFAULT_PLAN } from "../finance/default-plan";
import type { Regime } from "../finance/reports/dre";

export type { Regime };
export type Mark = "ok" | "atencao" | "estourado";

export const ATTENTION_RATIO = 0.8;

/** One period's figures: centavos planned and actual, their difference, and its mark. */
export interface Figures {
  plannedCents: number;
  actualCents: number;
  varianceCents: number;
  varianceRatio: number | null;
  mark: Mark;
}

interface Line {
  month: Figures;
  toDate: Figures;
  yearPlannedCents: number;
}

export interface ComparisonCategory extends Line {
  id: string;
  name: string;
}

export interface ComparisonGroup extends Line {
  name: string;
  kind: CategoryKind;
  categories: ComparisonCategory[];
}

export interface Comparison {
  year: number;
  month: number;
  regime: Regime;
  groups: ComparisonGroup[];
  revenue: Line;
  expense: Line;
}

/** A sum per category and month (`YYYY-MM` of the year), centavos: a budget amount or a ledger sum. */
export interface MonthSum {
  categoryId: string;
  month: number;
  cents: number;
}

export interface CategoryInfo {
  id: string;
  name: string;
  kind: CategoryKind;
  group: string;
}

/** The mark of `actual` against `planned` for a category of `kind`, in a period that still `running` (not ended yet) or not. */
export function markOf(kind: CategoryKind, plannedCents: number, actualCents: number, running: boolean): Mark {
  if (kind !== "despesa") return "ok";
  if (plannedCents === 0) return actualCents > 0 ? "estourado" : "ok";
  if (actualCents > plannedCents) return "estourado";
  return running && actualCents < plannedCents && actualCents >= plannedCents * ATTENTION_RATIO ? "atencao" : "ok";
}

/** The figures of a period of a category (or a sum of them) of `kind`; `running` as in `markOf`. */
export function figuresOf(kind: CategoryKind, plannedCents: number, actualCents: number, running: boolean): Figures {
  const varianceCents = actualCents - plannedCents;
  return {
    plannedCents,
    actualCents,
    varianceCents,
    varianceRatio: ratioOf(varianceCents, plannedCents),
    mark: markOf(kind, plannedCents, actualCents, running),
  };
}

const PLAN_ORDER = DEFAULT_PLAN.map((group) => group.group);
/** A group's place as the plano de contas lists them: the default plan's groups in its order, others after. */
export const groupRank = (name: string) => (PLAN_ORDER.includes(name) ? PLAN_ORDER.indexOf(name) : PLAN_ORDER.length);

interface Sums {
  month: [number, number];
  toDate: [number, number];
  year: number;
}

const zero = (): Sums => ({ month: [0, 0], toDate: [0, 0], year: 0 });

function addSums(into: Sums, from: Sums) {
  into.month = [into.month[0] + from.month[0], into.month[1] + from.month[1]];
  into.toDate = [into.toDate[0] + from.toDate[0], into.toDate[1] + from.toDate[1]];
  into.year += from.year;
}

const lineOf = (kind: CategoryKind, sums: Sums, running: boolean): Line => ({
  month: figuresOf(kind, ...sums.month, running),
  toDate: figuresOf(kind, ...sums.toDate, running),
  yearPlannedCents: sums.year,
});

/**
 * The comparison of `month` (1..12) of `year` and of January to it; categories with nothing planned nor actual are left out.
 * `currentMonth` (`YYYY-MM`, today's) tells whether the month still runs, for the atenção mark.
 */
export function buildComparison({
  year,
  month,
  currentMonth,
  regime,
  categories,
  planned,
  actual,
}: {
  year: number;
  month: number;
  currentMonth: string;
  regime: Regime;
  categories: CategoryInfo[];
  planned: MonthSum[];
  actual: MonthSum[];
}): Comparison {
  const running = `${year}-${String(month).padStart(2, "0")}` >= currentMonth;
  const sums = new Map<string, Sums>();
  const at = (id: string) => sums.get(id) ?? sums.set(id, zero()).get(id)!;
  for (const row of planned) {
    const line = at(row.categoryId);
    line.year += row.cents;
    if (row.month <= month) line.toDate[0] += row.cents;
    if (row.month === month) line.month[0] += row.cents;
  }
  for (const row of actual) {
    if (row.month > month) continue;
    const line = at(row.categoryId);
    line.toDate[1] += row.cents;
    if (row.month === month) line.month[1] += row.cents;
  }
  const groups = new Map<string, { name: string; kind: CategoryKind; sums: Sums; categories: ComparisonCategory[] }>();
  const ordered = categories
    .filter((category) => category.kind === "receita" || category.kind === "despesa")
    .sort((a, b) => compareText(a.name, b.name));
  for (const category of ordered) {
    const line = sums.get(category.id);
    if (!line || (line.year === 0 && line.toDate[1] === 0)) continue;
    const key = `${category.kind}:${category.group}`;
    const group = groups.get(key) ?? { name: category.group, kind: category.kind, sums: zero(), categories: [] };
    group.categories.push({ id: category.id, name: category.name, ...lineOf(category.kind, line, running) });
    addSums(group.sums, line);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      Number(a.kind === "despesa") - Number(b.kind === "despesa") ||
      groupRank(a.name) - groupRank(b.name) ||
      compareText(a.name, b.name),
  );
  const totals = { receita: zero(), despesa: zero() };
  for (const group of sorted) addSums(totals[group.kind === "receita" ? "receita" : "despesa"], group.sums);
  return {
    year,
    month,
    regime,
    groups: sorted.map((group) => ({
      name: group.name,
      kind: group.kind,
      categories: group.categories,
      ...lineOf(group.kind, group.sums, running),
    })),
    revenue: lineOf("receita", totals.receita, running),
    expense: lineOf("despesa", totals.despesa, running),
  };
}

/** True when the year has no budget and nothing actual to the month. */
export const isEmptyComparison = (comparison: Comparison) => comparison.groups.length === 0;

/** The pt-BR words of a mark, for the CSV (the page's table has its own). */
export const MARK_LABELS: Record<Mark, string> = { ok: "Dentro do orçado", atencao: "Atenção", estourado: "Estourado" };
