import { Link } from "react-router";
import { SortHeader, TABLE_HEAD, type TableSort, TABLE_BOX } from "~/components/ui/sort-header";
import { Money } from "~/components/finance/money";
import { formatDate } from "~/config/format";

export interface SaleTableRow {
  id: string;
  code: string;
  status: string;
  saleDate: string;
  contactName: string;
  sellerName: string | null;
  totalCents: number;
}

const CELL = "px-3 py-2 align-top";
const WIDE = "hidden md:table-cell";

const TONES: Record<string, string> = {
  rascunho: "border-(--surface-border) bg-(--surface-hover) text-(--text-color)",
  enviada:
    "border-sky-600/40 bg-sky-50 text-sky-900 in-data-[scheme=dark]:bg-sky-400/15 in-data-[scheme=dark]:text-sky-100 in-data-[scheme=dim]:bg-sky-400/15 in-data-[scheme=dim]:text-sky-100",
  aprovada:
    "border-amber-600/40 bg-amber-50 text-amber-900 in-data-[scheme=dark]:bg-amber-400/15 in-data-[scheme=dark]:text-amber-200 in-data-[scheme=dim]:bg-amber-400/15 in-data-[scheme=dim]:text-amber-100",
  faturada:
    "border-emerald-600/40 bg-emerald-50 text-emerald-900 in-data-[scheme=dark]:bg-emerald-400/15 in-data-[scheme=dark]:text-emerald-200 in-data-[scheme=dim]:bg-emerald-400/15 in-data-[scheme=dim]:text-emerald-100",
  cancelada: "border-(--surface-border) text-(--text-muted) line-through",
};

/** A sale's status (`status`: rascunho, enviada…) in its words (`label`), with a tone; the words carry the meaning. */
export function SaleStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status] ?? TONES.rascunho}`}
    >
      {label}
    </span>
  );
}

export function SalesTable({
  rows,
  statusLabels,
  sort,
  sortHref,
  detailHref,
  totals,
}: {
  rows: SaleTableRow[];
  statusLabels: Record<string, string>;
  sort: TableSort;
  sortHref: (sort: TableSort) => string;
  detailHref: (id: string) => string;
  totals: { count: number; totalCents: number };
}) {
  const header = { sort, sortHref };
  return (
    <div className={TABLE_BOX}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Vendas do período, com os totais do filtro na última linha</caption>
        <thead className="border-b border-(--surface-border)">
          <tr>
            <SortHeader by="number" label="Número" {...header} />
            <SortHeader by="date" label="Data" className={WIDE} {...header} />
            <SortHeader by="customer" label="Cliente" className={WIDE} {...header} />
            <th scope="col" className={`${TABLE_HEAD} ${WIDE}`}>
              Vendedor
            </th>
            <th scope="col" className={TABLE_HEAD}>
              Situação
            </th>
            <SortHeader by="total" label="Total" className="text-right" {...header} />
          </tr>
        </thead>
        <tbody className="divide-y divide-(--surface-border)">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-(--surface-hover)">
              <td className={CELL}>
                <Link to={detailHref(row.id)} className="font-medium whitespace-nowrap text-(--primary-text) hover:underline">
                  {row.code || "Sem número"}
                </Link>
                <p className="text-xs text-(--text-muted) md:hidden">
                  {[formatDate(row.saleDate), row.contactName, row.sellerName].filter(Boolean).join(" · ")}
                </p>
              </td>
              <td className={`${CELL} ${WIDE} whitespace-nowrap tabular-nums`}>{formatDate(row.saleDate)}</td>
              <td className={`${CELL} ${WIDE}`}>{row.contactName}</td>
              <td className={`${CELL} ${WIDE}`}>{row.sellerName ?? "—"}</td>
              <td className={CELL}>
                <SaleStatusBadge status={row.status} label={statusLabels[row.status] ?? row.status} />
              </td>
              <td className={`${CELL} text-right`}>
                <Money cents={row.totalCents} className={row.status === "cancelada" ? "line-through" : ""} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-(--surface-border) bg-(--surface-hover)/50">
          <tr>
            <th scope="row" colSpan={2} className={`${CELL} text-left font-semibold`}>
              Totais do filtro
            </th>
            <td colSpan={4} className={`${CELL} text-right`} data-testid="totals">
              {totals.count === 1 ? "1 venda" : `${totals.count} vendas`} ·{" "}
              <span className="font-semibold">
                <Money cents={totals.totalCents} />
              </span>{" "}
              <span className="text-xs text-(--text-muted)">(sem as canceladas)</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
