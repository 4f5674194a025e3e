import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import type { EntryFields } from "./entries-table";
import { Money } from "./money";
import { StatusBadge } from "./status-badge";
import { formatDate } from "~/config/format";
import { IdempotencyField } from "~/web/idempotency";
import { TABLE_BOX } from "~/components/ui/sort-header";

const HEAD = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-(--text-muted) uppercase";
const CELL = "px-3 py-2 align-top";
const WIDE = "hidden md:table-cell";

function SettleButton({ row, verb }: { row: EntryFields; verb: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === row.id;
  return (
    <Form method="post" className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
      <input type="hidden" name="id" value={row.id} />
      <IdempotencyField />
      <Button type="submit" disabled={busy} className="px-3 py-1">
        {busy ? "Aguarde…" : verb}
        <span className="sr-only"> {row.description}</span>
      </Button>
    </Form>
  );
}

export function DueTable({
  rows,
  statusLabels,
  verb,
  detailHref,
  rowActions,
}: {
  rows: EntryFields[];
  statusLabels: Record<string, string>;
  verb: string;
  detailHref: (id: string) => string;
  /** More actions of a row still open, under its settle button (a receivable's charge). */
  rowActions?: (row: EntryFields) => ReactNode;
}) {
  return (
    <div className={TABLE_BOX}>
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-(--surface-border)">
          <tr>
            <th scope="col" className={HEAD}>
              Vencimento
            </th>
            <th scope="col" className={HEAD}>
              Descrição
            </th>
            <th scope="col" className={`${HEAD} ${WIDE}`}>
              Contato
            </th>
            <th scope="col" className={`${HEAD} ${WIDE}`}>
              Conta
            </th>
            <th scope="col" className={HEAD}>
              Situação
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Em aberto
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-(--surface-border)">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-(--surface-hover)">
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{formatDate(row.dueDate)}</td>
              <td className={CELL}>
                <Link to={detailHref(row.id)} className="font-medium text-(--primary-text) hover:underline">
                  {row.description}
                </Link>
                <p className="text-xs text-(--text-muted)">
                  {[row.categoryName, row.seriesIndex && row.seriesTotal ? `parcela ${row.seriesIndex}/${row.seriesTotal}` : null]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </td>
              <td className={`${CELL} ${WIDE}`}>{row.contactName ?? "—"}</td>
              <td className={`${CELL} ${WIDE}`}>{row.accountName}</td>
              <td className={CELL}>
                <StatusBadge status={row.status} label={statusLabels[row.status] ?? row.status} />
              </td>
              <td className={`${CELL} text-right`}>
                <Money cents={row.openCents} />
                {row.openCents !== row.amountCents ? (
                  <p className="text-xs text-(--text-muted)">
                    de <Money cents={row.amountCents} />
                  </p>
                ) : null}
              </td>
              <td className={`${CELL} text-right`}>
                {row.openCents > 0 && row.status !== "cancelado" ? (
                  <div className="flex flex-col items-end gap-1">
                    <SettleButton row={row} verb={verb} />
                    <Link to={detailHref(row.id)} className="text-xs text-(--primary-text) hover:underline">
                      Outra data ou valor
                      <span className="sr-only">: {row.description}</span>
                    </Link>
                    {rowActions?.(row)}
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
