import { describe, expect, it } from "vitest";
import type { SaleStatus } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { newBooks } from "../../../tests/support/ledger-books";
import { insertContact } from "../../../tests/support/contacts";
import { insertUser } from "../../../tests/support/members";
import { insertSale } from "../../../tests/support/sales-rows";
import { salesCsv } from "./list-csv";
import { DEFAULT_SALE_SORT, parseSaleQuery, type SaleFilters } from "./list-query";
import { checkSaleQuery } from "./list-query.server";
import { exportSales, listSales, SALE_PAGE_SIZE, sellerChoices } from "./list.server";
import { saleSearchText } from "./search-text";

const NOVEMBER: SaleFilters = { from: "2026-11-01", to: "2026-11-30", month: "2026-11" };

interface SaleSpec {
  contactId: string;
  contactName: string;
  status?: SaleStatus;
  saleDate?: string;
  sellerId?: string | null;
  priceCents?: number;
  proposal?: number | null;
  order?: number | null;
  notes?: string | null;
}

/** A sale with its search text written as the sales module writes it. */
const sale = (scope: TenantScope, spec: SaleSpec) =>
  insertSale(scope, {
    contactId: spec.contactId,
    status: spec.status ?? "rascunho",
    saleDate: spec.saleDate ?? "2026-11-10",
    sellerId: spec.sellerId ?? null,
    proposalNumber: spec.proposal ?? null,
    orderNumber: spec.order ?? null,
    items: [{ quantityMilli: 1000, unitPriceCents: spec.priceCents ?? 10_000, discount: null }],
    overrides: {
      notes: spec.notes ?? null,
      search_text: saleSearchText({
        contactName: spec.contactName,
        proposalNumber: spec.proposal ?? null,
        orderNumber: spec.order ?? null,
        notes: spec.notes ?? null,
      }),
    },
  });

