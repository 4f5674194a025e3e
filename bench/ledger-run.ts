/**
 * One size of bench/ledger.ts, in a child process whose DATABASE_URL is a
 * scratch database: loads the ledgers (bench/ledger-data.ts), then times the
 * finance module's functions as the pages call them and prints the plans of
 * the statements they send. "Totais" re-runs the statement listEntries sends
 * for its totals, alone, since the module answers rows and totals together.
 * After the reads, the writes: with the books closed through the end of the
 * month 13 months back (setPeriodLock), entries created, edited, settled,
 * reversed and deleted in the month 18 months ahead, so every write runs
 * the period-lock check and leaves the figures the reads sum as they were.
 */
import { sql, type CompiledQuery } from "kysely";
import { monthOf, monthRange, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { closeDatabase, database } from "~/db/db.server";
import { createEntry, deleteEntries, listEntries, updateEntry } from "~/modules/finance/entries.server";
import { insertEntries, type NewEntry } from "~/modules/finance/entry-writes.server";
import { setPeriodLock } from "~/modules/finance/period-lock.server";
import { searchTextOf } from "~/modules/finance/references.server";
import { reverseSettlement, settleEntry } from "~/modules/finance/settlements.server";
import { dashboard } from "~/modules/finance/dashboard.server";
import { accountExtrato } from "~/modules/finance/extrato/extrato.server";
import { accountBalances, dueEntries, ledgerOverview } from "~/modules/finance/overview.server";
import { cashFlow } from "~/modules/finance/reports/cash-flow.server";
import { dre } from "~/modules/finance/reports/dre.server";
import type { EntryInput } from "~/modules/finance/schemas";
import type { EntryFilters, EntrySort } from "~/modules/finance/types";
import type { TenantScope } from "~/modules/tenant-scope";
import { loadLedgers, type BenchLedger } from "./ledger-data";
import { planOf, statementsOf, time } from "./ledger-timing";

/** About this many samples of each measure. */
const SAMPLES = 100;
/** Calls of a write measure: its warm-up, SAMPLES, and the one whose statements are planned. */
const WRITE_CALLS = SAMPLES + 2;
/** Entries in one bulk delete, as the list's bulk action sends them (a page holds 50). */
const BULK = 50;
/** The goals' p95 on SQLite at 1 000 000 entries of a single write and of a bulk delete of BULK entries, ms. */
const WRITE_GOAL = 15;
const BULK_GOAL = 50;
/** Entries inserted per statement when preparing the bulk deletes. */
const INSERT_CHUNK = 500;
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
      name: "competência do mês",
      goal: 30,
      calls: months.map((m) => () => listEntries(scope, { month: m, basis: "competencia" }, SORT, 1, today)),
    },
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

/** The next of what the measure before left; throws when it left too few. */
function take<T>(queue: T[]): T {
  const next = queue.shift();
  if (next === undefined) throw new Error("a write measure ran more often than the one before it");
  return next;
}

/** Throws unless `outcome` is what the write should answer: a refusal would time less work than a write. */
function expectOutcome<T>(outcome: T, ok: (outcome: T) => boolean): T {
  if (!ok(outcome)) throw new Error(`unexpected outcome: ${JSON.stringify(outcome)}`);
  return outcome;
}

/**
 * The writes, each a single call taking what the one before left (WRITE_CALLS of each): createEntry, updateEntry (the
 * amount), settleEntry (today, in full), reverseSettlement (today), deleteEntries of one entry (unsettled, its baixa
 * reversed) and of BULK entries inserted beforehand. Closes the books first, through the end of the month 13 months back.
 */
