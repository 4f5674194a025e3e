/** How many files a message of an atendimento carries, and how much they weigh together; each file follows the comprovantes' rules (config/receipt-rules). Pure; safe for the browser. */

/** Files of one message (a resposta, or an e-mail that came in). */
export const ATTACHMENTS_MAX = 5;
/** Bytes of one message's files together: what common mail servers take (25 MB). */
export const ATTACHMENTS_TOTAL_MAX = 25 * 1024 * 1024;

/** Bytes of a resposta's form: its files together and 1 MB more, so a file over its own limit still reaches the check that names it. */
export const REPLY_FORM_MAX_BYTES = ATTACHMENTS_TOTAL_MAX + 1024 * 1024;

export const ATTACHMENT_LIMIT_MESSAGES = {
  count: `Envie no máximo ${ATTACHMENTS_MAX} anexos por mensagem.`,
  total: "Os anexos somam mais de 25 MB: envie menos arquivos ou arquivos menores.",
  note: "Anexos vão só nas respostas ao contato; a nota interna leva só texto.",
} as const;
