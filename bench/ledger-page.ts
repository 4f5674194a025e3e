/**
 * Server-rendered pages of the ledger under load: the production build
 * (`npm run build` first) serves a fresh SQLite database holding the demo
 * data and, in Eleve, about `entries` more (100 000 unless
 * `--page-entries` says otherwise); admin-eleve signs in and autocannon asks
 * for each page at 10 connections for 10 s after a 3 s warm-up: the
 * current month's first page of /financeiro/lancamentos (goal p99 at most
 * 50 ms) and the home dashboard `/` (goal p99 at most 80 ms). Also prints
 * each page's HTML size. The port is E2E_PORT, else 3500.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { mainThreadCpuMs, signIn, startServer, stopServer } from "./product-server";

const PORT = Number(process.env.E2E_PORT ?? 3500);
const PAGES: Array<{ path: string; goalP99: number }> = [
  { path: "/financeiro/lancamentos", goalP99: 50 },
  { path: "/", goalP99: 80 },
];
const CONNECTIONS = 10;
const DURATION_S = 10;
const WARM_UP_S = 3;

/** Writes `dir`/app.db: the demo data and about `entries` more entries in Eleve (none at 0); `env` names that database (DATABASE_URL). */
export async function prepareLedgerDatabase(dir: string, env: NodeJS.ProcessEnv, entries: number): Promise<void> {
  Object.assign(process.env, env);
  const { migrateToLatest, openDatabase } = await import("~/db/db.server");
  const { seedDemoData } = await import("~/seed/demo-data.server");
  const { ledgerOf } = await import("~/seed/demo-finance.server");
  const { writeBatch } = await import("~/seed/ledger-writer.server");
  const { todayInSaoPaulo } = await import("~/config/calendar");
  const { volumeFor } = await import("./ledger-data");
  const app = openDatabase({ dialect: "sqlite", file: join(dir, "app.db") });
  try {
    await migrateToLatest(app);
    await seedDemoData(app.db);
    if (entries <= 0) return;
    const eleve = await app.db
      .selectFrom("organizations")
      .innerJoin("memberships", "memberships.organization_id", "organizations.id")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select(["organizations.id", "users.id as actorId"])
      .where("organizations.slug", "=", "eleve")
      .where("users.username", "=", "admin-eleve")
      .executeTakeFirstOrThrow();
    const today = todayInSaoPaulo();
    const volume = volumeFor("eleve", entries, today);
    const options = { today, now: new Date().toISOString(), volume, events: false };
    const batches = await ledgerOf(app.db, { id: eleve.id, slug: "eleve", actorId: eleve.actorId }, options);
    for (const batch of batches) await app.db.transaction().execute((trx) => writeBatch(trx, batch));
  } finally {
    await app.db.destroy();
  }
}

/** Prints req/s, p50/p99 (ms) and HTML size of each page, for an Eleve of about `entries` entries. */
export async function measurePage(entries = 100_000): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-ledger-page-"));
  const env = {
    DATABASE_URL: `file:${join(dir, "app.db")}`,
    STORAGE_DIR: join(dir, "storage"),
    OUTBOX_DIR: join(dir, "outbox"),
    SESSION_SECRET: "bench-ledger-session-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  };
  try {
    await prepareLedgerDatabase(dir, env, entries);
    const server = await startServer({ port: PORT, env });
    try {
      const origin = `http://127.0.0.1:${PORT}`;
      const headers = { Cookie: await signIn(origin) };
      console.log(`\nPáginas, ${entries.toLocaleString("pt-BR")} lançamentos na Eleve, ${CONNECTIONS} conexões:\n`);
      console.log(
        "| página | req/s | p50 (ms) | p99 (ms) | meta p99 | CPU/req (ms) | erros | HTML (KB) |\n|---|---:|---:|---:|---:|---:|---:|---:|",
      );
      for (const { path, goalP99 } of PAGES) {
        const url = `${origin}${path}`;
        const check = await fetch(url, { headers, redirect: "manual" });
        if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
        const html = Buffer.byteLength(await check.text());
        await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
        const before = mainThreadCpuMs(server.pid);
        const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
        const cpu = (mainThreadCpuMs(server.pid) - before) / result.requests.total;
        const errors = result.non2xx + result.errors;
        const goal = `${result.latency.p99 <= goalP99 ? "✓" : "✗"} ${goalP99}`;
        console.log(
          `| ${path} | ${result.requests.average.toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${goal} | ${cpu.toFixed(2)} | ${errors} | ${(html / 1024).toFixed(1)} |`,
        );
      }
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
