/**
 * The words of members' display names, as the typo pass reads them
 * (migration 0049): a table that a trigger on profiles fills, on both
 * databases. Words of changed names stay (a correction to such a word
 * finds nobody). Global to the database: the search that uses a
 * correction is scoped to the tenant.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { TermCorrections } from "./terms";
import { allowedTypos, corrections } from "./typos";

/** The vocabulary's words that begin with `letter` (folded). */
async function wordsFrom(db: Kysely<Database>, letter: string): Promise<string[]> {
  const next = String.fromCodePoint(letter.codePointAt(0)! + 1);
  const { rows } = await sql<{ term: string }>`SELECT term FROM profile_name_vocabulary
    WHERE term >= ${letter} AND term < ${next}`.execute(db);
  return rows.map((row) => row.term);
}

/** Per term that may hold a typo (typos.ts), the display-name words it may stand for; terms without any are left out. */
export async function correctionsFor(db: Kysely<Database>, terms: string[]): Promise<TermCorrections> {
  const byLetter = new Map<string, string[]>();
  const found = new Map<string, string[]>();
  for (const term of terms) {
    if (allowedTypos(term) === 0) continue;
    const letter = String.fromCodePoint(term.codePointAt(0)!);
    let vocabulary = byLetter.get(letter);
    if (!vocabulary) byLetter.set(letter, (vocabulary = await wordsFrom(db, letter)));
    const words = corrections(term, vocabulary).map((correction) => correction.word);
    if (words.length > 0) found.set(term, words);
  }
  return found;
}
