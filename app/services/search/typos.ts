/**
 * Typo tolerance of user search, as Typesense and Meilisearch define it
 * (decision 0006): a term of 4 to 7 letters may hold one edit, of 8 or more
 * two; an edit inserts, deletes or replaces a letter, or swaps two
 * neighbours (optimal string alignment); the first letter never changes,
 * and a term with a digit is taken as typed. As every term is a prefix, a
 * term matches a word when it is that close to the word or to a beginning
 * of it: 'silvs' matches 'silva', 'fernamd' matches 'fernanda'. Terms and
 * words are folded (terms.ts). Pure.
 */

/** Edits a folded term may hold: 0, 1 or 2. */
export function allowedTypos(term: string): number {
  if (/\p{N}/u.test(term)) return 0;
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Edits from `term` to each beginning of `word` (index j: its first j letters, the whole word last, at most
 * term + max letters long); null once every one needs more than `max`, or when the first letters differ.
 */
function lastRow(term: string, word: string, max: number): { row: number[]; wordLength: number } | null {
  if (term === "" || term.codePointAt(0) !== word.codePointAt(0)) return null;
  const t = [...term];
  const w = [...word];
  const width = Math.min(w.length, t.length + max);
  let before: number[] = [];
  let previous = Array.from({ length: width + 1 }, (_, j) => j);
  for (let i = 1; i <= t.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= width; j++) {
      const cost = t[i - 1] === w[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && t[i - 1] === w[j - 2] && t[i - 2] === w[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return null;
    before = previous;
    previous = row;
  }
  return { row: previous, wordLength: w.length };
}

/** How close `term` is to `word`: fewest edits to a beginning of it and to the whole of it (null beyond `max`). */
export interface Distances {
  beginning: number;
  whole: number | null;
}

/** Both distances from one alignment; null when every beginning of `word` needs more than `max` edits, or the first letters differ. */
export function distances(term: string, word: string, max: number): Distances | null {
  const found = lastRow(term, word, max);
  if (!found) return null;
  const beginning = Math.min(...found.row);
  if (beginning > max) return null;
  const whole = found.row[found.wordLength];
  return { beginning, whole: whole !== undefined && whole <= max ? whole : null };
}

/** A vocabulary word that a term matches only with edits. */
export interface Correction {
  word: string;
  typos: number;
}

/** At most this many corrections per term: the query stays small. */
export const MAX_CORRECTIONS = 24;

/**
 * The words of `vocabulary` that `term` matches with 1 or 2 edits (never
 * the ones it already begins), closest first, whole-word matches before
 * beginnings, at most MAX_CORRECTIONS.
 */
export function corrections(term: string, vocabulary: Iterable<string>): Correction[] {
  const max = allowedTypos(term);
  if (max === 0) return [];
  const found: Array<Correction & { whole: boolean }> = [];
  for (const word of vocabulary) {
    if (word.startsWith(term)) continue;
    const alignment = lastRow(term, word, max);
    const typos = alignment ? Math.min(...alignment.row) : max + 1;
    if (typos > max) continue;
    found.push({ word, typos, whole: alignment!.row[alignment!.wordLength] === typos });
  }
  return found
    .sort(
      (a, b) =>
        a.typos - b.typos ||
        Number(b.whole) - Number(a.whole) ||
        a.word.length - b.word.length ||
        (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    )
    .slice(0, MAX_CORRECTIONS)
    .map(({ word, typos }) => ({ word, typos }));
}
