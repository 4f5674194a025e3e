/** The shapes of a user search answer (spec 3 "Search result user"). Safe for the browser. */

export interface SearchResultUser {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  location: string | null;
  /** Per field, HTML-escaped text whose only tags are <mark></mark>, or null. */
  highlights: Partial<Record<"displayName" | "username" | "bio" | "location", string | null>>;
}

export interface SearchResultPage {
  data: SearchResultUser[];
  pagination: { page: number; perPage: number; total: number; totalPages: number; capped?: boolean };
}
