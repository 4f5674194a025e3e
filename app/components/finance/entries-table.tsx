import { useFollowLinks } from "~/components/ui/follow-links";
import { SelectAll } from "~/components/ui/select-all";
import { SortHeader, TABLE_HEAD, type TableSort, TABLE_BOX } from "~/components/ui/sort-header";
import { formatDate } from "~/config/format";
import { money, Money } from "./money";
import { StatusBadge } from "./status-badge";

/** What a table of lançamentos shows of one (the module's EntryRow fits it). */
export interface EntryFields {
  id: string;
  direction: "entrada" | "saida";
  description: string;
  amountCents: number;
  openCents: number;
  status: string;
  dueDate: string;
  competenceDate: string;
  accountName: string;
  categoryName: string | null;
  contactName: string | null;
  seriesIndex: number | null;
  seriesTotal: number | null;
}

/** The date column's basis: the list's. */
export type DateColumn = "vencimento" | "competencia";

/** A row of EntriesTable: `date` is the vencimento or the competência, by the list's basis (`tableRow`). */
export type EntryTableRow = Omit<EntryFields, "dueDate" | "competenceDate"> & { date: string };

/** Only what the table shows of `row`, so a loader sends no more: one date, by `basis`. */
export const tableRow = (row: EntryFields, basis: DateColumn): EntryTableRow => ({
  id: row.id,
  direction: row.direction,
  description: row.description,
  amountCents: row.amountCents,
  openCents: row.openCents,
  status: row.status,
  date: basis === "competencia" ? row.competenceDate : row.dueDate,
  accountName: row.accountName,
  categoryName: row.categoryName,
  contactName: row.contactName,
  seriesIndex: row.seriesIndex,
  seriesTotal: row.seriesTotal,
});

const CELL = "px-3 py-2 align-top";
const WIDE = "hidden md:table-cell";
/** The rows' padding, alignment and hover, set once on the body rather than on each cell of every row. */
const BODY =
  "divide-y divide-(--surface-border) [&>tr]:hover:bg-(--surface-hover) [&>tr>td]:px-3 [&>tr>td]:py-2 [&>tr>td]:align-top";

/**
 * The lançamentos of a list page with their totals row. A row's description is a plain anchor to `detailHref(id)` that the
 * app follows as a `Link` (useFollowLinks): a page of rows renders no `Link` each.
 */
export function EntriesTable({
  rows,
  statusLabels,
  sort,
  sortHref,
  detailHref,
  selectionForm,
  selected = [],
  totals,
  dateColumn = "vencimento",
}: {
  rows: EntryTableRow[];
  statusLabels: Record<string, string>;
  sort: TableSort;
  sortHref: (sort: TableSort) => string;
  detailHref: (id: string) => string;
  selectionForm: string;
  selected?: string[];
  totals: { inflowCents: number; outflowCents: number; resultCents: number; receivableCents: number; payableCents: number };
  /** The date the first column shows (and its order sorts by): the list's basis. */
  dateColumn?: DateColumn;
}) {
  const header = { sort, sortHref };
  const follow = useFollowLinks();
  return (
    <div className={TABLE_BOX}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Lançamentos do mês, com os totais do filtro na última linha</caption>
        <thead className="border-b border-(--surface-border)">
          <tr>
            <td className="w-8 px-3 py-2">
              <SelectAll selectionForm={selectionForm} />
            </td>
            <SortHeader by="due_date" label={dateColumn === "competencia" ? "Competência" : "Vencimento"} {...header} />
            <SortHeader by="description" label="Descrição" {...header} />
            <SortHeader by="category" label="Categoria" className={WIDE} {...header} />
            <SortHeader by="contact" label="Contato" className={WIDE} {...header} />
            <th scope="col" className={`${TABLE_HEAD} ${WIDE}`}>
              Conta
            </th>
            <SortHeader by="status" label="Situação" {...header} />
            <SortHeader by="amount" label="Valor" className="text-right" {...header} />
          </tr>
        </thead>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- it only follows its anchors' clicks, which Enter on an anchor makes too */}
        <tbody className={BODY} onClick={follow}>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  name="id"
                  value={row.id}
                  form={selectionForm}
                  defaultChecked={selected.includes(row.id)}
                  aria-label={`Selecionar ${row.description}`}
                  className="size-4"
                />
              </td>
              <td className="whitespace-nowrap tabular-nums">{formatDate(row.date)}</td>
              <td>
                <a href={detailHref(row.id)} className="font-medium text-(--primary-text) hover:underline">
                  {row.description}
                </a>
                {row.seriesIndex ? (
                  <span className="ml-1 text-xs text-(--text-muted)">
                    {row.seriesTotal ? `${row.seriesIndex}/${row.seriesTotal}` : `nº ${row.seriesIndex}`}
                  </span>
                ) : null}
                <p className="text-xs text-(--text-muted) md:hidden">
                  {[row.categoryName, row.contactName, row.accountName].filter(Boolean).join(" · ")}
                </p>
              </td>
              <td className={WIDE}>{row.categoryName ?? "—"}</td>
              <td className={WIDE}>{row.contactName ?? "—"}</td>
              <td className={WIDE}>{row.accountName}</td>
              <td>
                <StatusBadge status={row.status} label={statusLabels[row.status] ?? row.status} />
              </td>
              <td className="text-right">
                {money(row.direction === "saida" ? -row.amountCents : row.amountCents)}
                {row.openCents > 0 && row.openCents < row.amountCents ? (
                  <p className="text-xs text-(--text-muted)">em aberto {money(row.openCents)}</p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-(--surface-border) bg-(--surface-hover)/50">
          <tr>
            <th scope="row" colSpan={2} className={`${CELL} text-left font-semibold`}>
              Totais do filtro
            </th>
            <td colSpan={6} className={CELL}>
              <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1" data-testid="totals">
                <Total label="Entradas" cents={totals.inflowCents} />
                <Total label="Saídas" cents={-totals.outflowCents} />
                <Total label="Resultado" cents={totals.resultCents} strong />
                <Total label="A receber em aberto" cents={totals.receivableCents} />
                <Total label="A pagar em aberto" cents={totals.payableCents} />
              </dl>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Total({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="flex items-baseline gap-2">
      <dt className="text-(--text-muted)">{label}</dt>
      <dd className={strong ? "font-semibold" : ""}>
        <Money cents={cents} />
      </dd>
    </div>
  );
}
