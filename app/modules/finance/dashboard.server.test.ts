import { describe, expect, it } from "vitest";
import { addCategory, baixaInput, entryInput, newBooks, transferInput, type Books } from "../../../tests/support/ledger-books";
import { dashboard } from "./dashboard.server";
import { createTransfer } from "./create.server";
import { createEntry, deleteEntries, listEntries } from "./entries.server";
import { cashFlow } from "./reports/cash-flow.server";
import { ledgerOverview } from "./overview.server";
import { settleEntry } from "./settlements.server";

const today = "2026-11-24";
const sort = { by: "due_date", order: "asc" } as const;

async function make(books: Books, overrides: Parameters<typeof entryInput>[1]) {
  const result = await createEntry(books.scope, entryInput(books, overrides), today);
  return result.status === "created" ? result.entryId : "";
}

describe("the home dashboard", () => {
  it("shows the ledger's own figures for the month and never another organization's", async () => {
    const books = await newBooks();
    const energy = await addCategory(books, "Energia");
    const sale = await make(books, { kind: "receita", description: "Venda", amountCents: 50000, dueDate: "2026-11-05" });
    await make(books, { kind: "receita", description: "Serviço", amountCents: 25000, dueDate: "2026-11-20" });
    await make(books, { description: "Aluguel", amountCents: 100000, dueDate: "2026-11-10" });
    await make(books, { description: "Luz", amountCents: 30000, dueDate: "2026-11-12", categoryId: energy });
    await make(books, { description: "Sem categoria", amountCents: 5000, dueDate: "2026-11-13", categoryId: undefined });
    const gone = await make(books, { description: "Apagada", amountCents: 99900, dueDate: "2026-11-14" });
    await deleteEntries(books.scope, [gone]);
    await make(books, { kind: "receita", description: "Outubro", amountCents: 40000, dueDate: "2026-10-15" });
    await make(books, { description: "Outubro despesa", amountCents: 10000, dueDate: "2026-10-15" });
    await make(books, { kind: "receita", description: "Dezembro", amountCents: 7000, dueDate: "2026-12-10" });
    await make(books, { description: "Longe", amountCents: 9000, dueDate: "2026-12-30" });
    await settleEntry(books.scope, sale, baixaInput(books, { amountCents: 50000, settledOn: "2026-11-05" }));

    // Another organization's entries in the same months must never count.
    const other = await newBooks();
    await make(other, { kind: "receita", description: "Deles", amountCents: 123400, dueDate: "2026-11-06" });
    await make(other, { description: "Deles despesa", amountCents: 56700, dueDate: "2026-11-07" });
    await make(other, { description: "Deles vencida", amountCents: 800, dueDate: "2026-11-01" });

    const figures = await dashboard(books.scope, today);
    const list = async (filters: Parameters<typeof listEntries>[1]) =>
      (await listEntries(books.scope, filters, sort, 1, today)).totals;

    expect(figures.current).toEqual({ month: "2026-11", receitasCents: 75000, despesasCents: 135000 });
    expect(figures.current.receitasCents).toBe((await list({ month: "2026-11", kind: "receita" })).inflowCents);
    expect(figures.current.despesasCents).toBe((await list({ month: "2026-11", kind: "despesa" })).outflowCents);
    expect(figures.previous).toEqual({ month: "2026-10", receitasCents: 40000, despesasCents: 10000 });
    expect(figures.previous.receitasCents).toBe((await list({ month: "2026-10", kind: "receita" })).inflowCents);

    const overview = await ledgerOverview(books.scope, today);
    expect(figures.totalBalanceCents).toBe(50000);
    expect(figures.totalBalanceCents).toBe(overview.totalBalanceCents);
    expect(figures.accounts).toEqual(overview.accounts);
    expect(figures.overdue).toEqual(overview.overdue);
    expect(figures.overdue).toEqual({ count: 6, cents: 210000, receivableCents: 65000, payableCents: 145000 });

    expect([figures.ahead.days, figures.ahead.until]).toEqual([30, "2026-12-24"]);
    expect(figures.ahead.receivable).toEqual({ count: 1, cents: 7000 });
    expect(figures.ahead.payable).toEqual({ count: 0, cents: 0 });

    expect(figures.topCategories.map((c) => [c.name, c.cents])).toEqual([
      ["Aluguel", 100000],
      ["Energia", 30000],
    ]);
    for (const category of figures.topCategories)
      expect(category.cents).toBe((await list({ month: "2026-11", kind: "despesa", categoryId: category.id })).outflowCents);

    expect(figures.latest.map((e) => e.description)).toEqual(["Serviço", "Sem categoria", "Luz", "Aluguel", "Venda"]);
    expect(figures.hasEntries).toBe(true);

    const theirs = await dashboard(other.scope, today);
    expect(theirs.current).toEqual({ month: "2026-11", receitasCents: 123400, despesasCents: 57500 });
    expect(theirs.overdue.count).toBe(3);
    expect(theirs.latest.map((e) => e.description)).not.toContain("Venda");
    expect(theirs.topCategories.map((c) => c.id)).not.toContain(energy);
  });

  it("charts the realizado of the last 12 months as the fluxo de caixa sums it, transfers and other organizations left out", async () => {
    const books = await newBooks();
    const paid = async (booksOf: Books, overrides: Parameters<typeof entryInput>[1], settledOn: string, amountCents: number) => {
      const id = await make(booksOf, { dueDate: settledOn, competenceDate: settledOn, amountCents, ...overrides });
      await settleEntry(booksOf.scope, id, baixaInput(booksOf, { settledOn, amountCents }));
    };
    await paid(books, { kind: "receita", description: "Venda" }, "2026-11-05", 50000);
    await paid(books, { description: "Aluguel" }, "2026-11-06", 20000);
    await paid(books, { kind: "receita", description: "Dezembro passado" }, "2025-12-01", 3000);
    await paid(books, { kind: "receita", description: "Há mais de um ano" }, "2025-11-30", 9999);
    await paid(books, { kind: "receita", description: "Depois deste mês" }, "2026-12-01", 8888);
    await make(books, { kind: "receita", description: "Em aberto", amountCents: 4444, dueDate: "2026-11-02" });
    await createTransfer(books.scope, transferInput(books, { date: "2026-11-07", description: "Troco" }));
    const other = await newBooks();
    await paid(other, { kind: "receita", description: "Deles" }, "2026-11-05", 123400);

    const { flow } = await dashboard(books.scope, today);
    expect(flow.map((line) => line.month)).toEqual([
      "2025-12",
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, "0")}`),
    ]);
    expect(flow[0]).toEqual({ month: "2025-12", inflowCents: 3000, outflowCents: 0 });
    expect(flow.at(-1)).toEqual({ month: "2026-11", inflowCents: 50000, outflowCents: 20000 });
    const year = await cashFlow(books.scope, { year: 2026 });
    expect(flow.slice(1)).toEqual(year.lines.slice(0, 11).map((line) => ({ month: line.period, ...line.realized })));
  });

  it("tells a new organization apart", async () => {
    const books = await newBooks();
    const figures = await dashboard(books.scope, today);
    expect(figures.hasEntries).toBe(false);
    expect([figures.totalBalanceCents, figures.latest.length, figures.topCategories.length]).toEqual([0, 0, 0]);
  });
});
