/** Plain text only: nothing a contact wrote is rendered as HTML. */
import { Link } from "react-router";

export interface TicketRowView {
  id: string;
  code: string;
  subject: string;
  contactName: string;
  statusLabel: string;
  priority: string;
  priorityLabel: string;
  channelLabel: string;
  assigneeName: string | null;
  labels: string[];
  sla: { text: string; tone: keyof typeof SLA_CLASS };
  activityLabel: string;
  /** ISO 8601, for the <time> element. */
  lastActivityAt: string;
  unread: boolean;
  href: string;
}

const SLA_CLASS = {
  none: "text-(--text-muted)",
  paused: "text-(--text-muted) italic",
  late: "font-semibold text-(--danger-color)",
  soon: "font-semibold text-amber-700 dark:text-amber-400",
  ok: "text-(--text-color)",
} as const;

const PRIORITY_CLASS: Record<string, string> = {
  urgente: "border-(--danger-color) text-(--danger-color)",
  alta: "border-amber-600 text-amber-800 dark:text-amber-300",
};

export function TicketRows({
  rows,
  selectionForm,
  selected,
}: {
  rows: TicketRowView[];
  selectionForm: string;
  selected?: string[];
}) {
  return (
    <ul
      aria-label="Atendimentos"
      className="divide-y divide-(--surface-border) rounded-xl border border-(--surface-border) bg-(--surface-card)"
    >
      {rows.map((row) => (
        <li key={row.id} className={`flex gap-3 p-3 ${row.unread ? "bg-(--primary-soft)" : ""}`}>
          <input
            type="checkbox"
            name="id"
            value={row.id}
            form={selectionForm}
            defaultChecked={selected?.includes(row.id)}
            aria-label={`Selecionar ${row.code}`}
            className="mt-1 size-4 shrink-0"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link
                to={row.href}
                preventScrollReset
                className={`min-w-0 truncate hover:underline ${row.unread ? "font-semibold" : ""}`}
              >
                {row.unread ? (
                  <>
                    <span aria-hidden className="mr-1 inline-block size-2 rounded-full bg-(--primary-color)" />
                    <span className="sr-only">Não lido: </span>
                  </>
                ) : null}
                <span className="text-(--text-muted)">{row.code}</span> {row.subject}
              </Link>
              <time dateTime={row.lastActivityAt} className="shrink-0 text-xs text-(--text-muted)">
                {row.activityLabel}
              </time>
            </div>
            <p className="truncate text-sm text-(--text-muted)">{row.contactName}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
              <span>{row.statusLabel}</span>
              <span className={`rounded border px-1 ${PRIORITY_CLASS[row.priority] ?? "border-(--surface-border)"}`}>
                {row.priorityLabel}
              </span>
              <span>{row.channelLabel}</span>
              <span className="text-(--text-muted)">{row.assigneeName ?? "Não atribuído"}</span>
              <span className={SLA_CLASS[row.sla.tone]}>{row.sla.text}</span>
              {row.labels.map((label) => (
                <span key={label} className="rounded-full bg-(--surface-hover) px-2">
                  {label}
                </span>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
