/**
 * One size of bench/ledger.ts, in a child process whose DATABASE_URL is a
 * scratch database: loads the ledgers (bench/ledger-data.ts), then times the
 * finance module's functions as the pages call them and prints the plans of
 * the statements they send. "Totais" re-runs the statement listEntries sends
 * for its totals, alone, since the module answers rows and totals together.
 */
import { sql, type CompiledQuery } from "kysely";
import { monthOf, monthRange, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { closeDatabase, database } from "~/db/db.server";
import { listEntries } from "~/modules/finance/entries.server";
import { dashboard } from "~/modules/finance/dashboard.server";
import { accountExtrato } from "~/modules/finance/extrato/extrato.server";
import { accountBalances, dueEntries, ledgerOverview } from "~/modules/finance/overview.server";
import { cashFlow } from "~/modules/finance/reports/cash-flow.server";
import { dre } from "~/modules/finance/reports/dre.server";
import type { EntryFilters, EntrySort } from "~/modules/finance/types";
import type { TenantScope } from "~/modules/tenant-scope";
import { loadLedgers, type BenchLedger } from "./ledger-data";
import { planOf, statementsOf, time } from "./ledger-timing";

/** About this many samples of each measure. */
const SAMPLES = 100;
const SORT: EntrySort = { by: "due_date", order: "asc" };
/** Text filters that find rows in the big organization's (Eleve's) ledger, with the category each goes with. */
const TEXT_FILTERS: Array<[category: string, q: string]> = [
  ["Prestação de serviços", "silva"],
  ["Prestação de serviços", "mentoria"],
  ["Vendas de produtos", "kit"],
  ["Fornecedores", "aurora"],
];

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

interface Measure {
  name: string;
  /** The goal's p95 on SQLite at 1 000 000 entries, ms. */
  goal: number;
  calls: Array<() => Promise<unknown>>;
}

async function measures(scope: TenantScope, today: string): Promise<Measure[]> {
  const { db } = await database();
  const categories = new Map(
    (
      await db
        .selectFrom("finance_categories")
        .select(["id", "name"])
        .where("organization_id", "=", scope.organizationId)
        .execute()
    ).map(({ id, name }) => [name, id]),
  );
  const month = monthOf(today);
  const months = [0, -1, -3, -6, -12].map((n) => shiftMonth(month, n));
  const busiest = await db
    .selectFrom("finance_account_days")
    .select("account_id")
    .where("organization_id", "=", scope.organizationId)
    .groupBy("account_id")
    .orderBy(sql`count(*)`, "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const filtered: EntryFilters[] = TEXT_FILTERS.map(([category, q], i) => ({
    month: months[i % months.length]!,
    categoryId: categories.get(category)!,
    q,
  }));
  // The reads make the recorrências' next occurrences first, once a day: done here, so no measure counts it.
  await listEntries(scope, { month }, SORT, 1, today);
  // The statement listEntries sends for its totals (the one with no limit), for each filter.
  const totalsOf = async (filters: EntryFilters) => {
    const statements = await statementsOf(() => listEntries(scope, filters, SORT, 1, today));
    const totals = statements.find((statement) => !/\blimit\b/i.test(statement.sql))!;
    return () => db.executeQuery(totals);
  };
  // One after the other: statementsOf records one call at a time.
  const filteredTotals = [];
  for (const filters of filtered) filteredTotals.push(await totalsOf(filters));
  const monthTotals = [];
  for (const m of months) monthTotals.push(await totalsOf({ month: m }));
  return [
    { name: "página do mês", goal: 15, calls: months.map((m) => () => listEntries(scope, { month: m }, SORT, 1, today)) },
    {
      name: "categoria + texto",
      goal: 30,
      calls: filtered.map((filters) => () => listEntries(scope, filters, SORT, 1, today)),
    },
    {
      name: "só texto",
      goal: 30,
      calls: filtered.map(
        ({ month: m, q }) =>
          () =>
            listEntries(scope, { month: m, q }, SORT, 1, today),
      ),
    },
    { name: "totais filtrados", goal: 15, calls: filteredTotals },
    { name: "totais do mês", goal: 15, calls: monthTotals },
    { name: "saldos das contas", goal: 15, calls: [() => accountBalances(scope, today)] },
    {
      name: "extrato do mês",
      goal: 15,
      calls: months.flatMap((m) => {
        const { first, last } = monthRange(m);
        return [1, 2].map((page) => () => accountExtrato(scope, busiest.account_id, { from: first, to: last, page }));
      }),
    },
    {
      name: "aba vencidos",
      goal: 15,
      calls: (["receita", "despesa"] as const).map((kind) => () => dueEntries(scope, { kind, tab: "vencidos" }, 1, today)),
    },
    { name: "visão geral", goal: 15, calls: [() => ledgerOverview(scope, today)] },
    ...reportMeasures(scope, today),
  ];
}

