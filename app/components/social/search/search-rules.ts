import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "~/contracts/search";

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PAGE_SIZE = 10;
export const MAX_RECENT_USERS = 3;
export const BIO_CUT_LENGTH = 60;

export const SEARCH_TOO_LONG = `A busca deve ter no máximo ${MAX_SEARCH_LENGTH} caracteres.`;

/** A trimmed query of 2 to 100 characters searches; a shorter one clears the results, a longer one is refused. */
export const shouldSearch = (query: string) => {
  const length = query.trim().length;
  return length >= MIN_SEARCH_LENGTH && length <= MAX_SEARCH_LENGTH;
};

/** A bio that is not highlighted is cut to 60 characters followed by '...'. */
export const cutBio = (bio: string) => (bio.length > BIO_CUT_LENGTH ? `${bio.slice(0, BIO_CUT_LENGTH)}...` : bio);

/** 'RESULTADOS (n)', with ' - Página x de y' when there is more than one page. */
export const resultsHeading = (total: number, page: number, totalPages: number) =>
  `RESULTADOS (${total})${totalPages > 1 ? ` - Página ${page} de ${totalPages}` : ""}`;

export interface RecentUser {
  id: string;
  username: string;
  displayName: string;
  avatarUrl: string | null;
}

/** The recent list after selecting `user`: newest first, deduplicated by id, at most 3. */
export function addRecentUser(list: RecentUser[], user: RecentUser): RecentUser[] {
  return [user, ...list.filter((entry) => entry.id !== user.id)].slice(0, MAX_RECENT_USERS);
}

/** Reads a stored recent list, dropping anything malformed. */
export function parseRecentUsers(stored: string | null): RecentUser[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is RecentUser => typeof entry?.id === "string" && typeof entry?.username === "string")
      .slice(0, MAX_RECENT_USERS);
  } catch {
    return [];
  }
}
