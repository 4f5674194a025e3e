/**
 * Sales: how long invoicing takes, and numbering under concurrency.
 * (1) `--runs` times (30 unless told, after 3 warm-ups) an approved pedido
 * of 50 items in 12 parcelas is invoiced (invoiceSale: the status move,
 * 12 receivables through finance's insertEntries with their history and
 * month totals, 12 sale_receivables rows); prints p50 and p95 in ms, the
 * goal p95 ≤ 50 ms. (2) Twenty "save proposta" (createSale) at once in a
 * fresh organization: the numbers must be 1..20, distinct, without gaps;
 * prints the wall time of the twenty. SQLite on a fresh temporary file,
 * and PostgreSQL on a fresh `sales_bench` database when DATABASE_URL is a
 * postgres URL; each in a child process (the app's database is one per
 * process).
 *
 *   npx tsx bench/sales.ts [-- --runs 30]
 */
import { randomUUID } from "node:crypto";
import type { SaleCreateInput } from "~/modules/sales/schemas";
import type { TenantScope } from "~/modules/tenant-scope";
import { onScratchDatabases, runScript } from "./scratch-databases";

const WARM_UPS = 3;
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const RUNS = Number(argument("runs") ?? 30);
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

/** In the child: both measures on the database of DATABASE_URL; prints one table row. */
async function child(label: string) {
  const [{ db }, sales, invoicing] = await Promise.all([
    import("~/db/db.server"),
    import("~/modules/sales/sales.server"),
    import("~/modules/sales/invoicing.server"),
  ]);
  const database = await db();

  /** A fresh organization with an account, a receita category and a customer. */
  async function books(): Promise<{ scope: TenantScope; contactId: string; accountId: string; categoryId: string }> {
    const now = new Date().toISOString();
    const scope = { organizationId: randomUUID(), userId: randomUUID() };
    const [contactId, accountId, categoryId] = [randomUUID(), randomUUID(), randomUUID()];
    const row = { organization_id: scope.organizationId, archived_at: null, created_at: now, updated_at: now };
    await database
      .insertInto("organizations")
      .values({
        id: scope.organizationId,
        slug: `bench-${scope.organizationId.slice(0, 8)}`,
        display_name: "Bench",
        created_at: now,
      })
      .execute();
    await database
      .insertInto("finance_accounts")
      .values({
        ...row,
        id: accountId,
        name: "Conta corrente",
        kind: "conta_corrente",
        bank_name: null,
        opening_balance_cents: 0,
        opening_date: "2026-01-01",
      })
      .execute();
    await database
      .insertInto("finance_categories")
      .values({
        ...row,
        id: categoryId,
        name: "Vendas de produtos",
        kind: "receita",
        group_name: "Receitas operacionais",
        dre_line: "receita_bruta",
      })
      .execute();
    await database
      .insertInto("contacts")
      .values({
        ...row,
        id: contactId,
        name: "Cliente Bench",
        sort_name: "cliente bench",
        is_customer: 1,
        is_supplier: 0,
        document: null,
        email: null,
        phone: null,
      })
      .execute();
    return { scope, contactId, accountId, categoryId };
  }

  const input = (b: Awaited<ReturnType<typeof books>>, saveAs: "proposta" | "pedido", items: number): SaleCreateInput => ({
    saveAs,
    customer: { kind: "existing", contactId: b.contactId },
    items: Array.from({ length: items }, (_, i) => ({
      productId: null,
      description: `Item ${i + 1}`,
      unit: "un",
      quantityMilli: 1500 + i,
      unitPriceCents: 1999 + i * 37,
      discount: i % 3 === 0 ? { kind: "percent" as const, value: 750 } : null,
    })),
    discount: { kind: "amount", value: 1000 },
    freightCents: 2500,
    terms: { kind: "parcelas", installmentCount: 12, intervalDays: 30 },
    sellerId: null,
    saleDate: "2026-11-10",
    expectedInvoiceDate: null,
    categoryId: b.categoryId,
    accountId: b.accountId,
    notes: null,
  });

  const invoice = await books();
  const times: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run++) {
    const created = await sales.createSale(invoice.scope, input(invoice, "pedido", 50));
    if (created.status !== "created") throw new Error("sale refused");
    const started = performance.now();
    const outcome = await invoicing.invoiceSale(invoice.scope, created.saleId, "2026-11-20");
    const elapsed = performance.now() - started;
    if (outcome?.status !== "invoiced" || !outcome.created) throw new Error(`not invoiced: ${JSON.stringify(outcome)}`);
    if (run >= WARM_UPS) times.push(elapsed);
  }
  const receivables = await database
    .selectFrom("sale_receivables")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("organization_id", "=", invoice.scope.organizationId)
    .executeTakeFirstOrThrow();
  if (Number(receivables.n) !== 12 * (WARM_UPS + RUNS)) throw new Error(`receivables: ${receivables.n}`);

  const crowd = await books();
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, () => sales.createSale(crowd.scope, input(crowd, "proposta", 5))),
  );
  const wall = performance.now() - started;
  if (outcomes.some((outcome) => outcome.status !== "created")) throw new Error("a proposta was refused");
  const numbers = (
    await database
      .selectFrom("sales")
      .select("proposal_number")
      .where("organization_id", "=", crowd.scope.organizationId)
      .execute()
  )
    .map((row) => row.proposal_number!)
    .sort((a, b) => a - b);
  const gapless = numbers.length === 20 && numbers.every((number, i) => number === i + 1);
  console.log(
    `| ${label} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${wall.toFixed(0)} | ${gapless ? "1..20, sem lacunas" : `FALHOU: ${numbers.join(",")}`} |`,
  );
  await database.destroy();
  if (!gapless) process.exitCode = 1;
}

async function main() {
  console.log(
    `\nFaturar uma venda de 50 itens em 12 parcelas (${RUNS} vezes, ms; meta p95 ≤ 50) e 20 propostas salvas ao mesmo tempo:\n`,
  );
  console.log("| banco | faturar p50 | faturar p95 | 20 propostas (ms) | números |\n|---|---:|---:|---:|---|");
  await onScratchDatabases("sales", (url, dialect) =>
    runScript("sales.ts", url, ["--child", dialect === "sqlite" ? "SQLite" : "PostgreSQL", "--runs", String(RUNS)]),
  );
}

if (process.argv.includes("--child")) await child(argument("child")!);
else await main();
