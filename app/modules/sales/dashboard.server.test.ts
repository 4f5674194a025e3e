/**
 * The /faturamento figures on the test database (SQLite, or PostgreSQL
 * with DATABASE_URL), from sales written straight to it: faturamento of
 * the month by data de faturamento against the previous month, ticket
 * médio, the 12 months, top customers and products, sellers, the funnel of
 * the month's sales, and another organization's sales counting nowhere.
 */
import { describe, expect, it } from "vitest";
import { insertContact } from "../../../tests/support/contacts";
import { newBooks } from "../../../tests/support/ledger-books";
import { insertProduct, insertSale } from "../../../tests/support/sales-rows";
import { NO_SELLER, salesDashboard } from "./dashboard.server";

const one = (unitPriceCents: number, productId: string | null = null, quantityMilli = 1000) => ({
  quantityMilli,
  unitPriceCents,
  discount: null,
  productId,
  description: "Linha avulsa",
});

describe("salesDashboard", () => {
  it("adds up the month's faturamento by data de faturamento, against the previous month, with the ticket médio", async () => {
    const books = await newBooks();
    const { scope } = books;
    const invoiced = (cents: number, invoicedOn: string, more = {}) =>
      insertSale(scope, {
        contactId: books.contact,
        status: "faturada",
        saleDate: invoicedOn.slice(0, 8) + "01",
        orderNumber: null,
        invoicedOn,
        items: [one(cents)],
        ...more,
      });
    await invoiced(100_000, "2026-11-03");
    await invoiced(50_001, "2026-11-30");
    await invoiced(20_000, "2026-10-31");
    await invoiced(999_999, "2026-12-01");
    await invoiced(777_777, "2026-11-10", { status: "cancelada" });
    await insertSale(scope, { contactId: books.contact, status: "aprovada", saleDate: "2026-11-05", items: [one(5_000)] });

    const board = await salesDashboard(scope, "2026-11");
    expect(board.invoiced).toEqual({ count: 2, cents: 150_001 });
    expect(board.previous).toEqual({ count: 1, cents: 20_000 });
    expect(board.averageCents).toBe(75_001);
    expect(board.previousAverageCents).toBe(20_000);
    expect(board.months).toHaveLength(12);
    expect(board.months[0]).toEqual({ month: "2025-12", count: 0, cents: 0 });
    expect(board.months.at(-1)).toEqual({ month: "2026-11", count: 2, cents: 150_001 });

    const empty = await salesDashboard(scope, "2020-01");
    expect(empty).toMatchObject({ invoiced: { count: 0, cents: 0 }, averageCents: 0, customers: [], products: [], sellers: [] });
  });

  it("ranks customers, products (lines without one by description) and sellers of the month's faturamento", async () => {
    const books = await newBooks();
    const { scope } = books;
    const big = await insertContact(books.scope, "Zeta Comércio");
    const kit = await insertProduct(scope, { code: "KIT", name: "Kit aromaterapia", priceCents: 10_000 });
    const tea = await insertProduct(scope, { code: "CHA", name: "Chá relaxante", priceCents: 3_000 });
    const base = { status: "faturada" as const, saleDate: "2026-11-02", invoicedOn: "2026-11-04" };
    await insertSale(scope, {
      ...base,
      contactId: big,
      sellerId: scope.userId,
      items: [one(10_000, kit, 3000), one(3_000, tea)],
    });
    await insertSale(scope, { ...base, contactId: books.contact, sellerId: null, items: [one(10_000, kit), one(2_500)] });

    const board = await salesDashboard(scope, "2026-11");
    expect(board.customers.map(({ name, count, cents }) => [name, count, cents])).toEqual([
      ["Zeta Comércio", 1, 33_000],
      [expect.any(String), 1, 12_500],
    ]);
    expect(board.products).toEqual([
      { id: kit, name: "Kit aromaterapia", count: 4000, cents: 40_000 },
      { id: tea, name: "Chá relaxante", count: 1000, cents: 3_000 },
      { id: null, name: "Linha avulsa", count: 1000, cents: 2_500 },
    ]);
    expect(board.sellers).toEqual([
      { id: scope.userId, name: "Ana Lima", count: 1, cents: 33_000 },
      { id: null, name: NO_SELLER, count: 1, cents: 12_500 },
    ]);
  });

  it("counts the funnel of the sales made in the month: begun as propostas, became pedidos, faturadas", async () => {
    const books = await newBooks();
    const { scope } = books;
    const sale = (
      status: "rascunho" | "enviada" | "aprovada" | "faturada" | "cancelada",
      pr: number | null,
      pv: number | null,
      cents: number,
      saleDate = "2026-11-10",
    ) =>
      insertSale(scope, { contactId: books.contact, status, saleDate, proposalNumber: pr, orderNumber: pv, items: [one(cents)] });
    await sale("rascunho", 1, null, 1_000);
    await sale("enviada", 2, null, 2_000);
    await sale("aprovada", 3, 1, 4_000);
    await sale("faturada", 4, 2, 8_000);
    await sale("faturada", null, 3, 16_000);
    await sale("cancelada", 5, null, 32_000);
    await sale("faturada", 6, 4, 64_000, "2026-10-31");

    const { funnel } = await salesDashboard(scope, "2026-11");
    expect(funnel).toEqual({
      proposals: { count: 5, cents: 47_000 },
      orders: { count: 3, cents: 28_000 },
      invoiced: { count: 2, cents: 24_000 },
    });
  });

  it("counts no sale of another organization", async () => {
    const mine = await newBooks();
    const other = await newBooks();
    await insertSale(other.scope, {
      contactId: other.contact,
      status: "faturada",
      saleDate: "2026-11-02",
      proposalNumber: 1,
      orderNumber: 1,
      invoicedOn: "2026-11-02",
      sellerId: other.scope.userId,
    });
    const board = await salesDashboard(mine.scope, "2026-11");
    expect(board).toMatchObject({
      invoiced: { count: 0, cents: 0 },
      customers: [],
      products: [],
      sellers: [],
      funnel: { proposals: { count: 0 }, orders: { count: 0 }, invoiced: { count: 0 } },
    });
    expect((await salesDashboard(other.scope, "2026-11")).invoiced).toEqual({ count: 1, cents: 10_000 });
  });
});
