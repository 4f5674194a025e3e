/**
 * Benchmark of the audit log's reads (modules/audit/log.server.ts): one
 * organization with 200 000 events over 24 months (12 people, every
 * action) and a neighbour with a tenth of that; prints p50/p95/p99 (ms) of
 * the first page, a deep page (a cursor 150 000 events back), a newer page
 * back from there, each filter (person, a common and a rare action, a
 * month), all of them at once, the people of the person filter and the
 * page's loader, then the plan of every statement they sent (EXPLAIN QUERY
 * PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL).
 *
 *   npm run bench:audit                               # SQLite, 200 000 events
 *   npm run bench:audit -- --size 20000 --no-plans
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:audit   # SQLite, then PostgreSQL
 *
 * Each database runs in a child process of its own (bench/audit-run.ts)
 * on a scratch database (bench/scratch-databases.ts). Figures on a shared
 * machine are noisy: read the CPU columns too.
 *
 * Figures: docs/benchmarks.md, "Audit log benchmark".
 */
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZE = Number(option("--size") ?? 200_000);

await onScratchDatabases("audit", (url) => runScript("audit-run.ts", url, [String(SIZE), ...args]));
