/**
 * Benchmark of Conversas' reads (modules/conversations): one organization
 * where one person is in 10 000 conversations (groups of three, each with
 * a few messages) and a direta of 100 000 messages; prints p50/p95/p99
 * (ms) of the person's list (first page and a deep cursor page) and of the
 * thread (last page and a deep cursor page), then the plan of every
 * statement they sent (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on
 * PostgreSQL). Goals on SQLite: the list p95 <= 15 ms, a thread page
 * p95 <= 10 ms.
 *
 *   npm run bench:conversations                       # SQLite
 *   npm run bench:conversations -- --conversations 2000 --messages 20000 --no-plans
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:conversations   # SQLite, then PostgreSQL
 *
 * Each database runs in a child process (the module reads the process's
 * DATABASE_URL): a SQLite file in a temp dir, or the PostgreSQL database
 * `conversations_bench` beside DATABASE_URL, dropped at the end.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const args = process.argv.slice(2);
const PG_DATABASE = "conversations_bench";

function child(url: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "bench/conversations-run.ts", ...args], {
    stdio: "inherit",
    env: {
      ...process.env,
      DATABASE_URL: url,
      SESSION_SECRET: "bench-conversations-secret-0123456789abcdef",
      LOG_LEVEL: "silent",
    },
  });
  if (result.status !== 0) throw new Error(`the run on ${url} stopped (${result.status})`);
}

async function main() {
  const base = process.env.DATABASE_URL;
  const postgres = base && /^postgres(ql)?:/.test(base) ? base : null;
  const file = join(tmpdir(), `bench-conversations-${randomUUID()}.db`);
  try {
    child(`file:${file}`);
  } finally {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  }
  if (!postgres) return;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  const url = new URL(postgres);
  url.pathname = `/${PG_DATABASE}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    child(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
