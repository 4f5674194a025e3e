/** CPF and CNPJ; from July 2026 a CNPJ may carry upper-case letters in its first 12 places (IN RFB 2.229/2024), check digits using each character's code minus 48. */

export type DocumentKind = "cpf" | "cnpj";

/** What is kept of a typed CPF or CNPJ: digits and letters, the letters in upper case; dots, slashes, dashes and spaces dropped. */
export const normalizeDocument = (text: string) => text.replace(/[^0-9a-z]/gi, "").toUpperCase();

function checkDigit(body: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + (body.charCodeAt(index) - 48) * weight, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

// Every character the same (000.000.000-00, 11.111.111/1111-11) passes the arithmetic but is never issued.
const repeated = (value: string) => /^(.)\1*$/.test(value);

/** The two check digits of the first 9 digits of a CPF: "123456789" gives "09". */
export const cpfCheckDigits = (base: string) => checkDigits(base, CPF_WEIGHTS);

/** The two check digits of the first 12 characters (digits or upper-case letters) of a CNPJ. */
export const cnpjCheckDigits = (base: string) => checkDigits(base, CNPJ_WEIGHTS);

function checkDigits(base: string, weights: number[]): string {
  const first = checkDigit(base, weights.slice(1));
  return `${first}${checkDigit(`${base}${first}`, weights)}`;
}

/** True when `value` (normalised) is 11 digits with valid check digits, not all the same. */
export function isValidCpf(value: string): boolean {
  return /^\d{11}$/.test(value) && !repeated(value) && value.slice(9) === cpfCheckDigits(value.slice(0, 9));
}

/** True when `value` (normalised) is 12 digits or upper-case letters and 2 valid check digits, not all the same. */
export function isValidCnpj(value: string): boolean {
  return /^[0-9A-Z]{12}\d{2}$/.test(value) && !repeated(value) && value.slice(12) === cnpjCheckDigits(value.slice(0, 12));
}

/** Which document a normalised value has the length of: 11 a CPF, 14 a CNPJ, else null. */
export function documentKind(value: string): DocumentKind | null {
  if (value.length === 11) return "cpf";
  if (value.length === 14) return "cnpj";
  return null;
}

/** Why a typed document is refused, in pt-BR, or null when it is a valid CPF or CNPJ. */
export function documentProblem(text: string): string | null {
  const value = normalizeDocument(text);
  const kind = documentKind(value);
  if (kind === "cpf") return isValidCpf(value) ? null : "CPF inválido: confira os números digitados.";
  if (kind === "cnpj") return isValidCnpj(value) ? null : "CNPJ inválido: confira os caracteres digitados.";
  return "Informe um CPF com 11 dígitos ou um CNPJ com 14 caracteres.";
}

/** A stored (normalised) document as people write it: 000.000.000-00 or 00.000.000/0000-00; any other length as it is. */
export function formatDocument(value: string): string {
  const kind = documentKind(value);
  if (kind === "cpf") return value.replace(/^(.{3})(.{3})(.{3})(.{2})$/, "$1.$2.$3-$4");
  if (kind === "cnpj") return value.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5");
  return value;
}
