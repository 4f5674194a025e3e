/**
 * Two instances behind nginx, as `npm run cluster:demo` starts them (docs/operations.md): on the PostgreSQL pass's database,
 * every request on a new connection, nginx handing them round-robin. A session opened through the proxy works on both
 * instances; a reaction posted to one reaches the live streams held by both; a sign-out through the proxy ends the session
 * everywhere and closes both streams. Which instance answered is read from its request log (the request's X-Request-Id).
 */
import { expect, test } from "@playwright/test";
import { organizationIdOf } from "../support/factories";
import { firstChunkOf, readFrames, STREAM_OPENING } from "../support/event-streams";
import { userIdOf } from "../support/profiles-requests";
import { logEntries, spawnServer, type ServerProcess } from "../support/server-process";
import { insertPost } from "../support/social-rows";
import { call, newMember, signIn } from "./support";

// Tagged @postgres: playwright.config.ts runs it only where DATABASE_URL names PostgreSQL.
const postgres = process.env.DATABASE_URL!;

/** The pid of the instance whose request log has `reqId`. */
const answeredBy = (server: ServerProcess, reqId: string) => logEntries(server).find((entry) => entry.reqId === reqId)?.pid;

test("two instances behind nginx answer as one application", { tag: ["@sql", "@postgres"] }, async () => {
  const demo = await spawnServer(
    { DATABASE_URL: postgres, LOG_LEVEL: "info" },
    (lines) => lines.some((line) => line.includes('"msg":"cluster:demo ready"')),
    "scripts/cluster-demo.mjs",
    3,
  );
  const base = `http://localhost:${demo.port}`;
  let requests = 0;
  const through = (path: string, options: Parameters<typeof call>[1] = {}) => {
    const reqId = `instances-${process.pid}-${++requests}`;
    return { reqId, answer: call(path, { ...options, base, headers: { Connection: "close", "X-Request-Id": reqId } }) };
  };
  try {
    const member = await newMember();
    const cookie = await signIn(member.username, member.password, undefined, base);
    const answered: string[] = [];
    for (let count = 0; count < 4; count++) {
      const { reqId, answer } = through("/profiles/create", { cookie });
      expect((await answer).status).toBe(200);
      answered.push(reqId);
    }
    await expect.poll(() => new Set(answered.map((reqId) => answeredBy(demo, reqId))).size).toBe(2);

    const opened = [through("/eventos?topico=feed", { cookie }), through("/eventos?topico=feed", { cookie })];
    const streams = await Promise.all(opened.map(({ answer }) => answer));
    for (const stream of streams) expect(await firstChunkOf(stream)).toMatch(STREAM_OPENING);

    const organizationId = await organizationIdOf("eleve");
    const postId = await insertPost({ organizationId }, await userIdOf(member.username), "Bom dia, equipe!");
    const reacted = through(`/labfeelings/discovery/${postId}`, { cookie, form: { intent: "reagir", kind: "curtir" } });
    expect((await reacted.answer).status).toBe(302);
    for (const stream of streams) {
      const [frame] = await readFrames(stream, (frames) => frames.length >= 1, 5_000);
      expect(JSON.parse(frame!.data!)).toMatchObject({ kind: "post.changed", postId });
    }

    expect((await through("/auth/logout", { cookie, form: {} }).answer).status).toBe(302);
    for (const stream of streams) await readFrames(stream, () => false, 5_000);
    // A stream's request is logged when it ends: the two were held by different instances.
    await expect.poll(() => new Set(opened.map(({ reqId }) => answeredBy(demo, reqId))).size).toBe(2);
    for (let count = 0; count < 2; count++) expect((await through("/profiles/create", { cookie }).answer).status).toBe(302);
  } finally {
    demo.child.kill("SIGTERM");
  }
  expect(await demo.exited).toBe(0);
});
