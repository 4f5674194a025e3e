/**
 * What a held SQLite write lock does to this process: another process holds
 * the lock (BEGIN IMMEDIATE and an insert) for N seconds while this one
 * tries one write and reads every 50 ms. Prints, per hold and per driver,
 * the latency of the reads (ms, from when each was due, as a request
 * arriving then would see it), the event-loop delay during the hold (ms)
 * and the write's outcome. "antes" is Kysely's SqliteDriver with
 * busy_timeout 5000 ms (the old setup); "depois" is the app's driver
 * (docs/decisions/0012-sqlite-busy.md).
 *
 *   npm run bench:sqlite-busy                  # holds of 2 and 6 s
 *   npm run bench:sqlite-busy -- --hold 6      # seconds, comma-separated
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrateToLatest, openDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";

const args = process.argv.slice(2);
const holdArg = args[args.indexOf("--hold") + 1];
const HOLDS_S = args.includes("--hold") && holdArg ? holdArg.split(",").map(Number) : [2, 6];
const READ_EVERY_MS = 50;

const HOLDER = `
const Database = require("better-sqlite3");
const [file, ms] = process.argv.slice(1);
const db = new Database(file);
db.exec("BEGIN IMMEDIATE");
db.prepare("INSERT INTO organizations (id, slug, display_name, created_at) VALUES (?, ?, ?, ?)")
  .run(crypto.randomUUID(), "holder-" + Date.now(), "Holder", new Date().toISOString());
process.stdout.write("locked\\n");
setTimeout(() => { db.exec("COMMIT"); db.close(); }, Number(ms));
`;

function oldSetup(file: string): Kysely<Database> {
  const sqlite = new SQLite(file);
  for (const pragma of ["journal_mode = WAL", "synchronous = NORMAL", "busy_timeout = 5000", "foreign_keys = ON"]) {
    sqlite.pragma(pragma);
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Samples how late a 10 ms interval fires (ms): the event loop's delay. */
function sampleLoopDelay() {
  const lags: number[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lags.push(Math.max(0, now - last - 10));
    last = now;
  }, 10);
  return () => {
    clearInterval(timer);
    return lags.sort((a, b) => a - b);
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

async function holdLock(file: string, holdMs: number) {
  const child = spawn(process.execPath, ["-e", HOLDER, file, String(holdMs)], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  await once(lines, "line");
  return { released: once(child, "exit") };
}

async function measure(db: Kysely<Database>, file: string, holdMs: number) {
  const { released } = await holdLock(file, holdMs);
  const stopSampling = sampleLoopDelay();
  const start = performance.now();
  const write = db
    .insertInto("organizations")
    .values({ id: randomUUID(), slug: `w-${randomUUID()}`, display_name: "W", created_at: new Date().toISOString() })
    .execute()
    .then(
      () => ({ outcome: "gravou", ms: performance.now() - start }),
      (error: { code?: string; name?: string }) => ({
        outcome: error.code ?? error.name ?? "erro",
        ms: performance.now() - start,
      }),
    );
  const reads: Array<Promise<number>> = [];
  for (let due = start; due < start + holdMs; due += READ_EVERY_MS) {
    const at = due;
    reads.push(
      sleep(Math.max(0, at - performance.now())).then(async () => {
        await db.selectFrom("organizations").select("slug").limit(10).execute();
        return Math.max(0, performance.now() - at);
      }),
    );
  }
  const latencies = (await Promise.all(reads)).sort((a, b) => a - b);
  await released;
  return { latencies, lags: stopSampling(), write: await write };
}

async function main() {
  console.log(`Leituras a cada ${READ_EVERY_MS} ms e uma escrita enquanto outro processo segura a trava de escrita.`);
  console.log(
    "| driver | trava (s) | leituras | p50 (ms) | p95 (ms) | máx (ms) | atraso do event loop p99 / máx (ms) | escrita | escrita (ms) |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|---:|");
  for (const holdS of HOLDS_S) {
    for (const driver of ["antes", "depois"] as const) {
      const file = join(tmpdir(), `bench_busy_${randomUUID()}.db`);
      const app = openDatabase({ dialect: "sqlite", file });
      await migrateToLatest(app);
      const db = driver === "antes" ? oldSetup(file) : app.db;
      const { latencies, lags, write } = await measure(db, file, holdS * 1000);
      const loop = `${ms(quantile(lags, 0.99))} / ${ms(lags.at(-1) ?? 0)}`;
      const row = [
        driver,
        holdS,
        latencies.length,
        ms(quantile(latencies, 0.5)),
        ms(quantile(latencies, 0.95)),
        ms(latencies.at(-1)!),
        loop,
        write.outcome,
        ms(write.ms),
      ];
      console.log(`| ${row.join(" | ")} |`);
      if (db !== app.db) await db.destroy();
      await app.db.destroy();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    }
  }
}

await main();
