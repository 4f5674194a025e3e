/**
 * The reconciliation page with many pending lines (`--pagina` of
 * bench/statements.ts), in a child process whose DATABASE_URL is a scratch
 * database: the ledgers of bench/ledger-data.ts (`--entries` in the big
 * organization, a tenth in each neighbour), then `--pending` pending lines
 * in the big organization's busiest account, in imports of 1 000, made
 * from that account's own baixas (their cash, a day apart at most) and
 * open entries (their open amount), with one line in five a tariff the
 * ledger does not hold, so each page finds candidates as in life. Times
 * the page's loader work (`reconciliationPage`) on the first, a middle and
 * the last page of the pendentes, with "Buscar lançamento" open, and each
 * module function it calls; then prints the plan of every statement the
 * first page sends (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on
 * PostgreSQL).
 */
import { sql } from "kysely";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { database } from "~/db/db.server";
import { ledgerChoices } from "~/modules/finance/reference.server";
import { accountBalances } from "~/modules/finance/overview.server";
import { LINES_PAGE_SIZE, statementLines, suggestionsFor } from "~/modules/finance/reconciliation/lines.server";
import { reconciliationStatus } from "~/modules/finance/reconciliation/status.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { reconciliationPage } from "~/routes/finance/conciliacao/+shared/page-data.server";
import type { ReconciliationAddress } from "~/routes/finance/conciliacao/+shared/address";
import { insertStatement, type LineSpec } from "../tests/support/statement-lines";
import { loadLedgers } from "./ledger-data";
import { planOf, statementsOf, time } from "./ledger-timing";

/** Calls timed per measure (each after one warm-up pass). */
const SAMPLES = 100;
/** The goal's p95 of the page's loader work, ms. */
const GOAL = 50;
const LINES_PER_IMPORT = 1_000;

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

/** `count` pending lines for `accountId`, from its baixas and open entries; the oldest first. */
async function pendingLines(scope: TenantScope, accountId: string, count: number): Promise<LineSpec[]> {
  const { db } = await database();
  const sign = (direction: string) => (direction === "entrada" ? 1 : -1);
  const [baixas, open] = await Promise.all([
    db
      .selectFrom("finance_settlements as st")
      .innerJoin("finance_entries as e", "e.id", "st.entry_id")
      .select([
        "st.settled_on",
        "st.amount_cents",
        "st.interest_cents",
        "st.fine_cents",
        "st.discount_cents",
        "e.direction",
        "e.description",
      ])
      .where("st.organization_id", "=", scope.organizationId)
      .where("st.account_id", "=", accountId)
      .where("st.reversed_at", "is", null)
      .orderBy("st.settled_on", "desc")
      .limit(count)
      .execute(),
    db
      .selectFrom("finance_entries as e")
      .select(["e.due_date", "e.amount_cents", "e.settled_cents", "e.direction", "e.description"])
      .where("e.organization_id", "=", scope.organizationId)
      .where("e.account_id", "=", accountId)
      .where("e.kind", "in", ["receita", "despesa"])
      .where("e.deleted_at", "is", null)
      .where("e.cancelled_at", "is", null)
      .whereRef("e.settled_cents", "<", "e.amount_cents")
      .orderBy("e.due_date", "desc")
      .limit(count)
      .execute(),
  ]);
  const lines: LineSpec[] = [];
  for (let i = 0; lines.length < count; i++) {
    const baixa = baixas[i % Math.max(1, baixas.length)];
    const entry = open[i % Math.max(1, open.length)];
    if (i % 5 === 4 || (!baixa && !entry)) {
      const day = baixa?.settled_on ?? entry?.due_date ?? "2026-01-02";
      lines.push({ postedOn: day, amountCents: -(990 + (i % 7) * 100), description: `TARIFA PACOTE ${i}` });
    } else if (baixa && (i % 5 < 3 || !entry)) {
      const cents = baixa.amount_cents + baixa.interest_cents + baixa.fine_cents - baixa.discount_cents;
      lines.push({
        postedOn: addDaysTo(baixa.settled_on, (i % 3) - 1),
        amountCents: sign(baixa.direction) * Number(cents),
        description: `PIX ${baixa.description.toUpperCase()}`,
      });
    } else if (entry) {
      lines.push({
        postedOn: entry.due_date,
        amountCents: sign(entry.direction) * Number(entry.amount_cents - entry.settled_cents),
        description: `TED ${entry.description.toUpperCase()}`,
      });
    }
  }
  return lines.sort((a, b) => a.postedOn.localeCompare(b.postedOn));
}

