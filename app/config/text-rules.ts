/** Control characters and numeric references to them, refused in every input (ASVS 5.0 1.2): PostgreSQL refuses NUL, SQLite stores it. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_REFERENCE =
  /&#(?:0*(?:[0-8]|1[12]|1[4-9]|2\d|3[01]|12[7-9]|1[3-5]\d)(?!\d)|x0*(?:[0-8bcef]|1[\da-f]|7f|[89][\da-f])(?![\da-f]));?/i;

const isControl = (text: string) => CONTROL_CHARACTER.test(text) || CONTROL_REFERENCE.test(text);

export const CONTROL_CHARACTER_MESSAGE = "Requisição inválida: caracteres de controle não são aceitos.";

/** True when `value` (a string, or any string inside arrays and plain objects) holds a control character or a reference to one. */
export function hasControlCharacter(value: unknown): boolean {
  if (typeof value === "string") return isControl(value);
  if (Array.isArray(value)) return value.some(hasControlCharacter);
  if (value && typeof value === "object") {
    return Object.entries(value).some(([key, item]) => isControl(key) || hasControlCharacter(item));
  }
  return false;
}

/** An uploaded file's name as kept: last path segment, no control characters or quotes, at most `max` characters (its end); `fallback` when empty. */
export function cleanFileName(name: string, fallback: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  let clean = (name.split(/[/\\]/).pop() ?? "").replace(/[\u0000-\u001f\u007f-\u009f"]/g, "");
  // Until none is left: removing `&#1;` from `&#&#1;1;` leaves another.
  while (CONTROL_REFERENCE.test(clean)) clean = clean.replace(new RegExp(CONTROL_REFERENCE.source, "gi"), "");
  return clean.trim().slice(-max) || fallback;
}

// Hoisted: a regular expression literal is a new object each time it is evaluated, and names are folded by the hundred.
const COMBINING_MARKS = /\p{M}/gu;
// eslint-disable-next-line no-control-regex -- plain ASCII has no accents to strip: the common case skips NFD
const PLAIN_ASCII = /^[\u0000-\u007f]*$/;

/** A text without its accents (NFD, combining marks dropped): 'Márcia Ç' is 'Marcia C'. */
export const stripAccents = (text: string) => text.normalize("NFD").replace(COMBINING_MARKS, "");

/**
 * A text with case and accents folded (NFD, combining marks dropped, lower
 * case): 'Márcia' is 'marcia'. Search terms and the sort key of names use
 * it, so people sort as pt-BR readers expect on both databases.
 */
export const fold = (text: string) => (PLAIN_ASCII.test(text) ? text : stripAccents(text)).toLowerCase();

const COLLATOR = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Compares names as a pt-BR reader orders them (accents and case aside, "Item 2" before "Item 10"); for `sort`. */
export const compareText = (a: string, b: string): number => COLLATOR.compare(a, b);

/** `%text%` for `LIKE … ESCAPE '\'`: the text's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
