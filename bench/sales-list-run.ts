/**
 * One database of bench/sales-list.ts, in a child process whose
 * DATABASE_URL is a scratch database: loads the sales (multi-row inserts,
 * deterministic), times the list's reads and prints the plans of the
 * statements they sent. Argument: the big organization's sales count.
 */
import { randomUUID } from "node:crypto";
import { sql, type Insertable, type Kysely } from "kysely";
import { monthOf, monthRange, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { fold } from "~/config/text-rules";
import { database } from "~/db/db.server";
import type { Database, SaleStatus, SaleTable } from "~/db/schema";
import type { SaleFilters, SaleSort } from "~/modules/sales/list-query";
import { checkSaleQuery } from "~/modules/sales/list-query.server";
import { listSales, saleTotals } from "~/modules/sales/list.server";
import { saleSearchText } from "~/modules/sales/search-text";
import { seededRandom } from "~/seed/random";
import { planOf, statementsOf, time } from "./ledger-timing";

const size = Number(process.argv[2] ?? 100_000);
const plans = !process.argv.includes("--no-plans");
const SAMPLES = 60;
const MONTHS = 24;
const NAMES = ["Ana", "Bruno", "Carla", "Davi", "Elisa", "Fábio", "Gabriela", "Heitor", "Íris", "João", "Karina", "Lúcia"];
const SURNAMES = ["Silva", "Souza", "Oliveira", "Lima", "Araújo", "Pereira", "Costa", "Mendes"];
const STATUSES: SaleStatus[] = ["rascunho", "enviada", "aprovada", "faturada", "faturada", "faturada", "cancelada"];

interface Org {
  id: string;
  userId: string;
  contacts: Array<{ id: string; name: string }>;
  sellers: string[];
}

async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
}

/** An organization with `count` sales over the last MONTHS months, its customers and sellers. */
async function loadOrganization(db: Kysely<Database>, count: number, seed: number, today: string): Promise<Org> {
  const random = seededRandom(seed).next;
  const now = new Date().toISOString();
  const id = randomUUID();
  await db
    .insertInto("organizations")
    .values({ id, slug: `b${id.slice(0, 8)}`, display_name: "Bench", created_at: now })
    .execute();
  const sellers = Array.from({ length: 12 }, () => randomUUID());
  await insertMany(
    db,
    "users",
    sellers.map((user, i) => ({
      id: user,
      username: `v${user.slice(0, 12)}`,
      email: `v${user.slice(0, 12)}@example.com`,
      given_name: NAMES[i]!,
      family_name: SURNAMES[i % SURNAMES.length]!,
      phone: null,
      avatar_url: null,
      is_active: 1,
      blocked_at: null,
      last_login: null,
      created_at: now,
      updated_at: now,
    })),
  );
  await insertMany(
    db,
    "memberships",
    sellers.map((user) => ({ user_id: user, organization_id: id, role: "administrador", is_primary: 0, created_at: now })),
  );
  const contacts = Array.from({ length: Math.max(20, Math.round(count / 50)) }, (_, i) => ({
    id: randomUUID(),
    name: `${NAMES[i % NAMES.length]} ${SURNAMES[(i * 7) % SURNAMES.length]} ${i}`,
  }));
  await insertMany(
    db,
    "contacts",
    contacts.map((contact) => ({
      ...contact,
      organization_id: id,
      sort_name: fold(contact.name),
      is_customer: 1,
      is_supplier: 0,
      document: null,
      email: null,
      phone: null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })),
  );
  const first = monthRange(shiftMonth(monthOf(today), -(MONTHS - 1))).first;
  const days = Math.round((Date.parse(today) - Date.parse(first)) / 86_400_000);
  const sales: SaleTable[] = [];
  let proposal = 0;
  let order = 0;
  for (let i = 0; i < count; i++) {
    const contact = contacts[Math.floor(random() * contacts.length)]!;
    const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
    const saleDate = new Date(Date.parse(first) + Math.floor(random() * (days + 1)) * 86_400_000).toISOString().slice(0, 10);
    const total = 1_000 + Math.floor(random() * 500_000);
    const proposalNumber = ++proposal;
    const orderNumber = status === "aprovada" || status === "faturada" ? ++order : null;
    const notes = random() < 0.2 ? "Entrega combinada por telefone" : null;
    sales.push({
      id: randomUUID(),
      organization_id: id,
      status,
      proposal_number: proposalNumber,
      order_number: orderNumber,
      contact_id: contact.id,
      seller_id: random() < 0.9 ? sellers[Math.floor(random() * sellers.length)]! : null,
      sale_date: saleDate,
      expected_invoice_date: null,
      payment_terms: "a_vista",
      installment_count: 1,
      interval_days: 30,
      category_id: null,
      account_id: null,
      items_cents: total,
      discount_kind: null,
      discount_value: null,
      discount_cents: 0,
      freight_cents: 0,
      total_cents: total,
      notes,
      search_text: saleSearchText({ contactName: contact.name, proposalNumber, orderNumber, notes }),
      sent_at: null,
      approved_at: null,
      invoiced_on: status === "faturada" ? saleDate : null,
      invoiced_at: null,
      cancelled_at: null,
      version: 1,
      created_by: sellers[0]!,
      created_at: now,
      updated_at: now,
    });
  }
  await db.transaction().execute((trx) => insertMany(trx, "sales", sales));
  return { id, userId: sellers[0]!, contacts, sellers };
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1).padStart(7);

