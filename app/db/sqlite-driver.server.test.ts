import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { insertOrganization, scratchSqlite, slugs, type ScratchSqlite } from "../../tests/support/sqlite-lock";
import { withDatabaseBusyScope } from "./busy-scope.server";
import { DatabaseBusyError, isUniqueViolation } from "./errors";

// Order and outcome only: no assertion here depends on how long anything took.
describe("the SQLite driver while another connection holds the write lock", () => {
  let scratch: ScratchSqlite;
  afterEach(() => scratch.cleanup());

  it("keeps reads and timers going while a write waits, and writes once the lock is released", async () => {
    scratch = await scratchSqlite({ budgetMs: 60_000 });
    const events: string[] = [];
    scratch.hold();
    const write = insertOrganization(scratch.db, "depois").then(
      () => events.push("write done"),
      (error: unknown) => {
        events.push("write failed");
        throw error;
      },
    );
    await new Promise<void>((resolve) => setTimeout(() => resolve(void events.push("timer")), 20));
    const seen = await slugs(scratch.db);
    events.push("read");
    expect(seen).not.toContain("holder");
    expect(events).toEqual(["timer", "read"]);

    scratch.release();
    events.push("released");
    await write;
    expect(events).toEqual(["timer", "read", "released", "write done"]);
    expect(await slugs(scratch.db)).toEqual(expect.arrayContaining(["depois", "holder"]));
  });

  it("lets waiting writes through in the order they came once the lock is released", async () => {
    scratch = await scratchSqlite({ budgetMs: 60_000 });
    const done: string[] = [];
    scratch.hold();
    const writes = ["um", "dois", "tres", "quatro"].map((slug) =>
      insertOrganization(scratch.db, slug).then(() => done.push(slug)),
    );
    await sleep(20);
    expect(done).toEqual([]);
    scratch.release();
    await Promise.all(writes);
    expect(done).toEqual(["um", "dois", "tres", "quatro"]);
  });

  it("rejects a write with DatabaseBusyError when the lock outlasts the budget, and records it in the busy scope", async () => {
    scratch = await scratchSqlite({ budgetMs: 30 });
    scratch.hold();
    const { result, busy } = await withDatabaseBusyScope(() =>
      insertOrganization(scratch.db, "nunca").catch((error: unknown) => error),
    );
    expect(result).toBeInstanceOf(DatabaseBusyError);
    expect((result as DatabaseBusyError).retryAfterSeconds).toBe(1);
    expect(busy).toBe(result);
    scratch.release();
    expect(await slugs(scratch.db)).not.toContain("nunca");
  });

  it("starts a transaction with BEGIN IMMEDIATE: it waits at BEGIN while reads go on, then commits", async () => {
    scratch = await scratchSqlite({ budgetMs: 60_000 });
    const events: string[] = [];
    scratch.hold();
    const transaction = scratch.db.transaction().execute(async (trx) => {
      events.push("begun");
      await insertOrganization(trx, "trx-a");
      await insertOrganization(trx, "trx-b");
    });
    await sleep(20);
    await slugs(scratch.db);
    events.push("read");
    scratch.release();
    await transaction;
    expect(events).toEqual(["read", "begun"]);
    expect(await slugs(scratch.db)).toEqual(expect.arrayContaining(["trx-a", "trx-b"]));
  });

  it("does not retry a lock met inside a started transaction: DatabaseBusyError, rolled back, connection free", async () => {
    scratch = await scratchSqlite({ budgetMs: 60_000 });
    scratch.hold();
    // A read-only transaction starts with a plain BEGIN, so its write meets the lock inside it.
    const attempt = scratch.db
      .transaction()
      .setAccessMode("read only")
      .execute((trx) => insertOrganization(trx, "dentro"));
    await expect(attempt).rejects.toBeInstanceOf(DatabaseBusyError);
    scratch.release();
    expect(await slugs(scratch.db)).not.toContain("dentro");
    await insertOrganization(scratch.db, "livre");
    expect(await slugs(scratch.db)).toContain("livre");
  });
});

describe("the SQLite driver on its own", () => {
  let scratch: ScratchSqlite;
  afterEach(() => scratch.cleanup());

  it("keeps other statements out of an open transaction until it ends", async () => {
    scratch = await scratchSqlite({});
    const events: string[] = [];
    let finish!: () => void;
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = scratch.db.transaction().execute(async (trx) => {
      await insertOrganization(trx, "aberta");
      inserted();
      await new Promise<void>((resolve) => (finish = resolve));
      events.push("commit");
    });
    await insertedInside;
    const read = slugs(scratch.db).then((seen) => {
      events.push("read");
      return seen;
    });
    await sleep(20);
    expect(events).toEqual([]);
    finish();
    await transaction;
    expect(await read).toContain("aberta");
    expect(events).toEqual(["commit", "read"]);
  });

  it("streams a select and frees the connection afterwards", async () => {
    scratch = await scratchSqlite({});
    await insertOrganization(scratch.db, "fluxo");
    const streamed: string[] = [];
    for await (const row of scratch.db.selectFrom("organizations").select("slug").stream()) streamed.push(row.slug);
    expect(streamed).toEqual(["fluxo"]);
    await insertOrganization(scratch.db, "depois-do-fluxo");
    expect(await slugs(scratch.db)).toEqual(["depois-do-fluxo", "fluxo"]);
  });

  it("rejects other errors at once, as the driver gave them", async () => {
    scratch = await scratchSqlite({});
    await insertOrganization(scratch.db, "repetida");
    const error = await insertOrganization(scratch.db, "repetida").catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, "slug")).toBe(true);
  });
});
