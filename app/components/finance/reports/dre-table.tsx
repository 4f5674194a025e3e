import { formatPercent } from "~/config/format";
import { changeOf, ratioOf } from "~/config/percent";
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

function Row({
  label,
  figures,
  tone = "",
  indent = false,
}: {
  label: string;
  figures: DreTableFigures;
  tone?: string;
  indent?: boolean;
}) {
  return (
    <tr className={`hover:bg-(--surface-hover) ${tone}`}>
      <th scope="row" className={`${ROW_HEAD} ${indent ? "pl-8" : ""}`}>
        {label}
      </th>
      {figures.months.map((cents, i) => (
        <td key={i} className={CELL}>
          <Money cents={cents} />
        </td>
      ))}
      <td className={`${CELL} font-semibold`}>
        <Money cents={figures.totalCents} />
      </td>
      <td className={CELL}>
        <Money cents={figures.previousCents} />
      </td>
      <td className={`${CELL} tabular-nums`}>{formatPercent(changeOf(figures.totalCents, figures.previousCents))}</td>
    </tr>
  );
}

function Groups({ groups }: { groups: DreTableGroup[] }) {
  return groups.map((group) => [
    <Row key={group.name} label={group.name} figures={group} tone="font-semibold" />,
    ...group.categories.map((category) => <Row key={category.id} label={category.name} figures={category} indent />),
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
}: {
  caption: string;
  monthHeaders: Array<{ short: string; long: string }>;
  year: number;
  groups: DreTableGroup[];
  revenue: DreTableFigures;
  expense: DreTableFigures;
  result: DreTableFigures;
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
        <Groups groups={groups.filter((group) => group.kind === "receita")} />
        <Row label="Total de receitas" figures={revenue} tone="font-semibold bg-(--surface-hover)/50" />
        <Groups groups={groups.filter((group) => group.kind === "despesa")} />
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
