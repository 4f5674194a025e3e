/** The shapes of a profile as the profiles service answers them (spec 3, 7). */

export interface Profile {
  id: string;
  userId: string;
  username: string;
  displayName: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  avatarUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export type SimpleProfile = Pick<Profile, "id" | "username" | "displayName" | "avatarUrl">;

/** What a person edits (the avatar apart). */
export type ProfileFieldValues = Pick<Profile, "username" | "displayName" | "bio" | "location" | "website">;
