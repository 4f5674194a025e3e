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

/** A standard line of the DRE: `label` as printed, `name` plain. */
export interface DreTableBlock extends DreTableFigures {
  name: string;
  label: string;
  groups: DreTableGroup[];
}

export type DreTableRow =
  | { type: "line"; block: DreTableBlock }
  | { type: "subtotal"; subtotal: DreTableFigures & { key: string; label: string; marginLabel: string | null } };

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
  indent = 0,
  year = 0,
  hrefOf,
}: {
  label: string;
  figures: DreTableFigures;
  tone?: string;
  indent?: 0 | 1 | 2;
  year?: number;
  hrefOf?: (period: { month: string } | { year: number }) => string;
}) {
  const month = (i: number) => `${year}-${String(i + 1).padStart(2, "0")}`;
  return (
    <tr className={`hover:bg-(--surface-hover) ${tone}`}>
      <th scope="row" className={`${ROW_HEAD} ${["", "pl-6", "pl-10"][indent]}`}>
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

function Block({ block, year, figureHref }: { block: DreTableBlock; year: number; figureHref?: DreFigureHref }) {
  return [
    <Row key={block.name} label={block.label} figures={block} tone="font-semibold" />,
    ...block.groups.flatMap((group) => [
      // A group named as its line would only repeat it.
      group.name === block.name ? null : <Row key={`g:${group.name}`} label={group.name} figures={group} indent={1} />,
      ...group.categories.map((category) => (
        <Row
          key={category.id}
          label={category.name}
          figures={category}
          indent={group.name === block.name ? 1 : 2}
          year={year}
          hrefOf={figureHref && ((period) => figureHref({ id: category.id, kind: group.kind }, period))}
        />
      )),
    ]),
  ];
}

function MarginRow({ label, figures, base }: { label: string; figures: DreTableFigures; base: DreTableFigures }) {
  const margin = (part: number, whole: number) => formatPercent(ratioOf(part, whole));
  return (
    <tr className="text-(--text-muted)">
      <th scope="row" className={`${ROW_HEAD} font-normal italic`}>
        {label}
      </th>
      {figures.months.map((cents, i) => (
        <td key={i} className={`${CELL} tabular-nums`}>
          {margin(cents, base.months[i] ?? 0)}
        </td>
      ))}
      <td className={`${CELL} tabular-nums`}>{margin(figures.totalCents, base.totalCents)}</td>
      <td className={`${CELL} tabular-nums`}>{margin(figures.previousCents, base.previousCents)}</td>
      <td />
    </tr>
  );
}

/**
 * The DRE gerencial as a table: each standard line with its groups and categorias, each subtotal with its margin over
 * the receita líquida (`netRevenue`), and the investimentos apart, below.
 */
export function DreTable({
  caption,
  monthHeaders,
  year,
  rows,
  netRevenue,
  outside,
  figureHref,
}: {
  caption: string;
  monthHeaders: Array<{ short: string; long: string }>;
  year: number;
  rows: DreTableRow[];
  netRevenue: DreTableFigures;
  outside: DreTableBlock;
  /** Where a category's figures lead; none links when absent. */
  figureHref?: DreFigureHref;
}) {
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
        {rows.map((row) =>
          row.type === "line" ? (
            <Block key={row.block.name} block={row.block} year={year} figureHref={figureHref} />
          ) : (
            [
              <Row
                key={row.subtotal.key}
                label={row.subtotal.label}
                figures={row.subtotal}
                tone="font-semibold bg-(--surface-hover)/50"
              />,
              row.subtotal.marginLabel ? (
                <MarginRow
                  key={`m:${row.subtotal.key}`}
                  label={row.subtotal.marginLabel}
                  figures={row.subtotal}
                  base={netRevenue}
                />
              ) : null,
            ]
          ),
        )}
      </tbody>
      {outside.groups.length > 0 ? (
        <tbody className="divide-y divide-(--surface-border) border-t-2 border-(--surface-border)">
          <Block block={outside} year={year} figureHref={figureHref} />
        </tbody>
      ) : null}
    </ReportFrame>
  );
}
