/** A sale's receivables change only through the sale: the ledger refuses their edit, cancellation and deletion, and keeps their baixas and comprovantes. */
import { describe, expect, it } from "vitest";
import { auditEventsOf } from "../../../tests/support/audit-events";
import { invoicedSale } from "../../../tests/support/invoiced-sales";
import { baixaInput, createdId, entryInput, newBooks, settlementIdOf } from "../../../tests/support/ledger-books";
import { cancelEntry, createEntry, deleteEntries, getEntry, updateEntry } from "./entries.server";
import { addReceipt } from "./receipts.server";
import { reverseSettlement, settleEntry } from "./settlements.server";

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const owned = (code: string) => `Este lançamento foi gerado pela venda ${code}: altere-o pela venda.`;

describe("a sale's receivables in the ledger", () => {
  it("refuses an edit of the amount, naming the sale, and changes and audits nothing", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    const [first] = sale.entryIds;
    const before = (await getEntry(books.scope, first!))!;
    const edit = {
      ...entryInput(books, { kind: "receita" }),
      description: before.description,
      amountCents: 100,
      dueDate: before.dueDate,
      competenceDate: before.competenceDate,
      contactId: books.contact,
    };
    expect(await updateEntry(books.scope, first!, edit, { version: before.version, scope: "esta" })).toEqual({
      status: "invalid",
      fieldErrors: {},
      formErrors: [owned(sale.code)],
    });
    expect(await getEntry(books.scope, first!)).toMatchObject({ amountCents: 10_000, version: before.version });
    expect((await auditEventsOf(books.scope)).filter((event) => event.action === "finance_entry.updated")).toEqual([]);
  });

  it("refuses a cancellation and a deletion, naming the sale", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    const [first] = sale.entryIds;
    expect(await cancelEntry(books.scope, first!, { version: 1, scope: "esta" })).toMatchObject({
      status: "invalid",
      formErrors: [owned(sale.code)],
    });
    expect(await deleteEntries(books.scope, [first!])).toMatchObject({ deleted: 0, settled: 0, owned: 1 });
    expect(await getEntry(books.scope, first!)).toMatchObject({ status: "em_aberto", amountCents: 10_000 });
  });

  it("skips them in a bulk delete, saying how many stayed", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    const plain = createdId(await createEntry(books.scope, entryInput(books), "2026-11-24"));
    expect(await deleteEntries(books.scope, [...sale.entryIds, plain])).toMatchObject({ deleted: 1, settled: 0, owned: 3 });
    expect(await getEntry(books.scope, plain)).toBeNull();
    for (const id of sale.entryIds) expect(await getEntry(books.scope, id)).not.toBeNull();
  });

  it("still takes a baixa, its estorno and a comprovante", async () => {
    const books = await newBooks();
    const sale = await invoicedSale(books);
    const [first] = sale.entryIds;
    const baixa = baixaInput(books, { amountCents: 10_000, settledOn: "2026-11-24" });
    const settlementId = settlementIdOf(await settleEntry(books.scope, first!, baixa, "2026-11-24"));
    expect(await getEntry(books.scope, first!)).toMatchObject({ status: "recebido" });
    expect(await reverseSettlement(books.scope, settlementId)).toMatchObject({ status: "reversed" });
    expect(await addReceipt(books.scope, first!, { name: "recibo.pdf", bytes: PDF })).toMatchObject({ status: "added" });
    expect(await getEntry(books.scope, first!)).toMatchObject({ status: "em_aberto", attachments: [{ fileName: "recibo.pdf" }] });
  });
});