/** Loads the ledgers and the lines, then prints the table rows and the plans. */
export async function measurePage(entries: number, pending: number, options: { plans: boolean }): Promise<void> {
  const { db, dialect } = await database();
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  const loaded = await loadLedgers(db, dialect, entries);
  const scope = { organizationId: loaded.organizationId, userId: loaded.userId };
  const busiest = await db
    .selectFrom("finance_settlements")
    .select("account_id")
    .where("organization_id", "=", scope.organizationId)
    .groupBy("account_id")
    .orderBy((eb) => eb.fn.countAll(), "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const accountId = busiest.account_id;
  const lines = await pendingLines(scope, accountId, pending);
  for (let start = 0; start < lines.length; start += LINES_PER_IMPORT)
    await insertStatement(scope, accountId, lines.slice(start, start + LINES_PER_IMPORT));
  // As autovacuum would have by now (index-only scans need it).
  if (dialect === "postgres") await sql`VACUUM ANALYZE`.execute(db);
  console.log(
    `\n${label}: ${loaded.entries.toLocaleString("pt-BR")} lançamentos na organização, ${lines.length.toLocaleString("pt-BR")} linhas pendentes na conta (${lines[0]!.postedOn} a ${lines.at(-1)!.postedOn})\n`,
  );

  const lastPage = Math.ceil(pending / LINES_PAGE_SIZE);
  const address = (page: number, searchLineId: string | null = null): ReconciliationAddress => ({
    accountId,
    tab: "pendentes",
    page,
    createLineId: null,
    searchLineId,
    query: "",
    notice: null,
    importId: null,
  });
  const pages = [1, Math.ceil(lastPage / 2), lastPage];
  const firstPage = await statementLines(scope, accountId, "pendente", 1);
  const today = todayInSaoPaulo();
  const measures: Array<{ name: string; calls: Array<() => Promise<unknown>> }> = [
    { name: "página (loader), 1ª, meio e última", calls: pages.map((page) => () => reconciliationPage(scope, address(page))) },
    ...pages.map((page, i) => ({
      name: `página (loader), ${["1ª", "do meio", "última"][i]}`,
      calls: [() => reconciliationPage(scope, address(page))],
    })),
    {
      name: "página com Buscar lançamento aberto",
      calls: [() => reconciliationPage(scope, address(1, firstPage.rows[0]!.id))],
    },
    { name: "statementLines", calls: pages.map((page) => () => statementLines(scope, accountId, "pendente", page)) },
    {
      name: "suggestionsFor (20 linhas)",
      calls: await Promise.all(
        pages.map(async (page) => {
          const rows = (await statementLines(scope, accountId, "pendente", page)).rows;
          return () => suggestionsFor(scope, accountId, rows);
        }),
      ),
    },
    { name: "reconciliationStatus", calls: [() => reconciliationStatus(scope)] },
    { name: "accountBalances", calls: [() => accountBalances(scope, today)] },
    { name: "ledgerChoices", calls: [() => ledgerChoices(scope)] },
  ];
  for (const measure of measures) {
    const rounds = Math.ceil(SAMPLES / measure.calls.length);
    const figures = await time(rounds, measure.calls);
    const goal = measure.name.startsWith("página") ? `${figures.p95 <= GOAL ? "✓" : "✗"} ${GOAL}` : "";
    console.log(
      `| ${label} | ${measure.name} | ${fmt(figures.p50)} | ${fmt(figures.p95)} | ${fmt(figures.p99)} | ${fmt(figures.cpu95)} | ${goal} |`,
    );
  }
  const suggested = Object.values(await suggestionsFor(scope, accountId, firstPage.rows)).filter((each) => each.length > 0);
  console.log(`\nNa 1ª página, ${suggested.length} de ${firstPage.rows.length} linhas têm sugestão.`);
  if (!options.plans) return;
  const statements = await statementsOf(() => reconciliationPage(scope, address(1, firstPage.rows[0]!.id)));
  for (const statement of statements) {
    console.log(`\n${statement.sql.replace(/\s+/g, " ").slice(0, 400)}`);
    for (const line of await planOf(db, dialect, statement)) console.log(`    ${line}`);
  }
}