async function main() {
  const { db, dialect } = await database();
  const today = todayInSaoPaulo();
  const started = performance.now();
  const big = await loadOrganization(db, size, 1, today);
  await loadOrganization(db, Math.round(size / 10), 2, today);
  if (dialect === "postgres") await sql`VACUUM ANALYZE`.execute(db);
  const label = dialect === "sqlite" ? "SQLite" : "PostgreSQL";
  console.log(
    `\n${label}: ${size.toLocaleString("pt-BR")} vendas carregadas em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );

  const scope = { organizationId: big.id, userId: big.userId };
  const months = [0, -1, -3, -6, -12].map((n) => shiftMonth(monthOf(today), n));
  const month = (m: string): SaleFilters => {
    const { first, last } = monthRange(m);
    return { from: first, to: last, month: m };
  };
  const year: SaleFilters = { from: monthRange(shiftMonth(monthOf(today), -11)).first, to: today };
  const DATE: SaleSort = { by: "date", order: "desc" };
  const measures: Array<{ name: string; calls: Array<() => Promise<unknown>> }> = [
    { name: "página do mês", calls: months.map((m) => () => listSales(scope, month(m), DATE, 1)) },
    { name: "mês, propostas", calls: months.map((m) => () => listSales(scope, { ...month(m), status: "propostas" }, DATE, 1)) },
    {
      name: "mês, cliente",
      calls: months.map((m, i) => () => listSales(scope, { ...month(m), contactId: big.contacts[i]!.id }, DATE, 1)),
    },
    {
      name: "mês, vendedor",
      calls: months.map((m, i) => () => listSales(scope, { ...month(m), sellerId: big.sellers[i]! }, DATE, 1)),
    },
    { name: "mês, texto", calls: months.map((m, i) => () => listSales(scope, { ...month(m), q: NAMES[i]! }, DATE, 1)) },
    { name: "12 meses por total", calls: [() => listSales(scope, year, { by: "total", order: "desc" }, 1)] },
    {
      name: "12 meses, texto, por cliente",
      calls: [() => listSales(scope, { ...year, q: "silva" }, { by: "customer", order: "asc" }, 1)],
    },
    { name: "12 meses, página 20", calls: [() => listSales(scope, year, DATE, 20)] },
    { name: "totais de 12 meses", calls: [() => saleTotals(scope, year)] },
    {
      name: "loader: endereço + página do mês",
      calls: months.map((m) => async () => {
        const { query } = await checkSaleQuery(scope, new URLSearchParams({ mes: m, vendedor: big.sellers[0]! }), today);
        return listSales(scope, query.filters, query.sort, query.page);
      }),
    },
  ];
  console.log("| banco | vendas | medida | p50 | p95 | p99 | CPU p50 | CPU p95 |  (ms)\n|---|---:|---|---:|---:|---:|---:|---:|");
  for (const measure of measures) {
    const f = await time(Math.ceil(SAMPLES / measure.calls.length), measure.calls);
    console.log(
      `| ${label} | ${size} | ${measure.name} |${fmt(f.p50)} |${fmt(f.p95)} |${fmt(f.p99)} |${fmt(f.cpu50)} |${fmt(f.cpu95)} |`,
    );
  }
  if (!plans) return;
  for (const measure of measures) {
    console.log(`\n### ${label}: ${measure.name}`);
    for (const statement of await statementsOf(measure.calls[0]!)) {
      console.log(`\n${statement.sql}\n`);
      for (const line of await planOf(db, dialect, statement)) console.log(`  ${line}`);
    }
  }
}

await main();
process.exit(0);
