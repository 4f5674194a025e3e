/**
 * User search (decision 0006): one query reads at most CANDIDATE_LIMIT
 * matches from the full-text index (on PostgreSQL, a search of long posting
 * lists asks samples of the profiles first), ranked in memory.
 * When that exact pass finds fewer than a page, a second pass lets each
 * term of 4 or more letters stand for the display-name words it is a typo
 * of (typos.ts); what it adds ranks after the exact matches.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Dialect } from "~/db/dialect";
import type { Database } from "~/db/schema";
import { noBlockBetweenSql } from "~/db/user-blocks";
import type { SearchResultPage } from "~/contracts/search";
import { highlight } from "./highlight";
import { rankCandidates, type Candidate } from "./ranking";
import { fts5Query, searchTerms, tsQuery, type TermCorrections } from "./terms";
import { correctionsFor } from "./vocabulary.server";

export const CANDIDATE_LIMIT = 500;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 50;

export interface Scope {
  tenantId: string;
  viewerId: string;
}

export interface CandidateOptions {
  /** Per term, the whole words it may be a typo of (the second pass). */
  corrections?: TermCorrections;
  /** PostgreSQL: only the profiles of one of the search samples. */
  sample?: Sample;
  /** How many candidates are enough; the query reads one more, to tell whether there were more. */
  limit?: number;
}

interface Sample {
  /** The share of profiles it holds (the ids are random). */
  share: number;
  /** Its partial index's predicate, word for word: the planner uses a partial index only for a query that states it. */
  predicate: RawBuilder<unknown>;
}

/**
 * PostgreSQL's search samples, smallest first (migrations 0054 and 0052):
 * a one-term search at a million members holds 300 to 1 100 matches in the
 * first, a two-letter one 1 000 to 5 000.
 */
const SAMPLES: readonly Sample[] = [
  { share: 1 / 64, predicate: sql`right(p.id::text, 2) IN ('00', '01', '02', '03')` },
  { share: 1 / 16, predicate: sql`right(p.id::text, 1) = '0'` },
  { share: 1 / 4, predicate: sql`right(p.id::text, 1) IN ('0', '1', '2', '3')` },
];

/**
 * The query of at most `limit` + 1 active, unblocked members of the tenant matching `terms` (or their corrections), in
 * index order. The membership and account state is the profile's own `active_member_of` (migrations 0053 and 0056).
 */
function candidateQuery(
  dialect: Dialect,
  { tenantId, viewerId }: Scope,
  terms: string[],
  { corrections, sample, limit = CANDIDATE_LIMIT }: CandidateOptions = {},
): RawBuilder<Candidate> {
  const members =
    dialect === "sqlite"
      ? sql`profiles p JOIN profile_search s ON s.rowid = p.rowid
        WHERE profile_search MATCH ${fts5Query(terms, undefined, corrections)}
        AND instr(p.active_member_of, ${` ${tenantId} `}) > 0`
      : sql`profiles p WHERE p.active_member_of @> ARRAY[${tenantId}]::uuid[]
        AND ${sample ? sql`${sample.predicate} AND ` : sql``}p.search_vector @@ ${tsQuery(terms, corrections)}::tsquery`;
  return sql<Candidate>`SELECT p.id, p.sort_name, p.username FROM ${members}
    AND ${noBlockBetweenSql(tenantId, viewerId, sql.ref("p.user_id"))} LIMIT ${limit + 1}`;
}

/**
 * On PostgreSQL, the longest posting lists: one term, a term of one or two letters ('joão pe' as it is typed), or
 * corrections, which are common names by construction ('joao silvs' reads every Silva).
 */
const asksSamples = (dialect: Dialect, terms: string[], corrections: TermCorrections | undefined) =>
  dialect === "postgres" && (terms.length === 1 || terms.some((term) => [...term].length <= 2) || (corrections?.size ?? 0) > 0);

/**
 * The candidate query that answers `terms`, and its rows (up to `limit` + 1).
 * On PostgreSQL a search of long posting lists (asksSamples) asks the
 * samples first, smallest first: when one holds more than `limit`
 * matches they serve as well as any (the limit takes matches
 * in index order anyway) and the whole posting lists, tens of thousands of
 * entries for `ma` at a million members, are never read. The count of the
 * last sample asked predicts the larger ones': one that would hold no more
 * than `limit` is not asked, and when none would, the full query runs.
 */
export async function answeringQuery(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: Scope,
  terms: string[],
  options: Omit<CandidateOptions, "sample"> = {},
): Promise<{ query: RawBuilder<Candidate>; rows: Candidate[] }> {
  const limit = options.limit ?? CANDIDATE_LIMIT;
  if (asksSamples(dialect, terms, options.corrections)) {
    let asked: { share: number; count: number } | undefined;
    for (const sample of SAMPLES) {
      if (asked && (asked.count / asked.share) * sample.share <= limit) continue;
      const query = candidateQuery(dialect, scope, terms, { ...options, sample });
      const { rows } = await query.execute(db);
      if (rows.length > limit) return { query, rows };
      asked = { share: sample.share, count: rows.length };
    }
  }
  const query = candidateQuery(dialect, scope, terms, options);
  return { query, rows: (await query.execute(db)).rows };
}

/** Up to `limit` + 1 candidates for `terms` (answeringQuery's rows). */
export async function findCandidates(...args: Parameters<typeof answeringQuery>): Promise<Candidate[]> {
  return (await answeringQuery(...args)).rows;
}

/** One page of the organization's members matching `query` (at least 2 characters, trimmed), as `viewerId` (the caller) may meet them. */
export async function searchUsers(
  db: Kysely<Database>,
  dialect: Dialect,
  { tenantId, viewerId, query, page, perPage }: Scope & { query: string; page: number; perPage: number },
): Promise<SearchResultPage> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { data: [], pagination: { page, perPage, total: 0, totalPages: 0, capped: false } };
  const scope = { tenantId, viewerId };
  const exact = await findCandidates(db, dialect, scope, terms);
  let capped = exact.length > CANDIDATE_LIMIT;
  let ranked = rankCandidates(exact.slice(0, CANDIDATE_LIMIT), terms);
  const corrected = new Set<string>();
  if (exact.length < perPage) {
    const fixes = await correctionsFor(db, terms);
    if (fixes.size > 0) {
      const found = await findCandidates(db, dialect, scope, terms, { corrections: fixes });
      const seen = new Set(exact.map((row) => row.id));
      const added = found.slice(0, CANDIDATE_LIMIT).filter((row) => !seen.has(row.id));
      ranked = [...ranked, ...rankCandidates(added, terms, { typos: true })];
      capped = found.length > CANDIDATE_LIMIT;
      for (const words of fixes.values()) for (const word of words) corrected.add(word);
    }
  }
  const pageIds = ranked.slice((page - 1) * perPage, page * perPage).map((row) => row.id);

  const rows = pageIds.length
    ? await db
        .selectFrom("profiles")
        .select(["id", "username", "display_name", "avatar_url", "bio", "location"])
        .where("id", "in", pageIds)
        .execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const marked = (text: string | null) => highlight(text, terms, corrected);
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
            displayName: marked(row.display_name),
            username: marked(row.username),
            bio: marked(row.bio),
            location: marked(row.location),
          },
        },
      ];
    }),
    pagination: { page, perPage, total: ranked.length, totalPages: Math.ceil(ranked.length / perPage), capped },
  };
}
