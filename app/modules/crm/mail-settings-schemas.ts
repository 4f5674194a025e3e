/** The form of the desk's e-mail settings (/crm/configuracoes): the sender's name and the reply address, both optional. Safe for the browser. */
import { z } from "~/config/zod";

/** Characters of the sender's name. */
export const SENDER_NAME_MAX = 80;
/** Characters of the reply address. */
export const REPLY_ADDRESS_MAX = 200;

const EMAIL = z.email();

export const mailSettingsSchema = z.object({
  senderName: z
    .string()
    .trim()
    .max(SENDER_NAME_MAX, `O nome do remetente deve ter no máximo ${SENDER_NAME_MAX} caracteres.`)
    .refine((value) => !/["<>\\]/.test(value), "O nome do remetente não pode ter aspas, barra invertida nem os sinais < e >.")
    .optional()
    .transform((value) => value || null),
  replyAddress: z
    .string()
    .trim()
    .max(REPLY_ADDRESS_MAX, `O endereço de resposta deve ter no máximo ${REPLY_ADDRESS_MAX} caracteres.`)
    .refine((value) => !value || EMAIL.safeParse(value).success, "Informe um e-mail válido, como atendimento@empresa.com.br.")
    .optional()
    .transform((value) => value?.toLowerCase() || null),
});

export type MailSettingsInput = z.output<typeof mailSettingsSchema>;
