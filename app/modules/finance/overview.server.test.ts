import { describe, expect, it } from "vitest";
import { baixaInput, entryInput, newBooks, transferInput } from "../../../tests/support/ledger-books";
import { createEntry, createTransfer } from "./entries.server";
import { accountBalances, dueEntries, ledgerOverview } from "./overview.server";
import { settleEntry } from "./settlements.server";

const today = "2026-11-24";

describe("overview, tabs and balances", () => {
  it("adds up balances, what is open this month, what is overdue and what falls due in 7 days", async () => {
    const books = await newBooks();
    const make = async (overrides: Parameters<typeof entryInput>[1]) => {
      const result = await createEntry(books.scope, entryInput(books, overrides), today);
      return result.status === "created" ? result.entryId : "";
    };
    const late = await make({ kind: "receita", description: "Venda atrasada", amountCents: 30000, dueDate: "2026-11-02" });
    await make({ description: "Fornecedor", amountCents: 20000, dueDate: "2026-11-28" });
    await make({ description: "Imposto", amountCents: 5000, dueDate: "2026-12-01" });
    await make({ description: "Velho", amountCents: 700, dueDate: "2026-10-01" });
    await settleEntry(books.scope, late, baixaInput(books, { amountCents: 10000, settledOn: "2026-11-05" }));
    await createTransfer(books.scope, transferInput(books, { amountCents: 4000, date: "2026-11-06", description: "Caixa" }));

    const overview = await ledgerOverview(books.scope, today);
    expect(overview.accounts.map((a) => [a.name, a.balanceCents])).toEqual([
      ["Caixa", 4000],
      ["Conta corrente", 6000],
    ]);
    expect(overview.totalBalanceCents).toBe(10000);
    expect(overview.month).toEqual({ receivableCents: 20000, payableCents: 20000 });
    expect(overview.overdue).toEqual({ count: 2, cents: 20700, receivableCents: 20000, payableCents: 700 });
    expect(overview.next7Days.map((r) => r.description)).toEqual(["Fornecedor", "Imposto"]);

    const other = await newBooks();
    const theirs = await ledgerOverview(other.scope, today);
    expect([theirs.totalBalanceCents, theirs.overdue.count, theirs.next7Days.length]).toEqual([0, 0, 0]);
    expect(theirs.accounts.map((a) => a.id)).not.toContain(books.checking);
  });

  it("sorts receivables and payables into their tabs", async () => {
    const books = await newBooks();
    const make = async (overrides: Parameters<typeof entryInput>[1]) => {
      const result = await createEntry(books.scope, entryInput(books, overrides), today);
      return result.status === "created" ? result.entryId : "";
    };
    await make({ description: "Aberta", dueDate: "2026-12-10" });
    await make({ description: "Vencida", dueDate: "2026-11-10" });
    const paid = await make({ description: "Paga", dueDate: "2026-11-05" });
    await make({ kind: "receita", description: "Receita", dueDate: "2026-11-10" });
    await settleEntry(books.scope, paid, baixaInput(books));
    const tab = async (name: "em_aberto" | "vencidos" | "liquidados" | "todos") =>
      (await dueEntries(books.scope, { kind: "despesa", tab: name }, 1, today)).rows.map((r) => r.description);
    expect(await tab("em_aberto")).toEqual(["Aberta"]);
    expect(await tab("vencidos")).toEqual(["Vencida"]);
    expect(await tab("liquidados")).toEqual(["Paga"]);
    expect(await tab("todos")).toEqual(["Aberta", "Vencida", "Paga"]);
    expect((await dueEntries(books.scope, { kind: "receita", tab: "vencidos" }, 1, today)).total).toBe(1);
    const other = await newBooks();
    expect((await dueEntries(other.scope, { kind: "despesa", tab: "todos" }, 1, today)).total).toBe(0);
  });

  it("gives an account's balance on any date from its opening balance and baixas up to it", async () => {
    const books = await newBooks();
    const result = await createEntry(books.scope, entryInput(books, { kind: "receita", amountCents: 50000 }), today);
    const id = result.status === "created" ? result.entryId : "";
    await settleEntry(books.scope, id, baixaInput(books, { amountCents: 20000, settledOn: "2026-11-01" }));
    await settleEntry(books.scope, id, baixaInput(books, { amountCents: 30000, settledOn: "2026-11-15", interestCents: 100 }));
    const on = async (date: string) =>
      (await accountBalances(books.scope, date)).find((a) => a.id === books.checking)?.balanceCents;
    expect([await on("2026-10-31"), await on("2026-11-01"), await on("2026-11-14"), await on("2026-11-15")]).toEqual([
      0, 20000, 20000, 50100,
    ]);
  });
});
