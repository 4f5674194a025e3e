/**
 * Text that no input may carry (ASVS 5.0 1.2): C0 control characters except
 * tab, line feed and carriage return, DEL and the C1 block. PostgreSQL
 * refuses NUL in text and SQLite stores it, so both are refused at the
 * edge, before any query. Safe for the browser bundle.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = "Requisição inválida: caracteres de controle não são aceitos.";

/** True when `value` (a string, or any string inside arrays and plain objects) holds a control character. */
export function hasControlCharacter(value: unknown): boolean {
  if (typeof value === "string") return CONTROL_CHARACTER.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacter);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => CONTROL_CHARACTER.test(key) || hasControlCharacter(item));
  }
  return false;
}

/**
 * A text with case and accents folded (NFD, combining marks dropped, lower
 * case): 'Márcia' is 'marcia'. Search terms and the sort key of names use
 * it, so people sort as pt-BR readers expect on both databases.
 */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** `%text%` for `LIKE … ESCAPE '\'`: the text's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
