import { SQL_INTEGER_MAX, z } from "~/config/zod";
import type { TicketChannel, TicketPriority } from "~/db/schema/crm";
import { TICKET_CHANNELS, TICKET_PRIORITIES } from "./status";
import { BODY_MAX, SUBJECT_MAX } from "./ticket-text";

/** Characters of each field. */
export const INTAKE_LIMITS = { name: 120, email: 200, phone: 30, subject: SUBJECT_MAX, message: BODY_MAX } as const;

const EMAIL = z.email();
const PHONE_SHAPE = /^\+?[\d\s().-]{8,}$/;

const text = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const message = text(
  INTAKE_LIMITS.message,
  "Escreva a sua mensagem.",
  `A mensagem deve ter no máximo ${INTAKE_LIMITS.message.toLocaleString("pt-BR")} caracteres.`,
);

/** The contact form's fields (and the API's for a new atendimento). */
export const contactFormSchema = z.object({
  name: text(INTAKE_LIMITS.name, "Informe o seu nome.", `O nome deve ter no máximo ${INTAKE_LIMITS.name} caracteres.`),
  email: text(INTAKE_LIMITS.email, "Informe o seu e-mail.", `O e-mail deve ter no máximo ${INTAKE_LIMITS.email} caracteres.`)
    .refine((value) => EMAIL.safeParse(value).success, "Informe um e-mail válido, como nome@empresa.com.br.")
    .transform((value) => value.toLowerCase()),
  phone: z
    .string()
    .trim()
    .max(INTAKE_LIMITS.phone, `O telefone deve ter no máximo ${INTAKE_LIMITS.phone} caracteres.`)
    .optional()
    .refine((value) => !value || PHONE_SHAPE.test(value), "Informe o telefone com DDD, como (11) 98765-4321.")
    .transform((value) => value || null),
  subject: text(INTAKE_LIMITS.subject, "Informe o assunto.", `O assunto deve ter no máximo ${INTAKE_LIMITS.subject} caracteres.`),
  message,
});

export type ContactFormInput = z.output<typeof contactFormSchema>;

/** The API's body for a new atendimento: the form's fields in pt-BR names, canal and prioridade optional. */
export const apiNewTicketSchema = z
  .object({
    nome: z.unknown(),
    email: z.unknown(),
    telefone: z.unknown().optional(),
    assunto: z.unknown(),
    mensagem: z.unknown(),
    canal: z
      .enum(TICKET_CHANNELS as [TicketChannel, ...TicketChannel[]], { error: `canal: use um de ${TICKET_CHANNELS.join(", ")}.` })
      .optional(),
    prioridade: z
      .enum(TICKET_PRIORITIES as [TicketPriority, ...TicketPriority[]], {
        error: `prioridade: use uma de ${TICKET_PRIORITIES.join(", ")}.`,
      })
      .optional(),
  })
  .transform((body, ctx) => {
    const form = contactFormSchema.safeParse({
      name: body.nome,
      email: body.email,
      phone: body.telefone ?? undefined,
      subject: body.assunto,
      message: body.mensagem,
    });
    if (!form.success) {
      for (const issue of form.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      return z.NEVER;
    }
    const channel: TicketChannel = body.canal ?? "formulario";
    const priority: TicketPriority = body.prioridade ?? "media";
    return { ...form.data, channel, priority };
  });

const TICKET_NUMBER_MESSAGE = "atendimento: informe o número do atendimento, como 123.";

/** The API's body for a message to an existing atendimento: its number (1 to SQL_INTEGER_MAX) and the message. */
export const apiFollowUpSchema = z.object({
  atendimento: z
    .number({ error: TICKET_NUMBER_MESSAGE })
    .int(TICKET_NUMBER_MESSAGE)
    .positive(TICKET_NUMBER_MESSAGE)
    .max(SQL_INTEGER_MAX, TICKET_NUMBER_MESSAGE),
  mensagem: message,
});
