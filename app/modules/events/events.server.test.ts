import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { database, openDatabase } from "~/db/db.server";
import { announceSessionEnd, type SessionEnd } from "~/db/session-ends.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { markers, readFrames } from "../../../tests/support/event-streams";
import { appHub } from "./channel.server";
import { EventHub } from "./hub.server";
import { listenForEvents } from "./pg-listener.server";
import { publishEvent } from "./publish.server";
import { pruneLiveEvents } from "./prune.server";
import { closeAllStreams, eventStream } from "./stream.server";

const controllers: AbortController[] = [];
/** The channel's own tests: a session that always holds (app/web/live-stream.server.test.ts tests its end). */
const always = () => Promise.resolve(true);
afterAll(() => controllers.forEach((controller) => controller.abort()));

function open(hub: EventHub, organizationId: string, userId: string, lastEventId: number | null = null, topics = ["crm"]) {
  const controller = new AbortController();
  controllers.push(controller);
  const response = eventStream({
    hub,
    filter: { organizationId, userId, topics: new Set(topics) },
    lastEventId,
    signal: controller.signal,
    grantId: null,
    stillValid: always,
  });
  return { response, close: () => controller.abort() };
}

const publish = async (organizationId: string, marker: string, extra: { topic?: string; audienceUserId?: string } = {}) =>
  publishEvent((await database()).db, {
    organizationId,
    topic: extra.topic ?? "crm",
    audienceUserId: extra.audienceUserId,
    payload: { kind: "test", marker },
  });

const upTo = (marker: string) => (frames: Parameters<typeof markers>[0]) => markers(frames).includes(marker);

