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
import { eachWord, fold, isParticle, words } from "./terms";
import { allowedTypos, distances, type Distances } from "./typos";

export interface Candidate {
  id: string;
  /** The display name folded (profiles.sort_name). */
  sort_name: string;
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

/**
 * The words of one candidate's names as spans of its folded texts (display
 * name words first, particles left out, then the user name's), shared from
 * one candidate to the next: ranking 500 candidates cuts no word out of a
 * name unless typos are measured (`word`, the second pass only).
 */
const spans = { text: [] as string[], start: [] as number[], end: [] as number[], word: [] as string[], count: 0, nameWords: 0 };
const isParticleAt = (text: string, start: number, end: number) => end - start <= 3 && isParticle(text.slice(start, end));

/** The text addWords reads and whether it keeps particles, for addSpan: a closure per call would be garbage. */
let reading = "";
let keepsParticles = false;

function addSpan(start: number, end: number): void {
  if (!keepsParticles && isParticleAt(reading, start, end)) return;
  spans.text[spans.count] = reading;
  spans.start[spans.count] = start;
  spans.end[spans.count++] = end;
}

function addWords(text: string, particles: boolean): void {
  reading = text;
  keepsParticles = particles;
  eachWord(text, addSpan);
}

function spanNames(name: string, username: string, typos: boolean): void {
  spans.count = 0;
  addWords(name, false);
  spans.nameWords = spans.count;
  addWords(username, true);
  if (typos)
    for (let index = 0; index < spans.count; index++)
      spans.word[index] = spans.text[index]!.slice(spans.start[index], spans.end[index]);
}

/** Edits from `term` to a beginning of word `index`, as Edits.toBeginning. */
function toBeginningAt(term: string, index: number, typos: boolean, edits: Edits): number | null {
  if (spans.text[index]!.startsWith(term, spans.start[index])) return 0;
  return typos ? edits.toBeginning(term, spans.word[index]!) : null;
}

const used: number[] = [];

function ranked<T extends Candidate>(row: T, terms: string[], typos: boolean, edits: Edits): Ranked<T> {
  const name = row.sort_name;
  spanNames(name, fold(row.username), typos);
  used.length = 0;
  let typoCount = 0;
  let outsideNames = 0;
  let beginnings = 0;
  let outOfOrder = 0;
  let previous = -1;
  for (const term of terms) {
    // Each term takes its own word, the closest left: 'cardoso cardoso' needs two.
    let best: number | null = null;
    let at = -1;
    for (let index = 0; index < spans.count; index++) {
      if (used.includes(index)) continue;
      const found = toBeginningAt(term, index, typos, edits);
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
    const whole = spans.end[at]! - spans.start[at]! === term.length;
    if (best === 0 ? !whole : edits.toWhole(term, spans.word[at]!) !== best) beginnings++;
    if (at < previous) outOfOrder++;
    previous = at;
  }
  let leftOut = 0;
  for (let index = 0; index < spans.nameWords; index++) {
    let met = false;
    for (const term of terms) if ((met = toBeginningAt(term, index, typos, edits) !== null)) break;
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
    const names = [...words(row.sort_name), ...words(row.username)];
    return terms.every((term) => names.some((word) => edits.toBeginning(term, word) !== null));
  });
  return rankCandidates(named, terms, { typos: true });
}
