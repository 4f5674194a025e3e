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
  capped?: boolean;
}

export interface SearchResultPage {
  data: SearchResultUser[];
  pagination: SearchPagination;
}

export interface HighlightPart {
  text: string;
  marked: boolean;
}

export interface SearchHit extends Omit<SearchResultUser, "highlights"> {
  highlights: Partial<Record<HighlightField, HighlightPart[]>>;
}

export interface SearchHitPage {
  data: SearchHit[];
  pagination: SearchPagination;
}
