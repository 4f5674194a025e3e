/**
 * The demo sales on the database the tests run on (SQLite, or PostgreSQL
 * with DATABASE_URL): each organization's catalogue, sales in every status
 * over ~18 months, numbers without gaps that the counters continue,
 * invoiced sales tied to receivables that add up to their totals (some
 * received), the ledger's product sales being these receivables, and no
 * row naming another organization's.
 *
 * @demo-data: the demo sales and ledger themselves.
 */
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { daysBetween, todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import { documentCode } from "~/modules/document-code";
import { DEMO_STATEMENT_LINES, DEMO_STATEMENT_ORGANIZATION } from "./demo-statement";
import { demoSalesFirstMonth } from "./demo-sales";
import { SALES_CATEGORY } from "./demo-sales.server";

let database: Awaited<ReturnType<typeof db>>;
let organizations: Array<{ id: string; slug: string }>;

beforeAll(async () => {
  database = await db();
  organizations = await database.selectFrom("organizations").select(["id", "slug"]).execute();
});

const numbersOf = (rows: Array<{ n: number | null }>) =>
  rows
    .map((row) => row.n)
    .filter((n): n is number => n !== null)
    .map(Number)
    .sort((a, b) => a - b);

describe("demo sales", () => {
  it("gives each organization a catalogue of 20 to 40 items, a few archived, and sales in every status over 18 months", async () => {
    const today = todayInSaoPaulo();
    for (const { id, slug } of organizations) {
      const products = await database
        .selectFrom("sales_products")
        .select(["archived_at"])
        .where("organization_id", "=", id)
        .execute();
      expect(products.length, slug).toBeGreaterThanOrEqual(20);
      expect(products.length, slug).toBeLessThanOrEqual(40);
      expect(
        products.some((product) => product.archived_at !== null),
        slug,
      ).toBe(true);
      const sales = await database
        .selectFrom("sales")
        .select(["status", "sale_date"])
        .where("organization_id", "=", id)
        .execute();
      expect(new Set(sales.map((sale) => sale.status)), slug).toEqual(
        new Set(["rascunho", "enviada", "aprovada", "faturada", "cancelada"]),
      );
      const dates = sales.map((sale) => sale.sale_date).sort();
      expect(daysBetween(dates[0]!, today), slug).toBeGreaterThan(480);
      expect(dates.at(-1)! <= today, slug).toBe(true);
    }
  });

  it("numbers propostas and pedidos 1..N without gaps, and the counters hold N", async () => {
    for (const { id, slug } of organizations) {
      const sales = await database
        .selectFrom("sales")
        .select(["proposal_number", "order_number", "status"])
        .where("organization_id", "=", id)
        .execute();
      const counters = await database
        .selectFrom("document_numbers")
        .select(["series", "last_number"])
        .where("organization_id", "=", id)
        .execute();
      for (const [series, column] of [
        ["PR", "proposal_number"],
        ["PV", "order_number"],
      ] as const) {
        const numbers = numbersOf(sales.map((sale) => ({ n: sale[column] })));
        expect(numbers, `${slug} ${series}`).toEqual(numbers.map((_, i) => i + 1));
        expect(counters.find((row) => row.series === series)?.last_number, `${slug} ${series}`).toBe(numbers.length);
      }
      for (const sale of sales) {
        if (sale.status === "aprovada" || sale.status === "faturada") expect(sale.order_number).not.toBeNull();
        if (sale.status === "rascunho" || sale.status === "enviada") expect(sale.order_number).toBeNull();
      }
    }
  });

  it("keeps every sale's total equal to its items, discount and frete", async () => {
    const { rows } = await sql<{ id: string }>`
      select s.id from sales s join sale_items i on i.sale_id = s.id
      group by s.id, s.items_cents having sum(i.total_cents) <> s.items_cents`.execute(database);
    expect(rows).toEqual([]);
  });

  it("ties each invoiced sale to receivables in Vendas de produtos that add up to its total, some received", async () => {
    const rows = await database
      .selectFrom("sale_receivables as r")
      .innerJoin("sales as s", "s.id", "r.sale_id")
      .innerJoin("finance_entries as e", "e.id", "r.entry_id")
      .innerJoin("finance_categories as c", "c.id", "e.category_id")
      .select([
        "s.id",
        "s.status",
        "s.total_cents",
        "s.order_number",
        "s.invoiced_on",
        "s.contact_id",
        "e.amount_cents",
        "e.settled_cents",
        "e.competence_date",
        "e.contact_id as entry_contact",
        "e.cancelled_at",
        "e.description",
        "c.name as category",
        "r.installment",
        "s.account_id as sale_account",
        "e.account_id as entry_account",
      ])
      .execute();
    const invoiced = await database.selectFrom("sales").select(["id"]).where("invoiced_on", "is not", null).execute();
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(invoiced.map((row) => row.id)));
    const sums = new Map<string, number>();
    for (const row of rows) {
      sums.set(row.id, (sums.get(row.id) ?? 0) + Number(row.amount_cents));
      expect(row.category).toBe(SALES_CATEGORY);
      expect(row.competence_date).toBe(row.invoiced_on);
      expect(row.entry_contact).toBe(row.contact_id);
      expect(row.entry_account).toBe(row.sale_account);
      expect(row.description.startsWith(`${documentCode("PV", Number(row.order_number))} - parcela ${row.installment}/`)).toBe(
        true,
      );
      if (row.status === "cancelada") expect(row.cancelled_at).not.toBeNull();
      if (row.status === "faturada") expect(row.cancelled_at).toBeNull();
    }
    for (const row of rows) expect(sums.get(row.id), row.id).toBe(Number(row.total_cents));
    const live = rows.filter((row) => row.status === "faturada");
    expect(live.some((row) => Number(row.settled_cents) === Number(row.amount_cents))).toBe(true);
    expect(live.some((row) => Number(row.settled_cents) === 0)).toBe(true);
  });

  it("makes the ledger's product sales these receivables from their first month (the sample statement's own aside)", async () => {
    const first = demoSalesFirstMonth(todayInSaoPaulo());
    const unlinked = await database
      .selectFrom("finance_entries as e")
      .innerJoin("finance_categories as c", "c.id", "e.category_id")
      .innerJoin("organizations as o", "o.id", "e.organization_id")
      .leftJoin("sale_receivables as r", "r.entry_id", "e.id")
      .select(["o.slug", "e.description"])
      .where("c.name", "=", SALES_CATEGORY)
      .where("r.entry_id", "is", null)
      .where("e.competence_date", ">=", `${first}-01`)
      .execute();
    const statement = DEMO_STATEMENT_LINES.filter(
      (line) => line.ledger.plan !== "nenhum" && line.ledger.category === SALES_CATEGORY,
    ).map((line) => (line.ledger as { description: string }).description);
    expect(unlinked.map((row) => row.slug)).toEqual(statement.map(() => DEMO_STATEMENT_ORGANIZATION));
    expect(unlinked.map((row) => row.description).sort()).toEqual(statement.sort());
  });

  it("names no other organization's rows from a sale, an item or a receivable", async () => {
    const { rows } = await sql<{ n: number | string }>`
      select count(*) as n from sales s
      left join contacts c on c.id = s.contact_id
      left join sale_items i on i.sale_id = s.id
      left join sales_products p on p.id = i.product_id
      left join sale_receivables r on r.sale_id = s.id
      left join finance_entries e on e.id = r.entry_id
      left join finance_accounts a on a.id = s.account_id
      where c.organization_id <> s.organization_id or i.organization_id <> s.organization_id
        or p.organization_id <> s.organization_id or r.organization_id <> s.organization_id
        or e.organization_id <> s.organization_id or a.organization_id <> s.organization_id`.execute(database);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
