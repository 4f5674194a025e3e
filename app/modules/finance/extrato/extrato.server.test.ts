import { describe, expect, it } from "vitest";
import {
  baixaInput,
  createdId,
  entryInput,
  newBooks,
  settlementIdOf,
  transferInput,
  type Books,
} from "../../../../tests/support/ledger-books";
import { db } from "~/db/db.server";
import { createEntry, createTransfer, getEntry, updateTransfer } from "../entries.server";
import { accountBalances } from "../overview.server";
import { reverseSettlement, settleEntry, settleInFull } from "../settlements.server";
import { accountExtrato, extratoOfPeriod } from "./extrato.server";
import { movementLabel } from "./movements";
import { EXTRATO_PAGE_SIZE, type ExtratoPeriod } from "./period";

const today = "2026-11-28";
const NOVEMBER: ExtratoPeriod = { from: "2026-11-01", to: "2026-11-30" };

/** The saldo of `accountId` at the end of `day`, as the accounts list and the home page read it. */
const balanceOn = async (books: Books, accountId: string, day: string) =>
  (await accountBalances(books.scope, day)).find((account) => account.id === accountId)!.balanceCents;

/** The extrato's opening and closing saldos against accountBalances on the day before the period and on its last day. */
async function expectAgreement(books: Books, accountId: string, period: ExtratoPeriod, dayBefore: string) {
  const extrato = (await extratoOfPeriod(books.scope, accountId, period))!;
  expect(extrato.openingCents).toBe(await balanceOn(books, accountId, dayBefore));
  expect(extrato.closingCents).toBe(await balanceOn(books, accountId, period.to));
  const moved = extrato.movements.reduce((sum, movement) => sum + movement.cents, 0);
  expect(extrato.openingCents + moved).toBe(extrato.closingCents);
  expect(extrato.movements.at(-1)?.balanceCents ?? extrato.openingCents).toBe(extrato.closingCents);
  return extrato;
}

async function openedWith(books: Books, cents: number) {
  await (
    await db()
  )
    .updateTable("finance_accounts")
    .set({ opening_balance_cents: cents })
    .where("id", "=", books.checking)
    .execute();
}

