import { describe, expect, it } from "vitest";
import { baixaInput, entryInput, newBooks, transferInput, type Books } from "../../../tests/support/ledger-books";
import { insertStatement } from "../../../tests/support/statement-lines";
import { insertAccount } from "../../../tests/support/ledger-rows";
import { BANKING_MONTHS, BANKING_MOVEMENTS, BANKING_PAGE_SIZE, bankingAccounts } from "./banking.server";
import { createEntry, createTransfer } from "./create.server";
import { accountBalances } from "./overview.server";
import { reverseSettlement, settleEntry } from "./settlements.server";

const today = "2026-11-24";

/** An entry settled in full on `settledOn` (in `accountId`, the checking account by default); returns its and the baixa's ids. */
async function settled(
  books: Books,
  overrides: NonNullable<Parameters<typeof entryInput>[1]>,
  settledOn: string,
  accountId = books.checking,
) {
  const created = await createEntry(
    books.scope,
    entryInput(books, { dueDate: settledOn, competenceDate: settledOn, ...overrides }),
    today,
  );
  const entryId = created.status === "created" ? created.entryId : "";
  const baixa = await settleEntry(
    books.scope,
    entryId,
    baixaInput(books, {
      settledOn,
      amountCents: overrides.amountCents ?? 100000,
      accountId,
      interestCents: overrides.kind ? 0 : 500,
    }),
  );
  return { entryId, settlementId: baixa?.status === "settled" ? baixa.settlementId : "" };
}

