/**
 * Figures of /faturamento for a month: a sale counts by its data de faturamento while still faturada (cancelled after invoicing counts no more);
 * the funnel counts the sales made in the month by sale date. Money in centavos, quantities in thousandths.
 */
import { sql, type Kysely } from "kysely";
import { monthRange, shiftMonth } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";

/** A count of sales and their value. */
export interface SalesFigure {
  count: number;
  cents: number;
}

/** A name in a ranking with the month's value. */
export interface RankedFigure extends SalesFigure {
  id: string | null;
  name: string;
}

export interface SalesDashboard {
  month: string;
  invoiced: SalesFigure;
  previous: SalesFigure;
  averageCents: number;
  previousAverageCents: number;
  months: Array<{ month: string } & SalesFigure>;
  customers: RankedFigure[];
  products: RankedFigure[];
  sellers: RankedFigure[];
  funnel: { proposals: SalesFigure; orders: SalesFigure; invoiced: SalesFigure };
}

export const TOP = 5;
export const NO_SELLER = "Sem vendedor";

const figure = (row: { count?: unknown; cents?: unknown } | undefined): SalesFigure => ({
  count: Number(row?.count ?? 0),
  cents: Number(row?.cents ?? 0),
});

const average = ({ count, cents }: SalesFigure) => (count === 0 ? 0 : Math.round(cents / count));

const invoicedIn = (database: Kysely<Database>, scope: TenantScope, first: string, last: string) =>
  database
    .selectFrom("sales as s")
    .where("s.organization_id", "=", scope.organizationId)
    .where("s.status", "=", "faturada")
    .where("s.invoiced_on", ">=", first)
    .where("s.invoiced_on", "<=", last);

const countAndSum = sql<number | string>`count(*)`.as("count");

/** The dashboard of `month` (already validated "YYYY-MM"). */
export async function salesDashboard(scope: TenantScope, month: string): Promise<SalesDashboard> {
  const database = await db();
  const { first, last } = monthRange(month);
  const firstOfYear = monthRange(shiftMonth(month, -11)).first;
  const inMonth = () => invoicedIn(database, scope, first, last);
  const made = () =>
    database
      .selectFrom("sales")
      .where("organization_id", "=", scope.organizationId)
      .where("sale_date", ">=", first)
      .where("sale_date", "<=", last);
  const [monthly, customers, lines, sellers, proposals, orders, invoiced] = await Promise.all([
    invoicedIn(database, scope, firstOfYear, last)
      .select([
        sql<string>`substr(s.invoiced_on, 1, 7)`.as("month"),
        countAndSum,
        sql<number | string>`sum(s.total_cents)`.as("cents"),
      ])
      .groupBy(sql`substr(s.invoiced_on, 1, 7)`)
      .execute(),
    inMonth()
      .innerJoin("contacts as c", "c.id", "s.contact_id")
      .select(["c.id", "c.name", countAndSum, sql<number | string>`sum(s.total_cents)`.as("cents")])
      .groupBy(["c.id", "c.name"])
      .orderBy("cents", "desc")
      .orderBy("c.name")
      .limit(TOP)
      .execute(),
    inMonth()
      .innerJoin("sale_items as i", "i.sale_id", "s.id")
      .leftJoin("sales_products as p", "p.id", "i.product_id")
      .select([
        "i.product_id as id",
        sql<string>`coalesce(p.name, i.description)`.as("name"),
        sql<number | string>`sum(i.quantity_milli)`.as("count"),
        sql<number | string>`sum(i.total_cents)`.as("cents"),
      ])
      .groupBy(["i.product_id", sql`coalesce(p.name, i.description)`])
      .execute(),
    inMonth()
      .leftJoin("users as u", "u.id", "s.seller_id")
      .select([
        "s.seller_id as id",
        "u.given_name",
        "u.family_name",
        countAndSum,
        sql<number | string>`sum(s.total_cents)`.as("cents"),
      ])
      .groupBy(["s.seller_id", "u.given_name", "u.family_name"])
      .execute(),
    made()
      .where("proposal_number", "is not", null)
      .select([countAndSum, sql<number | string>`coalesce(sum(total_cents), 0)`.as("cents")])
      .executeTakeFirst(),
    made()
      .where("order_number", "is not", null)
      .select([countAndSum, sql<number | string>`coalesce(sum(total_cents), 0)`.as("cents")])
      .executeTakeFirst(),
    made()
      .where("status", "=", "faturada")
      .select([countAndSum, sql<number | string>`coalesce(sum(total_cents), 0)`.as("cents")])
      .executeTakeFirst(),
  ]);
  const byMonth = new Map(monthly.map((row) => [row.month, figure(row)]));
  const months = Array.from({ length: 12 }, (_, i) => {
    const key = shiftMonth(month, i - 11);
    return { month: key, ...(byMonth.get(key) ?? { count: 0, cents: 0 }) };
  });
  const current = months[11]!;
  const previous = months[10]!;
  const ranked = (rows: RankedFigure[]) => rows.sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name, "pt-BR"));
  return {
    month,
    invoiced: { count: current.count, cents: current.cents },
    previous: { count: previous.count, cents: previous.cents },
    averageCents: average(current),
    previousAverageCents: average(previous),
    months,
    customers: customers.map((row) => ({ id: row.id, name: row.name, ...figure(row) })),
    products: ranked(mergedProducts(lines)).slice(0, TOP),
    sellers: ranked(
      sellers.map((row) => ({
        id: row.id,
        name: row.id ? `${row.given_name ?? ""} ${row.family_name ?? ""}`.trim() || NO_SELLER : NO_SELLER,
        ...figure(row),
      })),
    ),
    funnel: { proposals: figure(proposals), orders: figure(orders), invoiced: figure(invoiced) },
  };
}

function mergedProducts(rows: Array<{ id: string | null; name: string; count: unknown; cents: unknown }>): RankedFigure[] {
  const merged = new Map<string, RankedFigure>();
  for (const row of rows) {
    const key = row.id ?? `linha:${row.name}`;
    const found = merged.get(key);
    const { count, cents } = figure(row);
    if (found) {
      found.count += count;
      found.cents += cents;
    } else merged.set(key, { id: row.id, name: row.name, count, cents });
  }
  return [...merged.values()];
}
