/**
 * The reports' month sums (finance_report_months, kept by triggers) against
 * the entries and baixas, and the open days against the open entries, on
 * the database the tests run on: after a mix of
 * writes through the finance module (a category and centro de custo changed
 * on a settled entry, partial baixas with juros in their own categoria and
 * desconto, estornos, a transfer edited,
 * cancellations, deletions), each basis equals a fresh sum of the rows, for
 * the organization and for its neighbour; and the demo seed's sums add up.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import {
  addCategory,
  baixaInput,
  createdId,
  entryInput,
  newBooks,
  settlementIdOf,
  transferInput,
} from "../../../../tests/support/ledger-books";
import { freshOf, openDaysOf, tableOf } from "../../../../tests/support/report-months";
import {
  cancelEntry,
  createEntry,
  createTransfer,
  deleteEntries,
  getEntry,
  updateEntry,
  updateTransfer,
} from "../entries.server";
import { reverseSettlement, settleEntry } from "../settlements.server";

const today = "2026-11-24";

describe("the reports' month sums", () => {
  it("equal a fresh sum of entries and baixas after edits, baixas, estornos, transfers, cancellations and deletions", async () => {
    const books = await newBooks();
    const neighbour = await newBooks();
    settlementIdOf(
      await settleEntry(
        neighbour.scope,
        createdId(await createEntry(neighbour.scope, entryInput(neighbour), today)),
        baixaInput(neighbour),
      ),
    );

    const sale = createdId(
      await createEntry(books.scope, entryInput(books, { kind: "receita", categoryId: books.income, amountCents: 90000 }), today),
    );
    const rent = createdId(
      await createEntry(books.scope, entryInput(books, { amountCents: 100000, costCenterId: books.costCenter }), today),
    );
    // The juros of a baixa go to the categoria that takes them; the desconto, with none to take it, stays in the entry's.
    const interest = await addCategory(books, "Juros pagos", {
      role: "juros_pagos",
      group: "Despesas financeiras",
      line: "despesas_financeiras",
    });
    const cancelled = createdId(await createEntry(books.scope, entryInput(books, { amountCents: 3000 }), today));
    const deleted = createdId(await createEntry(books.scope, entryInput(books, { amountCents: 5000 }), today));

    // Two partial baixas of the rent in two months and accounts, one with juros, the other with desconto.
    settlementIdOf(
      await settleEntry(
        books.scope,
        rent,
        baixaInput(books, { amountCents: 40000, interestCents: 150, settledOn: "2026-11-10" }),
      ),
    );
    const second = settlementIdOf(
      await settleEntry(
        books.scope,
        rent,
        baixaInput(books, { amountCents: 60000, discountCents: 500, settledOn: "2026-12-01", accountId: books.cash }),
        "2026-12-01",
      ),
    );
    // The sale half received, then that baixa undone.
    await reverseSettlement(
      books.scope,
      settlementIdOf(await settleEntry(books.scope, sale, baixaInput(books, { amountCents: 45000 }))),
    );
    expect(await tableOf(books.scope.organizationId)).toContainEqual(
      `caixa|2026-11|${books.checking}|${books.costCenter}|${books.expense}|despesa|saida|40000`,
    );
    // The rent's category and centro de custo changed while settled: its cash moves to the new ones.
    const office = await addCategory(books, "Escritório");
    const rentNow = (await getEntry(books.scope, rent, today))!;
    const edit = {
      ...entryInput(books, { amountCents: 100000 }),
      categoryId: office,
      dueDate: rentNow.dueDate,
      competenceDate: "2026-10-31",
    };
    expect(await updateEntry(books.scope, rent, edit, { version: rentNow.version, scope: "esta" })).toEqual({
      status: "updated",
    });
    // Reversed in January: December keeps the baixa, January takes it back.
    await reverseSettlement(books.scope, second, "2027-01-05", "2027-01-05");

    const transfer = createdId(await createTransfer(books.scope, transferInput(books)));
    const leg = (await getEntry(books.scope, transfer, today))!;
    const moved = {
      fromAccountId: books.checking,
      toAccountId: books.cash,
      amountCents: 8000,
      date: "2026-12-03",
      description: "Troco",
      notes: null,
    };
    expect(await updateTransfer(books.scope, transfer, moved, { version: leg.version })).toEqual({ status: "updated" });

    expect(await cancelEntry(books.scope, cancelled, { version: 1, scope: "esta" })).toEqual({ status: "cancelled" });
    const gone = settlementIdOf(await settleEntry(books.scope, deleted, baixaInput(books, { amountCents: 5000 })));
    await reverseSettlement(books.scope, gone);
    expect(await deleteEntries(books.scope, [deleted])).toMatchObject({ deleted: 1, settled: 0, owned: 0 });

    const table = await tableOf(books.scope.organizationId);
    expect(table).toEqual(await freshOf(books.scope.organizationId));
    expect(table).toContainEqual(`caixa|2026-11|${books.checking}||${office}|despesa|saida|40000`);
    expect(table).toContainEqual(`caixa|2026-11|${books.checking}||${interest}|despesa|saida|150`);
    expect(table).toContainEqual(`caixa|2026-12|${books.cash}||${office}|despesa|saida|59500`);
    expect(table).toContainEqual(`caixa|2027-01|${books.cash}||${office}|despesa|saida|-59500`);
    expect(table).toContainEqual(`aberto|2026-11|${books.checking}||${office}|despesa|saida|60000`);
    expect(table).toContainEqual(`competencia|2026-10|${books.checking}||${office}|despesa|saida|100000`);
    expect(table.some((line) => line.includes(books.costCenter))).toBe(false);
    expect(table.some((line) => line.includes(books.expense) && line.startsWith("caixa"))).toBe(false);
    expect(await tableOf(neighbour.scope.organizationId)).toEqual(await freshOf(neighbour.scope.organizationId));
    const open = await openDaysOf(books.scope.organizationId);
    expect(open.table).toEqual(open.fresh);
    expect(open.table.length).toBeGreaterThan(0);
  });

  it("are filled as the demo seed's entries and baixas add up", async () => {
    const organizations = await (await db()).selectFrom("organizations").select("id").execute();
    let filled = 0;
    for (const { id } of organizations) {
      const table = await tableOf(id);
      filled += table.length;
      expect(table).toEqual(await freshOf(id));
      const open = await openDaysOf(id);
      expect(open.table).toEqual(open.fresh);
    }
    expect(filled).toBeGreaterThan(0);
  });
});