describe("the banking dashboard", () => {
  it("gives each account its saldo, month-end history, latest baixas and statement status, never another organization's", async () => {
    const books = await newBooks();
    const sale = await settled(books, { kind: "receita", description: "Venda de setembro", amountCents: 50000 }, "2026-09-05");
    const rent = await settled(books, { description: "Aluguel de novembro", amountCents: 20000 }, "2026-11-10");
    const undone = await settled(books, { description: "Baixa estornada", amountCents: 7000 }, "2026-11-12");
    expect((await reverseSettlement(books.scope, undone.settlementId, "2026-11-20", today))?.status).toBe("reversed");
    await settled(books, { kind: "receita", description: "Depois de hoje", amountCents: 9900 }, "2026-11-30");
    await settled(books, { kind: "receita", description: "Ano passado", amountCents: 1000 }, "2025-06-01");
    await createTransfer(books.scope, transferInput(books, { amountCents: 3000, date: "2026-10-20" }));
    await insertStatement(
      books.scope,
      books.checking,
      [
        {
          postedOn: "2026-11-10",
          amountCents: -20500,
          description: "ALUGUEL",
          status: "conciliada",
          settlementId: rent.settlementId,
        },
        { postedOn: "2026-11-20", amountCents: -1234, description: "TARIFA" },
        { postedOn: "2026-11-21", amountCents: 4321, description: "PIX RECEBIDO" },
      ],
      { cents: 27266, on: "2026-11-21" },
    );

    // Another organization: its accounts, days and statement lines, even lines filed under our account's id, never show.
    const other = await newBooks();
    const theirSale = await settled(other, { kind: "receita", description: "Deles", amountCents: 777700 }, "2026-11-05");
    await insertStatement(other.scope, other.checking, [{ postedOn: "2026-11-05", amountCents: 777700, description: "DELES" }], {
      cents: 1,
      on: "2026-11-23",
    });
    await insertStatement(other.scope, books.checking, [
      { postedOn: "2026-11-22", amountCents: 5, description: "INTRUSA" },
      {
        postedOn: "2026-11-23",
        amountCents: 6,
        description: "INTRUSA",
        status: "conciliada",
        settlementId: theirSale.settlementId,
      },
    ]);

    const { accounts } = await bankingAccounts(books.scope, today);
    expect(accounts.map((account) => account.id).sort()).toEqual([books.checking, books.cash].sort());
    const checking = accounts.find((account) => account.id === books.checking)!;
    const cash = accounts.find((account) => account.id === books.cash)!;

    // The saldo is /financeiro's: opening + daily nets up to today.
    const balances = await accountBalances(books.scope, today);
    for (const account of accounts) expect(account.balanceCents).toBe(balances.find((b) => b.id === account.id)?.balanceCents);
    expect(checking.balanceCents).toBe(1000 + 50000 - 3000 - 20500);
    expect(cash.balanceCents).toBe(3000);

    expect(checking.history).toHaveLength(BANKING_MONTHS);
    expect(checking.history[0]).toEqual({ month: "2025-12", balanceCents: 1000 });
    const at = (month: string) => checking.history.find((point) => point.month === month)?.balanceCents;
    expect([at("2026-08"), at("2026-09"), at("2026-10"), at("2026-11")]).toEqual([1000, 51000, 48000, 27500]);
    expect(cash.history.map((point) => point.balanceCents)).toEqual([...Array<number>(10).fill(0), 3000, 3000]);

    // The estorno is a movement of its own day; the baixa stays on its day.
    expect(checking.movements.map((m) => [m.settledOn, m.description, m.cents])).toEqual([
      ["2026-11-20", "Estorno: Baixa estornada", 7500],
      ["2026-11-12", "Baixa estornada", -7500],
      ["2026-11-10", "Aluguel de novembro", -20500],
      ["2026-10-20", "Troco do caixa", -3000],
      ["2026-09-05", "Venda de setembro", 50000],
    ]);
    expect(checking.movements[0]?.entryId).toBe(undone.entryId);
    expect(checking.movements[2]?.entryId).toBe(rent.entryId);
    expect(checking.movements[4]?.entryId).toBe(sale.entryId);
    expect(cash.movements.map((m) => m.cents)).toEqual([3000]);

    expect(checking.reconciliation).toEqual({
      accountId: books.checking,
      reconciledThrough: "2026-11-19",
      oldestPendingOn: "2026-11-20",
      pendingLines: 2,
      bankBalance: { cents: 27266, on: "2026-11-21" },
    });
    expect(cash.reconciliation).toBeNull();

    const { accounts: theirs } = await bankingAccounts(other.scope, today);
    expect(theirs.map((account) => account.id).sort()).toEqual([other.checking, other.cash].sort());
    expect(theirs.find((account) => account.id === other.checking)?.balanceCents).toBe(777700);
  });

  it("lists at most the latest baixas, and an account without movements keeps its opening balance", async () => {
    const books = await newBooks();
    for (let day = 1; day <= BANKING_MOVEMENTS + 2; day++)
      await settled(books, { kind: "receita", description: `Venda ${day}`, amountCents: 100 * day }, `2026-11-0${day}`);
    const [cash, checking] = (await bankingAccounts(books.scope, today)).accounts;
    expect(checking?.movements.map((m) => m.description)).toEqual(["Venda 7", "Venda 6", "Venda 5", "Venda 4", "Venda 3"]);
    expect(cash?.name).toBe("Caixa");
    expect(cash?.movements).toEqual([]);
    expect(cash?.balanceCents).toBe(0);
  });

  it("shows a page of accounts at a time, by name, a page past the last giving the last, counting only the organization's", async () => {
    const books = await newBooks();
    const names = Array.from({ length: BANKING_PAGE_SIZE }, (_, i) => `Conta ${String(i + 1).padStart(2, "0")}`);
    for (const name of names) await insertAccount(books.scope, name);
    const other = await newBooks();
    await insertAccount(other.scope, "Conta 00 deles");
    const everyName = ["Caixa", ...names, "Conta corrente"].sort((a, b) => a.localeCompare(b, "pt-BR"));

    const first = await bankingAccounts(books.scope, today);
    expect([first.page, first.totalPages, first.totalAccounts]).toEqual([1, 2, BANKING_PAGE_SIZE + 2]);
    expect(first.accounts.map((account) => account.name)).toEqual(everyName.slice(0, BANKING_PAGE_SIZE));
    const second = await bankingAccounts(books.scope, today, 2);
    expect(second.accounts.map((account) => account.name)).toEqual(everyName.slice(BANKING_PAGE_SIZE));
    expect(second.accounts.find((account) => account.id === books.checking)?.movements).toEqual([]);
    expect((await bankingAccounts(books.scope, today, 99)).page).toBe(2);
  });
});
