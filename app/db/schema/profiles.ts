/** Social profiles (spec 3, 7). */

/** A member's social profile; one per user. */
export interface ProfileTable {
  id: string;
  user_id: string;
  /** 3-30 of a-z, 0-9, '.', '_'; lower case; unique. */
  username: string;
  display_name: string;
  /** `display_name` with case and accents folded (config/text-rules `fold`): what lists sort by. */
  sort_name: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  /** `/storage/avatars/<id>.webp`, or an https URL. */
  avatar_url: string | null;
  /** JSON of the person's layout settings and notification choices. */
  preferences: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProfileTables {
  profiles: ProfileTable;
}
