import { formatPercent } from "~/config/format";
import { changeOf, ratioOf } from "~/config/percent";
import { Link } from "react-router";
import { Money } from "../money";
import { CELL, HEAD, ReportFrame, ROW_HEAD } from "./report-frame";

export interface DreTableFigures {
  months: number[];
  totalCents: number;
  previousCents: number;
}

export interface DreTableGroup extends DreTableFigures {
  name: string;
  kind: "receita" | "despesa";
  categories: Array<DreTableFigures & { id: string; name: string }>;
}

/** Where a category's figure leads: a month (`YYYY-MM`) or a whole year. */
export type DreFigureHref = (
  category: { id: string; kind: "receita" | "despesa" },
  period: { month: string } | { year: number },
) => string;

const LINK =
  "underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-(--focus-ring)";

function Cents({ cents, href, label }: { cents: number; href?: string; label: string }) {
  if (!href) return <Money cents={cents} />;
  return (
    <Link to={href} className={LINK} title={`Ver os lançamentos: ${label}`}>
      <Money cents={cents} />
    </Link>
  );
}

function Row({
  label,
  figures,
  tone = "",
  indent = false,
  year = 0,
  hrefOf,
}: {
  label: string;
  figures: DreTableFigures;
  tone?: string;
  indent?: boolean;
  year?: number;
  hrefOf?: (period: { month: string } | { year: number }) => string;
}) {
  const month = (i: number) => `${year}-${String(i + 1).padStart(2, "0")}`;
  return (
    <tr className={`hover:bg-(--surface-hover) ${tone}`}>
      <th scope="row" className={`${ROW_HEAD} ${indent ? "pl-8" : ""}`}>
        {label}
      </th>
      {figures.months.map((cents, i) => (
        <td key={i} className={CELL}>
          <Cents cents={cents} href={hrefOf?.({ month: month(i) })} label={`${label}, ${month(i)}`} />
        </td>
      ))}
      <td className={`${CELL} font-semibold`}>
        <Cents cents={figures.totalCents} href={hrefOf?.({ year })} label={`${label}, ${year}`} />
      </td>
      <td className={CELL}>
        <Cents cents={figures.previousCents} href={hrefOf?.({ year: year - 1 })} label={`${label}, ${year - 1}`} />
      </td>
      <td className={`${CELL} tabular-nums`}>{formatPercent(changeOf(figures.totalCents, figures.previousCents))}</td>
    </tr>
  );
}

function Groups({ groups, year, figureHref }: { groups: DreTableGroup[]; year: number; figureHref?: DreFigureHref }) {
  return groups.map((group) => [
    <Row key={group.name} label={group.name} figures={group} tone="font-semibold" />,
    ...group.categories.map((category) => (
      <Row
        key={category.id}
        label={category.name}
        figures={category}
        indent
        year={year}
        hrefOf={figureHref && ((period) => figureHref({ id: category.id, kind: group.kind }, period))}
      />
    )),
  ]);
}

export function DreTable({
  caption,
  monthHeaders,
  year,
  groups,
  revenue,
  expense,
  result,
  figureHref,
}: {
  caption: string;
  monthHeaders: Array<{ short: string; long: string }>;
  year: number;
  groups: DreTableGroup[];
  revenue: DreTableFigures;
  expense: DreTableFigures;
  result: DreTableFigures;
  /** Where a category's figures lead; none links when absent. */
  figureHref?: DreFigureHref;
}) {
  const margin = (part: number, whole: number) => formatPercent(ratioOf(part, whole));
  return (
    <ReportFrame label={caption}>
      <caption className="px-3 py-2 text-left text-sm text-(--text-muted)">{caption}</caption>
      <thead className="border-b border-(--surface-border)">
        <tr>
          <th scope="col" className={`${HEAD} text-left`}>
            Conta
          </th>
          {monthHeaders.map((month) => (
            <th key={month.long} scope="col" className={`${HEAD} text-right`}>
              <abbr title={month.long} className="no-underline">
                {month.short}
              </abbr>
            </th>
          ))}
          <th scope="col" className={`${HEAD} text-right`}>
            Total {year}
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            Total {year - 1}
          </th>
          <th scope="col" className={`${HEAD} text-right`}>
            Variação
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-(--surface-border)">
        <Groups groups={groups.filter((group) => group.kind === "receita")} year={year} figureHref={figureHref} />
        <Row label="Total de receitas" figures={revenue} tone="font-semibold bg-(--surface-hover)/50" />
        <Groups groups={groups.filter((group) => group.kind === "despesa")} year={year} figureHref={figureHref} />
        <Row label="Total de despesas" figures={expense} tone="font-semibold bg-(--surface-hover)/50" />
      </tbody>
      <tfoot className="border-t-2 border-(--surface-border) font-semibold">
        <Row label="Resultado" figures={result} />
        <tr>
          <th scope="row" className={ROW_HEAD}>
            Margem
          </th>
          {result.months.map((cents, i) => (
            <td key={i} className={`${CELL} tabular-nums`}>
              {margin(cents, revenue.months[i] ?? 0)}
            </td>
          ))}
          <td className={`${CELL} tabular-nums`}>{margin(result.totalCents, revenue.totalCents)}</td>
          <td className={`${CELL} tabular-nums`}>{margin(result.previousCents, revenue.previousCents)}</td>
          <td />
        </tr>
      </tfoot>
    </ReportFrame>
  );
}
