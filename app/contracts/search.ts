/**
 * The user search contract (spec 3 "Search query", "Search result user";
 * spec 7): what the search service answers and its client reads, and the
 * query's length bounds. Safe for the browser.
 */

/** Characters of a trimmed query: fewer do not search, more are refused (400). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

export type HighlightField = "displayName" | "username" | "bio" | "location";

export interface SearchResultUser {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  /** Per field, HTML-escaped text whose only tags are <mark></mark>, or null when nothing matched there. */
  highlights: Partial<Record<HighlightField, string | null>>;
}

export interface SearchPagination {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
  /** More people matched than the service ranks (docs/decisions/0006-user-search.md). */
  capped?: boolean;
}

/** The service's answer (`data` of GET /api/search/users). */
export interface SearchResultPage {
  data: SearchResultUser[];
  pagination: SearchPagination;
}

/** A run of a field's text, marked when it matched the query. */
export interface HighlightPart {
  text: string;
  marked: boolean;
}

/** A result as the pages read it: the client decoded each highlight into parts once. */
export interface SearchHit extends Omit<SearchResultUser, "highlights"> {
  highlights: Partial<Record<HighlightField, HighlightPart[]>>;
}

export interface SearchHitPage {
  data: SearchHit[];
  pagination: SearchPagination;
}
