/**
 * The arithmetic of the DRE (docs/decisions/0017): sums per category and
 * month, already grouped in SQL (dre.server.ts), laid out as the plano de
 * contas reads: receita groups, then despesa groups, each with its
 * categories, the totals, the resultado and the margin, beside the
 * previous year. Pure; integer centavos (receitas and despesas both
 * positive, resultado = receitas − despesas).
 */
import { compareText } from "~/config/text-rules";
import type { CategoryKind } from "~/db/schema/finance";
import { DEFAULT_PLAN } from "../default-plan";

export type Regime = "competencia" | "caixa";

/** Twelve months (January first) and the year's total, beside the previous year's. */
export interface DreFigures {
  months: number[];
  totalCents: number;
  previousCents: number;
}

export interface DreCategory extends DreFigures {
  id: string;
  name: string;
}

export interface DreGroup extends DreFigures {
  name: string;
  kind: CategoryKind;
  categories: DreCategory[];
}

export interface Dre {
  year: number;
  regime: Regime;
  groups: DreGroup[];
  revenue: DreFigures;
  expense: DreFigures;
  result: DreFigures;
}

/** A sum the database grouped: the category's month (`YYYY-MM`) and centavos. */
export interface DreSum {
  categoryId: string;
  month: string;
  cents: number;
}

export interface DreCategoryInfo {
  id: string;
  name: string;
  kind: CategoryKind;
  group: string;
}

const PLAN_ORDER = DEFAULT_PLAN.map((group) => group.group);

function byDreOrder(a: { kind: CategoryKind; name: string }, b: typeof a) {
  const rank = (name: string) => (PLAN_ORDER.includes(name) ? PLAN_ORDER.indexOf(name) : PLAN_ORDER.length);
  return (
    Number(a.kind === "despesa") - Number(b.kind === "despesa") || rank(a.name) - rank(b.name) || compareText(a.name, b.name)
  );
}

const empty = (): DreFigures => ({ months: Array<number>(12).fill(0), totalCents: 0, previousCents: 0 });

function add(into: DreFigures, from: DreFigures) {
  from.months.forEach((cents, i) => (into.months[i] = (into.months[i] ?? 0) + cents));
  into.totalCents += from.totalCents;
  into.previousCents += from.previousCents;
}

/** The DRE of `year` from sums over it and the year before. */
export function buildDre({
  year,
  regime,
  categories,
  sums,
}: {
  year: number;
  regime: Regime;
  categories: DreCategoryInfo[];
  sums: DreSum[];
}): Dre {
  const lines = new Map<string, DreFigures>();
  for (const sum of sums) {
    const line = lines.get(sum.categoryId) ?? empty();
    const [y = 0, m = 1] = sum.month.split("-").map(Number);
    if (y === year) {
      line.months[m - 1] = (line.months[m - 1] ?? 0) + sum.cents;
      line.totalCents += sum.cents;
    } else if (y === year - 1) line.previousCents += sum.cents;
    else continue;
    lines.set(sum.categoryId, line);
  }
  const groups = new Map<string, DreGroup>();
  for (const category of [...categories].sort((a, b) => compareText(a.name, b.name))) {
    const line = lines.get(category.id);
    if (!line) continue;
    const key = `${category.kind}:${category.group}`;
    const group = groups.get(key) ?? { name: category.group, kind: category.kind, categories: [], ...empty() };
    group.categories.push({ id: category.id, name: category.name, ...line });
    add(group, line);
    groups.set(key, group);
  }
  const ordered = [...groups.values()].sort(byDreOrder);
  const revenue = empty();
  const expense = empty();
  for (const group of ordered) add(group.kind === "receita" ? revenue : expense, group);
  const result: DreFigures = {
    months: revenue.months.map((cents, i) => cents - (expense.months[i] ?? 0)),
    totalCents: revenue.totalCents - expense.totalCents,
    previousCents: revenue.previousCents - expense.previousCents,
  };
  return { year, regime, groups: ordered, revenue, expense, result };
}

/** True when the year and the one before have no receita or despesa at all. */
export const isEmptyDre = (dre: Dre) => dre.groups.length === 0;
