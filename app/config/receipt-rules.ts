/**
 * Comprovantes of the ledger: what a file attached to an entry may be (a
 * PDF or a JPEG, PNG or WebP image) and how large, shared by the upload
 * form, the request's body cap and the finance module. The type is read
 * from the file's first bytes, never from its name or declared type. Pure.
 */

/** The largest comprovante, in bytes (10 MiB). */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** The content types a comprovante may have, in the order the form names them. */
export const RECEIPT_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export const RECEIPT_TOO_LARGE = "O comprovante deve ter no máximo 10 MB.";
export const RECEIPT_WRONG_TYPE = "Envie o comprovante em PDF ou como imagem JPEG, PNG ou WebP.";
export const RECEIPT_MISSING = "Escolha o arquivo do comprovante.";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PDF = ascii("%PDF-");
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");

/**
 * The comprovante type of these bytes by their signature ("magic number"):
 * `%PDF-`, JPEG's FF D8 FF, PNG's eight-byte header, or a RIFF container of
 * WEBP; null for anything else (a text file renamed `.pdf` included).
 */
export function receiptTypeOf(bytes: Uint8Array): ReceiptType | null {
  if (startsWith(bytes, PDF)) return "application/pdf";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}
