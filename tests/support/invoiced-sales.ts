/**
 * A sale invoiced through the sales module, for the tests of what its
 * receivables may go through: a pedido of R$ 300,00 for the books'
 * contact in 30/60/90 (3 parcelas of R$ 100,00), into the books' conta
 * corrente and receita category, invoiced on 2026-11-20.
 */
import { invoiceSale } from "~/modules/sales/invoicing.server";
import { createSale, getSale } from "~/modules/sales/sales.server";
import type { Books } from "./ledger-books";
import { saleInput } from "./sale-forms";

export interface InvoicedSale {
  saleId: string;
  /** The sale's number as pages show it, "PV-000001". */
  code: string;
  /** The receivables' ledger entries, parcela 1 first. */
  entryIds: string[];
}

/** Creates and invoices the sale; throws when the module refuses either step. */
export async function invoicedSale(books: Books): Promise<InvoicedSale> {
  const created = await createSale(
    books.scope,
    saleInput(books, {
      saveAs: "pedido",
      terms: { kind: "30_60_90", installmentCount: 3, intervalDays: 30 },
      accountId: books.checking,
      categoryId: books.income,
    }),
  );
  if (created.status !== "created") throw new Error(JSON.stringify(created));
  const invoiced = await invoiceSale(books.scope, created.saleId, "2026-11-20");
  if (invoiced?.status !== "invoiced") throw new Error(JSON.stringify(invoiced));
  const sale = (await getSale(books.scope, created.saleId))!;
  return { saleId: sale.id, code: sale.code, entryIds: sale.receivables.map((receivable) => receivable.entryId) };
}
