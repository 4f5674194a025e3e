import { describe, expect, it } from "vitest";
import { database } from "./db.server";
import {
  admit,
  clearKey,
  clearKeyPrefix,
  countEvents,
  pruneEvents,
  recordEvent,
  RETENTION_MS,
  settle,
  take,
  type RateRule,
} from "./rate-limit.server";

const MINUTE = 60 * 1000;
const rule = (bucket: string, limit = 3): RateRule => ({ bucket, limit, windowMs: 15 * MINUTE });
const ago = (ms: number) => new Date(Date.now() - ms);

describe("rate events", () => {
  it("counts the events of one bucket and key within the window", async () => {
    const { db } = await database();
    const counted = rule("test/count");
    await recordEvent(db, counted.bucket, "a", ago(16 * MINUTE));
    await recordEvent(db, counted.bucket, "a", ago(MINUTE));
    await recordEvent(db, counted.bucket, "a");
    await recordEvent(db, counted.bucket, "b");
    await recordEvent(db, "test/other", "a");
    expect(await countEvents(db, counted, "a")).toBe(2);
    expect(await countEvents(db, { ...counted, windowMs: 30 * MINUTE }, "a")).toBe(3);
    expect(await countEvents(db, counted, "c")).toBe(0);
  });

  it("takes a place while one is free, then refuses until the oldest event leaves the window", async () => {
    const store = await database();
    const limited = rule("test/take");
    for (const minutes of [10, 5, 1]) {
      expect((await take(store, [{ rule: limited, key: "k" }], ago(minutes * MINUTE))).ok).toBe(true);
    }
    const refused = await take(store, [{ rule: limited, key: "k" }]);
    expect(refused).toMatchObject({ ok: false, refused: { key: "k" } });
    const wait = refused.ok ? 0 : refused.retryAfterMs;
    expect(wait).toBeGreaterThan(4 * MINUTE);
    expect(wait).toBeLessThanOrEqual(5 * MINUTE);
    expect(await countEvents(store.db, limited, "k")).toBe(3);
    expect((await take(store, [{ rule: limited, key: "k" }], new Date(Date.now() + wait + 1000))).ok).toBe(true);
  });

  it("records every claim or none", async () => {
    const store = await database();
    const wide = rule("test/wide", 10);
    const narrow = rule("test/narrow", 1);
    const first = await take(store, [
      { rule: wide, key: "w" },
      { rule: narrow, key: "n" },
    ]);
    expect(first.ok && first.ids).toHaveLength(2);
    const second = await take(store, [
      { rule: wide, key: "w" },
      { rule: narrow, key: "n" },
    ]);
    expect(second).toMatchObject({ ok: false, refused: { rule: narrow, key: "n" } });
    expect(await countEvents(store.db, wide, "w")).toBe(1);
  });

  it("never lets parallel takes past the limit", async () => {
    const store = await database();
    const limited = rule("test/parallel", 3);
    const results = await Promise.all(Array.from({ length: 12 }, () => take(store, [{ rule: limited, key: "p" }])));
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(await countEvents(store.db, limited, "p")).toBe(3);
  });

  it("admits attempts, counting only those that failed, with at most `inFlight` checked at once", async () => {
    const store = await database();
    const guarded = { rule: rule("test/admit", 2), key: "a", inFlight: 2 };
    const admitted = async () => {
      const result = await admit(store, [guarded]);
      if (!result.ok) throw new Error("expected an admission");
      return result.attempt;
    };
    const [first, second] = [await admitted(), await admitted()];
    let thirdIn = false;
    const third = admitted().then((attempt) => ((thirdIn = true), attempt));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(thirdIn).toBe(false);
    await settle(store, first, false);
    await settle(store, await third, true);
    expect(await countEvents(store.db, guarded.rule, "a")).toBe(1);
    await settle(store, second, true);
    expect(await countEvents(store.db, guarded.rule, "a")).toBe(2);
    expect(await admit(store, [guarded])).toMatchObject({ ok: false, busy: false, refused: { key: "a" } });
  });

  it("refuses as busy an attempt that waited too long for its turn", async () => {
    const store = await database();
    const guarded = { rule: rule("test/busy", 5), key: "b", inFlight: 1 };
    expect((await admit(store, [guarded])).ok).toBe(true);
    expect(await admit(store, [guarded], 150)).toMatchObject({ ok: false, busy: true, refused: { key: "b" } });
  });

  it("clears a key and clears keys by prefix", async () => {
    const { db } = await database();
    const bucket = "test/clear";
    const counted = rule(bucket);
    await recordEvent(db, bucket, "solo");
    await recordEvent(db, bucket, "solo");
    expect(await countEvents(db, counted, "solo")).toBe(2);
    await clearKey(db, bucket, "solo");
    expect(await countEvents(db, counted, "solo")).toBe(0);

    for (const key of ["conta/10.0.0.1", "conta/10.0.0.2", "contab/10.0.0.1", "Conta/10.0.0.1"])
      await recordEvent(db, bucket, key);
    await recordEvent(db, "test/other-clear", "conta/10.0.0.1");
    await clearKeyPrefix(db, bucket, "conta/");
    expect(await countEvents(db, counted, "conta/10.0.0.1")).toBe(0);
    expect(await countEvents(db, counted, "conta/10.0.0.2")).toBe(0);
    expect(await countEvents(db, counted, "contab/10.0.0.1")).toBe(1);
    expect(await countEvents(db, counted, "Conta/10.0.0.1")).toBe(1);
    expect(await countEvents(db, { ...counted, bucket: "test/other-clear" }, "conta/10.0.0.1")).toBe(1);
  });

  it("prunes events older than a day and refuses longer windows", async () => {
    const { db } = await database();
    await recordEvent(db, "test/prune", "old", ago(RETENTION_MS + MINUTE));
    await recordEvent(db, "test/prune", "new");
    expect(await pruneEvents(db)).toBeGreaterThanOrEqual(1);
    const day = { bucket: "test/prune", windowMs: RETENTION_MS };
    expect(await countEvents(db, day, "old")).toBe(0);
    expect(await countEvents(db, day, "new")).toBe(1);
    await expect(countEvents(db, { ...day, windowMs: RETENTION_MS + 1 }, "new")).rejects.toThrow(RangeError);
  });
});
