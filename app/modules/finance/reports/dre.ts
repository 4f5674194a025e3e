/**
 * The arithmetic of the DRE gerencial (docs/decisions/0017): sums per category and month, already grouped in SQL
 * (dre.server.ts), laid out on the standard lines (receita bruta down to resultado líquido) with their groups and
 * categorias, the subtotals and their margins over the receita líquida, beside the previous year. Pure; integer
 * centavos, each line positive in its own sense, subtotals signed.
 */
import { compareText } from "~/config/text-rules";
import type { CategoryKind } from "~/db/schema/finance";
import { DEFAULT_PLAN } from "../default-plan";
import { DRE_LINE_LABELS, DRE_LINES, type DreLine } from "../dre-lines";

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

/** A standard line of the DRE gerencial with its groups and categorias; figures positive in the line's own sense. */
export interface DreLineBlock extends DreFigures {
  line: DreLine;
  name: string;
  /** The name as the DRE prints it: (+) or (−) before every line but the receita bruta. */
  label: string;
  /** Receita lines add to the resultado, despesa lines take from it. */
  kind: CategoryKind;
  groups: DreGroup[];
}

export type DreSubtotalKey =
  "receita_liquida" | "lucro_bruto" | "ebitda" | "resultado_financeiro" | "resultado_antes_ir" | "resultado_liquido";

/** A subtotal of the DRE, signed; `marginLabel` when its margin over the receita líquida is shown. */
export interface DreSubtotal extends DreFigures {
  key: DreSubtotalKey;
  /** "(=) " and its name. */
  label: string;
  marginLabel: string | null;
}

export type DreRow = { type: "line"; block: DreLineBlock } | { type: "subtotal"; subtotal: DreSubtotal };

export interface Dre {
  year: number;
  regime: Regime;
  /** The DRE top to bottom: each standard line, then the subtotal it leads to. */
  rows: DreRow[];
  /** What the margins are over. */
  netRevenue: DreFigures;
  /** Investimentos (CAPEX): kept out of the resultado, shown apart. */
  outside: DreLineBlock;
  /** Every receita and every despesa of the DRE, and the resultado líquido: what the chart draws. */
  revenue: DreFigures;
  expense: DreFigures;
  result: DreFigures;
}

/** A sum the database grouped: the category, the kind of the entries it came from, the month (`YYYY-MM`) and centavos. */
export interface DreSum {
  categoryId: string;
  kind: CategoryKind;
  month: string;
  cents: number;
}

export interface DreCategoryInfo {
  id: string;
  name: string;
  kind: CategoryKind;
  group: string;
  line: DreLine;
}

type Term = [sign: 1 | -1, part: DreLine | DreSubtotalKey];
const LAYOUT: Array<DreLine | { key: DreSubtotalKey; label: string; marginLabel?: string; terms: Term[] }> = [
  "receita_bruta",
  "deducoes",
  {
    key: "receita_liquida",
    label: "Receita líquida",
    terms: [
      [1, "receita_bruta"],
      [-1, "deducoes"],
    ],
  },
  "custos",
  {
    key: "lucro_bruto",
    label: "Lucro bruto",
    marginLabel: "Margem bruta",
    terms: [
      [1, "receita_liquida"],
      [-1, "custos"],
    ],
  },
  "despesas_operacionais",
  {
    key: "ebitda",
    label: "EBITDA",
    marginLabel: "Margem EBITDA",
    terms: [
      [1, "lucro_bruto"],
      [-1, "despesas_operacionais"],
    ],
  },
  "receitas_financeiras",
  "despesas_financeiras",
  {
    key: "resultado_financeiro",
    label: "Resultado financeiro",
    terms: [
      [1, "receitas_financeiras"],
      [-1, "despesas_financeiras"],
    ],
  },
  {
    key: "resultado_antes_ir",
    label: "Resultado antes do IRPJ e CSLL",
    marginLabel: "Margem antes do IRPJ e CSLL",
    terms: [
      [1, "ebitda"],
      [1, "resultado_financeiro"],
    ],
  },
  "impostos_sobre_lucro",
  {
    key: "resultado_liquido",
    label: "Resultado líquido",
    marginLabel: "Margem líquida",
    terms: [
      [1, "resultado_antes_ir"],
      [-1, "impostos_sobre_lucro"],
    ],
  },
];

