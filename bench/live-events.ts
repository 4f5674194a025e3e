/**
 * Live update latency: from a reply's POST (replyToTicket behind an HTTP
 * endpoint of an app instance) to its event's frame read from another
 * session's /eventos stream (the event channel's stream, hub and, on
 * PostgreSQL, LISTEN/NOTIFY). `--runs` replies (100 unless told, after 5
 * warm-ups), one at a time; prints p50, p95 and max in ms, goal p95 ≤ 300.
 * `--kind message`: a Conversas message instead (sendMessage in a direta,
 * read on the other person's `conversas` stream); each send's clock moves
 * 3 s on, so the 30 a minute limit is never met.
 *
 * SQLite (a fresh temporary file): one instance serves both the POST and
 * the stream. PostgreSQL (a fresh `live_bench` database beside
 * DATABASE_URL, when it is a postgres URL): the POST goes to instance A,
 * the stream comes from instance B, two processes on one database.
 *
 * Each instance is a child process running a bare HTTP server over the
 * app's modules (`--instance <port>`): no session cookie (the organization
 * and person come in the query) and no React Router, so the figures are the
 * channel's and the reply's own; a page's middleware (the session check)
 * adds its few milliseconds to the POST.
 *
 *   npx tsx bench/live-events.ts [-- --runs 100] [--kind message]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { onScratchDatabases } from "./scratch-databases";

const WARM_UPS = 5;
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const RUNS = Number(argument("runs") ?? 100);
const MESSAGES = argument("kind") === "message";
const GOAL_MS = 300;
const outbox = join(tmpdir(), `bench-live-outbox-${randomUUID()}`);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

/** In the child: an instance on DATABASE_URL listening on `port`. */
async function instance(port: number) {
  const [{ appHub }, { eventStream }, tickets, desk, conversations, messages, rows, members] = await Promise.all([
    import("~/modules/events/channel.server"),
    import("~/modules/events/stream.server"),
    import("~/modules/crm/tickets.server"),
    import("../tests/support/crm-rows"),
    import("~/modules/conversations/conversations.server"),
    import("~/modules/conversations/messages.server"),
    import("../tests/support/ledger-rows"),
    import("../tests/support/members"),
  ]);
  const hub = await appHub();
  const server = createServer((req, res) => {
    const url = new URL(req.url!, `http://127.0.0.1:${port}`);
    const q = (name: string) => url.searchParams.get(name) ?? "";
    const answer = async (): Promise<Response> => {
      if (url.pathname === "/desk") {
        const { scope, colleague, contact } = await desk.newDesk();
        const ticket = await tickets.createTicket(scope, {
          subject: "Pedido atrasado",
          contactId: contact,
          channel: "email",
          priority: "media",
          message: "Meu pedido não chegou.",
          messageFrom: "contato",
        });
        return Response.json({ scope, colleague, ticketId: ticket.id });
      }
      if (url.pathname === "/conversation") {
        const scope = await rows.newScope();
        await members.insertUser(scope, { givenName: "Ana", id: scope.userId });
        const colleague = await members.insertUser(scope, { givenName: "Bruno" });
        const conversationId = await conversations.startDirect(scope, colleague);
        return Response.json({ scope, colleague, ticketId: conversationId });
      }
      if (url.pathname === "/message" && req.method === "POST") {
        const at = new Date(Date.now() + Number(q("offset")));
        const sent = await messages.sendMessage({ organizationId: q("org"), userId: q("user") }, q("ticket"), "Oi!", [], at);
        return new Response(sent ? "ok" : "não encontrado", { status: sent ? 200 : 404 });
      }
      if (url.pathname === "/reply" && req.method === "POST") {
        const done = await tickets.replyToTicket(
          { organizationId: q("org"), userId: q("user") },
          q("ticket"),
          "Já verificamos, chega amanhã.",
        );
        return new Response(done ? "ok" : "não encontrado", { status: done ? 200 : 404 });
      }
      if (url.pathname === "/eventos") {
        const controller = new AbortController();
        res.once("close", () => controller.abort());
        return eventStream({
          hub,
          filter: { organizationId: q("org"), userId: q("user"), topics: new Set(["crm", "conversas"]) },
          lastEventId: null,
          signal: controller.signal,
          // The bench measures delivery: its streams have no session to end.
          grantId: null,
          stillValid: () => Promise.resolve(true),
        });
      }
      return new Response("não encontrado", { status: 404 });
    };
    answer().then(
      (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) Readable.fromWeb(response.body as never).pipe(res);
        else res.end();
      },
      (error: unknown) => {
        res.writeHead(500).end(String(error));
      },
    );
  });
  server.listen(port, "127.0.0.1", () => console.log("ready"));
}

