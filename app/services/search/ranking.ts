/**
 * Order of user search results (decision 0006), computed from each
 * candidate's display name and user name, each term taking a word of its
 * own: fewer typos first; then people whose names hold every term before
 * those found through bio or location; then terms met as whole words
 * before beginnings ('maria' puts Maria before Mariana, 'marcs' Marcos
 * before Márcia); then fewer name words the query left out ('maria souza'
 * puts Maria Souza before Maria Almeida de Souza); then words in the
 * query's order ('silva gomes': Silva Gomes before Gomes da Silva); then
 * by display name, folded. Pure.
 */
import { fold, isParticle, WORD_BREAK, words } from "./terms";
import { allowedTypos, distances, type Distances } from "./typos";

export interface Candidate {
  id: string;
  display_name: string;
  username: string;
}

/** A candidate with what orders it, lower first; `name` (folded) and the id break ties. */
interface Ranked<T> {
  row: T;
  typos: number;
  outsideNames: number;
  beginnings: number;
  leftOut: number;
  outOfOrder: number;
  name: string;
}

/** Edits from a term to a word: 0 when the word begins with it; null beyond what the term may hold, or with typos off. */
interface Edits {
  toBeginning(term: string, word: string): number | null;
  /** Edits to the whole word, for a term that meets it only with edits. */
  toWhole(term: string, word: string): number | null;
}

/** Edits, remembered per term and word: the same names come back row after row. */
function editCounter(terms: string[], typos: boolean): Edits {
  const allowed = new Map(terms.map((term) => [term, allowedTypos(term)]));
  const known = new Map<string, Map<string, Distances | null>>();
  const aligned = (term: string, word: string) => {
    let byWord = known.get(term);
    if (!byWord) known.set(term, (byWord = new Map()));
    let found = byWord.get(word);
    if (found === undefined) byWord.set(word, (found = distances(term, word, allowed.get(term)!)));
    return found;
  };
  return {
    toBeginning: (term, word) => (word.startsWith(term) ? 0 : typos ? (aligned(term, word)?.beginning ?? null) : null),
    toWhole: (term, word) => aligned(term, word)?.whole ?? null,
  };
}

function ranked<T extends Candidate>(row: T, terms: string[], typos: boolean, edits: Edits): Ranked<T> {
  const name = fold(row.display_name);
  const allWords: string[] = [];
  for (const word of name.split(WORD_BREAK)) if (word !== "" && !isParticle(word)) allWords.push(word);
  const nameWordCount = allWords.length;
  for (const word of fold(row.username).split(WORD_BREAK)) if (word !== "") allWords.push(word);
  const used: number[] = [];
  let typoCount = 0;
  let outsideNames = 0;
  let beginnings = 0;
  let outOfOrder = 0;
  let previous = -1;
  for (const term of terms) {
    // Each term takes its own word, the closest left: 'cardoso cardoso' needs two.
    let best: number | null = null;
    let at = -1;
    for (let index = 0; index < allWords.length; index++) {
      if (used.includes(index)) continue;
      const found = edits.toBeginning(term, allWords[index]!);
      if (found !== null && (best === null || found < best)) {
        best = found;
        at = index;
      }
      if (best === 0) break;
    }
    if (best === null) {
      // Found through bio or location: exactly in the first pass, through a correction in the second.
      outsideNames = 1;
      if (typos) typoCount += allowedTypos(term);
      continue;
    }
    used.push(at);
    typoCount += best;
    const word = allWords[at]!;
    if (word !== term && (best === 0 || edits.toWhole(term, word) !== best)) beginnings++;
    if (at < previous) outOfOrder++;
    previous = at;
  }
  let leftOut = 0;
  for (let index = 0; index < nameWordCount; index++) {
    let met = false;
    for (const term of terms) if ((met = edits.toBeginning(term, allWords[index]!) !== null)) break;
    if (!met) leftOut++;
  }
  return { row, typos: typoCount, outsideNames, beginnings, leftOut, outOfOrder, name };
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const compare = (a: Ranked<Candidate>, b: Ranked<Candidate>) =>
  a.typos - b.typos ||
  a.outsideNames - b.outsideNames ||
  a.beginnings - b.beginnings ||
  a.leftOut - b.leftOut ||
  a.outOfOrder - b.outOfOrder ||
  byText(a.name, b.name) ||
  byText(a.row.id, b.row.id);

/**
 * `rows` in result order for `terms` (folded). With `typos`, a term also
 * meets the name words it is a few edits from (the second pass); without,
 * only those it begins.
 */
export function rankCandidates<T extends Candidate>(rows: T[], terms: string[], { typos = false } = {}): T[] {
  const edits = editCounter(terms, typos);
  return rows
    .map((row) => ranked(row, terms, typos, edits))
    .sort(compare)
    .map(({ row }) => row);
}

/**
 * The candidates whose display name or user name meet every term, each
 * exactly or within its typos (the members list of /profile, which reads
 * names in memory), in result order.
 */
export function nameMatches<T extends Candidate>(rows: T[], terms: string[]): T[] {
  const edits = editCounter(terms, true);
  const named = rows.filter((row) => {
    const names = [...words(row.display_name), ...words(row.username)];
    return terms.every((term) => names.some((word) => edits.toBeginning(term, word) !== null));
  });
  return rankCandidates(named, terms, { typos: true });
}
