/**
 * The reconciliation status of accounts, on the database the tests run on:
 * last reconciled date and waiting lines per account, the bank balance of
 * the latest statement that states one, and nothing of another
 * organization.
 */
import { describe, expect, it } from "vitest";
import { newBooks } from "../../../../tests/support/ledger-books";
import { insertStatement } from "../../../../tests/support/statement-lines";
import { reconciliationStatus } from "./status.server";

describe("reconciliationStatus", () => {
  it("gives each account its last reconciled date, waiting lines and latest bank balance", async () => {
    const books = await newBooks();
    await insertStatement(
      books.scope,
      books.checking,
      [
        { postedOn: "2026-10-01", amountCents: -5_000, description: "Tarifa", status: "ignorada" },
        { postedOn: "2026-10-03", amountCents: 12_000, description: "PIX recebido", status: "pendente" },
        { postedOn: "2026-10-05", amountCents: -800, description: "Padaria", status: "pendente" },
      ],
      { cents: 90_000, on: "2026-10-05" },
    );
    await insertStatement(books.scope, books.checking, [], { cents: 70_000, on: "2026-09-30" });

    const status = await reconciliationStatus(books.scope);

    expect(status.get(books.checking)).toEqual({
      accountId: books.checking,
      reconciledThrough: "2026-10-02",
      oldestPendingOn: "2026-10-03",
      pendingLines: 2,
      bankBalance: { cents: 90_000, on: "2026-10-05" },
    });
    expect(status.has(books.cash)).toBe(false);
  });

  it("is reconciled through the day before the oldest pending line, not the latest line done", async () => {
    const books = await newBooks();
    await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-03", amountCents: 100, description: "Pendente primeiro" },
      { postedOn: "2026-11-27", amountCents: -200, description: "Tratada depois", status: "ignorada" },
    ]);
    await insertStatement(books.scope, books.cash, [
      { postedOn: "2026-11-01", amountCents: 100, description: "Tarifa", status: "ignorada" },
      { postedOn: "2026-11-02", amountCents: 100, description: "IOF", status: "ignorada" },
    ]);

    const status = await reconciliationStatus(books.scope);

    expect(status.get(books.checking)).toMatchObject({ reconciledThrough: null, oldestPendingOn: "2026-11-03", pendingLines: 1 });
    expect(status.get(books.cash)).toMatchObject({ reconciledThrough: "2026-11-02", oldestPendingOn: null, pendingLines: 0 });
  });

  it("never counts another organization's lines", async () => {
    const [ours, theirs] = [await newBooks(), await newBooks()];
    await insertStatement(theirs.scope, theirs.checking, [{ postedOn: "2026-10-03", amountCents: 100, description: "X" }]);

    expect((await reconciliationStatus(ours.scope)).size).toBe(0);
    expect((await reconciliationStatus(theirs.scope)).get(theirs.checking)?.pendingLines).toBe(1);
  });
});
