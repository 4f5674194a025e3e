/** An atendimento's timeline and its notas internas; every body is shown as text. */
import { href } from "react-router";
import { formatFileSize, formatInstant } from "~/config/format";
import type { TimelineEntry } from "~/modules/crm/ticket-detail.server";
import { describeChange } from "./ticket-words";

/** A message's files, each a download (a member of the organization only). */
function Attachments({ ticketId, entry }: { ticketId: string; entry: TimelineEntry }) {
  if (entry.attachments.length === 0) return null;
  return (
    <ul aria-label="Anexos" className="mt-2 flex flex-wrap gap-2 text-xs">
      {entry.attachments.map((file) => (
        <li key={file.id}>
          <a
            href={href("/crm/central-de-atendimento/:id/anexos/:attachmentId", { id: ticketId, attachmentId: file.id })}
            download={file.fileName}
            className="inline-block rounded border border-(--surface-border) px-2 py-1 text-(--primary-text) hover:underline"
          >
            {file.fileName} ({formatFileSize(file.sizeBytes)})
          </a>
        </li>
      ))}
    </ul>
  );
}

function Bubble({ ticketId, entry }: { ticketId: string; entry: TimelineEntry }) {
  const fromContact = entry.kind === "mensagem";
  const who = fromContact
    ? "Contato"
    : entry.kind === "nota"
      ? `Nota de ${entry.authorName ?? "agente"}`
      : (entry.authorName ?? "Agente");
  return (
    <li
      data-kind={entry.kind}
      className={`max-w-[48rem] rounded-lg border p-3 text-sm ${
        fromContact
          ? "border-(--surface-border) bg-(--surface-card)"
          : entry.kind === "nota"
            ? "border-amber-400/60 bg-amber-50 text-amber-950"
            : "ml-auto border-(--primary-color)/30 bg-(--surface-hover)"
      }`}
    >
      <p className="mb-1 flex flex-wrap justify-between gap-2 text-xs text-(--text-muted)">
        <span className="font-semibold">{entry.kind === "resposta" ? `${who} respondeu` : who}</span>
        <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
      </p>
      <p className="break-words whitespace-pre-wrap text-(--text-color)">{entry.body}</p>
      <Attachments ticketId={ticketId} entry={entry} />
    </li>
  );
}

export function TicketTimeline({ ticketId, timeline }: { ticketId: string; timeline: TimelineEntry[] }) {
  const conversation = timeline.filter((entry) => entry.kind !== "nota");
  const notes = timeline.filter((entry) => entry.kind === "nota");
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <section aria-labelledby="conversa" className="space-y-2">
        <h3 id="conversa" className="text-base font-semibold text-(--text-color)">
          Conversa
        </h3>
        <ol className="space-y-2">
          {conversation.map((entry) =>
            entry.kind === "evento" ? (
              <li key={entry.id} className="text-center text-xs text-(--text-muted)">
                {describeChange(entry)} · <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
              </li>
            ) : (
              <Bubble key={entry.id} ticketId={ticketId} entry={entry} />
            ),
          )}
        </ol>
      </section>
      <section aria-labelledby="notas-internas" className="space-y-2">
        <h3 id="notas-internas" className="text-base font-semibold text-(--text-color)">
          Notas internas
        </h3>
        {notes.length === 0 ? (
          <p className="text-sm text-(--text-muted)">Nenhuma nota interna. Só a equipe vê as notas.</p>
        ) : (
          <ol className="space-y-2">
            {notes.map((entry) => (
              <Bubble key={entry.id} ticketId={ticketId} entry={entry} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
