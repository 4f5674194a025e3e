import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { getEntry } from "~/modules/finance/entries.server";
import { reverseSettlement, settleEntry } from "~/modules/finance/settlements.server";
import { auditEventsOf } from "../../../tests/support/audit-events";
import { invoicedSale } from "../../../tests/support/invoiced-sales";
import { baixaInput, newBooks, settlementIdOf, type Books } from "../../../tests/support/ledger-books";
import { saleEdit, saleInput } from "../../../tests/support/sale-forms";
import { cancelSale, invoiceSale, SETTLED_REFUSAL, UNDO_SETTLED_REFUSAL, undoInvoice } from "./invoicing.server";
import { createSale, getSale, updateSale } from "./sales.server";

/** An approved pedido of R$ 1.000,00 in 30/60/90 (1 item of 3 × 333,33 + R$ 0,01 frete); its id. */
async function pedido(books: Books, overrides: Parameters<typeof saleInput>[1] = {}) {
  const outcome = await createSale(
    books.scope,
    saleInput(books, {
      saveAs: "pedido",
      items: [
        { productId: null, description: "Oficina", unit: "un", quantityMilli: 3000, unitPriceCents: 33_333, discount: null },
      ],
      freightCents: 1,
      terms: { kind: "30_60_90", installmentCount: 3, intervalDays: 30 },
      accountId: books.checking,
      categoryId: books.income,
      ...overrides,
    }),
  );
  if (outcome.status !== "created") throw new Error("sale refused");
  return outcome.saleId;
}

async function monthTotal(books: Books, month: string) {
  const row = await (
    await db()
  )
    .selectFrom("finance_month_totals")
    .select(["entry_count", "amount_cents"])
    .where("organization_id", "=", books.scope.organizationId)
    .where("month", "=", month)
    .where("kind", "=", "receita")
    .executeTakeFirst();
  return row ? { count: Number(row.entry_count), cents: Number(row.amount_cents) } : { count: 0, cents: 0 };
}

