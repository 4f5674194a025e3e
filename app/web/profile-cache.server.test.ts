/**
 * The profile cache caches only where one process serves the database (docs/decisions/0031-workers.md): on SQLite a second
 * read is served from it; on PostgreSQL, where another worker or instance may change the profile, every read asks the
 * service. This file runs on both (the db project).
 */
import { describe, expect, it, vi } from "vitest";
import { config } from "~/config.server";
import { cachedProfile, ownKey } from "~/web/profile-cache.server";
import { profileFixture } from "../../tests/support/profile-fixture";

describe("profile cache and the database's processes", () => {
  it(`${config().database.dialect === "sqlite" ? "serves a second read from the cache" : "reads the service every time"}`, async () => {
    const key = ownKey(`u-${crypto.randomUUID()}`);
    expect((await cachedProfile(key, async () => profileFixture("ana")))?.username).toBe("ana");
    const changedElsewhere = vi.fn(async () => profileFixture("ana.souza"));
    const second = await cachedProfile(key, changedElsewhere);
    if (config().database.dialect === "sqlite") {
      expect(second?.username).toBe("ana");
      expect(changedElsewhere).not.toHaveBeenCalled();
    } else {
      expect(second?.username).toBe("ana.souza");
      expect(changedElsewhere).toHaveBeenCalledTimes(1);
    }
  });
});
