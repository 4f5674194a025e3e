/** The heading of an atendimento's page, as the page shows it. Pure; safe for the browser bundle. */
import { slaReading, type SlaTone } from "./sla";
import { TICKET_CHANNEL_LABELS, TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from "./status";
import type { TicketDetail } from "./ticket-detail.server";

export interface TicketHeading {
  code: string;
  subject: string;
  /** Status, priority and channel, in pt-BR. */
  tags: string[];
  /** The SLA's nearest target as read at the loader's `now`. */
  sla: { text: string; tone: SlaTone };
}

/** `ticket`'s heading at `now`: code, subject, the tags 'Aberto', 'Prioridade alta', 'E-mail' and the SLA reading ('Solução vence em 40 min'). */
export function ticketHeading(
  ticket: Pick<
    TicketDetail,
    | "code"
    | "subject"
    | "status"
    | "priority"
    | "channel"
    | "firstResponseDueAt"
    | "resolutionDueAt"
    | "firstRespondedAt"
    | "resolvedAt"
    | "slaPausedAt"
  >,
  now: Date,
): TicketHeading {
  return {
    code: ticket.code,
    subject: ticket.subject,
    tags: [
      TICKET_STATUS_LABELS[ticket.status],
      `Prioridade ${TICKET_PRIORITY_LABELS[ticket.priority].toLowerCase()}`,
      TICKET_CHANNEL_LABELS[ticket.channel],
    ],
    sla: slaReading({ ...ticket, pausedAt: ticket.slaPausedAt }, now),
  };
}