describe("invoiceSale", () => {
  it("writes one receita per parcela adding up to the total, competência on the invoice date, tied to the sale", async () => {
    const books = await newBooks();
    const id = await pedido(books);
    expect(await invoiceSale(books.scope, id, "2026-11-20")).toEqual({ status: "invoiced", created: true });
    const sale = await getSale(books.scope, id);
    expect(sale).toMatchObject({ status: "faturada", invoicedOn: "2026-11-20", totalCents: 100_000 });
    expect(
      sale!.receivables.map(({ installment, dueDate, amountCents, status, description }) => ({
        installment,
        dueDate,
        amountCents,
        status,
        description,
      })),
    ).toEqual([
      {
        installment: 1,
        dueDate: "2026-12-20",
        amountCents: 33_334,
        status: "a_receber",
        description: "PV-000001 - parcela 1/3 - Padaria São João",
      },
      {
        installment: 2,
        dueDate: "2027-01-19",
        amountCents: 33_333,
        status: "a_receber",
        description: "PV-000001 - parcela 2/3 - Padaria São João",
      },
      {
        installment: 3,
        dueDate: "2027-02-18",
        amountCents: 33_333,
        status: "a_receber",
        description: "PV-000001 - parcela 3/3 - Padaria São João",
      },
    ]);
    const entry = await getEntry(books.scope, sale!.receivables[0]!.entryId);
    expect(entry).toMatchObject({
      kind: "receita",
      direction: "entrada",
      competenceDate: "2026-11-20",
      accountId: books.checking,
      categoryId: books.income,
      contactId: books.contact,
    });
    expect(entry?.sale).toEqual({ id, code: "PV-000001" });
    expect(await monthTotal(books, "2026-12")).toEqual({ count: 1, cents: 33_334 });
  });

  it("invoices once when pressed twice, even at the same time", async () => {
    const books = await newBooks();
    const id = await pedido(books);
    const outcomes = await Promise.all([invoiceSale(books.scope, id, "2026-11-20"), invoiceSale(books.scope, id, "2026-11-20")]);
    expect(outcomes.filter((o) => o?.status === "invoiced" && o.created)).toHaveLength(1);
    expect(await invoiceSale(books.scope, id, "2026-11-21")).toEqual({ status: "invoiced", created: false });
    const rows = await (await db()).selectFrom("sale_receivables").select("entry_id").where("sale_id", "=", id).execute();
    expect(rows).toHaveLength(3);
  });

  it("refuses a proposta, a date before the sale, and falls back to the first account and a receita category", async () => {
    const books = await newBooks();
    const proposta = await pedido(books, { saveAs: "proposta" });
    expect(await invoiceSale(books.scope, proposta, "2026-11-20")).toMatchObject({
      status: "invalid",
      formErrors: ["Só um pedido aprovado pode ser faturado."],
    });
    const id = await pedido(books, {
      accountId: null,
      categoryId: null,
      terms: { kind: "a_vista", installmentCount: 1, intervalDays: 0 },
    });
    expect(await invoiceSale(books.scope, id, "2026-11-01")).toMatchObject({
      status: "invalid",
      fieldErrors: { invoicedOn: [expect.any(String)] },
    });
    expect(await invoiceSale(books.scope, id, "2026-11-10")).toMatchObject({ status: "invoiced" });
    const entry = await getEntry(books.scope, (await getSale(books.scope, id))!.receivables[0]!.entryId);
    // "Caixa" sorts before "Conta corrente"; the books' only receita category is "Vendas".
    expect(entry).toMatchObject({ accountId: books.cash, categoryId: books.income, dueDate: "2026-11-10", amountCents: 100_000 });
  });

  it("does not reach another organization's sale", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    const id = await pedido(books);
    expect(await invoiceSale(other.scope, id, "2026-11-20")).toBeNull();
    expect(await cancelSale(other.scope, id)).toBeNull();
    expect(await invoiceSale(books.scope, "não-é-id", "2026-11-20")).toBeNull();
    expect((await getSale(books.scope, id))?.status).toBe("aprovada");
  });
});

describe("cancelSale", () => {
  it("cancels a proposta or pedido as is", async () => {
    const books = await newBooks();
    const id = await pedido(books);
    expect(await cancelSale(books.scope, id)).toEqual({ status: "cancelled" });
    expect(await cancelSale(books.scope, id)).toEqual({ status: "cancelled" });
    expect((await getSale(books.scope, id))?.status).toBe("cancelada");
    expect(await invoiceSale(books.scope, id, "2026-11-20")).toMatchObject({ status: "invalid" });
  });

  it("is refused while a receivable has a baixa, and after the estorno cancels the open receivables", async () => {
    const books = await newBooks();
    const id = await pedido(books);
    await invoiceSale(books.scope, id, "2026-11-20");
    const [first] = (await getSale(books.scope, id))!.receivables;
    const baixa = await settleEntry(
      books.scope,
      first!.entryId,
      baixaInput(books, { amountCents: 10_000, settledOn: "2026-12-01" }),
      "2026-12-01",
    );
    if (baixa?.status !== "settled") throw new Error("baixa refused");
    expect((await getSale(books.scope, id))!.receivables[0]!.status).toBe("parcial");
    expect(await cancelSale(books.scope, id)).toMatchObject({ status: "invalid", formErrors: [SETTLED_REFUSAL] });
    expect((await getSale(books.scope, id))?.status).toBe("faturada");

    expect(await reverseSettlement(books.scope, baixa.settlementId, "2026-12-02", "2026-12-02")).toMatchObject({
      status: "reversed",
    });
    expect(await cancelSale(books.scope, id)).toEqual({ status: "cancelled" });
    const sale = await getSale(books.scope, id);
    expect(sale?.status).toBe("cancelada");
    expect(sale!.receivables.map((r) => r.status)).toEqual(["cancelado", "cancelado", "cancelado"]);
    // A cancelled entry still counts in the month, for nothing.
    expect(await monthTotal(books, "2026-12")).toEqual({ count: 1, cents: 0 });
  });
});

