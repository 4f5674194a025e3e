import { describe, expect, it } from "vitest";
import { monthRange, todayInSaoPaulo } from "~/config/calendar";
import { addCategory, baixaInput, createdId, entryInput, newBooks } from "../../../tests/support/ledger-books";
import { yearAhead } from "../../../tests/support/ledger-years";
import { cancelEntry, createEntry, listEntries } from "./entries.server";
import { checkEntryQuery } from "./entry-query.server";
import { openSums } from "./overview.server";
import { dreGroups } from "./reports/dre";
import { dre } from "./reports/dre.server";
import { settleEntry } from "./settlements.server";
import type { EntrySort } from "./types";

const today = todayInSaoPaulo();
const YEAR = yearAhead(2);
const byDue: EntrySort = { by: "due_date", order: "asc" };
const at = (monthDay: string) => `${YEAR}-${monthDay}`;

/** A despesa category with a parcelada purchase (competência in March, vencimentos March to May), one in April, a cancelled one in March and a receita. */
async function ledger() {
  const books = await newBooks();
  const rent = await addCategory(books, "Aluguel");
  const make = (overrides: Parameters<typeof entryInput>[1]) => createEntry(books.scope, entryInput(books, overrides), today);
  createdId(
    await make({
      categoryId: rent,
      amountCents: 90000,
      competenceDate: at("03-15"),
      dueDate: at("03-20"),
      repeat: { mode: "parcelada", installments: 3 },
    }),
  );
  createdId(await make({ categoryId: rent, amountCents: 12345, competenceDate: at("04-02"), dueDate: at("03-30") }));
  const cancelled = createdId(
    await make({ categoryId: rent, amountCents: 999, competenceDate: at("03-05"), dueDate: at("03-05") }),
  );
  await cancelEntry(books.scope, cancelled, { version: 1, scope: "esta" });
  createdId(await make({ kind: "receita", amountCents: 70000, competenceDate: at("03-10"), dueDate: at("04-10") }));
  return { books, rent };
}

describe("a figure's drill-down", () => {
  it("lists by competência what the DRE on competência shows, month by month and for the year, per category", async () => {
    const { books, rent } = await ledger();
    const report = await dre(books.scope, { year: YEAR, regime: "competencia" });
    const figures = dreGroups(report)
      .flatMap((group) => group.categories)
      .find((category) => category.id === rent)!;
    for (const month of ["03", "04", "05"]) {
      const list = await listEntries(
        books.scope,
        { month: at(month), basis: "competencia", categoryId: rent, kind: "despesa" },
        byDue,
        1,
        today,
      );
      expect(list.totals.outflowCents, month).toBe(figures.months[Number(month) - 1]);
    }
    const year = { from: at("01-01"), to: at("12-31") };
    const wholeYear = await listEntries(
      books.scope,
      { month: at("01"), range: year, basis: "competencia", categoryId: rent, kind: "despesa" },
      byDue,
      1,
      today,
    );
    expect(wholeYear.totals.outflowCents).toBe(figures.totalCents);
    expect(figures.months[2]).toBe(90000);
    // The same month by vencimento is another set: one parcela and the April purchase due in March.
    const byDueDate = await listEntries(books.scope, { month: at("03"), categoryId: rent }, byDue, 1, today);
    expect(byDueDate.totals.outflowCents).toBe(30000 + 12345);
  });

  it("orders a competência list by competência and shows the revenue's own month", async () => {
    const { books } = await ledger();
    const march = await listEntries(books.scope, { month: at("03"), basis: "competencia" }, byDue, 1, today);
    expect(march.rows.map((row) => [row.competenceDate, row.dueDate, row.amountCents])).toEqual([
      [at("03-05"), at("03-05"), 999],
      [at("03-10"), at("04-10"), 70000],
      [at("03-15"), at("03-20"), 30000],
      [at("03-15"), at("04-20"), 30000],
      [at("03-15"), at("05-20"), 30000],
    ]);
    expect(march.totals).toMatchObject({ inflowCents: 70000, outflowCents: 90000, receivableCents: 70000, payableCents: 90000 });
  });

  it("totals what is still open as the a receber and a pagar figures do", async () => {
    const { books } = await ledger();
    const [receita] = (await listEntries(books.scope, { month: at("04"), kind: "receita" }, byDue, 1, today)).rows;
    await settleEntry(books.scope, receita!.id, baixaInput(books, { settledOn: today, amountCents: 25000 }), today);
    const range = { from: at("03-25"), to: at("04-30") };
    const list = await listEntries(books.scope, { month: at("03"), range }, byDue, 1, today);
    const figures = await openSums(books.scope, range.from, range.to);
    expect(list.totals.receivableCents).toBe(figures.receivable.cents);
    expect(list.totals.payableCents).toBe(figures.payable.cents);
    expect(list.totals).toMatchObject({ inflowCents: 70000, receivableCents: 45000, payableCents: 12345 + 30000 });
    // The month's fast totals (month and kind only) agree with the summed ones.
    const month = await listEntries(books.scope, { month: at("04") }, byDue, 1, today);
    const { first, last } = monthRange(at("04"));
    const summed = await listEntries(books.scope, { month: at("04"), range: { from: first, to: last } }, byDue, 1, today);
    expect(month.totals).toEqual(summed.totals);
  });

  it("never shows another organization's entries through the period, the basis or its ids", async () => {
    const { books, rent } = await ledger();
    const other = await ledger();
    const period = { month: at("01"), range: { from: at("01-01"), to: at("12-31") } };
    for (const basis of [undefined, "competencia" as const]) {
      const own = await listEntries(books.scope, { ...period, basis }, byDue, 1, today);
      expect(own.total).toBe(6);
      const foreign = await listEntries(books.scope, { ...period, basis, categoryId: other.rent }, byDue, 1, today);
      expect(foreign.total).toBe(0);
      expect(foreign.totals).toMatchObject({ inflowCents: 0, outflowCents: 0, receivableCents: 0, payableCents: 0 });
    }
    const params = new URLSearchParams({ de: at("01-01"), ate: at("12-31"), base: "competencia", categoria: other.rent });
    const checked = await checkEntryQuery(books.scope, params, today);
    expect(checked.query.filters).toEqual({ month: at("01"), range: period.range, basis: "competencia" });
    expect(checked.query.notices).toEqual(["Categoria não encontrada: o filtro de categoria foi retirado."]);
    expect(rent).not.toBe(other.rent);
  });
});
