import type { TicketPriority, TicketStatus } from "~/db/schema/crm";
import { saoPauloLocalToIso } from "./sla";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "./status";

/** `snooze.until`: ISO instant in the future, or null for "até a resposta do contato". */
export type TicketChange =
  | { kind: "assign"; assigneeId: string | null }
  | { kind: "status"; status: TicketStatus }
  | { kind: "priority"; priority: TicketPriority }
  | { kind: "label"; label: string; add: boolean }
  | { kind: "snooze"; until: string | null };

export const CHANGE_INTENTS = ["atribuir", "status", "prioridade", "etiqueta", "adiar"] as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The change a form asks for, `selfId` standing for "eu"; or a pt-BR refusal. */
export function parseTicketChange(form: FormData, selfId: string): { change: TicketChange } | { error: string } {
  switch (text(form, "intent")) {
    case "atribuir": {
      const who = text(form, "responsavel");
      return { change: { kind: "assign", assigneeId: who === "eu" ? selfId : who || null } };
    }
    case "status": {
      const status = text(form, "status") as TicketStatus;
      return TICKET_STATUSES.includes(status) ? { change: { kind: "status", status } } : { error: "Escolha um status da lista." };
    }
    case "prioridade": {
      const priority = text(form, "prioridade") as TicketPriority;
      return TICKET_PRIORITIES.includes(priority)
        ? { change: { kind: "priority", priority } }
        : { error: "Escolha uma prioridade da lista." };
    }
    case "etiqueta":
      return { change: { kind: "label", label: text(form, "etiqueta"), add: text(form, "acao") !== "remover" } };
    case "adiar": {
      if (text(form, "ate") === "contato") return { change: { kind: "snooze", until: null } };
      const until = saoPauloLocalToIso(text(form, "data"));
      return until ? { change: { kind: "snooze", until } } : { error: "Informe a data e a hora até quando adiar." };
    }
    default:
      return { error: "Escolha uma das ações do atendimento." };
  }
}