describe("the event channel", () => {
  it("sends a member only their organization's events on their topics, for everyone or for them", async () => {
    const hub = await appHub();
    const ours = await newScope();
    const theirs = await newScope();
    const colleague = randomUUID();
    const stream = open(hub, ours.organizationId, ours.userId);
    await publish(ours.organizationId, "para todos");
    await publish(ours.organizationId, "para mim", { audienceUserId: ours.userId });
    await publish(ours.organizationId, "para o colega", { audienceUserId: colleague });
    await publish(theirs.organizationId, "de outra organização");
    await publish(ours.organizationId, "outro tópico", { topic: "social" });
    await publish(ours.organizationId, "fim");
    const frames = await readFrames(stream.response, upTo("fim"));
    expect(markers(frames)).toEqual(["para todos", "para mim", "fim"]);
    expect(frames.every((frame) => frame.event === "crm")).toBe(true);
    stream.close();
  });

  it("delivers what was missed across a reconnect once, and nothing of a rolled-back change", async () => {
    const hub = await appHub();
    const scope = await newScope();
    const first = open(hub, scope.organizationId, scope.userId);
    await publish(scope.organizationId, "um");
    const before = await readFrames(first.response, upTo("um"));
    first.close();
    const lastId = Number(before.at(-1)!.id);

    await publish(scope.organizationId, "dois");
    const { db } = await database();
    await expect(
      db.transaction().execute(async (trx) => {
        await publishEvent(trx, { organizationId: scope.organizationId, topic: "crm", payload: { marker: "desfeito" } });
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    await publish(scope.organizationId, "três");

    const again = open(hub, scope.organizationId, scope.userId, lastId);
    await publish(scope.organizationId, "quatro");
    const after = await readFrames(again.response, upTo("quatro"));
    expect(markers(after)).toEqual(["dois", "três", "quatro"]);
    const ids = after.map((frame) => Number(frame.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(lastId);
    again.close();
  });

  it("resumes from the id it opened with when nothing had arrived before the reconnect", async () => {
    const hub = await appHub();
    const scope = await newScope();
    const first = open(hub, scope.organizationId, scope.userId);
    const reader = first.response.body!.getReader();
    const opening = new TextDecoder().decode((await reader.read()).value);
    first.close();
    const openedAt = Number(/id: (\d+)/.exec(opening)![1]);
    await publish(scope.organizationId, "enquanto fora");
    const again = open(hub, scope.organizationId, scope.userId, openedAt);
    expect(markers(await readFrames(again.response, upTo("enquanto fora")))).toEqual(["enquanto fora"]);
    again.close();
  });
});

/** A second instance's hub, ready; `stop` ends it. */
async function otherInstance() {
  const settings = config().database;
  const { db, dialect } = await database();
  // PostgreSQL: a second pool and LISTEN connection, as a second server would have; SQLite serves one process per file.
  const other = settings.dialect === "postgres" ? openDatabase(settings) : { db, dialect };
  const listen =
    settings.dialect === "postgres"
      ? (wake: () => void, ended: (end: SessionEnd) => void) => listenForEvents(settings.connectionString, wake, ended)
      : undefined;
  const hub = new EventHub(other.db, dialect, { listen });
  await hub.ready();
  const stop = async () => {
    await hub.stop();
    if (other.db !== db) await other.db.destroy();
  };
  return { hub, stop };
}

describe("the event channel across instances", () => {
  it("lets another instance's stream see this one's events, in id order even when they commit out of order", async () => {
    const { db, dialect } = await database();
    const { hub: otherHub, stop } = await otherInstance();
    try {
      const scope = await newScope();
      const stream = open(otherHub, scope.organizationId, scope.userId);
      if (dialect === "postgres") {
        let releaseFirst!: () => void;
        const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
        let firstPublished!: () => void;
        const firstIdTaken = new Promise<void>((resolve) => (firstPublished = resolve));
        const slow = db.transaction().execute(async (trx) => {
          await publishEvent(trx, { organizationId: scope.organizationId, topic: "crm", payload: { marker: "primeiro" } });
          firstPublished();
          await firstHeld;
        });
        await firstIdTaken;
        await publish(scope.organizationId, "segundo");
        releaseFirst();
        await slow;
      } else {
        await publish(scope.organizationId, "primeiro");
        await publish(scope.organizationId, "segundo");
      }
      const frames = await readFrames(stream.response, upTo("segundo"));
      expect(markers(frames)).toEqual(["primeiro", "segundo"]);

      const reconnected = open(otherHub, scope.organizationId, scope.userId, Number(frames[0]!.id));
      await publish(scope.organizationId, "terceiro");
      expect(markers(await readFrames(reconnected.response, upTo("terceiro")))).toEqual(["segundo", "terceiro"]);
      stream.close();
      reconnected.close();
    } finally {
      await stop();
    }
  });

  it("closes another instance's streams of a session that ended, at once, and no other", async () => {
    const { hub: otherHub, stop } = await otherInstance();
    try {
      const scope = await newScope();
      const stream = (grantId: string, userId = scope.userId) =>
        eventStream({
          hub: otherHub,
          filter: { organizationId: scope.organizationId, userId, topics: new Set(["crm"]) },
          lastEventId: null,
          signal: new AbortController().signal,
          grantId,
          stillValid: always,
        });
      const signedOut = stream("sessao-encerrada");
      const sameUser = stream("outra-sessao");
      const colleague = stream("sessao-do-colega", randomUUID());
      const { db } = await database();
      await announceSessionEnd(db, { grantId: "sessao-encerrada" });
      expect(await readFrames(signedOut, () => false, 5_000)).toEqual([]);
      await db.transaction().execute((trx) => announceSessionEnd(trx, { userId: scope.userId }));
      expect(await readFrames(sameUser, () => false, 5_000)).toEqual([]);
      await publish(scope.organizationId, "o colega segue");
      expect(markers(await readFrames(colleague, upTo("o colega segue")))).toEqual(["o colega segue"]);
      closeAllStreams();
    } finally {
      await stop();
    }
  });
});

describe("a stream's end", () => {
  it("ends at the end of its lifetime, so the browser reconnects and the session is checked again, and on shutdown", async () => {
    const hub = await appHub();
    const scope = await newScope();
    const filter = { organizationId: scope.organizationId, userId: scope.userId, topics: new Set(["crm"]) };
    const session = { grantId: null, stillValid: always };
    const short = eventStream({
      hub,
      filter,
      ...session,
      lastEventId: null,
      signal: new AbortController().signal,
      lifetimeMs: 50,
    });
    expect(await short.text()).toMatch(/^retry: \d+\nid: \d+\n\n$/);

    const open = eventStream({ hub, filter, ...session, lastEventId: null, signal: new AbortController().signal });
    await publish(scope.organizationId, "antes do desligamento");
    expect(markers(await readFrames(open, upTo("antes do desligamento")))).toEqual(["antes do desligamento"]);
    closeAllStreams();
    expect(await readFrames(open, () => false, 5_000)).toEqual([]);
  });
});

describe("the event log", () => {
  it("forgets events older than a day and keeps the recent ones", async () => {
    const { db } = await database();
    const scope = await newScope();
    const recent = await publish(scope.organizationId, "recente");
    const old = await publish(scope.organizationId, "antigo");
    await db
      .updateTable("live_events")
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where("id", "=", old)
      .execute();
    expect(await pruneLiveEvents()).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom("live_events").select("id").where("organization_id", "=", scope.organizationId).execute();
    expect(left.map((row) => Number(row.id))).toEqual([recent]);
    expect(await pruneLiveEvents()).toBe(0);
  });
});
