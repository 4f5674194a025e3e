/** What the desk list's loader hands its components, computed on the server so the page hydrates as drawn. */
import type { FilterOption } from "~/components/ui/select-options";
import { formatInstant } from "~/config/format";
import { NOBODY, type TicketQuery, type TicketView } from "~/modules/crm/list-query";
import type { TicketListRow } from "~/modules/crm/list.server";
import { SLA_TEXT, slaReading } from "~/modules/crm/sla";
import {
  TICKET_CHANNEL_LABELS,
  TICKET_CHANNELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from "~/modules/crm/status";

/** `now` plus a minute as a datetime-local value (aaaa-mm-ddThh:mm) in São Paulo (UTC-3 all year). */
export const minSnoozeInput = (now: Date) => new Date(now.getTime() - 3 * 3_600_000 + 60_000).toISOString().slice(0, 16);

/** A row as the list draws it; `href` opens it beside the list. */
export function ticketRowView(row: TicketListRow, now: Date, href: string) {
  return {
    id: row.id,
    code: row.code,
    subject: row.subject,
    contactName: row.contactName,
    statusLabel:
      row.status === "adiado"
        ? row.snoozedUntil
          ? `Adiado até ${formatInstant(row.snoozedUntil, "dayMonthTime")}`
          : "Adiado até a resposta"
        : TICKET_STATUS_LABELS[row.status],
    priority: row.priority,
    priorityLabel: TICKET_PRIORITY_LABELS[row.priority],
    channelLabel: TICKET_CHANNEL_LABELS[row.channel],
    assigneeName: row.assigneeName,
    labels: row.labels,
    // An adiado one comes back with its clock; until then the list says nothing of it.
    sla: row.status === "adiado" ? { text: SLA_TEXT.none, tone: "none" as const } : slaReading(row.sla, now),
    activityLabel: formatInstant(row.lastActivityAt, "dayMonthTime"),
    lastActivityAt: row.lastActivityAt,
    unread: row.unread,
    href,
  };
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>): FilterOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** The selects of the filters form, with the current values. */
export function filterSelects(query: TicketQuery, agents: FilterOption[]) {
  const { filters } = query;
  return [
    {
      name: "status",
      label: "Situação",
      any: "Todas as situações",
      options: options(TICKET_STATUSES, TICKET_STATUS_LABELS),
      value: filters.status,
    },
    {
      name: "prioridade",
      label: "Prioridade",
      any: "Todas as prioridades",
      options: options(TICKET_PRIORITIES, TICKET_PRIORITY_LABELS),
      value: filters.priority,
    },
    {
      name: "canal",
      label: "Canal",
      any: "Todos os canais",
      options: options(TICKET_CHANNELS, TICKET_CHANNEL_LABELS),
      value: filters.channel,
    },
    {
      name: "responsavel",
      label: "Responsável",
      any: "Todos os responsáveis",
      options: [{ value: NOBODY, label: "Não atribuído" }, ...agents],
      value: filters.assignee,
    },
    {
      name: "ordem",
      label: "Ordem",
      any: "Última atividade",
      options: [{ value: "sla", label: "Prazo (SLA) mais próximo" }],
      value: query.sort === "sla" ? "sla" : undefined,
    },
  ];
}

/** What each view says when it holds nothing. */
export const EMPTY_TEXT: Record<TicketView, { title: string; hint: string }> = {
  minhas: { title: "Nenhum atendimento aberto com você.", hint: "Veja os não atribuídos e pegue um para atender." },
  "nao-atribuidas": { title: "Nenhum atendimento sem responsável.", hint: "Tudo o que chegou já tem quem atenda." },
  todas: { title: "Nenhum atendimento ainda.", hint: "Abra um atendimento ou divulgue o formulário de contato." },
  pendentes: { title: "Nenhum atendimento pendente.", hint: "Os que aguardam o contato aparecem aqui." },
  adiadas: {
    title: "Nenhum atendimento adiado.",
    hint: "Os adiados voltam sozinhos na data marcada ou quando o contato responde.",
  },
  resolvidas: { title: "Nenhum atendimento resolvido.", hint: "Os resolvidos aparecem aqui." },
};
