/**
 * Profiles as the profiles service gave them, kept PROFILE_CACHE_TTL_MS and dropped when this process changes one. Only where
 * one process serves the database (SQLite, decision 0012): on PostgreSQL another worker or instance may change a profile this
 * one would still show, so every read asks the service (docs/decisions/0031-workers.md).
 */
import { LRUCache } from "lru-cache";
import type { Profile } from "~/clients/profiles-client.server";
import { config } from "~/config.server";

export const PROFILE_CACHE_TTL_MS = 300_000;
export const PROFILE_CACHE_SWEEP_MS = 60_000;

// The clock is read per call: lru-cache captures `performance` at import, before a test's fake clock exists.
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
  if (config().database.dialect !== "sqlite") return load();
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
