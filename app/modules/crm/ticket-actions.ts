import { z } from "~/config/zod";
import type { TicketPriority, TicketStatus } from "~/db/schema/crm";
import { saoPauloLocalToIso } from "./sla";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "./status";
import { TICKET_MESSAGES } from "./ticket-text";

/** `snooze.until`: ISO instant in the future, or null for "até a resposta do contato". */
export type TicketChange =
  | { kind: "assign"; assigneeId: string | null }
  | { kind: "status"; status: TicketStatus }
  | { kind: "priority"; priority: TicketPriority }
  | { kind: "label"; label: string; add: boolean }
  | { kind: "snooze"; until: string | null };

export const CHANGE_INTENTS = ["atribuir", "status", "prioridade", "etiqueta", "adiar"] as const;

const SNOOZE_DATE_MESSAGE = "Informe a data e a hora até quando adiar.";

/** The side panel's forms, one per `intent`; pt-BR messages on the field they are about. */
export const ticketChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("atribuir"), responsavel: z.string().optional() }),
    z.object({
      intent: z.literal("status"),
      status: z.enum(TICKET_STATUSES as [TicketStatus, ...TicketStatus[]], { error: "Escolha um status da lista." }),
    }),
    z.object({
      intent: z.literal("prioridade"),
      prioridade: z.enum(TICKET_PRIORITIES as [TicketPriority, ...TicketPriority[]], {
        error: "Escolha uma prioridade da lista.",
      }),
    }),
    z.object({
      intent: z.literal("etiqueta"),
      etiqueta: z.string({ error: TICKET_MESSAGES.label }),
      acao: z.string().optional(),
    }),
    z
      .object({ intent: z.literal("adiar"), ate: z.string().optional(), data: z.string().optional() })
      .refine((value) => value.ate === "contato" || saoPauloLocalToIso(value.data ?? "") !== null, {
        message: SNOOZE_DATE_MESSAGE,
        path: ["data"],
      }),
  ],
  { error: "Escolha uma das ações do atendimento." },
);

export type TicketChangeInput = z.output<typeof ticketChangeSchema>;

/** The change a valid form asks for, `selfId` standing for "eu" and an empty responsável for nobody. */
export function ticketChangeOf(value: TicketChangeInput, selfId: string): TicketChange {
  switch (value.intent) {
    case "atribuir":
      return { kind: "assign", assigneeId: value.responsavel === "eu" ? selfId : value.responsavel || null };
    case "status":
      return { kind: "status", status: value.status };
    case "prioridade":
      return { kind: "priority", priority: value.prioridade };
    case "etiqueta":
      return { kind: "label", label: value.etiqueta, add: value.acao !== "remover" };
    case "adiar":
      return { kind: "snooze", until: value.ate === "contato" ? null : saoPauloLocalToIso(value.data ?? "") };
  }
}
