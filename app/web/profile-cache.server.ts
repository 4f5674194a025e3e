/**
 * The server-side profile cache of spec 4 and 9: entries live 300000 ms, a
 * sweep drops expired ones every 60 s, and a change to a profile drops
 * every entry that could hold it. Keys name who may read the entry: the
 * owner (`user:<id>`) or a tenant (`tenant:<id>:username:<name>`).
 */
import { LRUCache } from "lru-cache";
import type { Profile } from "~/clients/profiles-client.server";

export const PROFILE_CACHE_TTL_MS = 300_000;
export const PROFILE_CACHE_SWEEP_MS = 60_000;

// The clock is read at each call: lru-cache's default is the `performance` object it found when first
// imported, which a test's fake clock, installed later, would not replace.
const cache = new LRUCache<string, Profile>({
  max: 10_000,
  ttl: PROFILE_CACHE_TTL_MS,
  perf: { now: () => performance.now() },
});
setInterval(() => cache.purgeStale(), PROFILE_CACHE_SWEEP_MS).unref();

export const ownKey = (userId: string) => `user:${userId}`;
export const tenantKey = (tenantId: string, username: string) => `tenant:${tenantId}:username:${username.toLowerCase()}`;

/** The cached profile, or what `load` gives (cached when not null). */
export async function cachedProfile(key: string, load: () => Promise<Profile | null>): Promise<Profile | null> {
  const hit = cache.get(key);
  if (hit) return hit;
  const profile = await load();
  if (profile) cache.set(key, profile);
  return profile;
}

/** Drops the owner's entry and every tenant entry of the given user names. */
export function invalidateProfile(userId: string, ...usernames: Array<string | null | undefined>): void {
  cache.delete(ownKey(userId));
  const names = new Set(usernames.filter(Boolean).map((name) => `:username:${name!.toLowerCase()}`));
  for (const key of cache.keys()) {
    if ([...names].some((suffix) => key.endsWith(suffix))) cache.delete(key);
  }
}
