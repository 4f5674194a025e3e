/**
 * A cartão de crédito's faturas on the database: a purchase in 3 parcelas lands in three faturas, each paid by one
 * transferência from the conta corrente that settles its lines in the card; the DRE keeps the purchase in its own
 * categoria; what cannot be paid is refused with nothing written; another organization's card is never read or paid.
 */
import { describe, expect, it } from "vitest";
import { baixaInput, entryInput, newBooks, type Books } from "../../../../tests/support/ledger-books";
import { PLAIN_ACCOUNT_DETAILS } from "../../../../tests/support/ledger-rows";
import { db } from "~/db/db.server";
import { createEntry, getEntry } from "../entries.server";
import { accountBalances } from "../overview.server";
import { createAccount } from "../reference-accounts.server";
import { dre } from "../reports/dre.server";
import { settleEntry } from "../settlements.server";
import { updateEntry } from "../update.server";
import { faturaView, payFatura } from "./faturas.server";

const today = "2027-01-20";

async function withCard(books: Books) {
  const saved = await createAccount(books.scope, {
    name: "Cartão Visa",
    kind: "cartao_credito",
    ...PLAIN_ACCOUNT_DETAILS,
    closingDay: 5,
    dueDay: 12,
    openingBalance: 0,
    openingDate: "2026-01-01",
  });
  if (saved.status !== "saved") throw new Error(JSON.stringify(saved));
  return saved.row.id;
}

async function purchase(books: Books, card: string) {
  const created = await createEntry(
    books.scope,
    entryInput(books, {
      accountId: card,
      description: "Notebook",
      amountCents: 90_001,
      competenceDate: "2026-10-20",
      dueDate: "2026-10-20",
      repeat: { mode: "parcelada", installments: 3 },
    }),
    today,
  );
  if (created.status !== "created") throw new Error(JSON.stringify(created));
  return created.entryId;
}

const balanceOf = async (books: Books, accountId: string, day: string) =>
  (await accountBalances(books.scope, day)).find((account) => account.id === accountId)?.balanceCents;

