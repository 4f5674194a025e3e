/**
 * Profiles as the profiles service gave them, kept PROFILE_CACHE_TTL_MS. A change drops the owner's entry and the tenant
 * entries of its user names, in this process and, on PostgreSQL, in every other worker or instance: the change is announced
 * by NOTIFY, and a process caches only while its LISTEN connection is up (it forgets everything when the connection drops, as
 * it may have missed a change). A load that overlapped a change is served but not kept (docs/decisions/0031-workers.md).
 */
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import type { Profile } from "~/clients/profiles-client.server";
import { config } from "~/config.server";
import { db } from "~/db/db.server";
import { listen } from "~/db/pg-listen.server";
import { logger } from "~/server/logger.server";

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

/** The LISTEN/NOTIFY channel of profile changes; the payload is `{ userId, usernames }` as JSON. */
export const PROFILES_CHANNEL = "profile_changes";

/** Counts changes seen: a load that saw it move may hold the profile from before the change. */
let changes = 0;
interface Listener {
  on: boolean;
  stop?: () => Promise<void>;
}
let listener: Listener | undefined;

/** Whether this process may keep profiles now: always on SQLite (one process), while listening on PostgreSQL. */
const mayCache = () => config().database.dialect === "sqlite" || listener?.on === true;

/** On PostgreSQL, starts listening for the other processes' changes (the server's start); until then profiles are read through. */
export async function startProfileCache(): Promise<void> {
  const settings = config().database;
  if (settings.dialect === "sqlite" || listener) return;
  const current: Listener = { on: false };
  listener = current;
  try {
    current.stop = await listen(settings.connectionString, {
      label: "profile cache",
      channels: { [PROFILES_CHANNEL]: (payload) => dropAnnounced(payload) },
      onUp: () => (current.on = true),
      onDown: () => {
        current.on = false;
        changes++;
        cache.clear();
      },
    });
    current.on = true;
  } catch (error) {
    logger().warn({ err: error }, "profile cache: cannot LISTEN; profiles are read without the cache");
  }
}

/** The cached profile, or what `load` gives (kept when not null, the cache is usable and no change came meanwhile). */
export async function cachedProfile(key: string, load: () => Promise<Profile | null>): Promise<Profile | null> {
  if (!mayCache()) return load();
  const hit = cache.get(key);
  if (hit) return hit;
  const before = changes;
  const profile = await load();
  if (profile && changes === before) cache.set(key, profile);
  return profile;
}

/** Drops the owner's entry and every tenant entry of the given user names here, and announces the change to the other processes (PostgreSQL). */
export async function invalidateProfile(userId: string, ...usernames: Array<string | null | undefined>): Promise<void> {
  const names = usernames.filter((name): name is string => !!name);
  drop(userId, names);
  if (config().database.dialect === "sqlite") return;
  await sql`select pg_notify(${PROFILES_CHANNEL}, ${JSON.stringify({ userId, usernames: names })})`.execute(await db());
}

/** Stops listening for changes (the server's shutdown). */
export async function stopProfileCache(): Promise<void> {
  const current = listener;
  listener = undefined;
  await current?.stop?.();
}

function drop(userId: string, usernames: string[]) {
  changes++;
  cache.delete(ownKey(userId));
  const suffixes = usernames.map((name) => `:username:${name.toLowerCase()}`);
  for (const key of cache.keys()) {
    if (suffixes.some((suffix) => key.endsWith(suffix))) cache.delete(key);
  }
}

function dropAnnounced(payload: string | undefined) {
  try {
    const change = JSON.parse(payload ?? "") as { userId?: unknown; usernames?: unknown };
    if (typeof change.userId !== "string" || !Array.isArray(change.usernames)) return;
    drop(
      change.userId,
      change.usernames.filter((name): name is string => typeof name === "string"),
    );
  } catch {
    // Not JSON: nobody of ours sent it.
  }
}
