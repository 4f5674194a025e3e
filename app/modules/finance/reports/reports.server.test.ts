import { describe, expect, it } from "vitest";
import type { CategoryRole } from "~/db/schema";
import { addCategory, baixaInput, entryInput, newBooks, transferInput, type Books } from "../../../../tests/support/ledger-books";
import { cancelEntry, createEntry, createTransfer } from "../entries.server";
import { accountBalances } from "../overview.server";
import { reverseSettlement, settleEntry } from "../settlements.server";
import { cashFlow } from "./cash-flow.server";
import { dreGroups } from "./dre";
import { dre } from "./dre.server";

const today = "2026-11-24";

/**
 * A small ledger in 2026 (and one receita in 2025):
 * - Venda 1 000,00, competência March, due April, settled 400,00 in April (+10,00 juros) and 600,00 in May;
 * - Aluguel 300,00, competência March, due March, settled in full in March (10,00 desconto);
 * - Fornecedor 250,00, competência June, due July, open;
 * - Cancelada 999,00 (despesa), competência and due March, cancelled;
 * - a transfer of 200,00 from the conta corrente to the caixa in April;
 * - Venda antiga 500,00 of 2025, competência December, settled then.
 */
async function smallLedger(): Promise<Books> {
  const books = await newBooks();
  const make = async (overrides: Parameters<typeof entryInput>[1]) => {
    const result = await createEntry(books.scope, entryInput(books, overrides), today);
    if (result.status !== "created") throw new Error(JSON.stringify(result));
    return result.entryId;
  };
  const sale = await make({
    kind: "receita",
    description: "Venda",
    amountCents: 100_000,
    competenceDate: "2026-03-20",
    dueDate: "2026-04-05",
  });
  await settleEntry(books.scope, sale, baixaInput(books, { amountCents: 40_000, interestCents: 1_000, settledOn: "2026-04-10" }));
  await settleEntry(books.scope, sale, baixaInput(books, { amountCents: 60_000, settledOn: "2026-05-02" }));
  const rent = await make({ description: "Aluguel", amountCents: 30_000, competenceDate: "2026-03-01", dueDate: "2026-03-10" });
  await settleEntry(books.scope, rent, baixaInput(books, { amountCents: 30_000, discountCents: 1_000, settledOn: "2026-03-10" }));
  await make({ description: "Fornecedor", amountCents: 25_000, competenceDate: "2026-06-15", dueDate: "2026-07-15" });
  const cancelled = await make({
    description: "Cancelada",
    amountCents: 99_900,
    competenceDate: "2026-03-05",
    dueDate: "2026-03-05",
  });
  expect(await cancelEntry(books.scope, cancelled, { version: 1, scope: "esta" })).toEqual({ status: "cancelled" });
  await createTransfer(
    books.scope,
    transferInput(books, { amountCents: 20_000, date: "2026-04-20", description: "Reforço do caixa" }),
  );
  const old = await make({
    kind: "receita",
    description: "Venda antiga",
    amountCents: 50_000,
    competenceDate: "2025-12-10",
    dueDate: "2025-12-10",
  });
  await settleEntry(books.scope, old, baixaInput(books, { amountCents: 50_000, settledOn: "2025-12-10" }));
  return books;
}

const monthOf = <T extends { period: string }>(lines: T[], period: string) => lines.find((line) => line.period === period);

