import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { baixaInput, entryInput, newBooks, type Books } from "../../../tests/support/ledger-books";
import { cancelEntry, createEntry } from "../finance/entries.server";
import { settleEntry } from "../finance/settlements.server";
import { budgetComparison, budgetGrid, copyBudget, hasBudget, saveBudget } from "./budgets.server";
import { spreadEvenly } from "./spread";

const today = "2026-11-24";
const months = (...cents: number[]) => [...cents, ...Array<number>(12 - cents.length).fill(0)];

async function entry(books: Books, overrides: Parameters<typeof entryInput>[1]) {
  const result = await createEntry(books.scope, entryInput(books, overrides), today);
  if (result.status !== "created") throw new Error(JSON.stringify(result));
  return result.entryId;
}

async function rowsOf(books: Books) {
  return (await db())
    .selectFrom("budget_amounts")
    .select(["year", "category_id", "month", "cents"])
    .where("organization_id", "=", books.scope.organizationId)
    .orderBy("year")
    .orderBy("month")
    .execute();
}

describe("saveBudget and budgetGrid", () => {
  it("saves the months of the rows sent, zero as no row, and reads them back", async () => {
    const books = await newBooks();
    expect(await saveBudget(books.scope, 2026, new Map([[books.expense, months(30_000, 0, 45_050)]]))).toEqual({
      status: "saved",
    });
    expect(await saveBudget(books.scope, 2026, new Map([[books.income, spreadEvenly(1_200_001)]]))).toEqual({ status: "saved" });
    const grid = await budgetGrid(books.scope, 2026);
    expect(grid.rows.map((row) => [row.name, row.kind])).toEqual([
      ["Vendas", "receita"],
      ["Aluguel", "despesa"],
    ]);
    expect(grid.rows[1]).toMatchObject({ months: months(30_000, 0, 45_050), totalCents: 75_050 });
    expect(grid.rows[0]!.totalCents).toBe(1_200_001);
    expect((await rowsOf(books)).filter((row) => row.category_id === books.expense)).toHaveLength(2);

    await saveBudget(books.scope, 2026, new Map([[books.expense, months(1)]]));
    expect((await budgetGrid(books.scope, 2026)).rows[1]!.months).toEqual(months(1));
    expect((await budgetGrid(books.scope, 2026)).rows[0]!.totalCents).toBe(1_200_001);
    expect((await budgetGrid(books.scope, 2025)).rows.every((row) => row.totalCents === 0)).toBe(true);
  });

  it("keeps what another administrator saved meanwhile, and refuses a month both changed, writing nothing", async () => {
    const books = await newBooks();
    await saveBudget(books.scope, 2026, new Map([[books.expense, months(10_000, 10_000, 10_000)]]));
    const drawn = new Map([[books.expense, months(10_000, 10_000, 10_000)]]);

    // Ana raises March; Bruno, from the same page, raises May: both stay.
    expect(await saveBudget(books.scope, 2026, new Map([[books.expense, months(10_000, 10_000, 12_000)]]), drawn)).toEqual({
      status: "saved",
    });
    expect(
      await saveBudget(books.scope, 2026, new Map([[books.expense, months(10_000, 10_000, 10_000, 0, 5_000)]]), drawn),
    ).toEqual({ status: "saved" });
    expect((await budgetGrid(books.scope, 2026)).rows[1]!.months).toEqual(months(10_000, 10_000, 12_000, 0, 5_000));

    // Bruno, still from that page, sets March to another amount than Ana's: refused, nothing written.
    const before = await rowsOf(books);
    expect(await saveBudget(books.scope, 2026, new Map([[books.expense, months(1, 10_000, 9_000)]]), drawn)).toEqual({
      status: "overtaken",
      conflicts: [{ categoryId: books.expense, month: 3 }],
      saved: new Map([[books.expense, months(10_000, 10_000, 12_000, 0, 5_000)]]),
    });
    expect(await rowsOf(books)).toEqual(before);
    // The same amount Ana saved is no conflict.
    expect(await saveBudget(books.scope, 2026, new Map([[books.expense, months(10_000, 10_000, 12_000)]]), drawn)).toEqual({
      status: "saved",
    });
  });

  it("refuses another organization's category and writes nothing", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    const result = await saveBudget(
      books.scope,
      2026,
      new Map([
        [books.expense, months(100)],
        [other.expense, months(100)],
      ]),
    );
    expect(result).toEqual({ status: "unknown-category", categoryId: other.expense });
    expect(await saveBudget(books.scope, 2026, new Map([["não-é-id", months(1)]]))).toMatchObject({ status: "unknown-category" });
    expect(await rowsOf(books)).toEqual([]);
    expect(await rowsOf(other)).toEqual([]);
    expect(await hasBudget(books.scope, 2026)).toBe(false);
  });

  it("shows an organization only its own categories and amounts", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    await saveBudget(other.scope, 2026, new Map([[other.expense, months(999)]]));
    const grid = await budgetGrid(books.scope, 2026);
    expect(grid.rows.map((row) => row.id).sort()).toEqual([books.income, books.expense].sort());
    expect(grid.rows.every((row) => row.totalCents === 0)).toBe(true);
    expect(await hasBudget(books.scope, 2026)).toBe(false);
  });
});

