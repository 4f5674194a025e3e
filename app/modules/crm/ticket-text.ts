/**
 * The bounds and pt-BR refusals of what an atendimento carries (assunto,
 * messages, etiquetas) and its search text. The module checks them again
 * whatever a form or the API checked, so bad input never reaches a table.
 * Pure; safe for the browser bundle.
 */
import { formatNumber } from "~/config/format";
import { fold, hasControlCharacter } from "~/config/text-rules";
import { documentCode } from "~/modules/document-code";

export const SUBJECT_MAX = 200;
/** Characters of one message, reply or note. */
export const BODY_MAX = 10_000;
export const LABEL_MAX = 40;
export const LABELS_PER_TICKET = 20;

export const TICKET_MESSAGES = {
  subject: `Informe o assunto (até ${SUBJECT_MAX} caracteres).`,
  bodyEmpty: "Escreva a mensagem.",
  bodyTooLong: `A mensagem pode ter até ${formatNumber(BODY_MAX)} caracteres.`,
  control: "O texto tem caracteres de controle, que não são aceitos.",
  label: `Cada etiqueta tem de 1 a ${LABEL_MAX} caracteres.`,
  tooManyLabels: `Um atendimento pode ter até ${LABELS_PER_TICKET} etiquetas.`,
  contact: "Escolha um contato da lista.",
  duplicateContact: "Já existe um contato com este documento.",
  assignee: "Escolha um responsável da lista.",
  assigneeInactive: "Este membro está bloqueado ou desabilitado e não pode receber atendimentos. Escolha outro responsável.",
  snoozePast: "Escolha uma data futura para adiar.",
  move: "Essa mudança de status não é permitida.",
  none: "Nenhum atendimento foi alterado.",
  stale: "Este atendimento foi alterado por outra pessoa. Os valores abaixo são os atuais: confira e repita a mudança.",
} as const;

/** A pt-BR refusal of bad input; nothing was written. */
export class TicketRefusal extends Error {
  override readonly name = "TicketRefusal";
}

/** `body` trimmed of blank lines around it; throws TicketRefusal when empty, too long or with control characters. */
export function checkBody(body: string): string {
  const text = body.replace(/^\s*\n/, "").trimEnd();
  if (!text.trim()) throw new TicketRefusal(TICKET_MESSAGES.bodyEmpty);
  if (text.length > BODY_MAX) throw new TicketRefusal(TICKET_MESSAGES.bodyTooLong);
  if (hasControlCharacter(text)) throw new TicketRefusal(TICKET_MESSAGES.control);
  return text;
}

/** The assunto trimmed; throws TicketRefusal when empty, too long or with control characters. */
export function checkSubject(subject: string): string {
  const text = subject.trim().replace(/\s+/g, " ");
  if (!text || text.length > SUBJECT_MAX) throw new TicketRefusal(TICKET_MESSAGES.subject);
  if (hasControlCharacter(text)) throw new TicketRefusal(TICKET_MESSAGES.control);
  return text;
}

/** An etiqueta as stored: folded, blanks collapsed; throws TicketRefusal outside 1..40 characters. */
export function checkLabel(label: string): string {
  const text = fold(label).trim().replace(/\s+/g, " ");
  if (!text || text.length > LABEL_MAX || hasControlCharacter(text)) throw new TicketRefusal(TICKET_MESSAGES.label);
  return text;
}

/** The distinct etiquetas of a list, checked; throws TicketRefusal on a bad one or too many. */
export function checkLabels(labels: readonly string[]): string[] {
  const distinct = [...new Set(labels.map(checkLabel))];
  if (distinct.length > LABELS_PER_TICKET) throw new TicketRefusal(TICKET_MESSAGES.tooManyLabels);
  return distinct;
}

/** `crm_tickets.search_text`: code (AT-000123), assunto, contact name and e-mail, folded. */
export function ticketSearchText(ticket: { number: number; subject: string; contactName: string; contactEmail: string | null }) {
  return fold([documentCode("AT", ticket.number), ticket.subject, ticket.contactName, ticket.contactEmail ?? ""].join(" "))
    .replace(/\s+/g, " ")
    .trim();
}
