/**
 * Benchmark of the sales list's reads (modules/sales/list.server.ts): one
 * organization with about 100 000 sales over 24 months (2 000 customers,
 * 12 sellers, every status) and a neighbour with a tenth of that; prints
 * p50/p95/p99 (ms) of a page of the month, the month's page per filter
 * (propostas, customer, seller, text), a year sorted by total, a deep page
 * of a year, and the totals alone, then the plan of every statement they
 * sent (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL).
 *
 *   npm run bench:sales-list                          # SQLite, 100 000 sales
 *   npm run bench:sales-list -- --size 20000 --no-plans
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:sales-list   # SQLite, then PostgreSQL
 *
 * Each database runs in a child process of its own (the module uses the
 * process's DATABASE_URL): a SQLite file in a temp dir, or the PostgreSQL
 * database `sales_list_bench` beside DATABASE_URL, dropped at the end.
 * Figures on a shared machine are noisy: read the CPU columns too.
 *
 * Figures: docs/benchmarks.md, "Sales benchmarks".
 */
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZE = Number(option("--size") ?? 100_000);

await onScratchDatabases("sales-list", (url) => runScript("sales-list-run.ts", url, [String(SIZE), ...args]));
