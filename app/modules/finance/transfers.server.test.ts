import { describe, expect, it } from "vitest";
import { entryInput, newBooks, type Books } from "../../../tests/support/ledger-books";
import { insertAccount } from "../../../tests/support/ledger-rows";
import { db } from "~/db/db.server";
import { createEntry, createTransfer, deleteEntries, getEntry, listEntries } from "./entries.server";
import { accountBalances } from "./overview.server";
import type { TransferEdit } from "./schemas";
import { updateTransfer } from "./transfers.server";

const today = "2026-11-24";

/** The edit form of a transfer of R$ 250,00 from the conta corrente to the caixa on 2026-11-15, with `overrides`. */
const edit = (books: Books, overrides: Partial<TransferEdit> = {}): TransferEdit => ({
  fromAccountId: books.checking,
  toAccountId: books.cash,
  amountCents: 25000,
  date: "2026-11-15",
  description: "Reforço do caixa",
  notes: null,
  ...overrides,
});

/** That transfer, made; its two legs' ids. */
async function transfer(books: Books) {
  const made = await createTransfer(books.scope, edit(books));
  if (made.status !== "created") throw new Error("not created");
  const legs = await (
    await db()
  )
    .selectFrom("finance_entries")
    .select(["id", "direction"])
    .where("transfer_id", "=", (await getEntry(books.scope, made.entryId, today))!.transferId)
    .execute();
  return { out: legs.find((leg) => leg.direction === "saida")!.id, in: legs.find((leg) => leg.direction === "entrada")!.id };
}

/** Each account's balance at the end of each day asked, in centavos. */
async function balances(books: Books, accounts: string[], days: string[]) {
  const table: Record<string, number[]> = {};
  for (const day of days) {
    const all = await accountBalances(books.scope, day);
    for (const account of accounts) (table[account] ??= []).push(all.find((a) => a.id === account)!.balanceCents);
  }
  return accounts.map((account) => table[account]);
}

