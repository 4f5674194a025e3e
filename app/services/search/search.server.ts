/**
 * User search over the full-text index (issue 5), for one organization.
 * Ranking: people whose display name or user name holds every term come
 * first, then those matched through bio or location; within each tier,
 * by display name (case and accents folded). Every term is a prefix. Disabled and
 * blocked accounts are not found.
 *
 * Short, common prefixes ('ma') match a large share of a big organization.
 * Each tier therefore reads at most CANDIDATE_LIMIT matches from the index
 * (in index order, which is cheap) and ranks within them; when the names
 * tier is full the other is not read; `capped` tells when a tier had more. Never a table scan: both dialects go through their
 * full-text index (docs/decisions/0006-user-search.md).
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { highlight } from "./highlight";
import { fold, fts5Query, searchTerms, tsQuery } from "./terms";

export const CANDIDATE_LIMIT = 1000;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 50;

export interface SearchUser {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  /** Per field, the text with matched words in <mark></mark> (HTML-escaped), or null. */
  highlights: { displayName: string | null; username: string | null; bio: string | null; location: string | null };
}

export interface SearchPage {
  data: SearchUser[];
  pagination: { page: number; perPage: number; total: number; totalPages: number; capped: boolean };
}

interface Candidate {
  id: string;
  display_name: string;
}

async function candidates(db: Kysely<Database>, dialect: Dialect, tenantId: string, terms: string[]) {
  const limit = CANDIDATE_LIMIT + 1;
  let tier: (names: boolean) => Promise<{ rows: Candidate[] }>;
  if (dialect === "sqlite") {
    const names = fts5Query(terms, ["display_name", "username"]);
    tier = (onlyNames) =>
      sql<Candidate>`SELECT p.id, p.display_name FROM profile_search s
        JOIN profiles p ON p.rowid = s.rowid
        JOIN memberships m ON m.user_id = p.user_id AND m.organization_id = ${tenantId}
        JOIN users u ON u.id = p.user_id AND u.is_active = 1 AND u.blocked_at IS NULL
        WHERE profile_search MATCH ${onlyNames ? names : `(${fts5Query(terms)}) NOT (${names})`}
        LIMIT ${limit}`.execute(db);
  } else {
    const query = tsQuery(terms);
    tier = (onlyNames) =>
    sql<Candidate>`SELECT p.id, p.display_name FROM profiles p
      JOIN memberships m ON m.user_id = p.user_id AND m.organization_id = ${tenantId}
      JOIN users u ON u.id = p.user_id AND u.is_active = 1 AND u.blocked_at IS NULL
      WHERE ${
        onlyNames
          ? sql`p.names_vector @@ to_tsquery('simple', ${query})`
          : sql`(p.names_vector || p.other_vector) @@ to_tsquery('simple', ${query})
               AND NOT (p.names_vector @@ to_tsquery('simple', ${query}))`
      }
      LIMIT ${limit}`.execute(db);
  }
  const names = await tier(true);
  // A full first tier already fills a thousand places: the second is not read.
  if (names.rows.length > CANDIDATE_LIMIT) return [names];
  return [names, await tier(false)];
}

/**
 * Sorts by display name, case and accents folded (as pt-BR readers expect:
 * 'Álvaro' beside 'Alvaro'). Folded keys compare with `<`, which is about a
 * hundred times cheaper than Intl.Collator over a thousand candidates.
 */
function byName(rows: Candidate[]): Candidate[] {
  return rows
    .map((row) => ({ row, key: `${fold(row.display_name)}\u0000${row.id}` }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);
}

/** One page of the organization's members matching `query` (at least 2 characters, trimmed). */
export async function searchUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  { tenantId, query, page, perPage }: { tenantId: string; query: string; page: number; perPage: number },
): Promise<SearchPage> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { data: [], pagination: { page, perPage, total: 0, totalPages: 0, capped: false } };
  const tiers = await candidates(db, dialect, tenantId, terms);
  const capped = tiers.some(({ rows }) => rows.length > CANDIDATE_LIMIT);
  const ranked = tiers.flatMap(({ rows }) => byName(rows.slice(0, CANDIDATE_LIMIT)));
  const pageIds = ranked.slice((page - 1) * perPage, page * perPage).map((row) => row.id);

  const rows = pageIds.length
    ? await db
        .selectFrom("profiles")
        .select(["id", "username", "display_name", "avatar_url", "bio", "location"])
        .where("id", "in", pageIds)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    data: pageIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          id: row.id,
          username: row.username,
          displayName: row.display_name,
          avatarUrl: row.avatar_url,
          bio: row.bio,
          location: row.location,
          highlights: {
            displayName: highlight(row.display_name, terms),
            username: highlight(row.username, terms),
            bio: highlight(row.bio, terms),
            location: highlight(row.location, terms),
          },
        },
      ];
    }),
    pagination: { page, perPage, total: ranked.length, totalPages: Math.ceil(ranked.length / perPage), capped },
  };
}
