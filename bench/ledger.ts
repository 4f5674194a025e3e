/**
 * Benchmark of the ledger and its reports: for organizations of 10 000,
 * 100 000 and 1 000 000 entries (three neighbours holding a tenth each),
 * prints p50/p95/p99 (ms) of the finance module's own functions: a month
 * page of the list, the list filtered by category and text, the filtered
 * totals, the balances of all accounts, the vencidos tab, the DRE, the
 * fluxo de caixa and the home dashboard's loader; then, with the books
 * closed through a date 13 months back, the writes in an open month (create,
 * edit, baixa, estorno, delete of one entry and of 50), each with the
 * period-lock check; then the plan of every statement they ran (EXPLAIN
 * QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL, EXPLAIN for its
 * writes). It also times the demo seed's ledger.
 *
 *   npm run bench:ledger                          # SQLite at 10 000, 100 000, 1 000 000
 *   npm run bench:ledger -- --sizes 10000         # other sizes
 *   npm run bench:ledger -- --no-plans            # figures only
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:ledger   # SQLite, then PostgreSQL
 *   npm run bench:ledger -- --page                # also /financeiro/lancamentos and / under autocannon (bench/ledger-page.ts)
 *   npm run bench:ledger -- --page --page-entries 1000000   # the pages over a bigger Eleve
 *
 * Each size runs in a child process of its own, since the module functions
 * use the process's database (DATABASE_URL): a SQLite file in a temp dir, or
 * the PostgreSQL database `ledger_bench` beside DATABASE_URL, dropped at the
 * end. The goals on SQLite at 1 000 000 (p95): 15 ms for the list's
 * reads, 30 ms with the text filter; 100 ms for a year's DRE, 50 ms for the
 * 12-month fluxo de caixa, 60 ms for the home dashboard's loader; 15 ms for
 * a single write, 50 ms for the delete of 50 entries.
 */
import { measureLedger } from "./ledger-run";
import { measurePage } from "./ledger-page";
import { timeDemoSeed } from "./ledger-seed-time";
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZES = (option("--sizes") ?? "10000,100000,1000000").split(",").map(Number);

async function main() {
  const childSize = option("--child");
  if (childSize) return measureLedger(Number(childSize), { plans: !args.includes("--no-plans") });

  const base = process.env.DATABASE_URL;
  const postgres = base && /^postgres(ql)?:/.test(base) ? base : null;
  await timeDemoSeed(postgres);
  for (const size of SIZES) {
    await onScratchDatabases("ledger", (url) => runScript("ledger.ts", url, ["--child", String(size), ...args]));
  }
  if (args.includes("--page")) await measurePage(Number(option("--page-entries") ?? 100_000));
}

await main();