const LINE_KIND = (line: DreLine): CategoryKind =>
  line === "receita_bruta" || line === "receitas_financeiras" ? "receita" : "despesa";

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

function combine(terms: Array<[1 | -1, DreFigures]>): DreFigures {
  const total = empty();
  for (const [sign, figures] of terms)
    add(total, {
      months: figures.months.map((cents) => sign * cents),
      totalCents: sign * figures.totalCents,
      previousCents: sign * figures.previousCents,
    });
  return total;
}

/**
 * The DRE of `year` from sums over it and the year before: each categoria on its line (a sum from entries of the other
 * kind, as a desconto obtido booked from a despesa, counts against it), the subtotals down to the resultado líquido, and
 * the investimentos apart.
 */
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
  const info = new Map(categories.map((category) => [category.id, category]));
  const figures = new Map<string, DreFigures>();
  for (const sum of sums) {
    const category = info.get(sum.categoryId);
    if (!category) continue;
    const cents = sum.kind === category.kind ? sum.cents : -sum.cents;
    const [y = 0, m = 1] = sum.month.split("-").map(Number);
    const line = figures.get(sum.categoryId) ?? empty();
    if (y === year) {
      line.months[m - 1] = (line.months[m - 1] ?? 0) + cents;
      line.totalCents += cents;
    } else if (y === year - 1) line.previousCents += cents;
    else continue;
    figures.set(sum.categoryId, line);
  }
  const blocks = new Map<DreLine, DreLineBlock>(
    DRE_LINES.map((line) => {
      const kind = LINE_KIND(line);
      const name = DRE_LINE_LABELS[line];
      const label = line === "receita_bruta" || line === "investimentos" ? name : `${kind === "receita" ? "(+)" : "(−)"} ${name}`;
      return [line, { line, name, label, kind, groups: [], ...empty() }];
    }),
  );
  for (const category of [...categories].sort((a, b) => compareText(a.name, b.name))) {
    const line = figures.get(category.id);
    const block = blocks.get(category.line);
    if (!line || !block) continue;
    let group = block.groups.find((candidate) => candidate.name === category.group);
    if (!group) {
      group = { name: category.group, kind: category.kind, categories: [], ...empty() };
      block.groups.push(group);
    }
    group.categories.push({ id: category.id, name: category.name, ...line });
    add(group, line);
    add(block, line);
  }
  for (const block of blocks.values()) block.groups.sort(byDreOrder);

  const parts = new Map<DreLine | DreSubtotalKey, DreFigures>(blocks);
  const rows: DreRow[] = LAYOUT.map((item) => {
    if (typeof item === "string") return { type: "line", block: blocks.get(item)! };
    const subtotal: DreSubtotal = {
      key: item.key,
      label: `(=) ${item.label}`,
      marginLabel: item.marginLabel ?? null,
      ...combine(item.terms.map(([sign, part]) => [sign, parts.get(part)!])),
    };
    parts.set(item.key, subtotal);
    return { type: "subtotal", subtotal };
  });
  const inside = [...blocks.values()].filter((block) => block.line !== "investimentos");
  const revenue = combine(inside.filter((block) => block.kind === "receita").map((block) => [1, block]));
  const expense = combine(inside.filter((block) => block.kind === "despesa").map((block) => [1, block]));
  return {
    year,
    regime,
    rows,
    netRevenue: parts.get("receita_liquida")!,
    outside: blocks.get("investimentos")!,
    revenue,
    expense,
    result: parts.get("resultado_liquido")!,
  };
}

/** True when the year and the one before have no receita, despesa or investimento at all. */
export const isEmptyDre = (dre: Dre) =>
  dre.outside.groups.length === 0 && dre.rows.every((row) => row.type === "subtotal" || row.block.groups.length === 0);

/** The groups of every line inside the DRE (investimentos apart), top to bottom. */
export const dreGroups = (dre: Dre): DreGroup[] => dre.rows.flatMap((row) => (row.type === "line" ? row.block.groups : []));
