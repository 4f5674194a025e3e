/**
 * Benchmark of the feed's reads (modules/social/feed.server.ts): one
 * organization with 1 000 000 posts by 200 people (5 % privado, 1 %
 * hidden, the reader blocked by 3 of them) and a neighbour with a few;
 * prints p50/p95/max (ms) of the feed's first page, a deep cursor page
 * (about 900 000 posts down), a person's posts (their profile) and the
 * week's highlights, then EXPLAIN QUERY PLAN (SQLite) or EXPLAIN ANALYZE
 * (PostgreSQL) of each statement. Goal: first and deep page p95 <= 15 ms.
 *
 *   npm run bench:feed                                   # SQLite, 1 000 000 posts
 *   npm run bench:feed -- --size 200000 --no-plans
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/h_feed npm run bench:feed -- --pg-size 100000
 *                                                        # SQLite, then PostgreSQL (database feed_bench, dropped after)
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZE = Number(option("--size") ?? 1_000_000);
const PG_SIZE = Number(option("--pg-size") ?? 100_000);
const PG_DATABASE = "feed_bench";

function child(url: string, size: number) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "bench/feed-run.ts", String(size), ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url, SESSION_SECRET: "bench-feed-secret-0123456789abcdef0123", LOG_LEVEL: "silent" },
  });
  if (result.status !== 0) throw new Error(`the run on ${url} stopped (${result.status})`);
}

async function main() {
  const base = process.env.DATABASE_URL;
  const postgres = base && /^postgres(ql)?:/.test(base) ? base : null;
  const file = join(tmpdir(), `bench-feed-${randomUUID()}.db`);
  try {
    if (!args.includes("--pg-only")) child(`file:${file}`, SIZE);
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
    child(url.toString(), PG_SIZE);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
