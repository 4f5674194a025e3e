/**
 * The Novo atendimento form read from its fields: the contato (one of the
 * list, `contato=existente` + `contatoId`, or a new one typed in place:
 * `novoNome`, `novoEmail`, `novoTelefone`), `assunto`, `canal`,
 * `prioridade`, `responsavel` (an id, "eu" or empty), `etiquetas`
 * (separated by commas), `mensagem` and `origem` (contato: what the
 * contact asked; agente: a resposta e-mailed to the contact). Field errors
 * in pt-BR by field name. Pure; safe for the browser bundle.
 */
import { z } from "~/config/zod";
import type { TicketChannel, TicketPriority } from "~/db/schema/crm";
import { contactSchema, type ContactInput } from "~/modules/contacts/schemas";
import { TICKET_CHANNELS, TICKET_PRIORITIES } from "./status";
import { checkBody, checkLabels, checkSubject, TicketRefusal } from "./ticket-text";

export interface NewTicketFields {
  contact: { kind: "existing"; contactId: string } | { kind: "new"; contact: ContactInput };
  subject: string;
  channel: TicketChannel;
  priority: TicketPriority;
  /** A member's id or null; "eu" already replaced. */
  assigneeId: string | null;
  labels: string[];
  message: string;
  messageFrom: "contato" | "agente";
}

export type FieldErrors = Partial<Record<string, string>>;

function refusalOf(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof TicketRefusal) return error.message;
    throw error;
  }
}

/** A field as posted; Conform sends a blank one as undefined. */
const text = z
  .string()
  .optional()
  .transform((value) => value ?? "");

/** `text` refused with the module's own message when `check` throws a TicketRefusal. */
const checked = (check: (value: string) => unknown) =>
  text.superRefine((value, ctx) => {
    const message = refusalOf(() => check(value));
    if (message) ctx.addIssue({ code: "custom", message });
  });

const labelList = (value: string) =>
  value
    .split(",")
    .map((label) => label.trim())
    .filter(Boolean);

const NEW_CONTACT_FIELDS: Record<string, string> = { name: "novoNome", email: "novoEmail", phone: "novoTelefone" };

/** The form's fields, with pt-BR errors by field name; the value still says "eu" for the agent. */
export const newTicketSchema = z
  .object({
    contato: text,
    contatoId: text,
    novoNome: text,
    novoEmail: text,
    novoTelefone: text,
    assunto: checked(checkSubject),
    canal: text.refine((value) => (TICKET_CHANNELS as readonly string[]).includes(value), "Escolha um canal da lista."),
    prioridade: text.refine(
      (value) => (TICKET_PRIORITIES as readonly string[]).includes(value),
      "Escolha uma prioridade da lista.",
    ),
    responsavel: text,
    etiquetas: checked((value) => checkLabels(labelList(value))),
    mensagem: checked(checkBody),
    origem: text,
  })
  .superRefine((form, ctx) => {
    if (form.contato !== "novo") {
      if (!form.contatoId) ctx.addIssue({ code: "custom", path: ["contatoId"], message: "Escolha um contato da lista." });
      return;
    }
    const parsed = contactSchema.safeParse({
      name: form.novoNome,
      roles: ["cliente"],
      email: form.novoEmail,
      phone: form.novoTelefone,
    });
    const reported = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = NEW_CONTACT_FIELDS[String(issue.path[0])] ?? "novoNome";
      if (!reported.has(field)) ctx.addIssue({ code: "custom", path: [field], message: issue.message });
      reported.add(field);
    }
  });

/** The form's values, or its field errors; `selfId` stands for "eu". */
export function parseNewTicket(form: FormData, selfId: string): { value: NewTicketFields } | { errors: FieldErrors } {
  const fields = Object.fromEntries([...form.entries()].filter((entry) => typeof entry[1] === "string"));
  const parsed = newTicketSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { errors };
  }
  const value = parsed.data;
  const newContact = () =>
    contactSchema.parse({ name: value.novoNome, roles: ["cliente"], email: value.novoEmail, phone: value.novoTelefone });
  return {
    value: {
      contact:
        value.contato === "novo" ? { kind: "new", contact: newContact() } : { kind: "existing", contactId: value.contatoId },
      subject: checkSubject(value.assunto),
      channel: value.canal as TicketChannel,
      priority: value.prioridade as TicketPriority,
      assigneeId: value.responsavel === "eu" ? selfId : value.responsavel || null,
      labels: checkLabels(labelList(value.etiquetas)),
      message: checkBody(value.mensagem),
      messageFrom: value.origem === "agente" ? "agente" : "contato",
    },
  };
}
