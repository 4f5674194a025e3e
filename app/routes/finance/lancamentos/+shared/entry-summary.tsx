/** The head of the entry page: description, status, amounts and details. */
import { Money } from "~/components/finance/money";
import { StatusBadge } from "~/components/finance/status-badge";
import { formatDate, formatInstant } from "~/config/format";
import { FREQUENCIES } from "~/modules/finance/recurrence";
import { STATUS_LABELS } from "~/modules/finance/status";
import type { EntryDetail } from "~/modules/finance/types";

const KIND_WORDS = { receita: "Receita", despesa: "Despesa", transferencia: "Transferência" } as const;

function seriesLabel(entry: EntryDetail): string | null {
  if (!entry.series || entry.seriesIndex === null) return null;
  if (entry.series.kind === "parcelamento")
    return `Parcela ${entry.seriesIndex}/${entry.seriesTotal ?? entry.series.occurrences}`;
  const total = entry.seriesTotal ? ` de ${entry.seriesTotal}` : "";
  return `Recorrência ${FREQUENCIES[entry.series.frequency].label.toLowerCase()}: ${entry.seriesIndex}ª${total}`;
}

export function EntrySummary({ entry }: { entry: EntryDetail }) {
  const settledWord = entry.direction === "entrada" ? "Recebido" : "Pago";
  const series = seriesLabel(entry);
  const details: Array<[string, string | null]> = [
    [
      "Tipo",
      entry.kind === "transferencia"
        ? `Transferência (${entry.direction === "entrada" ? "entrada" : "saída"})`
        : KIND_WORDS[entry.kind],
    ],
    ["Vencimento", formatDate(entry.dueDate)],
    ["Competência", formatDate(entry.competenceDate)],
    ["Conta", entry.accountName],
    [entry.direction === "entrada" ? "Conta de origem" : "Conta de destino", entry.counterpartAccount?.name ?? null],
    ["Categoria", entry.categoryName],
    ["Contato", entry.contactName],
    ["Centro de custo", entry.costCenterName],
    ["Série", series],
  ];
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words text-(--text-color)">{entry.description}</h1>
        <StatusBadge status={entry.status} label={STATUS_LABELS[entry.status]} />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Amount label="Valor" cents={entry.amountCents} />
        <Amount label={settledWord} cents={entry.settledCents} />
        <Amount label="Em aberto" cents={entry.openCents} strong />
      </dl>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details.map(([term, value]) =>
          value ? (
            <div key={term} className="flex gap-2">
              <dt className="text-(--text-muted)">{term}:</dt>
              <dd className="text-(--text-color)">{value}</dd>
            </div>
          ) : null,
        )}
        {entry.importedFrom ? (
          <div className="flex gap-2">
            <dt className="text-(--text-muted)">Origem:</dt>
            <dd className="break-all text-(--text-color)">
              Importado da planilha {entry.importedFrom.fileName} em {formatInstant(entry.importedFrom.importedAt, "date")}
            </dd>
          </div>
        ) : null}
      </dl>
      {entry.notes ? (
        <div className="text-sm">
          <p className="text-(--text-muted)">Observações:</p>
          <p className="whitespace-pre-line text-(--text-color)">{entry.notes}</p>
        </div>
      ) : null}
    </header>
  );
}

function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="rounded-md border border-(--surface-border) bg-(--surface-card) px-3 py-2">
      <dt className="text-xs text-(--text-muted)">{label}</dt>
      <dd className={strong ? "text-lg font-semibold" : "text-lg"}>
        <Money cents={cents} />
      </dd>
    </div>
  );
}
