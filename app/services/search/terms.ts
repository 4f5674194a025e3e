import { fold } from "~/config/text-rules";

export { fold };

const WORD_CHARACTER = /[\p{L}\p{N}]/uy;

function isWordCharacter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  WORD_CHARACTER.lastIndex = at;
  return WORD_CHARACTER.test(text);
}

/**
 * Calls `visit` with the start and end (UTF-16 offsets, end excluded) of
 * each word of `text`, a run of letters and digits, in order; cuts no
 * string, so the ranking can read 500 names per search without garbage.
 */
export function eachWord(text: string, visit: (start: number, end: number) => void): void {
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const inWord = at < text.length && isWordCharacter(text, at);
    if (inWord && start < 0) start = at;
    else if (!inWord && start >= 0) {
      visit(start, at);
      start = -1;
    }
    // A letter beyond the Basic Multilingual Plane takes two code units.
    if (inWord && text.charCodeAt(at) >= 0xd800 && text.charCodeAt(at) <= 0xdbff) at++;
  }
}

/** The words of a text, folded. */
export function words(text: string): string[] {
  const folded = fold(text);
  const found: string[] = [];
  eachWord(folded, (start, end) => found.push(folded.slice(start, end)));
  return found;
}

/** Name particles: in nearly every name, so as terms they only slow the index down. */
const PARTICLES: ReadonlySet<string> = new Set(["de", "da", "do", "das", "dos", "e", "di", "du"]);

/** True for a name particle (de, da, dos...). */
export const isParticle = (word: string) => PARTICLES.has(word);

/** The terms of a query, folded, at most 8; each is used as a prefix. */
export function searchTerms(query: string): string[] {
  const all = words(query).slice(0, 8);
  const meaningful = all.filter((word) => !isParticle(word));
  return meaningful.length > 0 ? meaningful : all;
}

/** Corrections per term (typos.ts): whole words the term may stand for. */
export type TermCorrections = ReadonlyMap<string, readonly string[]>;

const NONE: TermCorrections = new Map();

/** FTS5 query: every word a prefix, or one of its corrections as a whole word; optionally limited to some columns. */
export function fts5Query(terms: string[], columns?: string[], corrections: TermCorrections = NONE): string {
  const all = terms
    .map((term) => {
      const alternatives = [`"${term}"*`, ...(corrections.get(term) ?? []).map((word) => `"${word}"`)];
      return alternatives.length > 1 ? `(${alternatives.join(" OR ")})` : alternatives[0];
    })
    .join(" AND ");
  return columns ? `{${columns.join(" ")}} : (${all})` : all;
}

/** Beginnings of a word up to this many letters are lexemes of the PostgreSQL search vector (migration 0049). */
export const PREFIX_LEXEME_LENGTH = 12;

/** Mark of a whole word in the PostgreSQL search vector, beside its beginnings: `silva$`. */
export const WHOLE_WORD_MARK = "$";

const lexeme = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/**
 * PostgreSQL tsquery text over the search vector: a term is the lexeme of
 * its beginning (a longer one, its first 12 letters and a prefix match),
 * or one of its corrections as a whole word.
 */
export function tsQuery(terms: string[], corrections: TermCorrections = NONE): string {
  return terms
    .map((term) => {
      const letters = [...term];
      const begins =
        letters.length <= PREFIX_LEXEME_LENGTH
          ? lexeme(term)
          : `${lexeme(letters.slice(0, PREFIX_LEXEME_LENGTH).join(""))} & ${lexeme(term)}:*`;
      const fixes = (corrections.get(term) ?? []).map((word) => lexeme(`${word}${WHOLE_WORD_MARK}`));
      return fixes.length > 0 || letters.length > PREFIX_LEXEME_LENGTH ? `(${[begins, ...fixes].join(" | ")})` : begins;
    })
    .join(" & ");
}