describe("undoInvoice", () => {
  it("takes the sale back to aprovada with its receivables cancelled, audited; edited, it is invoiced again", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    expect(await undoInvoice(books.scope, sale.saleId)).toEqual({ status: "undone" });
    const undone = await getSale(books.scope, sale.saleId);
    expect(undone).toMatchObject({ status: "aprovada", invoicedOn: null, receivables: [] });
    for (const id of sale.entryIds) expect(await getEntry(books.scope, id)).toMatchObject({ status: "cancelado", openCents: 0 });
    expect(await monthTotal(books, "2026-12")).toEqual({ count: 1, cents: 0 });
    expect((await auditEventsOf(books.scope)).filter((event) => event.target_id === sale.saleId)).toEqual([
      expect.objectContaining({
        action: "sale.invoice_undone",
        target_type: "sale",
        target_label: `${sale.code} - Padaria São João`,
        detail: { from: "faturada", to: "aprovada", amount: "R$\u00a0300,00" },
      }),
    ]);

    const edit = saleEdit(books, undone!.version, {
      items: [
        { productId: null, description: "Consultoria", unit: "h", quantityMilli: 2000, unitPriceCents: 10_000, discount: null },
      ],
      terms: { kind: "a_vista", installmentCount: 1, intervalDays: 0 },
      accountId: books.checking,
      categoryId: books.income,
    });
    expect(await updateSale(books.scope, sale.saleId, edit)).toEqual({ status: "updated" });
    expect(await invoiceSale(books.scope, sale.saleId, "2026-11-25")).toEqual({ status: "invoiced", created: true });
    const again = await getSale(books.scope, sale.saleId);
    expect(again).toMatchObject({ status: "faturada", invoicedOn: "2026-11-25", totalCents: 20_000 });
    expect(again!.receivables.map(({ installment, amountCents, status }) => ({ installment, amountCents, status }))).toEqual([
      { installment: 1, amountCents: 20_000, status: "a_receber" },
    ]);
    expect(sale.entryIds).not.toContain(again!.receivables[0]!.entryId);
  });

  it("is refused while a receivable has a baixa, and after its estorno undoes", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    const baixa = baixaInput(books, { amountCents: 5_000, settledOn: "2026-11-24" });
    const settlementId = settlementIdOf(await settleEntry(books.scope, sale.entryIds[1]!, baixa, "2026-11-24"));
    expect(await undoInvoice(books.scope, sale.saleId)).toMatchObject({ status: "invalid", formErrors: [UNDO_SETTLED_REFUSAL] });
    expect(await getSale(books.scope, sale.saleId)).toMatchObject({ status: "faturada" });
    expect(await getEntry(books.scope, sale.entryIds[0]!)).toMatchObject({ status: "em_aberto" });
    expect((await auditEventsOf(books.scope)).map((event) => event.action)).not.toContain("sale.invoice_undone");

    await reverseSettlement(books.scope, settlementId);
    expect(await undoInvoice(books.scope, sale.saleId)).toEqual({ status: "undone" });
  });

  it("refuses a sale that is not faturada and does not reach another organization's", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    const sale = await invoicedSale(books);
    expect(await undoInvoice(other.scope, sale.saleId)).toBeNull();
    expect(await undoInvoice(books.scope, "não-é-id")).toBeNull();
    expect(await undoInvoice(books.scope, sale.saleId)).toEqual({ status: "undone" });
    expect(await undoInvoice(books.scope, sale.saleId)).toMatchObject({
      status: "invalid",
      formErrors: ["Só uma venda faturada pode ter o faturamento desfeito."],
    });
    expect(await cancelSale(books.scope, sale.saleId)).toEqual({ status: "cancelled" });
    expect(await undoInvoice(books.scope, sale.saleId)).toMatchObject({ status: "invalid" });
  });
});
