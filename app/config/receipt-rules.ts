/** The largest comprovante, in bytes (10 MiB). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const RECEIPT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export const RECEIPT_TOO_LARGE = "O comprovante deve ter no máximo 10 MB.";
export const RECEIPT_WRONG_TYPE = "Envie o comprovante em PDF ou como imagem JPEG, PNG ou WebP.";
export const RECEIPT_MISSING = "Escolha o arquivo do comprovante.";

/** What a file refused by these rules is told: empty, too large, not an accepted type. */
export interface FileRuleMessages {
  missing: string;
  tooLarge: string;
  wrongType: string;
}

const RECEIPT_MESSAGES: FileRuleMessages = {
  missing: RECEIPT_MISSING,
  tooLarge: RECEIPT_TOO_LARGE,
  wrongType: RECEIPT_WRONG_TYPE,
};

/** The same rules for a file of an atendimento's message (the desk's anexos). */
export const ATTACHMENT_MESSAGES: FileRuleMessages = {
  missing: "O anexo está vazio.",
  tooLarge: "Cada anexo deve ter no máximo 10 MB.",
  wrongType: "Envie anexos em PDF ou como imagem JPEG, PNG ou WebP.",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PDF = ascii("%PDF-");
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/** The comprovante type by the bytes' signature (PDF, JPEG, PNG, WEBP); null for anything else, a renamed text file included. */
export function receiptTypeOf(bytes: Uint8Array): ReceiptType | null {
  if (startsWith(bytes, PDF)) return "application/pdf";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/** What is wrong with a comprovante's (or another file's, with its `messages`) bytes, in pt-BR, or null: empty, over RECEIPT_MAX_BYTES, or not PDF/JPEG/PNG/WebP by content. */
export function receiptProblem(bytes: Uint8Array, messages: FileRuleMessages = RECEIPT_MESSAGES): string | null {
  if (bytes.length === 0) return messages.missing;
  if (bytes.length > RECEIPT_MAX_BYTES) return messages.tooLarge;
  return receiptTypeOf(bytes) ? null : messages.wrongType;
}
