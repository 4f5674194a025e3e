/**
 * The idempotency store on the test database: what a key replays, whom it
 * refuses, what it lets run again, and the daily prune.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from "~/config/idempotency-rules";
import { newScope } from "../../tests/support/ledger-rows";
import { formData } from "../../tests/support/forms";
import { idempotent, pruneIdempotencyKeys } from "./idempotency.server";

const newKey = () => randomBytes(18).toString("base64url");
const formWith = (key: string) => formData({ [IDEMPOTENCY_FIELD]: key });

/** Work that counts its runs and answers `answer` (a thrown redirect by default). */
function counted(
  answer: () => unknown = () => Promise.reject(new Response(null, { status: 302, headers: { Location: "/feito" } })),
) {
  const runs = { count: 0 };
  return { runs, work: async () => (runs.count++, answer()) };
}

async function outcomeOf(promise: Promise<unknown>) {
  try {
    return { returned: await promise };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    return { thrown };
  }
}

describe("idempotent", () => {
  it("runs work without a key every time", async () => {
    const scope = await newScope();
    const { runs, work } = counted(() => "ok");
    await idempotent(scope, new FormData(), "teste", work);
    await idempotent(scope, new FormData(), "teste", work);
    expect(runs.count).toBe(2);
  });

  it("refuses a malformed key with 400 and runs nothing", async () => {
    const scope = await newScope();
    const { runs, work } = counted();
    for (const bad of ["curta", "x".repeat(121), "chave com espaços e acentuação", "a/b\\c<script>0123456789"]) {
      const refused = await outcomeOf(idempotent(scope, formWith(bad), "teste", work));
      expect(refused).toMatchObject({ thrown: { init: { status: 400 } } });
    }
    expect(runs.count).toBe(0);
  });

  it("replays a stored result for which `done` holds, and the header key of an API call", async () => {
    const scope = await newScope();
    const { runs, work } = counted(() => ({ ok: true, id: 7 }));
    const key = newKey();
    const request = () => new Request("http://localhost/api", { method: "POST", headers: { [IDEMPOTENCY_HEADER]: key } });
    const done = (result: unknown) => (result as { ok?: boolean }).ok === true;
    expect(await idempotent(scope, request(), "api", work, { done })).toEqual({ ok: true, id: 7 });
    expect(await idempotent(scope, request(), "api", work, { done })).toEqual({ ok: true, id: 7 });
    expect(runs.count).toBe(1);
  });

  it("refuses a key replayed by another person or on another action (409), without running", async () => {
    const scope = await newScope();
    const key = newKey();
    const { runs, work } = counted();
    await outcomeOf(idempotent(scope, formWith(key), "teste", work));
    const stranger = { ...scope, userId: (await newScope()).userId };
    expect(await outcomeOf(idempotent(stranger, formWith(key), "teste", work))).toMatchObject({
      thrown: { init: { status: 409 } },
    });
    expect(await outcomeOf(idempotent(scope, formWith(key), "outra", work))).toMatchObject({ thrown: { init: { status: 409 } } });
    expect(runs.count).toBe(1);
    // The same key in another organization is another key.
    const elsewhere = await newScope();
    expect(await outcomeOf(idempotent(elsewhere, formWith(key), "teste", work))).toEqual({ status: 302, location: "/feito" });
    expect(runs.count).toBe(2);
  });

  it("lets the key run again after a refusal or a failure, and keeps nothing of them", async () => {
    const scope = await newScope();
    const key = newKey();
    const refusal = counted(() => ({ error: "Confira os campos." }));
    await idempotent(scope, formWith(key), "teste", refusal.work);
    const failure = counted(() => Promise.reject(new Error("falhou")));
    await expect(idempotent(scope, formWith(key), "teste", failure.work)).rejects.toThrow("falhou");
    const success = counted();
    expect(await outcomeOf(idempotent(scope, formWith(key), "teste", success.work))).toEqual({ status: 302, location: "/feito" });
    expect([refusal.runs.count, failure.runs.count, success.runs.count]).toEqual([1, 1, 1]);
  });

  it("makes twins that arrive together wait for the first one's outcome", async () => {
    const scope = await newScope();
    const key = newKey();
    const slow = counted(
      () =>
        new Promise((_, reject) =>
          setTimeout(() => reject(new Response(null, { status: 303, headers: { Location: "/lento" } })), 200),
        ),
    );
    const answers = await Promise.all([1, 2, 3, 4].map(() => outcomeOf(idempotent(scope, formWith(key), "teste", slow.work))));
    expect(answers).toEqual(Array(4).fill({ status: 303, location: "/lento" }));
    expect(slow.runs.count).toBe(1);
  });

  it("prunes the keys older than a day", async () => {
    const scope = await newScope();
    const { work } = counted();
    const [old, recent] = [newKey(), newKey()];
    await outcomeOf(idempotent(scope, formWith(old), "teste", work));
    await outcomeOf(idempotent(scope, formWith(recent), "teste", work));
    const database = await db();
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await database.updateTable("idempotency_keys").set({ created_at: dayAndMinuteAgo }).where("key", "=", old).execute();
    expect(await pruneIdempotencyKeys()).toBeGreaterThanOrEqual(1);
    const left = await database
      .selectFrom("idempotency_keys")
      .select("key")
      .where("organization_id", "=", scope.organizationId)
      .execute();
    expect(left.map((row) => row.key)).toEqual([recent]);
  });
});
