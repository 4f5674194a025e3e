import { TABLE_HEAD, TABLE_BOX } from "~/components/ui/sort-header";

export interface AuditTableRow {
  id: string;
  /** Already formatted: "24/11/2026 11:41:20". */
  when: string;
  /** ISO 8601, for the <time> element. */
  occurredAt: string;
  actorName: string;
  action: string;
  actionLabel: string;
  targetLabel: string;
  detail: string;
}

const CELL = "px-3 py-2 align-top";

export function AuditTable({ rows }: { rows: AuditTableRow[] }) {
  return (
    <div className={TABLE_BOX}>
      <table className="w-full text-sm">
        <caption className="sr-only">Eventos do registro de auditoria, do mais recente ao mais antigo</caption>
        <thead className="border-b border-(--surface-border)">
          <tr>
            <th scope="col" className={TABLE_HEAD}>
              Data e hora
            </th>
            <th scope="col" className={TABLE_HEAD}>
              Pessoa
            </th>
            <th scope="col" className={TABLE_HEAD}>
              Ação
            </th>
            <th scope="col" className={TABLE_HEAD}>
              Alvo
            </th>
            <th scope="col" className={`${TABLE_HEAD} hidden md:table-cell`}>
              Detalhes
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-action={row.action} className="border-b border-(--surface-border) last:border-0">
              <td className={`${CELL} whitespace-nowrap text-(--text-muted)`}>
                <time dateTime={row.occurredAt}>{row.when}</time>
              </td>
              <td className={CELL}>{row.actorName}</td>
              <td className={CELL}>{row.actionLabel}</td>
              <td className={`${CELL} break-words`}>
                {row.targetLabel}
                {row.detail ? <span className="mt-0.5 block text-xs text-(--text-muted) md:hidden">{row.detail}</span> : null}
              </td>
              <td className={`${CELL} hidden text-(--text-muted) md:table-cell`}>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
