/**
 * Invoicing keeps its receivables inside the ledger's window of competência
 * and vencimento (finance/entry-dates.ts), on the database the tests run on:
 * out of it the sale stays an approved pedido and no receivable is written.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newBooks, type Books } from "../../../tests/support/ledger-books";
import { saleInput } from "../../../tests/support/sale-forms";
import { invoiceSale } from "./invoicing.server";
import { createSale, getSale } from "./sales.server";

const TODAY = "2026-11-28";
const BOUNDS = "entre 28/11/2016 e 28/11/2031.";

/** An approved pedido of R$ 300,00 in 30/60/90; its id. */
async function pedido(books: Books) {
  const outcome = await createSale(
    books.scope,
    saleInput(books, {
      saveAs: "pedido",
      terms: { kind: "30_60_90", installmentCount: 3, intervalDays: 30 },
      accountId: books.checking,
      categoryId: books.income,
    }),
  );
  if (outcome.status !== "created") throw new Error("sale refused");
  return outcome.saleId;
}

async function receivablesOf(books: Books) {
  return (await db())
    .selectFrom("finance_entries")
    .select("id")
    .where("organization_id", "=", books.scope.organizationId)
    .execute();
}

describe("invoicing out of the ledger's window", () => {
  it("refuses an invoice date in 2099, and one whose parcelas would fall due after the window, writing nothing", async () => {
    const books = await newBooks();
    const id = await pedido(books);
    expect(await invoiceSale(books.scope, id, "2099-11-20", TODAY)).toEqual({
      status: "invalid",
      fieldErrors: { invoicedOn: [`A data de faturamento deve estar ${BOUNDS}`] },
      formErrors: [],
    });
    expect(await invoiceSale(books.scope, id, "2031-11-01", TODAY)).toEqual({
      status: "invalid",
      fieldErrors: { invoicedOn: [`O vencimento da parcela 1 (01/12/2031) deve estar ${BOUNDS}`] },
      formErrors: [],
    });
    expect((await getSale(books.scope, id))?.status).toBe("aprovada");
    expect(await receivablesOf(books)).toEqual([]);
    expect(await invoiceSale(books.scope, id, "2026-11-20", TODAY)).toEqual({ status: "invoiced", created: true });
    expect(await receivablesOf(books)).toHaveLength(3);
  });
});
