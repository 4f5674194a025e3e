/**
 * Contract of the server-side profile cache (spec 4 and 9; app/web/profile-cache.server.ts), on both databases: a cached
 * entry is served without loading again, a change drops the owner's and the user names' entries, here and (PostgreSQL) in
 * the other processes, a load that overlapped a change is not kept, and an entry lives PROFILE_CACHE_TTL_MS.
 *
 * The cache reads `performance.now()` at each call, so Vitest's fake clock, installed before the module loads, drives its
 * expiry. Were the real clock kept, the expiry test fails: 300 s never pass.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Profile } from "~/clients/profiles-client.server";
import { database } from "~/db/db.server";
import { profileFixture } from "../../tests/support/profile-fixture";

vi.useFakeTimers({ toFake: ["performance", "Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
const {
  cachedProfile,
  invalidateProfile,
  ownKey,
  PROFILE_CACHE_TTL_MS,
  PROFILES_CHANNEL,
  startProfileCache,
  stopProfileCache,
  tenantKey,
} = await import("~/web/profile-cache.server");
// The fake performance.now() starts at 0, and lru-cache takes an entry set at
// time 0 for one without a lifetime; a real clock is never at 0.
vi.advanceTimersByTime(1_000);
beforeAll(() => startProfileCache());
afterAll(async () => {
  await stopProfileCache();
  vi.useRealTimers();
});

const profile = profileFixture;

/** A loader that counts its calls and answers `value`. */
const loader = (value: Profile | null) => vi.fn(async () => value);

/** Whether `key` is cached: reading it with a loader that would answer something else. */
async function cached(key: string, expected: Profile): Promise<boolean> {
  const load = loader(profile("recarregado"));
  const value = await cachedProfile(key, load);
  if (load.mock.calls.length === 0) {
    expect(value).toBe(expected);
    return true;
  }
  return false;
}