describe("copyBudget", () => {
  it("replaces the year with last year's, raised and rounded half up per month", async () => {
    const books = await newBooks();
    await saveBudget(books.scope, 2025, new Map([[books.expense, months(10_001, 15)]]));
    await saveBudget(books.scope, 2026, new Map([[books.income, months(500)]]));
    expect(await copyBudget(books.scope, { from: 2025, to: 2026, increaseBasisPoints: 1_000 })).toEqual({
      status: "copied",
      categories: 1,
    });
    const grid = await budgetGrid(books.scope, 2026);
    expect(grid.rows.find((row) => row.id === books.expense)!.months).toEqual(months(11_001, 17));
    expect(grid.rows.find((row) => row.id === books.income)!.totalCents).toBe(0);
    expect((await budgetGrid(books.scope, 2025)).rows.find((row) => row.id === books.expense)!.months).toEqual(
      months(10_001, 15),
    );
  });

  it("changes nothing when last year has no budget, and never copies another organization's", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    await saveBudget(other.scope, 2025, new Map([[other.expense, months(700)]]));
    await saveBudget(books.scope, 2026, new Map([[books.expense, months(500)]]));
    expect(await copyBudget(books.scope, { from: 2025, to: 2026, increaseBasisPoints: 0 })).toEqual({ status: "empty" });
    expect((await rowsOf(books)).map((row) => row.cents)).toEqual([500]);
    expect((await rowsOf(other)).map((row) => [row.year, row.cents])).toEqual([[2025, 700]]);
  });
});

describe("budgetComparison", () => {
  it("compares the plan with the ledger by competência, and by caixa on the baixas' dates", async () => {
    const books = await newBooks();
    await saveBudget(
      books.scope,
      2026,
      new Map([
        [books.expense, months(0, 0, 40_000, 40_000)],
        [books.income, months(0, 0, 100_000)],
      ]),
    );
    const rent = await entry(books, { amountCents: 35_000, competenceDate: "2026-03-05", dueDate: "2026-04-10" });
    await settleEntry(books.scope, rent, baixaInput(books, { amountCents: 35_000, settledOn: "2026-04-10" }));
    await entry(books, { amountCents: 10_000, competenceDate: "2026-02-05", dueDate: "2026-02-05" });
    const cancelled = await entry(books, { amountCents: 90_000, competenceDate: "2026-03-06", dueDate: "2026-03-06" });
    expect(await cancelEntry(books.scope, cancelled, { version: 1, scope: "esta" })).toEqual({ status: "cancelled" });
    await entry(books, { kind: "receita", amountCents: 123_456, competenceDate: "2026-03-20", dueDate: "2026-05-20" });
    await entry(books, { amountCents: 77_700, competenceDate: "2026-04-01", dueDate: "2026-04-01" });

    const march = await budgetComparison(books.scope, { year: 2026, month: 3, regime: "competencia" });
    const expenses = march.groups.find((group) => group.kind === "despesa")!.categories[0]!;
    // March 2026 has ended: within budget is no alarm.
    expect(expenses.month).toMatchObject({ plannedCents: 40_000, actualCents: 35_000, varianceCents: -5_000, mark: "ok" });
    expect(expenses.toDate).toMatchObject({ plannedCents: 40_000, actualCents: 45_000, mark: "estourado" });
    expect(expenses.yearPlannedCents).toBe(80_000);
    const sales = march.groups.find((group) => group.kind === "receita")!.categories[0]!;
    expect(sales.month).toMatchObject({ plannedCents: 100_000, actualCents: 123_456, varianceCents: 23_456, mark: "ok" });

    const aprilCash = await budgetComparison(books.scope, { year: 2026, month: 4, regime: "caixa" });
    const cashExpenses = aprilCash.groups.find((group) => group.kind === "despesa")!.categories[0]!;
    expect(cashExpenses.month).toMatchObject({ plannedCents: 40_000, actualCents: 35_000 });
    expect(cashExpenses.toDate.actualCents).toBe(35_000);
    expect(aprilCash.revenue.toDate.actualCents).toBe(0);
  });

  it("never counts another organization's plan or entries", async () => {
    const [books, other] = [await newBooks(), await newBooks()];
    await saveBudget(other.scope, 2026, new Map([[other.expense, months(0, 0, 50_000)]]));
    const otherEntry = await createEntry(
      other.scope,
      entryInput(other, { competenceDate: "2026-03-05", dueDate: "2026-03-05" }),
      today,
    );
    expect(otherEntry.status).toBe("created");
    const comparison = await budgetComparison(books.scope, { year: 2026, month: 3, regime: "competencia" });
    expect(comparison.groups).toEqual([]);
    expect(comparison.expense.toDate).toMatchObject({ plannedCents: 0, actualCents: 0 });
  });
});
