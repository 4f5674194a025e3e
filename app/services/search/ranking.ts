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
import { allowedTypos, typoDistance, wordDistance } from "./typos";

export interface Candidate {
  id: string;
  display_name: string;
  username: string;
}

interface Standing {
  typos: number;
  outsideNames: number;
  beginnings: number;
  leftOut: number;
  outOfOrder: number;
  key: string;
}

/** Edits from a term to a word (0 when the word begins with it); null beyond what the term may hold, or with typos off. */
type Edits = (term: string, word: string) => number | null;

/** Edits, remembered per pair: the same names come back row after row. */
function editCounter(typos: boolean): Edits {
  const known = new Map<string, number | null>();
  return (term, word) => {
    if (word.startsWith(term)) return 0;
    if (!typos) return null;
    const key = `${term}\u0000${word}`;
    let found = known.get(key);
    if (found === undefined) known.set(key, (found = typoDistance(term, word, allowedTypos(term))));
    return found;
  };
}

function standing(row: Candidate, terms: string[], typos: boolean, edits: Edits): Standing {
  const name = fold(row.display_name);
  const nameWords = name.split(WORD_BREAK).filter((word) => word !== "" && !isParticle(word));
  const allWords = [...nameWords, ...words(row.username)];
  const used = new Set<number>();
  let typoCount = 0;
  let outsideNames = 0;
  let beginnings = 0;
  let outOfOrder = 0;
  let previous = -1;
  for (const term of terms) {
    // Each term takes its own word, the closest left: 'cardoso cardoso' needs two.
    let best: number | null = null;
    let at = -1;
    allWords.forEach((word, index) => {
      const found = used.has(index) ? null : edits(term, word);
      if (found !== null && (best === null || found < best)) [best, at] = [found, index];
    });
    if (best === null) {
      // Found through bio or location: exactly in the first pass, through a correction in the second.
      outsideNames++;
      if (typos) typoCount += allowedTypos(term);
      continue;
    }
    used.add(at);
    typoCount += best;
    const word = allWords[at]!;
    if (word !== term && (best === 0 || wordDistance(term, word, allowedTypos(term)) !== best)) beginnings++;
    if (at < previous) outOfOrder++;
    previous = at;
  }
  const leftOut = nameWords.filter((word) => !terms.some((term) => edits(term, word) !== null)).length;
  return {
    typos: typoCount,
    outsideNames: outsideNames > 0 ? 1 : 0,
    beginnings,
    leftOut,
    outOfOrder,
    key: `${name}\u0000${row.id}`,
  };
}

const compare = (a: Standing, b: Standing) =>
  a.typos - b.typos ||
  a.outsideNames - b.outsideNames ||
  a.beginnings - b.beginnings ||
  a.leftOut - b.leftOut ||
  a.outOfOrder - b.outOfOrder ||
  (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * `rows` in result order for `terms` (folded). With `typos`, a term also
 * meets the name words it is a few edits from (the second pass); without,
 * only those it begins.
 */
export function rankCandidates<T extends Candidate>(rows: T[], terms: string[], { typos = false } = {}): T[] {
  const edits = editCounter(typos);
  return rows
    .map((row) => ({ row, standing: standing(row, terms, typos, edits) }))
    .sort((a, b) => compare(a.standing, b.standing))
    .map(({ row }) => row);
}

/**
 * The candidates whose display name or user name meet every term, each
 * exactly or within its typos (the members list of /profile, which reads
 * names in memory), in result order.
 */
export function nameMatches<T extends Candidate>(rows: T[], terms: string[]): T[] {
  const edits = editCounter(true);
  const named = rows.filter((row) => {
    const names = [...words(row.display_name), ...words(row.username)];
    return terms.every((term) => names.some((word) => edits(term, word) !== null));
  });
  return rankCandidates(named, terms, { typos: true });
}
