/**
 * The localStorage key of the search's recent list (spec 2.6). On its own
 * so that the login page, which clears the list, loads nothing else of the
 * search.
 */
export const RECENT_USERS_KEY = "recentSearchUsers";