describe("an account's extrato", () => {
  it("lists each baixa with its juros, multa and desconto, the estorno on its own date, and agrees with accountBalances", async () => {
    const books = await newBooks();
    await openedWith(books, 50000);
    const sale = createdId(
      await createEntry(books.scope, entryInput(books, { kind: "receita", description: "Venda", amountCents: 30000 }), today),
    );
    const rent = createdId(
      await createEntry(books.scope, entryInput(books, { description: "Aluguel", amountCents: 20000 }), today),
    );
    const old = createdId(
      await createEntry(
        books.scope,
        entryInput(books, { kind: "receita", description: "Venda antiga", amountCents: 7000 }),
        today,
      ),
    );
    const later = createdId(await createEntry(books.scope, entryInput(books, { description: "Luz", amountCents: 900 }), today));
    await settleEntry(books.scope, old, baixaInput(books, { amountCents: 7000, settledOn: "2026-10-20" }), today);
    const saleBaixa = settlementIdOf(
      await settleEntry(
        books.scope,
        sale,
        baixaInput(books, { amountCents: 30000, settledOn: "2026-11-05", interestCents: 150, fineCents: 600 }),
        today,
      ),
    );
    await settleEntry(
      books.scope,
      rent,
      baixaInput(books, { amountCents: 20000, settledOn: "2026-11-10", discountCents: 1000 }),
      today,
    );
    expect(await reverseSettlement(books.scope, saleBaixa, "2026-11-20", today)).toMatchObject({ status: "reversed" });
    await settleEntry(books.scope, later, baixaInput(books, { amountCents: 900, settledOn: "2026-12-01" }), "2026-12-01");

    const extrato = await expectAgreement(books, books.checking, NOVEMBER, "2026-10-31");
    expect(extrato.openingCents).toBe(57000);
    expect(extrato.movements.map((m) => [m.day, movementLabel(m), m.description, m.cents, m.balanceCents, m.entryId])).toEqual([
      ["2026-11-05", "Recebimento", "Venda", 30750, 87750, sale],
      ["2026-11-10", "Pagamento", "Aluguel", -19000, 68750, rent],
      ["2026-11-20", "Estorno de recebimento", "Venda", -30750, 38000, sale],
    ]);
    expect(extrato.closingCents).toBe(38000);

    // October keeps the baixa the estorno took out in November: a past month is not rewritten.
    const october = await expectAgreement(books, books.checking, { from: "2026-10-01", to: "2026-10-31" }, "2026-09-30");
    expect(october.movements.map((m) => [m.day, m.cents])).toEqual([["2026-10-20", 7000]]);
    await expectAgreement(books, books.checking, { from: "2026-11-20", to: "2026-12-01" }, "2026-11-19");
  });

  it("shows a transfer on both sides, and a leg moved by an edit only where it went", async () => {
    const books = await newBooks();
    const made = await createTransfer(books.scope, transferInput(books, { amountCents: 4000, date: "2026-11-06" }), today);
    if (made.status !== "created") throw new Error(JSON.stringify(made));
    const lines = async (accountId: string) =>
      (await expectAgreement(books, accountId, NOVEMBER, "2026-10-31")).movements.map((m) => [m.day, movementLabel(m), m.cents]);
    expect(await lines(books.checking)).toEqual([["2026-11-06", "Transferência enviada", -4000]]);
    expect(await lines(books.cash)).toEqual([["2026-11-06", "Transferência recebida", 4000]]);

    const leg = (await getEntry(books.scope, made.entryId, today))!;
    const edit = { ...transferInput(books), amountCents: 6000, date: "2026-11-12", description: "Troco do caixa" };
    expect(await updateTransfer(books.scope, made.entryId, edit, { version: leg.version })).toEqual({ status: "updated" });
    expect(await lines(books.checking)).toEqual([["2026-11-12", "Transferência enviada", -6000]]);
    expect(await lines(books.cash)).toEqual([["2026-11-12", "Transferência recebida", 6000]]);
    const page = (await accountExtrato(books.scope, books.cash, { ...NOVEMBER, page: 1 }))!;
    expect([page.total, page.movements.map((m) => m.balanceCents)]).toEqual([1, [6000]]);
  });

  it("keeps the period's first and last days and nothing outside them", async () => {
    const books = await newBooks();
    for (const day of ["2026-10-31", "2026-11-01", "2026-11-30", "2026-12-01"]) {
      const id = createdId(
        await createEntry(books.scope, entryInput(books, { kind: "receita", description: day, amountCents: 100 }), today),
      );
      await settleEntry(books.scope, id, baixaInput(books, { amountCents: 100, settledOn: day }), "2026-12-01");
    }
    const extrato = await expectAgreement(books, books.checking, NOVEMBER, "2026-10-31");
    expect(extrato.movements.map((m) => m.day)).toEqual(["2026-11-01", "2026-11-30"]);
    expect([extrato.openingCents, extrato.closingCents]).toEqual([100, 300]);
    const single = await expectAgreement(books, books.checking, { from: "2026-11-30", to: "2026-11-30" }, "2026-11-29");
    expect(single.movements.map((m) => m.description)).toEqual(["2026-11-30"]);
  });

  it("pages a long period, each page carrying the saldo of the lines before it", async () => {
    const books = await newBooks();
    await openedWith(books, 1000);
    // Parcelas stay within the entry window's 5 years ahead: series of 60.
    const series = async (kind: "receita" | "despesa") => {
      const repeat = { mode: "parcelada" as const, installments: 60 };
      const first = createdId(await createEntry(books.scope, entryInput(books, { kind, amountCents: 6000, repeat }), today));
      const database = await db();
      return (
        await database
          .selectFrom("finance_entries")
          .select("id")
          .where("series_id", "=", database.selectFrom("finance_entries").select("series_id").where("id", "=", first))
          .orderBy("series_index")
          .execute()
      ).map((row) => row.id);
    };
    const [income, more, expenses] = [await series("receita"), await series("receita"), await series("despesa")];
    expect(await settleInFull(books.scope, income, "2026-11-03")).toBe(60);
    expect(await settleInFull(books.scope, [...more, ...expenses.slice(0, 30)], "2026-11-04")).toBe(90);
    expect(await settleInFull(books.scope, expenses.slice(30), "2026-11-06")).toBe(30);

    const whole = await expectAgreement(books, books.checking, NOVEMBER, "2026-10-31");
    expect(whole.movements).toHaveLength(180);
    const first = (await accountExtrato(books.scope, books.checking, { ...NOVEMBER, page: 1 }))!;
    const second = (await accountExtrato(books.scope, books.checking, { ...NOVEMBER, page: 2 }))!;
    expect([first.total, first.totalPages, first.movements.length, second.movements.length]).toEqual([
      180,
      2,
      EXTRATO_PAGE_SIZE,
      80,
    ]);
    expect([...first.movements, ...second.movements]).toEqual(whole.movements);
    expect(second.movements[0]!.day).toBe("2026-11-04");
    const past = (await accountExtrato(books.scope, books.checking, { ...NOVEMBER, page: 9 }))!;
    expect([past.page, past.movements]).toEqual([2, second.movements]);
  });

  it("answers nothing for another organization's account, an unknown id or no id at all", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const address = { ...NOVEMBER, page: 1 };
    expect(await accountExtrato(other.scope, books.checking, address)).toBeNull();
    expect(await extratoOfPeriod(other.scope, books.checking, NOVEMBER)).toBeNull();
    expect(await accountExtrato(books.scope, "00000000-0000-0000-0000-000000000000", address)).toBeNull();
    expect(await accountExtrato(books.scope, "not-an-id", address)).toBeNull();
    expect(await accountExtrato(books.scope, books.checking, address)).toMatchObject({
      total: 0,
      openingCents: 0,
      closingCents: 0,
    });
  });
});