describe("faturas of a cartão de crédito", () => {
  it("puts each parcela in its fatura and pays each fatura by one transferência that settles it in the card", async () => {
    const books = await newBooks();
    const card = await withCard(books);
    await purchase(books, card);

    const november = (await faturaView(books.scope, card, "2026-11", today))!;
    expect(november.fatura).toEqual({ month: "2026-11", closingDate: "2026-11-05", dueDate: "2026-11-12" });
    expect(november.lines.map((line) => [line.description, line.parcela, line.amountCents])).toEqual([
      ["Notebook", "1/3", 30_001],
    ]);
    expect(november.status).toBe("fechada");
    const dues = await Promise.all(
      ["2026-12", "2027-01", "2027-02"].map(async (month) => (await faturaView(books.scope, card, month, today))!.totalCents),
    );
    expect(dues).toEqual([30_000, 30_000, 0]);

    const checkingBefore = await balanceOf(books, books.checking, "2026-12-31");
    for (const [month, paidOn] of [
      ["2026-11", "2026-11-12"],
      ["2026-12", "2026-12-11"],
      ["2027-01", "2027-01-12"],
    ] as const) {
      const paid = await payFatura(books.scope, card, month, { fromAccountId: books.checking, paidOn }, today);
      expect(paid).toMatchObject({ status: "paid", settled: 1 });
      expect((await faturaView(books.scope, card, month, today))!).toMatchObject({ status: "paga", openCents: 0 });
    }
    expect((await balanceOf(books, books.checking, "2026-12-31"))! - checkingBefore!).toBe(-60_001);
    expect(await balanceOf(books, card, "2027-01-31")).toBe(0);

    // One transferência per fatura, from the conta corrente into the card.
    const transfers = await (
      await db()
    )
      .selectFrom("finance_entries")
      .select(["description", "amount_cents"])
      .where("organization_id", "=", books.scope.organizationId)
      .where("account_id", "=", books.checking)
      .where("kind", "=", "transferencia")
      .orderBy("due_date")
      .execute();
    expect(transfers.map((row) => row.description)).toEqual([
      "Pagamento da fatura 11/2026 de Cartão Visa",
      "Pagamento da fatura 12/2026 de Cartão Visa",
      "Pagamento da fatura 01/2027 de Cartão Visa",
    ]);
    // The purchase stays whole in its categoria by competência, and by caixa each parcela on the day its fatura was paid.
    const competencia = await dre(books.scope, { year: 2026, regime: "competencia" });
    expect(competencia.expense.months[9]).toBe(90_001);
    const caixa = await dre(books.scope, { year: 2026, regime: "caixa" });
    expect([caixa.expense.months[10], caixa.expense.months[11]]).toEqual([30_001, 30_000]);
  });

  it("moves a purchase to the fatura of its new date, parcelas with it, and a purchase moved onto the card to its fatura", async () => {
    const books = await newBooks();
    const card = await withCard(books);
    const first = (await getEntry(books.scope, await purchase(books, card), today))!;
    const faturaTotals = () =>
      Promise.all(
        ["2026-11", "2026-12", "2027-01", "2027-02"].map(
          async (month) => (await faturaView(books.scope, card, month, today))!.totalCents,
        ),
      );
    expect(await faturaTotals()).toEqual([30_001, 30_000, 30_000, 0]);

    // Bought on 10/11, after the card closed on 05/11: the first parcela falls due in December.
    const moved = entryInput(books, {
      accountId: card,
      description: "Notebook",
      amountCents: 30_001,
      competenceDate: "2026-11-10",
    });
    expect(await updateEntry(books.scope, first.id, moved, { version: first.version, scope: "todas" })).toEqual({
      status: "updated",
    });
    expect(await faturaTotals()).toEqual([0, 30_001, 30_001, 30_001]);

    const single = await createEntry(
      books.scope,
      entryInput(books, { competenceDate: "2026-10-20", dueDate: "2026-10-25" }),
      today,
    );
    if (single.status !== "created") throw new Error(JSON.stringify(single));
    const onCard = entryInput(books, { accountId: card, competenceDate: "2026-10-20", dueDate: "2026-10-25" });
    expect(await updateEntry(books.scope, single.entryId, onCard, { version: 1, scope: "esta" })).toEqual({ status: "updated" });
    expect(await getEntry(books.scope, single.entryId, today)).toMatchObject({ dueDate: "2026-11-12" });
  });

  it("refuses to pay what cannot be paid, writing nothing", async () => {
    const books = await newBooks();
    const card = await withCard(books);
    const first = await purchase(books, card);
    const pay = (input: { fromAccountId: string; paidOn: string }, month = "2026-11") =>
      payFatura(books.scope, card, month, input, today);

    expect(await pay({ fromAccountId: books.checking, paidOn: "2026-11-12" }, "2027-03")).toMatchObject({
      formErrors: ["Esta fatura não tem valor em aberto para pagar."],
    });
    expect(await pay({ fromAccountId: card, paidOn: "2026-11-12" })).toMatchObject({
      fieldErrors: {
        fromAccountId: ["Pague a fatura de uma conta corrente, poupança, caixa ou investimento, não de um cartão."],
      },
    });
    expect(await pay({ fromAccountId: books.checking, paidOn: "2025-12-31" })).toMatchObject({
      fieldErrors: { paidOn: [expect.any(String)] },
    });
    // Settled elsewhere meanwhile: nothing left open in it.
    expect(
      (await settleEntry(books.scope, first, baixaInput(books, { amountCents: 30_001, settledOn: "2026-11-10" }), today))?.status,
    ).toBe("settled");
    expect(await pay({ fromAccountId: books.checking, paidOn: "2026-11-12" })).toMatchObject({
      formErrors: ["Esta fatura não tem valor em aberto para pagar."],
    });
    expect((await getEntry(books.scope, first, today))?.settledCents).toBe(30_001);
  });

  it("never reads nor pays another organization's card, nor pays from its accounts", async () => {
    const ours = await newBooks();
    const theirs = await newBooks();
    const card = await withCard(theirs);
    await purchase(theirs, card);
    expect(await faturaView(ours.scope, card, "2026-11", today)).toBeNull();
    expect(
      await payFatura(ours.scope, card, "2026-11", { fromAccountId: ours.checking, paidOn: "2026-11-12" }, today),
    ).toMatchObject({
      formErrors: ["Este cartão não existe nesta organização. Recarregue a página."],
    });
    const paidFromTheirs = await payFatura(
      theirs.scope,
      card,
      "2026-11",
      { fromAccountId: ours.checking, paidOn: "2026-11-12" },
      today,
    );
    expect(paidFromTheirs).toMatchObject({ status: "invalid", fieldErrors: { fromAccountId: [expect.any(String)] } });
    expect((await faturaView(theirs.scope, card, "2026-11", today))!.openCents).toBe(30_001);
  });
});
