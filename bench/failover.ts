/**
 * Failover drill: `npm run cluster:demo` (two instances behind nginx) on a
 * fresh PostgreSQL database beside DATABASE_URL, under load through the
 * proxy, and one instance killed with SIGKILL halfway.
 *
 * - Load: autocannon on the signed-in `/bloqueios` (10 connections) for the
 *   whole drill; requests that fail (not 2xx/3xx, or errors) are counted.
 * - Writes: reactions on a demo post through the proxy, one at a time, 50 ms apart (each
 *   a live event); a POST in flight on the killed instance may fail, since
 *   nginx retries only what is safe to send again.
 * - Live clients: 10 streams of `/eventos?topico=feed` through the proxy,
 *   each reconnecting as a browser's EventSource does (after the `retry`
 *   the stream set, with `Last-Event-ID`); at the end every event the
 *   database holds after a client's first id must have reached it.
 *
 * Goals: no failed request beyond those in flight on the killed instance;
 * every client reconnects; no live event missed.
 *
 *   DATABASE_URL=postgres://… npm run bench:failover [-- --seconds 20]
 */
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { onScratchDatabases } from "./scratch-databases";
import { pidOnPort, signIn, startServer, stopServer } from "./product-server";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const SECONDS = Number(argument("seconds") ?? 20);
const PORT = 3700;
const PROXY = `http://127.0.0.1:${PORT}`;
const CLIENTS = 10;
const WRITE_EVERY_MS = 50;

/** A stream client as EventSource behaves: reconnects after `retry` ms with the last id it saw. */
class LiveClient {
  ids: number[] = [];
  firstId: number | null = null;
  connections = 0;
  #lastId: number | null = null;
  #retryMs = 1_000;
  #stopped = false;
  #abort = new AbortController();

  constructor(private readonly cookie: string) {}

  async run() {
    while (!this.#stopped) {
      try {
        const headers: Record<string, string> = { Cookie: this.cookie };
        if (this.#lastId !== null) headers["Last-Event-ID"] = String(this.#lastId);
        const response = await fetch(`${PROXY}/eventos?topico=feed`, { headers, signal: this.#abort.signal });
        if (response.status === 200 && response.body) {
          this.connections++;
          await this.#read(response.body);
        }
      } catch {
        // A dropped connection: reconnect as EventSource would.
      }
      if (!this.#stopped) await sleep(this.#retryMs);
    }
  }

  async #read(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      buffer += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let id: number | null = null;
        let hasData = false;
        for (const line of block.split("\n")) {
          if (line.startsWith("retry: ")) this.#retryMs = Number(line.slice(7));
          if (line.startsWith("id: ")) id = Number(line.slice(4));
          if (line.startsWith("data: ")) hasData = true;
        }
        if (id === null) continue;
        this.firstId ??= id;
        this.#lastId = id;
        if (hasData) this.ids.push(id);
      }
    }
  }

  stop() {
    this.#stopped = true;
    this.#abort.abort();
  }
}

async function drill(url: string) {
  const demo = await startServer({
    port: PORT,
    script: "scripts/cluster-demo.mjs",
    env: {
      DATABASE_URL: url,
      SESSION_SECRET: "bench-failover-secret-0123456789abcdef",
      LOG_LEVEL: "warn",
      STORAGE_DIR: "data/bench-failover/storage",
      OUTBOX_DIR: "data/bench-failover/outbox",
    },
  });
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  try {
    const cookie = await signIn(PROXY);
    const {
      rows: [target],
    } = await database.query<{ id: string; organization_id: string }>(
      "select p.id, p.organization_id from social_posts p join organizations o on o.id = p.organization_id where o.slug = 'eleve' order by p.created_at desc limit 1",
    );
    if (!target) throw new Error("no demo post in Eleve");

    const clients = Array.from({ length: CLIENTS }, () => new LiveClient(cookie));
    const running = clients.map((client) => client.run());
    while (clients.some((client) => client.firstId === null)) await sleep(50);

    let writes = 0;
    let failedWrites = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        writes++;
        const answer = await fetch(`${PROXY}/labfeelings/discovery/${target.id}`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: PROXY, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "reagir", kind: "curtir" }),
          redirect: "manual",
        }).then(
          (response) => response.status,
          () => 0,
        );
        if (answer !== 302) failedWrites++;
        await sleep(WRITE_EVERY_MS);
      }
    })();

    const victim = pidOnPort(PORT + 1);
    const killAt = (SECONDS * 1000) / 2;
    const load = autocannon({ url: `${PROXY}/bloqueios`, connections: 10, duration: SECONDS, headers: { Cookie: cookie } });
    await sleep(killAt);
    process.kill(victim, "SIGKILL");
    console.log(`SIGKILL na instância :${PORT + 1} (pid ${victim}) aos ${killAt / 1000} s`);
    const result = await load;
    writing = false;
    await writer;
    // Let every client catch up with the last writes.
    await sleep(3_000);
    for (const client of clients) client.stop();
    await Promise.allSettled(running);

    const failed = result.non2xx + result.errors;
    console.log(`\nCarga (/bloqueios, 10 conexões, ${SECONDS} s): ${result.requests.total} requisições, ${failed} falharam`);
    console.log(`Escritas (reações, uma por vez, ${WRITE_EVERY_MS} ms entre elas): ${writes}, ${failedWrites} falharam`);
    console.log("\n| cliente | conexões | eventos recebidos | perdidos |");
    console.log("|---:|---:|---:|---:|");
    let missedTotal = 0;
    for (const [index, client] of clients.entries()) {
      const { rows } = await database.query<{ id: string }>(
        "select id from live_events where organization_id = $1 and topic = 'feed' and audience_user_id is null and id > $2 order by id",
        [target.organization_id, client.firstId],
      );
      const received = new Set(client.ids);
      const missed = rows.filter((row) => !received.has(Number(row.id))).length;
      missedTotal += missed;
      console.log(`| ${index + 1} | ${client.connections} | ${client.ids.length} | ${missed} |`);
    }
    // A client whose stream the killed instance held and that never came back would have missed the later events.
    const reconnected = clients.filter((client) => client.connections >= 2).length;
    console.log(
      `\nMetas: leituras falhas (o nginx repete noutra instância o GET que encontrou a morta): ${failed} ${failed === 0 ? "✓" : "✗"}; ` +
        `escritas falhas, as em voo na instância morta (um POST não é repetido): ${failedWrites}; ` +
        `streams que caíram com ela e reconectaram: ${reconnected}; eventos perdidos: ${missedTotal} ${missedTotal === 0 ? "✓" : "✗"}`,
    );
  } finally {
    await database.end();
    await stopServer(demo);
  }
}

if (!process.env.DATABASE_URL?.startsWith("postgres")) {
  console.error(
    "bench:failover precisa de PostgreSQL: DATABASE_URL=postgres://… (um banco novo é criado ao lado e apagado ao fim).",
  );
  process.exit(1);
}
await onScratchDatabases("failover", (url, dialect) => (dialect === "postgres" ? drill(url) : undefined), { sqlite: false });