/** The reports and the home dashboard's loader, over this year and the last (the goals of the reports' issue). */
function reportMeasures(scope: TenantScope, today: string): Measure[] {
  const year = Number(today.slice(0, 4));
  const years = [year, year - 1];
  return [
    {
      name: "DRE do ano, competência",
      goal: 100,
      calls: years.map((y) => () => dre(scope, { year: y, regime: "competencia" })),
    },
    { name: "DRE do ano, caixa", goal: 100, calls: years.map((y) => () => dre(scope, { year: y, regime: "caixa" })) },
    { name: "fluxo de caixa, 12 meses", goal: 50, calls: years.map((y) => () => cashFlow(scope, { year: y })) },
    { name: "dashboard (loader de /)", goal: 60, calls: [() => dashboard(scope, today)] },
  ];
}

/** Loads a ledger of `size` entries into this process's database, then prints the figures and (with `plans`) the plans. */
export async function measureLedger(size: number, options: { plans: boolean }): Promise<void> {
  const { db, dialect } = await database();
  await report(await loadLedgers(db, dialect, size), options);
}

/** Prints the figures and plans of a ledger already loaded into this process's database. */
export async function report(loaded: BenchLedger, options: { plans: boolean }): Promise<void> {
  const { db, dialect } = await database();
  const size = loaded.entries;
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  const today = todayInSaoPaulo();
  const scope = { organizationId: loaded.organizationId, userId: loaded.userId };
  const count = loaded.entries.toLocaleString("pt-BR");
  console.log(`\n${label}: ${count} lançamentos na organização (e vizinhas) carregados em ${loaded.seconds.toFixed(0)} s\n`);
  console.log(
    "| banco | lançamentos | medida | p50 | p95 | p99 | CPU p50 | CPU p95 | meta p95 |  (ms)\n|---|---:|---|---:|---:|---:|---:|---:|---:|",
  );
  const all = await measures(scope, today);
  for (const measure of all) {
    const figures = await time(Math.ceil(SAMPLES / measure.calls.length), measure.calls);
    const goal = dialect === "sqlite" && size >= 900_000 ? `${figures.p95 <= measure.goal ? "✓" : "✗"} ${measure.goal}` : "";
    console.log(
      `| ${label} | ${count} | ${measure.name} |${fmt(figures.p50)} |${fmt(figures.p95)} |${fmt(figures.p99)} |` +
        `${fmt(figures.cpu50)} |${fmt(figures.cpu95)} | ${goal} |`,
    );
  }
  if (options.plans) {
    for (const measure of all) {
      const statements = await statementsOf(measure.calls[0]!);
      const seen = new Set<string>();
      console.log(`\n### ${label}, ${count}: ${measure.name}`);
      for (const statement of statements as CompiledQuery[]) {
        if (seen.has(statement.sql)) continue;
        seen.add(statement.sql);
        console.log(
          `\n${statement.sql.replace(/\s+/g, " ").slice(0, 400)}\n${(await planOf(db, dialect, statement)).join("\n")}`,
        );
      }
    }
  }
  await closeDatabase();
}
