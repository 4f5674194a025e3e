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
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZE = Number(option("--size") ?? 1_000_000);
const PG_SIZE = Number(option("--pg-size") ?? 100_000);

await onScratchDatabases(
  "feed",
  (url, dialect) => runScript("feed-run.ts", url, [String(dialect === "sqlite" ? SIZE : PG_SIZE), ...args]),
  { sqlite: !args.includes("--pg-only") },
);
