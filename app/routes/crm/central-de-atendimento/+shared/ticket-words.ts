/** How the atendimento page words its timeline events, in pt-BR. */
import { formatInstant } from "~/config/format";
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "~/modules/crm/status";
import type { TimelineEntry } from "~/modules/crm/ticket-detail.server";

const status = (value: string | null) =>
  value ? (TICKET_STATUS_LABELS[value as keyof typeof TICKET_STATUS_LABELS] ?? value) : "";
const priority = (value: string | null) =>
  value ? (TICKET_PRIORITY_LABELS[value as keyof typeof TICKET_PRIORITY_LABELS] ?? value) : "";

/** One event as a sentence: "Ana Lima mudou o status de Aberto para Resolvido". */
export function describeChange(entry: TimelineEntry): string {
  const who = entry.authorName ?? "O sistema";
  const detail = entry.detail;
  if (!detail) return who;
  switch (detail.field) {
    case "status":
      return entry.authorName === null && detail.to === "aberto"
        ? `Reaberto (${status(detail.from)} → Aberto)`
        : `${who} mudou o status de ${status(detail.from)} para ${status(detail.to)}`;
    case "priority":
      return `${who} mudou a prioridade de ${priority(detail.from)} para ${priority(detail.to)}`;
    case "assignee":
      return detail.to ? `${who} atribuiu a ${detail.toName ?? "um agente"}` : `${who} removeu o responsável`;
    case "label":
      return detail.to ? `${who} adicionou a etiqueta “${detail.to}”` : `${who} removeu a etiqueta “${detail.from}”`;
    case "snooze":
      return detail.to ? `${who} adiou até ${formatInstant(detail.to)}` : `${who} adiou até a resposta do contato`;
  }
}