describe("fluxo de caixa", () => {
  it("splits a year into realizado by baixa and previsto by due date, transfers cancelling out across accounts", async () => {
    const books = await smallLedger();
    const flow = await cashFlow(books.scope, { year: 2026 });
    expect(flow.lines.map((line) => line.period)).toHaveLength(12);
    expect(flow.openingCents).toBe(50_000);
    expect(flow.priorOpenCents).toBe(0);
    expect(monthOf(flow.lines, "2026-03")).toMatchObject({ realized: { inflowCents: 0, outflowCents: 29_000 } });
    expect(monthOf(flow.lines, "2026-04")).toMatchObject({ realized: { inflowCents: 41_000, outflowCents: 0 } });
    expect(monthOf(flow.lines, "2026-05")).toMatchObject({ realized: { inflowCents: 60_000, outflowCents: 0 } });
    expect(monthOf(flow.lines, "2026-07")).toMatchObject({
      forecast: { inflowCents: 0, outflowCents: 25_000 },
      balanceCents: 97_000,
    });
    expect(flow.totals).toEqual({
      realized: { inflowCents: 101_000, outflowCents: 29_000 },
      forecast: { inflowCents: 0, outflowCents: 25_000 },
    });
    expect(flow.closingCents).toBe(50_000 + 101_000 - 29_000 - 25_000);
    // The realizado ends where the ledger's balances stand.
    const balances = await accountBalances(books.scope, "2026-12-31");
    expect(flow.openingCents + 101_000 - 29_000).toBe(balances.reduce((sum, account) => sum + account.balanceCents, 0));
  });

  it("moves an account by its transfer legs, and shows the days of a month that moved", async () => {
    const books = await smallLedger();
    const checking = await cashFlow(books.scope, { year: 2026, month: "2026-04", accountId: books.checking });
    expect(checking.lines.map((line) => [line.period, line.realized, line.balanceCents])).toEqual([
      ["2026-04-10", { inflowCents: 41_000, outflowCents: 0 }, 50_000 - 29_000 + 41_000],
      ["2026-04-20", { inflowCents: 0, outflowCents: 20_000 }, 50_000 - 29_000 + 41_000 - 20_000],
    ]);
    const cash = await cashFlow(books.scope, { year: 2026, month: "2026-04", accountId: books.cash });
    expect(cash.lines.map((line) => [line.period, line.realized.inflowCents, line.balanceCents])).toEqual([
      ["2026-04-20", 20_000, 20_000],
    ]);
    const all = await cashFlow(books.scope, { year: 2026, month: "2026-04" });
    expect(all.lines.map((line) => line.period)).toEqual(["2026-04-10"]);
  });

  it("carries what is still open from before the period into the projection", async () => {
    const books = await smallLedger();
    const next = await cashFlow(books.scope, { year: 2027 });
    expect(next.openingCents).toBe(50_000 + 101_000 - 29_000);
    expect(next.priorOpenCents).toBe(-25_000);
    expect(next.closingCents).toBe(50_000 + 101_000 - 29_000 - 25_000);
    expect(next.lines.every((line) => line.realized.inflowCents === 0 && line.forecast.outflowCents === 0)).toBe(true);
  });

  it("never counts another organization's entries or accounts", async () => {
    const books = await smallLedger();
    const other = await newBooks();
    const theirs = await cashFlow(other.scope, { year: 2026 });
    expect([theirs.openingCents, theirs.priorOpenCents, theirs.closingCents]).toEqual([0, 0, 0]);
    const borrowed = await cashFlow(other.scope, { year: 2026, accountId: books.checking });
    expect(borrowed.totals.realized).toEqual({ inflowCents: 0, outflowCents: 0 });
    expect(borrowed.openingCents).toBe(0);
  });
});

