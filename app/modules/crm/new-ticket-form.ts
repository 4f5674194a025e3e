import type { TicketChannel, TicketPriority } from "~/db/schema/crm";
import { contactSchema, type ContactInput } from "~/modules/contacts/schemas";
import { TICKET_CHANNELS, TICKET_PRIORITIES } from "./status";
import { checkBody, checkLabels, checkSubject, TicketRefusal } from "./ticket-text";

export interface NewTicketFields {
  contact: { kind: "existing"; contactId: string } | { kind: "new"; contact: ContactInput };
  subject: string;
  channel: TicketChannel;
  priority: TicketPriority;
  assigneeId: string | null;
  labels: string[];
  message: string;
  messageFrom: "contato" | "agente";
}

export type FieldErrors = Partial<Record<string, string>>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

function refusalOf(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof TicketRefusal) return error.message;
    throw error;
  }
}

/** The form's values, or its field errors; `selfId` stands for "eu". */
export function parseNewTicket(form: FormData, selfId: string): { value: NewTicketFields } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  let contact: NewTicketFields["contact"] | null = null;
  if (text(form, "contato") === "novo") {
    const parsed = contactSchema.safeParse({
      name: text(form, "novoNome"),
      roles: ["cliente"],
      email: text(form, "novoEmail"),
      phone: text(form, "novoTelefone"),
    });
    if (parsed.success) contact = { kind: "new", contact: parsed.data };
    else
      for (const issue of parsed.error.issues) {
        const field = { name: "novoNome", email: "novoEmail", phone: "novoTelefone" }[String(issue.path[0])] ?? "novoNome";
        errors[field] ??= issue.message;
      }
  } else if (text(form, "contatoId")) contact = { kind: "existing", contactId: text(form, "contatoId") };
  else errors.contatoId = "Escolha um contato da lista.";
  const labels = text(form, "etiquetas")
    .split(",")
    .map((label) => label.trim())
    .filter(Boolean);
  errors.assunto = refusalOf(() => checkSubject(text(form, "assunto"))) ?? undefined;
  errors.mensagem = refusalOf(() => checkBody(text(form, "mensagem"))) ?? undefined;
  errors.etiquetas = refusalOf(() => checkLabels(labels)) ?? undefined;
  const channel = text(form, "canal") as TicketChannel;
  if (!TICKET_CHANNELS.includes(channel)) errors.canal = "Escolha um canal da lista.";
  const priority = text(form, "prioridade") as TicketPriority;
  if (!TICKET_PRIORITIES.includes(priority)) errors.prioridade = "Escolha uma prioridade da lista.";
  const present = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors;
  if (Object.keys(present).length > 0 || !contact) return { errors: present };
  const who = text(form, "responsavel");
  return {
    value: {
      contact,
      subject: checkSubject(text(form, "assunto")),
      channel,
      priority,
      assigneeId: who === "eu" ? selfId : who || null,
      labels: checkLabels(labels),
      message: checkBody(text(form, "mensagem")),
      messageFrom: text(form, "origem") === "agente" ? "agente" : "contato",
    },
  };
}
