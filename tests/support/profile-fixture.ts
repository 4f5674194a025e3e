import type { Profile } from "~/clients/profiles-client.server";

/** A profile as the profiles service answers it, for tests that never store it. */
export const profileFixture = (username: string, userId = `user-${username}`): Profile => ({
  id: `profile-${username}`,
  userId,
  username,
  displayName: username,
  bio: null,
  location: null,
  website: null,
  avatarUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
