/**
 * Search terms as the full-text indexes see them (issue 5): case and accents
 * folded ('João' is 'joao'), words split on anything that is not a letter
 * or a digit, as SQLite's unicode61 tokenizer and PostgreSQL's simple
 * configuration over unaccent do.
 */

export const MIN_QUERY_LENGTH = 2;

/** Folds one string: NFD, combining marks dropped, lower case. */
export const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The words of a query, folded; each is used as a prefix. */
export function searchTerms(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** FTS5 query: every word a prefix, optionally limited to some columns. */
export function fts5Query(terms: string[], columns?: string[]): string {
  const all = terms.map((term) => `"${term}"*`).join(" AND ");
  return columns ? `{${columns.join(" ")}} : (${all})` : all;
}

/** PostgreSQL tsquery text: every word a prefix. Terms hold only letters and digits. */
export const tsQuery = (terms: string[]) => terms.map((term) => `${term}:*`).join(" & ");
