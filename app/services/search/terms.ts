import { fold } from "~/config/text-rules";

export { fold };

/** The words of a text, folded. */
export const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Name particles: in nearly every name, so as terms they only slow the index down. */
const PARTICLES: ReadonlySet<string> = new Set(["de", "da", "do", "das", "dos", "e", "di", "du"]);

/** The terms of a query, folded, at most 8; each is used as a prefix. */
export function searchTerms(query: string): string[] {
  const all = words(query).slice(0, 8);
  const meaningful = all.filter((word) => !PARTICLES.has(word));
  return meaningful.length > 0 ? meaningful : all;
}

/** FTS5 query: every word a prefix, optionally limited to some columns. */
export function fts5Query(terms: string[], columns?: string[]): string {
  const all = terms.map((term) => `"${term}"*`).join(" AND ");
  return columns ? `{${columns.join(" ")}} : (${all})` : all;
}

/** PostgreSQL tsquery text: every word a prefix. */
export const tsQuery = (terms: string[]) => terms.map((term) => `${term}:*`).join(" & ");
