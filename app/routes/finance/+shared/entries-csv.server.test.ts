/**
 * The lançamentos export read back by the spreadsheet import, on the
 * database the tests run on: a month exported (as the export route does),
 * deleted and imported from that file exports the same bytes again; sent
 * a second time, the file writes nothing.
 */
import { describe, expect, it } from "vitest";
import { importEntries } from "~/modules/finance/entry-import/import.server";
import { createEntry, deleteEntries, exportEntries } from "~/modules/finance/entries.server";
import { checkEntryQuery } from "~/modules/finance/entry-query.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { createdId, entryInput, newBooks } from "../../../../tests/support/ledger-books";
import { entriesCsv } from "./entries-csv";

/** Some of the month is past due, some not. */
const TODAY = "2026-11-20";

async function exportMonth(scope: TenantScope): Promise<string> {
  const { query } = await checkEntryQuery(scope, new URLSearchParams({ mes: "2026-11" }), TODAY);
  return entriesCsv(await exportEntries(scope, query.filters, query.sort, TODAY));
}

describe("the lançamentos export, imported again", () => {
  it("comes back as it was: the same file after a delete and an import, and nothing more the second time", async () => {
    const books = await newBooks();
    const coffee = { description: "Café", amountCents: 850, dueDate: "2026-11-12", competenceDate: "2026-11-12" };
    const inputs = [
      entryInput(books, {
        kind: "receita",
        description: "Venda balcão",
        amountCents: 123_456,
        dueDate: "2026-11-05",
        competenceDate: "2026-10-31",
        contactId: books.contact,
        costCenterId: books.costCenter,
      }),
      entryInput(books, { description: "Aluguel da loja", amountCents: 250_000, dueDate: "2026-11-10", accountId: books.cash }),
      // Two equal purchases are two entries.
      entryInput(books, coffee),
      entryInput(books, coffee),
      entryInput(books, { kind: "receita", description: 'Serviço; "extra"', amountCents: 99_00, dueDate: "2026-11-25" }),
    ];
    const ids: string[] = [];
    for (const input of inputs) ids.push(createdId(await createEntry(books.scope, input, TODAY)));
    const first = await exportMonth(books.scope);
    expect(first).toContain(";Despesa;Aluguel;;Caixa;;Vencido;;-2500,00;0,00;-2500,00\r\n");

    expect(await deleteEntries(books.scope, ids)).toMatchObject({ deleted: 5, settled: 0 });
    expect(await exportMonth(books.scope)).not.toContain("Café");
    expect(await importEntries(books.scope, first, { today: TODAY })).toEqual({
      status: "imported",
      count: 5,
      alreadyImported: 0,
      firstDueDate: "2026-11-05",
    });
    expect(await exportMonth(books.scope)).toBe(first);

    expect(await importEntries(books.scope, first, { today: TODAY })).toMatchObject({ count: 0, alreadyImported: 5 });
    expect(await exportMonth(books.scope)).toBe(first);
  });
});
