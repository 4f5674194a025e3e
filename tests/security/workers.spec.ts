/**
 * WEB_CONCURRENCY (docs/decisions/0031-workers.md). On SQLite more than one worker is refused at start, with the reason. On
 * PostgreSQL two workers answer as one server, whichever takes a connection (every request here comes on a new one, and
 * node:cluster hands them round-robin): a session opened on one works on both, a sign-out on one ends it on both and closes
 * a live stream the other holds, a profile changed through one shows through both, one worker runs the periodic work, a
 * killed worker is replaced, and SIGTERM drains both and exits 0.
 */
import { expect, test } from "@playwright/test";
import { firstChunkOf, readFrames, STREAM_OPENING } from "../support/event-streams";
import { logEntries, spawnServer, type ServerProcess } from "../support/server-process";
import { call, newMember, signIn } from "./support";

// Tagged @postgres: playwright.config.ts runs it only where DATABASE_URL names PostgreSQL.
const postgres = process.env.DATABASE_URL!;

test("on SQLite, WEB_CONCURRENCY above 1 is refused at start with the reason", async () => {
  const failure = await spawnServer({ WEB_CONCURRENCY: "2" }).then(
    () => null,
    (error: Error & { server?: ServerProcess }) => error.server ?? null,
  );
  expect(failure).not.toBeNull();
  expect(await failure!.exited).toBe(1);
  expect(failure!.errors()).toContain("WEB_CONCURRENCY acima de 1 exige PostgreSQL");
});

const listening = (server: ServerProcess) => logEntries(server).filter((entry) => entry.msg?.toString().startsWith("listening"));
const pidsOf = (server: ServerProcess, match: (entry: Record<string, unknown>) => boolean) =>
  new Set(
    logEntries(server)
      .filter(match)
      .map((entry) => entry.pid),
  );

test("two workers on PostgreSQL answer as one server", { tag: ["@sql", "@postgres"] }, async () => {
  const server = await spawnServer(
    { DATABASE_URL: postgres, WEB_CONCURRENCY: "2", TRUST_PROXY: "loopback" },
    (lines) => lines.filter((line) => line.includes('"msg":"listening')).length === 2,
  );
  const base = `http://localhost:${server.port}`;
  const fresh = { base, headers: { Connection: "close" } };
  try {
    const member = await newMember();
    const cookie = await signIn(member.username, member.password, undefined, base);
    const pages = async (path: string) => {
      const answers: Response[] = [];
      for (let count = 0; count < 4; count++) answers.push(await call(path, { ...fresh, cookie }));
      return answers;
    };
    for (const answer of await pages("/profiles/create")) expect(answer.status).toBe(200);
    const worked = pidsOf(server, (entry) => entry.url === "/profiles/create" && entry.status === 200);
    expect(worked.size, "both workers answered").toBe(2);

    // Names none of the search tests looks for (the database is the whole PostgreSQL pass's).
    const form = (displayName: string) => {
      const body = new FormData();
      body.set("username", member.username.replace("-", "_"));
      body.set("displayName", displayName);
      return body;
    };
    expect((await call("/profiles/create", { ...fresh, cookie, body: form("Lara M.") })).status).toBe(302);
    const shown = async (answers: Response[]) =>
      Promise.all(answers.map(async (answer) => /name="displayName" value="([^"]*)"/.exec(await answer.text())?.[1]));
    expect(await shown(await pages("/profiles/edit"))).toEqual(Array(4).fill("Lara M."));
    expect((await call("/profiles/edit", { ...fresh, cookie, body: form("Lara Moraes") })).status).toBe(302);
    expect(await shown(await pages("/profiles/edit"))).toEqual(Array(4).fill("Lara Moraes"));

    const streams = [
      await call("/eventos?topico=crm", { ...fresh, cookie }),
      await call("/eventos?topico=crm", { ...fresh, cookie }),
    ];
    // A stream has checked the session once its first frame (retry and id) came.
    for (const stream of streams) expect(await firstChunkOf(stream)).toMatch(STREAM_OPENING);
    expect((await call("/auth/logout", { ...fresh, cookie, form: {} })).status).toBe(302);
    for (const stream of streams) await readFrames(stream, () => false, 5_000);
    for (const answer of await pages("/profiles/edit")) expect(answer.status).toBe(302);

    await expect.poll(() => pidsOf(server, (entry) => entry.msg === "periodic job done").size, { timeout: 10_000 }).toBe(1);
    const [periodic] = pidsOf(server, (entry) => entry.msg === "periodic job done");
    process.kill(periodic as number, "SIGKILL");
    await expect.poll(() => listening(server).length, { timeout: 10_000 }).toBe(3);
    const replacement = listening(server).at(-1)!.pid;
    await expect
      .poll(() => pidsOf(server, (entry) => entry.msg === "periodic job done" && entry.pid === replacement).size, {
        timeout: 10_000,
      })
      .toBe(1);
    for (const answer of await pages("/auth/login")) expect(answer.status).toBe(200);
  } finally {
    server.child.kill("SIGTERM");
  }
  expect(await server.exited).toBe(0);
  expect(logEntries(server).filter((entry) => entry.msg === "stopped")).toHaveLength(3);
});