function startInstance(databaseUrl: string, port: number): Promise<ChildProcess> {
  // node itself (not npx), so that kill() reaches the instance.
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--instance", String(port)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", OUTBOX_DIR: outbox },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve(child));
    child.once("exit", (code) => reject(new Error(`instance on ${port} exited with ${code}`)));
  });
}

/** Replies through `writer` and times each until its frame arrives on `reader`'s stream. */
async function measure(writer: string, reader: string): Promise<number[]> {
  const setup = (await (await fetch(`${writer}/${MESSAGES ? "conversation" : "desk"}`)).json()) as {
    scope: { organizationId: string; userId: string };
    colleague: string;
    ticketId: string;
  };
  const org = setup.scope.organizationId;
  const stream = await fetch(`${reader}/eventos?org=${org}&user=${setup.colleague}`);
  const frames = stream.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
  const nextReply = async () => {
    for (;;) {
      const { value, done } = await frames.read();
      if (done) throw new Error("the stream ended");
      if (value.data.includes(MESSAGES ? '"message.created"' : '"ticket.reply"')) return;
    }
  };
  const samples: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run++) {
    const started = performance.now();
    const arrived = nextReply();
    const path = MESSAGES ? `message?offset=${run * 3000}&` : "reply?";
    const posted = await fetch(`${writer}/${path}org=${org}&user=${setup.scope.userId}&ticket=${setup.ticketId}`, {
      method: "POST",
    });
    if (!posted.ok) throw new Error(`reply: ${posted.status} ${await posted.text()}`);
    await arrived;
    if (run >= WARM_UPS) samples.push(performance.now() - started);
  }
  await frames.cancel();
  return samples;
}

const row = (label: string, instances: string, samples: number[]) => {
  const p95 = percentile(samples, 95);
  const fmt = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(
    `| ${label} | ${instances} |${fmt(percentile(samples, 50))} |${fmt(p95)} |${fmt(Math.max(...samples))} | ${p95 <= GOAL_MS ? "✓" : "✗"} ${GOAL_MS} |`,
  );
};

async function main() {
  const what = MESSAGES ? "mensagem de Conversas" : "resposta";
  console.log(`\nLatência de uma ${what} (POST) até o evento no stream de outra sessão (${RUNS} envios, ms):\n`);
  console.log("| banco | instâncias | p50 | p95 | máx | meta p95 |\n|---|---|---:|---:|---:|---|");
  await onScratchDatabases("live", async (url, dialect) => {
    const children: ChildProcess[] = [];
    try {
      if (dialect === "sqlite") {
        children.push(await startInstance(url, 3291));
        row("SQLite", "1 (POST e stream)", await measure("http://127.0.0.1:3291", "http://127.0.0.1:3291"));
        return;
      }
      // A first, alone, migrates the database; B then finds it ready.
      children.push(await startInstance(url, 3292));
      children.push(await startInstance(url, 3293));
      row("PostgreSQL", "2 (POST em A, stream de B)", await measure("http://127.0.0.1:3292", "http://127.0.0.1:3293"));
    } finally {
      for (const child of children) child.kill();
    }
  });
}

if (process.argv.includes("--instance")) await instance(Number(argument("instance")));
else await main().finally(() => rmSync(outbox, { recursive: true, force: true }));
