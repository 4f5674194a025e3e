import { z } from "~/config/zod";
import type { PlaceholderValues } from "./placeholders";

export const CANNED_CODE_MAX = 30;
export const CANNED_TITLE_MAX = 120;
export const CANNED_BODY_MAX = 5000;

export const DUPLICATE_CANNED_CODE_MESSAGE = "Já existe uma resposta pronta com este código.";
export const CANNED_REPLY_NOT_FOUND = "Resposta pronta não encontrada.";

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** The resposta pronta form; out: `code` lower-cased, without the slash a person may type first. */
export const cannedReplySchema = z.object({
  code: z
    .string({ error: "Informe o código." })
    .trim()
    .transform((value) => value.replace(/^\//, "").toLowerCase())
    .pipe(
      z
        .string()
        .min(1, "Informe o código.")
        .max(CANNED_CODE_MAX, `O código deve ter no máximo ${CANNED_CODE_MAX} caracteres.`)
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use no código só letras minúsculas sem acento, números e hífens, como boas-vindas."),
    ),
  title: text("Informe o título.", CANNED_TITLE_MAX, `O título deve ter no máximo ${CANNED_TITLE_MAX} caracteres.`),
  body: text("Escreva o texto da resposta.", CANNED_BODY_MAX, `O texto deve ter no máximo ${CANNED_BODY_MAX} caracteres.`),
});

export type CannedReplyInput = z.output<typeof cannedReplySchema>;

/** What each placeholder becomes when the reply is inserted: the help of the form. */
export const PLACEHOLDER_HELP: Record<keyof PlaceholderValues, string> = {
  "contato.nome": "o nome do contato",
  "contato.email": "o e-mail do contato",
  "agente.nome": "o seu nome (de quem responde)",
  "atendimento.numero": "o número do atendimento, como AT-000123",
  "atendimento.assunto": "o assunto do atendimento",
  "organizacao.nome": "o nome da organização",
};
