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

/** The vocabulary's words that begin with one of `letters` (folded, one code point each): a range of its key each, in one statement. */
async function wordsFrom(db: Kysely<Database>, letters: string[]): Promise<string[]> {
  const ranges = letters.map(
    (letter) => sql`SELECT term FROM profile_name_vocabulary
      WHERE term >= ${letter} AND term < ${String.fromCodePoint(letter.codePointAt(0)! + 1)}`,
  );
  const { rows } = await sql<{ term: string }>`${sql.join(ranges, sql` UNION ALL `)}`.execute(db);
  return rows.map((row) => row.term);
}

const firstLetter = (term: string) => String.fromCodePoint(term.codePointAt(0)!);

/** Per term that may hold a typo (typos.ts), the display-name words it may stand for; terms without any are left out. */
export async function correctionsFor(db: Kysely<Database>, terms: string[]): Promise<TermCorrections> {
  const typed = terms.filter((term) => allowedTypos(term) > 0);
  const found = new Map<string, string[]>();
  if (typed.length === 0) return found;
  const byLetter = new Map<string, string[]>();
  for (const word of await wordsFrom(db, [...new Set(typed.map(firstLetter))])) {
    const letter = firstLetter(word);
    const words = byLetter.get(letter);
    if (words) words.push(word);
    else byLetter.set(letter, [word]);
  }
  for (const term of typed) {
    const words = corrections(term, byLetter.get(firstLetter(term)) ?? []).map((correction) => correction.word);
    if (words.length > 0) found.set(term, words);
  }
  return found;
}
