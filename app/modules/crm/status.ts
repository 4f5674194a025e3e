import type { TicketChannel, TicketPriority, TicketStatus } from "~/db/schema/crm";

export const TICKET_STATUSES: readonly TicketStatus[] = ["aberto", "pendente", "adiado", "resolvido"];
export const TICKET_PRIORITIES: readonly TicketPriority[] = ["urgente", "alta", "media", "baixa"];
export const TICKET_CHANNELS: readonly TicketChannel[] = ["email", "whatsapp", "telefone", "chat", "formulario"];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  aberto: "Aberto",
  pendente: "Pendente",
  adiado: "Adiado",
  resolvido: "Resolvido",
};

export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  urgente: "Urgente",
  alta: "Alta",
  media: "Média",
  baixa: "Baixa",
};

export const TICKET_CHANNEL_LABELS: Record<TicketChannel, string> = {
  email: "E-mail",
  whatsapp: "WhatsApp",
  telefone: "Telefone",
  chat: "Chat",
  formulario: "Formulário",
};

const MOVES: Record<TicketStatus, readonly TicketStatus[]> = {
  aberto: ["pendente", "adiado", "resolvido"],
  pendente: ["aberto", "adiado", "resolvido"],
  adiado: ["aberto", "pendente", "resolvido"],
  resolvido: ["aberto"],
};

/** The statuses an atendimento in `from` may be moved to by an agent. */
export const ticketMovesFrom = (from: TicketStatus): readonly TicketStatus[] => MOVES[from];

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean => MOVES[from].includes(to);

/** The status after the contact writes: anything but aberto reopens. */
export const statusAfterContactMessage = (_from: TicketStatus): TicketStatus => "aberto";

/** True when an adiado atendimento's time has come at `now`; one adiado until the contact's next message wakes only through statusAfterContactMessage. */
export const shouldWake = (ticket: { status: TicketStatus; snoozedUntil: string | null }, now: Date): boolean =>
  ticket.status === "adiado" && ticket.snoozedUntil !== null && Date.parse(ticket.snoozedUntil) <= now.getTime();