describe("editing a transfer", () => {
  it("moves both accounts' balances to the new amount and date, both legs settled, recorded on both", async () => {
    const books = await newBooks();
    const legs = await transfer(books);
    const saved = await updateTransfer(books.scope, legs.in, edit(books, { amountCents: 40000, date: "2026-11-20" }), {
      version: (await getEntry(books.scope, legs.in, today))!.version,
    });
    expect(saved).toEqual({ status: "updated" });
    const days = ["2026-11-15", "2026-11-19", "2026-11-20", "2026-11-30"];
    expect(await balances(books, [books.checking, books.cash], days)).toEqual([
      [0, 0, -40000, -40000],
      [0, 0, 40000, 40000],
    ]);
    for (const [id, status] of [
      [legs.out, "pago"],
      [legs.in, "recebido"],
    ] as const) {
      const leg = await getEntry(books.scope, id, today);
      expect(leg).toMatchObject({
        amountCents: 40000,
        settledCents: 40000,
        dueDate: "2026-11-20",
        competenceDate: "2026-11-20",
        status,
      });
      expect(leg?.settlements.map((s) => [s.settledOn, s.amountCents, s.reversed])).toEqual([
        ["2026-11-15", 25000, true],
        ["2026-11-20", 40000, false],
      ]);
      expect(leg?.events.map((e) => e.action)).toEqual(["created", "settled", "reversed", "updated", "settled"]);
      expect(leg?.events[3]?.detail?.changes).toMatchObject({
        amount_cents: { from: 25000, to: 40000 },
        due_date: { from: "2026-11-15", to: "2026-11-20" },
      });
    }
    const list = await listEntries(books.scope, { month: "2026-11" }, { by: "due_date", order: "asc" }, 1, today);
    expect(list.totals).toEqual({ inflowCents: 0, outflowCents: 0, resultCents: 0, receivableCents: 0, payableCents: 0 });
  });

  it("moves the money to other accounts, either way round, and the old ones get it back", async () => {
    const books = await newBooks();
    const savings = await insertAccount(books.scope, "Poupança");
    const legs = await transfer(books);
    const version = async (id: string) => ({ version: (await getEntry(books.scope, id, today))!.version });
    const accounts = [books.checking, books.cash, savings];

    expect(await updateTransfer(books.scope, legs.out, edit(books, { toAccountId: savings }), await version(legs.out))).toEqual({
      status: "updated",
    });
    expect(await balances(books, accounts, ["2026-11-15"])).toEqual([[-25000], [0], [25000]]);

    const reversed = edit(books, { fromAccountId: savings, toAccountId: books.cash, amountCents: 10000 });
    expect(await updateTransfer(books.scope, legs.out, reversed, await version(legs.out))).toEqual({ status: "updated" });
    expect(await balances(books, accounts, ["2026-11-15"])).toEqual([[0], [10000], [-10000]]);
    expect((await getEntry(books.scope, legs.out, today))?.accountId).toBe(savings);
    expect((await getEntry(books.scope, legs.in, today))?.counterpartAccount).toEqual({ id: savings, name: "Poupança" });
  });

  it("changes only the text without touching the baixas", async () => {
    const books = await newBooks();
    const legs = await transfer(books);
    const saved = await updateTransfer(books.scope, legs.out, edit(books, { description: "Troco", notes: "Para a feira" }), {
      version: (await getEntry(books.scope, legs.out, today))!.version,
    });
    expect(saved).toEqual({ status: "updated" });
    for (const id of [legs.out, legs.in]) {
      const leg = await getEntry(books.scope, id, today);
      expect(leg).toMatchObject({ description: "Troco", notes: "Para a feira", settledCents: 25000 });
      expect(leg?.settlements).toHaveLength(1);
      expect(leg?.events.map((e) => e.action)).toEqual(["created", "settled", "updated"]);
    }
    expect(await balances(books, [books.checking, books.cash], ["2026-11-15"])).toEqual([[-25000], [25000]]);
  });

  it("refuses an edit based on an old version, and of two at once through either leg saves one", async () => {
    const books = await newBooks();
    const legs = await transfer(books);
    const first = (await getEntry(books.scope, legs.out, today))!.version;
    const second = (await getEntry(books.scope, legs.in, today))!.version;
    const results = await Promise.all([
      updateTransfer(books.scope, legs.out, edit(books, { amountCents: 30000 }), { version: first }),
      updateTransfer(books.scope, legs.in, edit(books, { amountCents: 50000 }), { version: second }),
    ]);
    expect(results.map((r) => r?.status).sort()).toEqual(["conflict", "updated"]);
    const kept = results[0]?.status === "updated" ? 30000 : 50000;
    expect(await balances(books, [books.checking, books.cash], ["2026-11-15"])).toEqual([[-kept], [kept]]);

    const before = await getEntry(books.scope, legs.out, today);
    const stale = await updateTransfer(books.scope, legs.out, edit(books, { amountCents: 99900 }), { version: first });
    expect(stale).toEqual({ status: "conflict" });
    expect(await getEntry(books.scope, legs.out, today)).toEqual(before);
    expect(await balances(books, [books.checking, books.cash], ["2026-11-15"])).toEqual([[-kept], [kept]]);
  });

  it("refuses the same account twice or one that is not usable, and changes nothing", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const legs = await transfer(books);
    const before = await getEntry(books.scope, legs.out, today);
    const options = { version: before!.version };
    expect(
      await updateTransfer(books.scope, legs.out, edit(books, { toAccountId: books.checking, amountCents: 1 }), options),
    ).toEqual({
      status: "invalid",
      fieldErrors: { toAccountId: ["Escolha uma conta de destino diferente da de origem."] },
      formErrors: [],
    });
    const foreign = await updateTransfer(books.scope, legs.out, edit(books, { fromAccountId: other.checking }), options);
    expect(foreign).toMatchObject({ status: "invalid", fieldErrors: { fromAccountId: ["Escolha uma conta ativa da lista."] } });
    expect(await getEntry(books.scope, legs.out, today)).toEqual(before);
    expect(await balances(books, [books.checking, books.cash], ["2026-11-15"])).toEqual([[-25000], [25000]]);
  });

  it("keeps an archived account the transfer already has, and refuses one archived since", async () => {
    const books = await newBooks();
    const legs = await transfer(books);
    const spare = await insertAccount(books.scope, "Conta antiga");
    const database = await db();
    await database
      .updateTable("finance_accounts")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "in", [books.cash, spare])
      .execute();
    const version = async () => ({ version: (await getEntry(books.scope, legs.out, today))!.version });
    expect(await updateTransfer(books.scope, legs.out, edit(books, { amountCents: 26000 }), await version())).toEqual({
      status: "updated",
    });
    expect(await updateTransfer(books.scope, legs.out, edit(books, { toAccountId: spare }), await version())).toMatchObject({
      status: "invalid",
      fieldErrors: { toAccountId: ["Escolha uma conta ativa da lista."] },
    });
    expect(await balances(books, [books.checking], ["2026-11-15"])).toEqual([[-26000]]);
  });

  it("finds nothing through another organization's id, a receita or despesa, or a deleted transfer", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const legs = await transfer(books);
    const options = { version: (await getEntry(books.scope, legs.out, today))!.version };
    expect(await updateTransfer(other.scope, legs.out, edit(other, { amountCents: 1 }), options)).toBeNull();
    expect(await updateTransfer(books.scope, "not-an-id", edit(books), options)).toBeNull();
    expect((await getEntry(books.scope, legs.out, today))?.amountCents).toBe(25000);
    expect(await balances(books, [books.checking, books.cash], ["2026-11-15"])).toEqual([[-25000], [25000]]);
    const despesa = await createEntry(books.scope, entryInput(books), today);
    expect(
      await updateTransfer(books.scope, despesa.status === "created" ? despesa.entryId : "", edit(books), { version: 1 }),
    ).toBeNull();
    expect(await deleteEntries(books.scope, [legs.in])).toMatchObject({ deleted: 2, settled: 0, owned: 0 });
    expect(await updateTransfer(books.scope, legs.out, edit(books), options)).toBeNull();
  });
});
