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
import { contactSchema } from "~/modules/contacts/schemas";
import { TICKET_CHANNEL_LABELS, TICKET_CHANNELS, TICKET_PRIORITIES, TICKET_PRIORITY_LABELS } from "./status";
import { BODY_MAX, checkBody, checkLabels, checkSubject, LABEL_MAX, SUBJECT_MAX, TicketRefusal } from "./ticket-text";
import type { OpenTicketInput } from "./tickets.server";

export type FieldErrors = Partial<Record<string, string>>;

/** A form value as text (a file or a missing field is empty). */
const field = z.string().catch("");

const NEW_CONTACT_FIELDS: Record<string, string> = { name: "novoNome", email: "novoEmail", phone: "novoTelefone" };

/** The form's schema; `selfId` stands for "eu" as the responsável. */
export const newTicketSchema = (selfId: string) =>
  z
    .object({
      contato: field,
      contatoId: field,
      novoNome: field,
      novoEmail: field,
      novoTelefone: field,
      assunto: field,
      canal: field,
      prioridade: field,
      responsavel: field,
      etiquetas: field,
      mensagem: field,
      origem: field,
    })
    .transform((form, ctx): OpenTicketInput => {
      const refuse = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const checked = <T>(path: string, check: () => T): T | undefined => {
        try {
          return check();
        } catch (error) {
          if (!(error instanceof TicketRefusal)) throw error;
          refuse(path, error.message);
          return undefined;
        }
      };
      let contact: OpenTicketInput["contact"] | null = null;
      if (form.contato === "novo") {
        const parsed = contactSchema.safeParse({
          name: form.novoNome,
          roles: ["cliente"],
          email: form.novoEmail,
          phone: form.novoTelefone,
        });
        if (parsed.success) contact = { kind: "new", contact: parsed.data };
        else
          for (const issue of parsed.error.issues) refuse(NEW_CONTACT_FIELDS[String(issue.path[0])] ?? "novoNome", issue.message);
      } else if (form.contatoId) contact = { kind: "existing", contactId: form.contatoId };
      else refuse("contatoId", "Escolha um contato da lista.");
      const subject = checked("assunto", () => checkSubject(form.assunto));
      const message = checked("mensagem", () => checkBody(form.mensagem));
      const labels = checked("etiquetas", () =>
        checkLabels(
          form.etiquetas
            .split(",")
            .map((label) => label.trim())
            .filter(Boolean),
        ),
      );
      const channel = TICKET_CHANNELS.find((option) => option === form.canal);
      if (!channel) refuse("canal", "Escolha um canal da lista.");
      const priority = TICKET_PRIORITIES.find((option) => option === form.prioridade);
      if (!priority) refuse("prioridade", "Escolha uma prioridade da lista.");
      if (!contact || subject === undefined || message === undefined || !labels || !channel || !priority) return z.NEVER;
      return {
        contact,
        subject,
        channel,
        priority,
        assigneeId: form.responsavel === "eu" ? selfId : form.responsavel || null,
        labels,
        message,
        messageFrom: form.origem === "agente" ? "agente" : "contato",
      };
    });

/** The form's values, or its field errors (the first of each field); `selfId` stands for "eu". */
export function parseNewTicket(form: FormData, selfId: string): { value: OpenTicketInput } | { errors: FieldErrors } {
  const parsed = newTicketSchema(selfId).safeParse(Object.fromEntries(form));
  if (parsed.success) return { value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

/** What the Novo atendimento form draws beside its schema: choices and the browser's length caps (characters). */
export const NEW_TICKET_FORM = {
  schema: newTicketSchema,
  channels: TICKET_CHANNELS.map((value) => ({ value, label: TICKET_CHANNEL_LABELS[value] })),
  priorities: TICKET_PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] })),
  maxLength: { subject: SUBJECT_MAX, labels: LABEL_MAX * 20, body: BODY_MAX },
};
