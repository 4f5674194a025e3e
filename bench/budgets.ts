/**
 * Benchmark of the budget comparison (/orcamentos): an organization of
 * about 1 000 000 ledger entries (and three neighbours of a tenth each,
 * bench/ledger-data.ts), a budget for every category of this year and the
 * last, then p50/p95/p99 (ms) of budgetComparison for the twelve months of
 * the year in competência and in caixa, and of the year's grid, then the
 * plan of every statement they ran (EXPLAIN QUERY PLAN on SQLite, EXPLAIN
 * ANALYZE on PostgreSQL). Goal on SQLite at 1 000 000: p95 ≤ 100 ms.
 *
 *   npm run bench:budgets                          # SQLite at 1 000 000
 *   npm run bench:budgets -- --sizes 100000        # other sizes
 *   npm run bench:budgets -- --no-plans            # figures only
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:budgets   # SQLite, then PostgreSQL
 *   DATABASE_URL=… npm run bench:budgets -- --postgres-only                           # PostgreSQL alone
 *
 * Each size runs in a child process of its own (the module functions use
 * the process's database): a SQLite file in a temp dir, or the PostgreSQL
 * database `budgets_bench` beside DATABASE_URL, dropped at the end.
 */
import type { CompiledQuery } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { closeDatabase, database } from "~/db/db.server";
import { budgetComparison, budgetGrid, saveBudget } from "~/modules/budgets/budgets.server";
import { spreadEvenly } from "~/modules/budgets/spread";
import { loadLedgers } from "./ledger-data";
import { planOf, statementsOf, time } from "./ledger-timing";
import { onScratchDatabases, runScript } from "./scratch-databases";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SIZES = (option("--sizes") ?? "1000000").split(",").map(Number);
const SAMPLES = 120;
const GOAL_MS = 100;
const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function measure(size: number, plans: boolean) {
  const { db, dialect } = await database();
  const loaded = await loadLedgers(db, dialect, size);
  const scope = { organizationId: loaded.organizationId, userId: loaded.userId };
  const year = Number(todayInSaoPaulo().slice(0, 4));
  const categories = await db
    .selectFrom("finance_categories")
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .execute();
  for (const planYear of [year - 1, year])
    await saveBudget(scope, planYear, new Map(categories.map(({ id }, i) => [id, spreadEvenly(1_200_000 + i * 10_001)])));
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  const count = loaded.entries.toLocaleString("pt-BR");
  console.log(
    `\n${label}: ${count} lançamentos carregados em ${loaded.seconds.toFixed(0)} s; orçamento de ${categories.length} categorias\n`,
  );
  console.log(
    "| banco | lançamentos | medida | p50 | p95 | p99 | CPU p95 | meta p95 | (ms)\n|---|---:|---|---:|---:|---:|---:|---:|",
  );
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const measures = [
    {
      name: "comparação, competência (12 meses)",
      calls: months.map((month) => () => budgetComparison(scope, { year, month, regime: "competencia" })),
    },
    {
      name: "comparação, caixa (12 meses)",
      calls: months.map((month) => () => budgetComparison(scope, { year, month, regime: "caixa" })),
    },
    { name: "grade do ano", calls: [() => budgetGrid(scope, year)] },
  ];
  for (const { name, calls } of measures) {
    const figures = await time(Math.ceil(SAMPLES / calls.length), calls);
    const goal = dialect === "sqlite" && loaded.entries >= 900_000 ? `${figures.p95 <= GOAL_MS ? "✓" : "✗"} ${GOAL_MS}` : "";
    console.log(
      `| ${label} | ${count} | ${name} |${fmt(figures.p50)} |${fmt(figures.p95)} |${fmt(figures.p99)} |${fmt(figures.cpu95)} | ${goal} |`,
    );
  }
  if (plans)
    for (const { name, calls } of measures) {
      console.log(`\n### ${label}, ${count}: ${name}`);
      const seen = new Set<string>();
      for (const statement of (await statementsOf(calls[0]!)) as CompiledQuery[]) {
        if (seen.has(statement.sql)) continue;
        seen.add(statement.sql);
        console.log(
          `\n${statement.sql.replace(/\s+/g, " ").slice(0, 400)}\n${(await planOf(db, dialect, statement)).join("\n")}`,
        );
      }
    }
  await closeDatabase();
}

async function main() {
  const childSize = option("--child");
  if (childSize) return measure(Number(childSize), !args.includes("--no-plans"));
  for (const size of SIZES) {
    await onScratchDatabases("budgets", (url) => runScript("budgets.ts", url, ["--child", String(size), ...args]), {
      sqlite: !args.includes("--postgres-only"),
    });
  }
}

await main();
