/** A member's social profile; one per user. */
export interface ProfileTable {
  id: string;
  user_id: string;
  username: string;
  display_name: string;
  sort_name: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  avatar_url: string | null;
  preferences: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProfileTables {
  profiles: ProfileTable;
}