async function writeMeasures(scope: TenantScope, today: string): Promise<Measure[]> {
  const { db } = await database();
  const organization = scope.organizationId;
  const account = await db
    .selectFrom("finance_accounts")
    .select("id")
    .where("organization_id", "=", organization)
    .where("archived_at", "is", null)
    .where("opening_date", "<=", today)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom("finance_categories")
    .select("id")
    .where("organization_id", "=", organization)
    .where("kind", "=", "despesa")
    .where("archived_at", "is", null)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const closedThrough = monthRange(shiftMonth(monthOf(today), -13)).last;
  expectOutcome(await setPeriodLock(scope, { closedThrough, reason: "Benchmark" }, today), (o) => o.status === "saved");
  const day = `${shiftMonth(monthOf(today), 18)}-10`;
  const input: EntryInput = {
    kind: "despesa",
    description: "Escrita do benchmark",
    settledOn: null,
    amountCents: 12_345,
    dueDate: day,
    competenceDate: day,
    accountId: account.id,
    categoryId: category.id,
    contactId: null,
    costCenterId: null,
    notes: null,
    repeat: { mode: "unica" },
  };
  const { kind: _kind, repeat: _repeat, ...edit } = { ...input, amountCents: input.amountCents + 1 };
  const baixa = {
    settledOn: today,
    amountCents: edit.amountCents,
    interestCents: 0,
    fineCents: 0,
    discountCents: 0,
    accountId: account.id,
  };
  const created: string[] = [];
  const edited: string[] = [];
  const settled: Array<{ entryId: string; settlementId: string }> = [];
  const reversed: string[] = [];
  const bulk = await bulkEntries(scope, { ...input, amountCents: 1_000 });
  return [
    {
      name: "criar lançamento",
      goal: WRITE_GOAL,
      calls: [
        async () => {
          const outcome = expectOutcome(await createEntry(scope, input, today), (o) => o.status === "created");
          if (outcome.status === "created") created.push(outcome.entryId);
        },
      ],
    },
    {
      name: "editar (valor)",
      goal: WRITE_GOAL,
      calls: [
        async () => {
          const id = take(created);
          expectOutcome(await updateEntry(scope, id, edit, { version: 1, scope: "esta" }, today), (o) => o?.status === "updated");
          edited.push(id);
        },
      ],
    },
    {
      name: "baixa",
      goal: WRITE_GOAL,
      calls: [
        async () => {
          const entryId = take(edited);
          const outcome = expectOutcome(await settleEntry(scope, entryId, baixa, today), (o) => o?.status === "settled");
          if (outcome?.status === "settled") settled.push({ entryId, settlementId: outcome.settlementId });
        },
      ],
    },
    {
      name: "estorno",
      goal: WRITE_GOAL,
      calls: [
        async () => {
          const { entryId, settlementId } = take(settled);
          expectOutcome(await reverseSettlement(scope, settlementId, today, today), (o) => o?.status === "reversed");
          reversed.push(entryId);
        },
      ],
    },
    {
      name: "excluir (sem baixa viva)",
      goal: WRITE_GOAL,
      calls: [async () => expectOutcome(await deleteEntries(scope, [take(reversed)]), (o) => o.deleted === 1)],
    },
    {
      name: `excluir ${BULK} em lote`,
      goal: BULK_GOAL,
      calls: [async () => expectOutcome(await deleteEntries(scope, bulk.splice(0, BULK)), (o) => o.deleted === BULK)],
    },
  ];
}

/** WRITE_CALLS × BULK entries like `input`, inserted (untimed) for the bulk deletes; their ids. */
async function bulkEntries(scope: TenantScope, input: EntryInput): Promise<string[]> {
  const { db } = await database();
  const entry: NewEntry = {
    kind: input.kind,
    direction: "saida",
    description: input.description,
    search_text: searchTextOf(input.description, null),
    amount_cents: input.amountCents,
    account_id: input.accountId,
    category_id: input.categoryId,
    contact_id: null,
    cost_center_id: null,
    competence_date: input.competenceDate,
    due_date: input.dueDate,
    notes: null,
    series_id: null,
    series_index: null,
    transfer_id: null,
  };
  const ids: string[] = [];
  const now = new Date().toISOString();
  for (let start = 0; start < WRITE_CALLS * BULK; start += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, WRITE_CALLS * BULK - start) }, () => entry);
    ids.push(...(await db.transaction().execute((trx) => insertEntries(trx, scope, rows, now))));
  }
  return ids;
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
  const planned: Array<{ name: string; statements: CompiledQuery[] }> = [];
  const run = async (measure: Measure) => {
    const figures = await time(Math.ceil(SAMPLES / measure.calls.length), measure.calls);
    const goal = dialect === "sqlite" && size >= 900_000 ? `${figures.p95 <= measure.goal ? "✓" : "✗"} ${measure.goal}` : "";
    console.log(
      `| ${label} | ${count} | ${measure.name} |${fmt(figures.p50)} |${fmt(figures.p95)} |${fmt(figures.p99)} |` +
        `${fmt(figures.cpu50)} |${fmt(figures.cpu95)} | ${goal} |`,
    );
    // Right after the samples: a write's next call takes what the samples left.
    if (options.plans) planned.push({ name: measure.name, statements: await statementsOf(measure.calls[0]!) });
  };
  for (const measure of await measures(scope, today)) await run(measure);
  for (const measure of await writeMeasures(scope, today)) await run(measure);
  for (const { name, statements } of planned) {
    const seen = new Set<string>();
    console.log(`\n### ${label}, ${count}: ${name}`);
    for (const statement of statements) {
      if (seen.has(statement.sql)) continue;
      seen.add(statement.sql);
      console.log(`\n${statement.sql.replace(/\s+/g, " ").slice(0, 400)}\n${(await planOf(db, dialect, statement)).join("\n")}`);
    }
  }
  await closeDatabase();
}
