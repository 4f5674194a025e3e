/** The localStorage key of the search's recent list (spec 2.6). */
export const RECENT_USERS_KEY = "recentSearchUsers";
