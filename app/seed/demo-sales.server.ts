/** Demo sales, written after the demo ledger in the same transaction; counters set to the last PR and PV numbers so the next sale continues without a gap. */
import { sql, type Kysely } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import type { Database, FinanceAccountDayTable } from "~/db/schema";
import type { FinanceOrganization } from "./demo-finance.server";
import { demoSales, type DemoSales } from "./demo-sales";
import { writeBatch } from "./ledger-writer.server";
import { profileOf } from "./ledger-profiles";
import { seedOf } from "./random";

const MAX_PARAMETERS = 30_000;
/** The category of the sales' receivables (the default plan's). */
export const SALES_CATEGORY = "Vendas de produtos";

async function insertRows(db: Kysely<Database>, table: keyof Database, rows: object[]) {
  if (rows.length === 0) return;
  const size = Math.floor(MAX_PARAMETERS / Object.keys(rows[0]!).length);
  for (let start = 0; start < rows.length; start += size)
    await db
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
}

async function addAccountDays(db: Kysely<Database>, days: FinanceAccountDayTable[]) {
  for (const day of days) {
    await db
      .insertInto("finance_account_days")
      .values(day)
      .onConflict((oc) =>
        oc.columns(["account_id", "day"]).doUpdateSet({ net_cents: sql`finance_account_days.net_cents + ${day.net_cents}` }),
      )
      .execute();
  }
  await db.deleteFrom("finance_account_days").where("net_cents", "=", 0).execute();
}

async function salesOf(db: Kysely<Database>, organization: FinanceOrganization, today: string, now: string) {
  const profile = profileOf(organization.slug);
  const cashName = profile.accounts.find((account) => account.kind === "caixa")?.name ?? "";
  const [accounts, category, clients, members] = await Promise.all([
    db
      .selectFrom("finance_accounts")
      .select(["id", "name"])
      .where("organization_id", "=", organization.id)
      .where("name", "in", [profile.accounts[0]!.name, cashName])
      .execute(),
    db
      .selectFrom("finance_categories")
      .select("id")
      .where("organization_id", "=", organization.id)
      .where("name", "=", SALES_CATEGORY)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contacts")
      .select(["id", "name"])
      .where("organization_id", "=", organization.id)
      .where("is_customer", "=", 1)
      .orderBy("sort_name")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select("users.id")
      .where("memberships.organization_id", "=", organization.id)
      .where("users.is_active", "=", 1)
      .where("users.blocked_at", "is", null)
      .where("memberships.status", "=", "active")
      .orderBy("users.username")
      .execute(),
  ]);
  const revenue = profile.monthlyRevenueCents;
  const contracts = profile.contracts.reduce((sum, cents) => sum + cents, 0);
  return demoSales({
    organizationId: organization.id,
    slug: organization.slug,
    actorId: organization.actorId,
    today,
    now,
    seed: seedOf(`${organization.slug}:vendas`),
    accountId: accounts.find((account) => account.name === profile.accounts[0]!.name)!.id,
    cashAccountId: accounts.find((account) => account.name === cashName)?.id ?? null,
    categoryId: category.id,
    clients,
    sellers: members.length > 0 ? members.map((member) => member.id) : [organization.actorId],
    // What the generator's product sales made (ledger-months.ts), over the 4 in 5 sales that get invoiced.
    monthlyCents: Math.round((profile.productShare * Math.max(revenue * 0.3, revenue - contracts * 0.8)) / 0.8),
  });
}

/** Seeds every organization's demo sales; `now` fixes today, as for the ledger. */
export async function seedDemoSales(db: Kysely<Database>, organizations: FinanceOrganization[], now = new Date()): Promise<void> {
  const today = todayInSaoPaulo(now);
  const all: DemoSales[] = [];
  for (const organization of organizations) all.push(await salesOf(db, organization, today, now.toISOString()));
  await insertRows(
    db,
    "sales_products",
    all.flatMap((one) => one.products),
  );
  await insertRows(
    db,
    "sales",
    all.flatMap((one) => one.sales),
  );
  await insertRows(
    db,
    "sale_items",
    all.flatMap((one) => one.items),
  );
  const ledger = all.map((one) => one.ledger);
  await writeBatch(db, {
    accounts: [],
    contacts: [],
    costCenters: [],
    series: [],
    entries: ledger.flatMap((batch) => batch.entries),
    settlements: ledger.flatMap((batch) => batch.settlements),
    events: ledger.flatMap((batch) => batch.events),
    accountDays: [],
  });
  await addAccountDays(
    db,
    ledger.flatMap((batch) => batch.accountDays),
  );
  await insertRows(
    db,
    "sale_receivables",
    all.flatMap((one) => one.receivables),
  );
  await insertRows(
    db,
    "document_numbers",
    all.flatMap((one, i) =>
      (["PR", "PV"] as const).map((series) => ({
        organization_id: organizations[i]!.id,
        series,
        last_number: one.lastNumbers[series],
      })),
    ),
  );
}