describe("profile cache", () => {
  it("keys entries by owner and by tenant and lower-cased user name", () => {
    expect(ownKey("u-1")).toBe("user:u-1");
    expect(tenantKey("t-1", "Ana.Silva")).toBe("tenant:t-1:username:ana.silva");
  });

  it("serves a cached entry without calling load again", async () => {
    const ana = profile("ana");
    const load = loader(ana);
    expect(await cachedProfile(ownKey("u-ana"), load)).toBe(ana);
    expect(await cachedProfile(ownKey("u-ana"), load)).toBe(ana);
    expect(await cachedProfile(ownKey("u-ana"), loader(profile("outra")))).toBe(ana);
    expect(load).toHaveBeenCalledTimes(1);
    // Another key loads on its own.
    const other = loader(profile("bia"));
    expect((await cachedProfile(ownKey("u-bia"), other))?.username).toBe("bia");
    expect(other).toHaveBeenCalledTimes(1);
  });

  it("does not cache a missing profile (null)", async () => {
    const missing = loader(null);
    expect(await cachedProfile(ownKey("u-sem"), missing)).toBeNull();
    expect(await cachedProfile(ownKey("u-sem"), missing)).toBeNull();
    expect(missing).toHaveBeenCalledTimes(2);
    const created = profile("sem");
    expect(await cachedProfile(ownKey("u-sem"), loader(created))).toBe(created);
    expect(await cached(ownKey("u-sem"), created)).toBe(true);
  });

  it("invalidateProfile drops the owner's entry and every tenant's entry of the given user names, and nothing else", async () => {
    const carla = profile("carla.dias", "u-carla");
    const keep = profile("outra.pessoa", "u-outra");
    const entries: Array<[string, Profile]> = [
      [ownKey("u-carla"), carla],
      [tenantKey("t-1", "carla.dias"), carla],
      [tenantKey("t-2", "Carla.Dias"), carla],
      [tenantKey("t-1", "antigo.nome"), carla],
      [ownKey("u-outra"), keep],
      [tenantKey("t-1", "outra.pessoa"), keep],
      [tenantKey("t-1", "maria.carla.dias"), keep],
    ];
    for (const [key, value] of entries) await cachedProfile(key, loader(value));
    for (const [key, value] of entries) expect(await cached(key, value), key).toBe(true);

    await invalidateProfile("u-carla", "Carla.Dias", "antigo.nome", null, undefined);

    const state = await Promise.all(entries.map(async ([key, value]) => [key, await cached(key, value)]));
    expect(Object.fromEntries(state)).toEqual({
      [ownKey("u-carla")]: false,
      [tenantKey("t-1", "carla.dias")]: false,
      [tenantKey("t-2", "carla.dias")]: false,
      [tenantKey("t-1", "antigo.nome")]: false,
      [ownKey("u-outra")]: true,
      [tenantKey("t-1", "outra.pessoa")]: true,
      [tenantKey("t-1", "maria.carla.dias")]: true,
    });
  });

  it("invalidateProfile without user names drops only the owner's entry", async () => {
    const dani = profile("dani", "u-dani");
    await cachedProfile(ownKey("u-dani"), loader(dani));
    await cachedProfile(tenantKey("t-1", "dani"), loader(dani));
    await invalidateProfile("u-dani");
    expect(await cached(ownKey("u-dani"), dani)).toBe(false);
    expect(await cached(tenantKey("t-1", "dani"), dani)).toBe(true);
  });

  it("keeps an entry for PROFILE_CACHE_TTL_MS (300000 ms), then loads again", async () => {
    expect(PROFILE_CACHE_TTL_MS).toBe(300_000);
    const eva = profile("eva");
    const load = loader(eva);
    await cachedProfile(ownKey("u-eva"), load);

    vi.advanceTimersByTime(PROFILE_CACHE_TTL_MS - 1_000);
    expect(await cachedProfile(ownKey("u-eva"), load)).toBe(eva);
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(2_000);
    const fresh = profile("eva");
    const reload = loader(fresh);
    expect(await cachedProfile(ownKey("u-eva"), reload)).toBe(fresh);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded entry starts a new lifetime.
    vi.advanceTimersByTime(PROFILE_CACHE_TTL_MS - 1_000);
    expect(await cached(ownKey("u-eva"), fresh)).toBe(true);
  });

  it("a load that overlapped a change is served but not kept: it may hold the profile from before", async () => {
    let finish: (value: Profile) => void = () => undefined;
    const slow = vi.fn(() => new Promise<Profile>((resolve) => (finish = resolve)));
    const reading = cachedProfile(ownKey("u-gil"), slow);
    await invalidateProfile("u-gil", "gil");
    finish(profile("gil"));
    expect((await reading)?.username).toBe("gil");
    expect(await cached(ownKey("u-gil"), profile("gil"))).toBe(false);
  });

  it("a change announced by another process (NOTIFY on PostgreSQL) drops the entry here", async () => {
    const hugo = profile("hugo", "u-hugo");
    await cachedProfile(ownKey("u-hugo"), loader(hugo));
    await cachedProfile(tenantKey("t-1", "hugo"), loader(hugo));
    const { db, dialect } = await database();
    let kept: boolean;
    if (dialect === "sqlite") {
      // One process serves a SQLite file: its own changes are the only ones.
      await invalidateProfile("u-hugo", "hugo");
      kept = await cached(ownKey("u-hugo"), hugo);
    } else {
      const change = JSON.stringify({ userId: "u-hugo", usernames: ["Hugo"] });
      await sql`select pg_notify(${PROFILES_CHANNEL}, ${change})`.execute(db);
      // Round trips on the real clock until the notification has come (at most about a second).
      for (let tries = 0; (kept = await cached(ownKey("u-hugo"), hugo)) && tries < 200; tries++) {
        await sql`select pg_sleep(0.005)`.execute(db);
      }
    }
    expect(kept).toBe(false);
    expect(await cached(tenantKey("t-1", "hugo"), hugo)).toBe(false);
  });
});
