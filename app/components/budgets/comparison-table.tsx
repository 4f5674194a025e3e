import { Link } from "react-router";
import { formatPercent } from "~/config/format";
import { Money } from "../finance/money";
import { CELL, HEAD, ReportFrame, ROW_HEAD } from "../finance/reports/report-frame";

type Mark = "ok" | "atencao" | "estourado";

/** A period's centavos: planned, actual, actual − planned and that as a fraction of planned (null without a plan). */
export interface Figures {
  plannedCents: number;
  actualCents: number;
  varianceCents: number;
  varianceRatio: number | null;
  mark: Mark;
}

interface RowFigures {
  month: Figures;
  toDate: Figures;
  yearPlannedCents: number;
}

export interface ComparisonTableData {
  year: number;
  groups: Array<
    RowFigures & { name: string; kind: "receita" | "despesa"; categories: Array<RowFigures & { id: string; name: string }> }
  >;
  revenue: RowFigures;
  expense: RowFigures;
}

const MARK_LABELS: Record<Mark, string> = { ok: "", atencao: "Atenção", estourado: "Estourado" };

const MARK_STYLE: Record<Mark, string> = {
  ok: "",
  atencao: "border-amber-600/50 bg-amber-50 text-amber-900",
  estourado: "border-(--danger-color)/40 bg-(--danger-soft) text-(--danger-color)",
};

function MarkBadge({ mark, marked }: { mark: Mark; marked: boolean }) {
  if (!marked || mark === "ok") return null;
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${MARK_STYLE[mark]}`}>
      {MARK_LABELS[mark]}
    </span>
  );
}

const LINK =
  "underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-(--focus-ring)";

function Period({ figures, href, marked, label }: { figures: Figures; href?: string; marked: boolean; label: string }) {
  return (
    <>
      <td className={CELL}>
        <Money cents={figures.plannedCents} />
      </td>
      <td className={CELL}>
        {href ? (
          <Link to={href} className={LINK} title={`Ver os lançamentos: ${label}`}>
            <Money cents={figures.actualCents} />
          </Link>
        ) : (
          <Money cents={figures.actualCents} />
        )}
      </td>
      <td className={CELL}>
        <Money cents={figures.varianceCents} />
      </td>
      <td className={`${CELL} tabular-nums`}>{formatPercent(figures.varianceRatio)}</td>
      <td className="px-3 py-2">
        <MarkBadge mark={figures.mark} marked={marked} />
      </td>
    </>
  );
}

function Row({
  label,
  figures,
  marked,
  links,
  tone = "",
  indent = false,
}: {
  label: string;
  figures: RowFigures;
  marked: boolean;
  links?: { month: string; toDate: string };
  tone?: string;
  indent?: boolean;
}) {
  return (
    <tr className={`hover:bg-(--surface-hover) ${tone}`}>
      <th scope="row" className={`${ROW_HEAD} ${indent ? "pl-8" : ""}`}>
        {label}
      </th>
      <Period figures={figures.month} href={links?.month} marked={marked} label={`${label} no mês`} />
      <Period figures={figures.toDate} href={links?.toDate} marked={marked} label={`${label} no ano`} />
      <td className={CELL}>
        <Money cents={figures.yearPlannedCents} />
      </td>
    </tr>
  );
}

const periodHeads = (suffix: string) =>
  ["Orçado", "Realizado", "Variação", "Variação %", "Situação"].map((head) => (
    <th key={head} scope="col" className={`${HEAD} ${head === "Situação" ? "text-left" : "text-right"}`}>
      <span className="sr-only">{suffix}: </span>
      {head}
    </th>
  ));

export function ComparisonTable({
  comparison,
  caption,
  monthLabel,
  linksOf,
}: {
  comparison: ComparisonTableData;
  caption: string;
  monthLabel: string;
  /** Where a category's realizado of the month and of the year to date lead (its entries, or the DRE on caixa). */
  linksOf: (categoryId: string, kind: "receita" | "despesa") => { month: string; toDate: string };
}) {
  const { groups, revenue, expense, year } = comparison;
  const section = (kind: "receita" | "despesa") =>
    groups
      .filter((group) => group.kind === kind)
      .flatMap((group) => [
        <Row
          key={`g-${group.kind}-${group.name}`}
          label={group.name}
          figures={group}
          marked={kind === "despesa"}
          tone="font-semibold"
        />,
        ...group.categories.map((category) => (
          <Row
            key={category.id}
            label={category.name}
            figures={category}
            marked={kind === "despesa"}
            links={linksOf(category.id, kind)}
            indent
          />
        )),
      ]);
  return (
    <ReportFrame label={caption}>
      <caption className="px-3 py-2 text-left text-sm text-(--text-muted)">{caption}</caption>
      <thead className="border-b border-(--surface-border)">
        <tr>
          <td />
          <th scope="colgroup" colSpan={5} className={`${HEAD} text-center first-letter:uppercase`}>
            {monthLabel}
          </th>
          <th scope="colgroup" colSpan={5} className={`${HEAD} text-center`}>
            Acumulado no ano
          </th>
          <td />
        </tr>
        <tr>
          <th scope="col" className={`${HEAD} text-left`}>
            Categoria
          </th>
          {periodHeads(monthLabel)}
          {periodHeads("Acumulado no ano")}
          <th scope="col" className={`${HEAD} text-right`}>
            Orçado em {year}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-(--surface-border)">
        {section("receita")}
        <Row label="Total de receitas" figures={revenue} marked={false} tone="font-semibold bg-(--surface-hover)/50" />
        {section("despesa")}
        <Row label="Total de despesas" figures={expense} marked tone="font-semibold bg-(--surface-hover)/50" />
      </tbody>
    </ReportFrame>
  );
}