describe("DRE", () => {
  it("reads competência by data de competência and full amounts, cancelled entries and transfers left out", async () => {
    const books = await smallLedger();
    const report = await dre(books.scope, { year: 2026, regime: "competencia" });
    expect(dreGroups(report).map((group) => [group.name, group.totalCents, group.previousCents])).toEqual([
      ["Receitas operacionais", 100_000, 50_000],
      ["Despesas administrativas", 55_000, 0],
    ]);
    expect(report.revenue.months[2]).toBe(100_000);
    expect(report.expense.months[2]).toBe(30_000);
    expect(report.expense.months[5]).toBe(25_000);
    expect(report.result).toMatchObject({ totalCents: 45_000, previousCents: 50_000 });
  });

  it("reads caixa by the baixas' dates and the cash they moved, partial baixas in their own months", async () => {
    const books = await smallLedger();
    const report = await dre(books.scope, { year: 2026, regime: "caixa" });
    expect(report.revenue.months.slice(2, 5)).toEqual([0, 41_000, 60_000]);
    expect(report.expense.months.slice(2, 5)).toEqual([29_000, 0, 0]);
    expect(report.expense.months[6]).toBe(0);
    expect(report.result).toMatchObject({ totalCents: 101_000 - 29_000, previousCents: 50_000 });
  });

  it("keeps a baixa in its own month when it is estornada later, and takes it out on the estorno's date", async () => {
    const books = await smallLedger();
    const rent = await createEntry(
      books.scope,
      entryInput(books, { description: "Luz", amountCents: 8_000, dueDate: "2026-08-10" }),
      today,
    );
    if (rent.status !== "created") throw new Error(JSON.stringify(rent));
    const baixa = await settleEntry(
      books.scope,
      rent.entryId,
      baixaInput(books, { amountCents: 8_000, settledOn: "2026-08-10" }),
    );
    if (baixa?.status !== "settled") throw new Error(JSON.stringify(baixa));
    const realized = async (month: string) =>
      (await cashFlow(books.scope, { year: 2026, month })).lines.map((line) => [line.period, line.realized]);
    const august = await realized("2026-08");
    const before = (await dre(books.scope, { year: 2026, regime: "caixa" })).expense.months;

    expect(await reverseSettlement(books.scope, baixa.settlementId, "2026-09-03", today)).toMatchObject({ status: "reversed" });
    expect(await realized("2026-08")).toEqual(august);
    expect(await realized("2026-09")).toContainEqual(["2026-09-03", { inflowCents: 0, outflowCents: -8_000 }]);
    const after = (await dre(books.scope, { year: 2026, regime: "caixa" })).expense.months;
    expect(after[7]).toBe(before[7]);
    expect(after[8]).toBe(before[8]! - 8_000);
    const balance = async (day: string) =>
      (await accountBalances(books.scope, day)).find((account) => account.id === books.checking)?.balanceCents;
    expect((await balance("2026-09-02"))! - (await balance("2026-09-03"))!).toBe(-8_000);
  });

  it("never counts another organization's entries", async () => {
    await smallLedger();
    const other = await newBooks();
    for (const regime of ["competencia", "caixa"] as const) {
      const report = await dre(other.scope, { year: 2026, regime });
      expect(dreGroups(report)).toEqual([]);
      expect(report.result.totalCents).toBe(0);
    }
  });

  it("in caixa puts a baixa's juros, multa and desconto in their own categories, on the line each belongs to", async () => {
    const books = await newBooks();
    const paid = async (role: CategoryRole, name: string, kind: "receita" | "despesa" = "despesa") =>
      addCategory(books, name, {
        kind,
        role,
        group: kind === "despesa" ? "Despesas financeiras" : "Receitas financeiras",
        line: kind === "despesa" ? "despesas_financeiras" : "receitas_financeiras",
      });
    const interest = await paid("juros_pagos", "Juros pagos");
    const fine = await paid("multas_pagas", "Multas pagas");
    const given = await paid("descontos_concedidos", "Descontos concedidos");
    const obtained = await paid("descontos_obtidos", "Descontos obtidos", "receita");
    const make = async (overrides: Parameters<typeof entryInput>[1]) => {
      const result = await createEntry(books.scope, entryInput(books, overrides), today);
      if (result.status !== "created") throw new Error(JSON.stringify(result));
      return result.entryId;
    };
    const boleto = await make({ description: "Boleto", amountCents: 100_000, dueDate: "2026-05-05" });
    await settleEntry(
      books.scope,
      boleto,
      baixaInput(books, { amountCents: 100_000, interestCents: 1_500, fineCents: 2_000, settledOn: "2026-05-10" }),
    );
    const supplier = await make({ description: "Fornecedor", amountCents: 50_000, dueDate: "2026-05-20" });
    await settleEntry(
      books.scope,
      supplier,
      baixaInput(books, { amountCents: 50_000, discountCents: 700, settledOn: "2026-05-15" }),
    );
    const sale = await make({ kind: "receita", categoryId: books.income, amountCents: 80_000, dueDate: "2026-05-25" });
    await settleEntry(books.scope, sale, baixaInput(books, { amountCents: 80_000, discountCents: 400, settledOn: "2026-05-20" }));

    const report = await dre(books.scope, { year: 2026, regime: "caixa" });
    const may = (id: string) =>
      dreGroups(report)
        .flatMap((group) => group.categories)
        .find((category) => category.id === id)?.months[4];
    expect([may(books.expense), may(interest), may(fine)]).toEqual([150_000, 1_500, 2_000]);
    expect([may(books.income), may(given), may(obtained)]).toEqual([80_000, 400, 700]);
    // The resultado is still the cash that moved.
    expect(report.result.months[4]).toBe(80_000 - 400 - (103_500 + 50_000 - 700));
    // Competência keeps each entry's whole amount in its own category.
    const competencia = await dre(books.scope, { year: 2026, regime: "competencia" });
    expect(dreGroups(competencia).flatMap((group) => group.categories.map((category) => category.id))).toEqual([
      books.income,
      books.expense,
    ]);
  });

  it("reads one centro de custo alone, and another organization's centro matches nothing", async () => {
    const books = await smallLedger();
    const store = await createEntry(
      books.scope,
      entryInput(books, { description: "Reforma da loja", amountCents: 7_000, costCenterId: books.costCenter }),
      today,
    );
    expect(store.status).toBe("created");
    const all = await dre(books.scope, { year: 2026, regime: "competencia" });
    const centre = await dre(books.scope, { year: 2026, regime: "competencia", costCenterId: books.costCenter });
    const none = await dre(books.scope, { year: 2026, regime: "competencia", costCenterId: "" });
    expect(centre.expense.totalCents).toBe(7_000);
    expect(centre.revenue.totalCents).toBe(0);
    expect(none.expense.totalCents + centre.expense.totalCents).toBe(all.expense.totalCents);
    const other = await newBooks();
    const borrowed = await dre(other.scope, { year: 2026, regime: "competencia", costCenterId: books.costCenter });
    expect(dreGroups(borrowed)).toEqual([]);
  });

  it("keeps investimentos out of the resultado", async () => {
    const books = await newBooks();
    const equipment = await addCategory(books, "Computadores", { group: "Investimentos", line: "investimentos" });
    const bought = await createEntry(
      books.scope,
      entryInput(books, { categoryId: equipment, amountCents: 450_000, competenceDate: "2026-02-10" }),
      today,
    );
    expect(bought.status).toBe("created");
    const report = await dre(books.scope, { year: 2026, regime: "competencia" });
    expect(report.outside.totalCents).toBe(450_000);
    expect(report.result.totalCents).toBe(0);
    expect(dreGroups(report)).toEqual([]);
  });
});
