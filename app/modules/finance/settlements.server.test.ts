import { describe, expect, it } from "vitest";
import { baixaInput, createdId, entryInput, newBooks, transferInput, type Books } from "../../../tests/support/ledger-books";
import { createEntry, createTransfer, getEntry, listEntries } from "./entries.server";
import { accountBalances } from "./overview.server";
import { reverseSettlement, settleEntry, settleInFull } from "./settlements.server";

const today = "2026-11-24";

async function despesa(books: Books, amountCents = 100000) {
  const result = await createEntry(books.scope, entryInput(books, { amountCents }), today);
  if (result.status !== "created") throw new Error("not created");
  return result.entryId;
}

const balanceOf = async (books: Books, account: string, onDate: string) =>
  (await accountBalances(books.scope, onDate)).find((a) => a.id === account)?.balanceCents;

describe("baixas", () => {
  it("of two at once that together exceed the open amount, settles one and tells the other what is open", async () => {
    const books = await newBooks();
    const id = await despesa(books, 100000);
    const results = await Promise.all([
      settleEntry(books.scope, id, baixaInput(books, { amountCents: 60000 })),
      settleEntry(books.scope, id, baixaInput(books, { amountCents: 70000 })),
    ]);
    const statuses = results.map((r) => r?.status).sort();
    expect(statuses).toEqual(["exceeds", "settled"]);
    const exceeds = results.find((r) => r?.status === "exceeds");
    const entry = await getEntry(books.scope, id, today);
    expect(entry?.settledCents).toBeLessThanOrEqual(100000);
    expect(exceeds).toEqual({ status: "exceeds", openCents: entry!.openCents });
    expect(entry?.settlements).toHaveLength(1);
  });

  it("settles part, shows parcial and the open amount, and an estorno restores it, recorded", async () => {
    const books = await newBooks();
    const id = createdId(await createEntry(books.scope, entryInput(books, { dueDate: "2026-11-30" }), today));
    const baixa = await settleEntry(books.scope, id, baixaInput(books, { amountCents: 30000, settledOn: "2026-11-20" }));
    expect(baixa?.status).toBe("settled");
    expect(await getEntry(books.scope, id, today)).toMatchObject({ status: "parcial", settledCents: 30000, openCents: 70000 });
    expect(await balanceOf(books, books.checking, "2026-11-20")).toBe(-30000);
    expect(await balanceOf(books, books.checking, "2026-11-19")).toBe(0);

    const settlementId = baixa?.status === "settled" ? baixa.settlementId : "";
    expect(await reverseSettlement(books.scope, settlementId)).toEqual({ status: "reversed", entryId: id });
    expect(await reverseSettlement(books.scope, settlementId)).toEqual({ status: "reversed", entryId: id });
    const entry = await getEntry(books.scope, id, today);
    expect(entry).toMatchObject({ status: "em_aberto", settledCents: 0, openCents: 100000 });
    expect(entry?.settlements.map((s) => s.reversed)).toEqual([true]);
    expect(entry?.events.map((e) => e.action)).toEqual(["created", "settled", "reversed"]);
    expect(await balanceOf(books, books.checking, "2026-11-30")).toBe(0);
  });

  it("refuses a baixa dated after today or before its account opened, and writes nothing", async () => {
    const books = await newBooks();
    const id = await despesa(books);
    const tomorrow = await settleEntry(books.scope, id, baixaInput(books, { settledOn: "2026-11-25" }), today);
    expect(tomorrow).toMatchObject({
      status: "invalid",
      fieldErrors: { settledOn: ["A data da baixa não pode ser depois de hoje (24/11/2026)."] },
    });
    const early = await settleEntry(books.scope, id, baixaInput(books, { settledOn: "2019-01-01" }), today);
    expect(early).toMatchObject({
      status: "invalid",
      fieldErrors: { settledOn: ["A data da baixa não pode ser anterior à abertura da conta (01/01/2020)."] },
    });
    expect(await getEntry(books.scope, id, today)).toMatchObject({ settledCents: 0, settlements: [] });
    expect(await balanceOf(books, books.checking, today)).toBe(0);
    expect((await settleEntry(books.scope, id, baixaInput(books, { settledOn: today }), today))?.status).toBe("settled");
  });

  it("moves the account by amount + juros + multa − desconto and settles the principal", async () => {
    const books = await newBooks();
    const id = await createEntry(books.scope, entryInput(books, { kind: "receita", amountCents: 100000 }), today);
    const entryId = id.status === "created" ? id.entryId : "";
    const baixa = baixaInput(books, {
      amountCents: 100000,
      interestCents: 1500,
      fineCents: 2000,
      discountCents: 500,
      accountId: books.cash,
    });
    expect((await settleEntry(books.scope, entryId, baixa))?.status).toBe("settled");
    expect(await getEntry(books.scope, entryId, today)).toMatchObject({ status: "recebido", openCents: 0 });
    expect(await balanceOf(books, books.cash, today)).toBe(103000);
    expect(await balanceOf(books, books.checking, today)).toBe(0);
  });

  it("refuses a baixa into another organization's account, and the estorno of a baixa of theirs", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const id = await despesa(books);
    expect(await settleEntry(books.scope, id, baixaInput(books, { accountId: other.checking }))).toMatchObject({
      status: "invalid",
      fieldErrors: { accountId: ["Escolha uma conta ativa da lista."] },
    });
    const theirs = await despesa(other);
    const baixa = await settleEntry(other.scope, theirs, baixaInput(other, { amountCents: 100 }));
    const settlementId = baixa?.status === "settled" ? baixa.settlementId : "";
    expect(await reverseSettlement(books.scope, settlementId)).toBeNull();
    expect(await settleInFull(books.scope, [theirs], today)).toBe(0);
    expect(await getEntry(other.scope, theirs, today)).toMatchObject({ settledCents: 100, status: "vencido" });
  });

  it("settles in full with one click only what is open", async () => {
    const books = await newBooks();
    const open = await despesa(books, 5000);
    const partial = await despesa(books, 8000);
    const paid = await despesa(books, 1000);
    await settleEntry(books.scope, partial, baixaInput(books, { amountCents: 3000 }));
    await settleEntry(books.scope, paid, baixaInput(books, { amountCents: 1000 }));
    expect(await settleInFull(books.scope, [open, partial, paid, "x"], today)).toBe(2);
    const { rows } = await listEntries(
      books.scope,
      { month: "2026-11", status: "pago" },
      { by: "amount", order: "asc" },
      1,
      today,
    );
    expect(rows.map((r) => r.amountCents)).toEqual([1000, 5000, 8000]);
    expect(await balanceOf(books, books.checking, today)).toBe(-14000);
  });

  it("a transfer moves both balances on its date and stays out of the totals", async () => {
    const books = await newBooks();
    const transfer = await createTransfer(
      books.scope,
      transferInput(books, { amountCents: 25000, description: "Reforço do caixa" }),
    );
    expect(transfer).toMatchObject({ status: "created" });
    expect(await balanceOf(books, books.checking, "2026-11-15")).toBe(-25000);
    expect(await balanceOf(books, books.cash, "2026-11-15")).toBe(25000);
    expect(await balanceOf(books, books.cash, "2026-11-14")).toBe(0);
    const list = await listEntries(books.scope, { month: "2026-11" }, { by: "due_date", order: "asc" }, 1, today);
    expect(list.rows.map((r) => [r.direction, r.status])).toEqual(
      expect.arrayContaining([
        ["saida", "pago"],
        ["entrada", "recebido"],
      ]),
    );
    expect(list.totals).toEqual({ inflowCents: 0, outflowCents: 0, resultCents: 0, receivableCents: 0, payableCents: 0 });
    const leg = await getEntry(books.scope, transfer.status === "created" ? transfer.entryId : "", today);
    expect(leg?.counterpartAccount).toEqual({ id: books.cash, name: "Caixa" });
    expect(leg?.events.map((e) => e.action)).toEqual(["created", "settled"]);
    expect(await reverseSettlement(books.scope, leg!.settlements[0]!.id)).toMatchObject({ status: "invalid" });
  });
});