describe("sales list", () => {
  it("shows the sales of the period, newest first, with totals per status that leave cancelled ones out of the sum", async () => {
    const books = await newBooks();
    const c = { contactId: books.contact, contactName: "Padaria São João" };
    await sale(books.scope, { ...c, saleDate: "2026-10-31", proposal: 1 });
    const first = await sale(books.scope, { ...c, saleDate: "2026-11-01", proposal: 2, priceCents: 1_000 });
    const last = await sale(books.scope, { ...c, saleDate: "2026-11-30", status: "faturada", order: 1, priceCents: 2_550 });
    await sale(books.scope, { ...c, saleDate: "2026-11-15", status: "cancelada", proposal: 3, priceCents: 99_999 });
    await sale(books.scope, { ...c, saleDate: "2026-12-01", proposal: 4 });

    const { rows, totals } = await listSales(books.scope, NOVEMBER, DEFAULT_SALE_SORT, 1);
    expect(rows.map((row) => row.saleDate)).toEqual(["2026-11-30", "2026-11-15", "2026-11-01"]);
    expect(rows[0]).toMatchObject({ id: last, code: "PV-000001", contactName: "Padaria São João", totalCents: 2_550 });
    expect(rows[2]).toMatchObject({ id: first, code: "PR-000002", status: "rascunho", sellerName: null });
    expect(totals.count).toBe(3);
    expect(totals.totalCents).toBe(3_550);
    expect(totals.byStatus.cancelada).toEqual({ count: 1, totalCents: 99_999 });
    expect(totals.byStatus.faturada).toEqual({ count: 1, totalCents: 2_550 });
    expect(totals.byStatus.enviada).toEqual({ count: 0, totalCents: 0 });

    const period = { from: "2026-10-31", to: "2026-11-01" };
    expect((await listSales(books.scope, period, { by: "date", order: "asc" }, 1)).rows.map((r) => r.saleDate)).toEqual([
      "2026-10-31",
      "2026-11-01",
    ]);
  });

  it("filters by status (propostas = rascunho + enviada), customer, seller and folded text", async () => {
    const books = await newBooks();
    const marcia = await insertContact(books.scope, "Márcia Souza");
    const seller = await insertUser(books.scope, { givenName: "Bruno" });
    const padaria = { contactId: books.contact, contactName: "Padaria São João" };
    const draft = await sale(books.scope, { ...padaria, proposal: 1, sellerId: seller });
    const sent = await sale(books.scope, { ...padaria, status: "enviada", proposal: 2, notes: "Entrega em dezembro" });
    const order = await sale(books.scope, {
      contactId: marcia,
      contactName: "Márcia Souza",
      status: "aprovada",
      proposal: 3,
      order: 7,
    });

    const ids = async (filters: Partial<SaleFilters>) =>
      (await listSales(books.scope, { ...NOVEMBER, ...filters }, DEFAULT_SALE_SORT, 1)).rows.map((row) => row.id).sort();
    expect(await ids({ status: "propostas" })).toEqual([draft, sent].sort());
    expect(await ids({ status: "aprovada" })).toEqual([order]);
    expect(await ids({ contactId: marcia })).toEqual([order]);
    expect(await ids({ contactId: marcia.toUpperCase() })).toEqual([order]);
    expect(await ids({ sellerId: seller })).toEqual([draft]);
    expect(await ids({ q: "MARCIA" })).toEqual([order]);
    expect(await ids({ q: "pv-000007" })).toEqual([order]);
    expect(await ids({ q: "pr-000003" })).toEqual([order]);
    expect(await ids({ q: "dezembro" })).toEqual([sent]);
    expect(await ids({ q: "joão" })).toEqual([draft, sent].sort());
    expect(await ids({ q: "100%" })).toEqual([]);
    expect(await ids({ contactId: "não-é-um-id" })).toEqual([]);
    expect(await ids({ sellerId: "1; drop table sales" })).toEqual([]);
    const { totals } = await listSales(books.scope, { ...NOVEMBER, status: "propostas" }, DEFAULT_SALE_SORT, 1);
    expect(totals).toMatchObject({ count: 2, totalCents: 20_000 });
  });

  it("pages by SALE_PAGE_SIZE without overlap in every order, and the CSV has every row in the same order", async () => {
    const books = await newBooks();
    const other = await insertContact(books.scope, "Ateliê Zeta");
    const count = SALE_PAGE_SIZE * 2 + 7;
    for (let i = 0; i < count; i++)
      await sale(books.scope, {
        contactId: i % 2 ? other : books.contact,
        contactName: i % 2 ? "Ateliê Zeta" : "Padaria São João",
        saleDate: `2026-11-${String((i % 28) + 1).padStart(2, "0")}`,
        proposal: i + 1,
        priceCents: 100 * ((i * 37) % 50),
      });
    for (const sort of [
      DEFAULT_SALE_SORT,
      { by: "total", order: "asc" },
      { by: "customer", order: "desc" },
      { by: "number", order: "asc" },
    ] as const) {
      const pages = await Promise.all([1, 2, 3].map((page) => listSales(books.scope, NOVEMBER, sort, page)));
      expect(pages.map((page) => page.rows.length)).toEqual([SALE_PAGE_SIZE, SALE_PAGE_SIZE, 7]);
      const paged = pages.flatMap((page) => page.rows.map((row) => row.id));
      expect(new Set(paged).size).toBe(count);
      expect((await exportSales(books.scope, NOVEMBER, sort)).map((row) => row.id)).toEqual(paged);
      expect(pages[0]!.totals.count).toBe(count);
    }
    const byTotal = (await exportSales(books.scope, NOVEMBER, { by: "total", order: "asc" })).map((row) => row.totalCents);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    const byNumber = (await listSales(books.scope, NOVEMBER, { by: "number", order: "asc" }, 1)).rows.map((row) => row.code);
    expect(byNumber.slice(0, 3)).toEqual(["PR-000001", "PR-000002", "PR-000003"]);
    const byCustomer = (await listSales(books.scope, NOVEMBER, { by: "customer", order: "asc" }, 1)).rows;
    expect(byCustomer[0]!.contactName).toBe("Ateliê Zeta");
  });

  it("never shows another organization's sales, contacts or sellers", async () => {
    const [mine, theirs] = [await newBooks(), await newBooks()];
    const theirSeller = await insertUser(theirs.scope, { givenName: "Carla" });
    const mySeller = await insertUser(mine.scope, { givenName: "Davi" });
    const formerSeller = await insertUser(mine.scope, { givenName: "Edu", member: false });
    const own = await sale(mine.scope, {
      contactId: mine.contact,
      contactName: "Padaria São João",
      proposal: 1,
      sellerId: formerSeller,
    });
    await sale(theirs.scope, { contactId: theirs.contact, contactName: "Padaria São João", proposal: 1, sellerId: theirSeller });

    const all = await listSales(mine.scope, NOVEMBER, DEFAULT_SALE_SORT, 1);
    expect(all.rows.map((row) => row.id)).toEqual([own]);
    expect(all.totals.count).toBe(1);
    expect((await listSales(mine.scope, { ...NOVEMBER, contactId: theirs.contact }, DEFAULT_SALE_SORT, 1)).rows).toEqual([]);
    expect(await exportSales(mine.scope, { ...NOVEMBER, sellerId: theirSeller }, DEFAULT_SALE_SORT)).toEqual([]);
    expect((await sellerChoices(mine.scope)).map((seller) => seller.id)).toEqual([mySeller]);
    expect((await sellerChoices(mine.scope, formerSeller)).map((seller) => seller.id)).toEqual([mySeller, formerSeller]);
    expect((await sellerChoices(mine.scope, theirSeller)).map((seller) => seller.id)).toEqual([mySeller]);
    expect((await sellerChoices(mine.scope, "x'--")).map((seller) => seller.id)).toEqual([mySeller]);

    const params = new URLSearchParams({ mes: "2026-11", cliente: theirs.contact, vendedor: theirSeller });
    const checked = await checkSaleQuery(mine.scope, params, "2026-11-20");
    expect(checked.query.filters).toEqual(NOVEMBER);
    expect(checked.query.notices).toEqual([
      "Cliente não encontrado: o filtro de cliente foi retirado.",
      "Vendedor não encontrado: o filtro de vendedor foi retirado.",
    ]);
    expect(checked.contact).toBeNull();
  });

  it("resolves a customer's name typed without JavaScript, or offers the contacts it matches", async () => {
    const books = await newBooks();
    const marcia = await insertContact(books.scope, "Márcia Souza");
    await insertContact(books.scope, "Márcio Dias");
    const check = (cliente: string) => checkSaleQuery(books.scope, new URLSearchParams({ cliente }), "2026-11-20");
    const exact = await check("marcia souza");
    expect(exact).toMatchObject({ resolved: true, contact: { id: marcia } });
    expect(exact.query.filters.contactId).toBe(marcia);
    const several = await check("márci");
    expect(several.resolved).toBe(false);
    expect(several.query.filters.contactId).toBeUndefined();
    expect(several.query.contactName).toBe("márci");
    expect(several.candidates.map((c) => c.name)).toEqual(["Márcia Souza", "Márcio Dias"]);
    const none = await check("ninguém");
    expect(none.query.notices).toEqual(["Cliente não encontrado: o filtro de cliente foi retirado."]);
    expect(none.query.contactName).toBeUndefined();
  });

  it("writes a CSV whose text cells cannot run as formulas", async () => {
    const books = await newBooks();
    const evil = await insertContact(books.scope, '=HYPERLINK("http://x")');
    await sale(books.scope, { contactId: evil, contactName: "=HYPERLINK", order: 12, status: "aprovada", priceCents: 123_456 });
    const rows = await exportSales(
      books.scope,
      parseSaleQuery(new URLSearchParams("mes=2026-11"), "2026-11-20").filters,
      DEFAULT_SALE_SORT,
    );
    const lines = salesCsv(rows)
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("Número;Data;Cliente;Vendedor;Situação;Previsão de faturamento;Faturada em;Total");
    expect(lines[1]).toBe(`PV-000012;10/11/2026;"'=HYPERLINK(""http://x"")";;Pedido aprovado;;;1234,56`);
  });
});
