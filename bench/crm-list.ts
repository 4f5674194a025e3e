/**
 * Benchmark of the desk list's reads (modules/crm/list.server.ts): one
 * organization with about 100 000 atendimentos (5 000 contatos, 12 agents,
 * every status, priority and channel, etiquetas on most) and a neighbour
 * with a tenth of that; prints p50/p95/p99 (ms) of each view's page with
 * every view's count (what the page's loader reads), the text filter, the
 * SLA order, the other filters and a deep page, then the plan of every
 * statement they sent (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on
 * PostgreSQL). Goals: a view's page with its counts p95 <= 15 ms, the text
 * filter <= 30 ms.
 *
 *   npm run bench:crm-list                          # SQLite, 100 000 atendimentos
 *   npm run bench:crm-list -- --size 20000 --no-plans
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:crm-list   # SQLite, then PostgreSQL
 *
 * Each database runs in a child process of its own (the module uses the
 * process's DATABASE_URL): a SQLite file in a temp dir, or the PostgreSQL
 * database `crm_list_bench` beside DATABASE_URL, dropped at the end.
 * Figures on a shared machine are noisy: read the CPU columns too.
 */
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZE = Number(option("--size") ?? 100_000);

await onScratchDatabases("crm-list", (url) => runScript("crm-list-run.ts", url, [String(SIZE), ...args]), {
  // --keep FILE: load into FILE and keep it (to study a plan at leisure).
  keepFile: option("--keep"),
});
