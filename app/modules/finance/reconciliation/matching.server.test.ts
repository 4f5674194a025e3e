/**
 * One line against several entries, several lines against one entry, their
 * undo, and "Buscar lançamento", on the database the tests run on: what the
 * ledger shows after each, the refusals that write nothing, and another
 * organization's lines and entries refused.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { addCategory, baixaInput, entryInput, newBooks, type Books } from "../../../../tests/support/ledger-books";
import { insertStatement } from "../../../../tests/support/statement-lines";
import { createEntry, getEntry } from "../entries.server";
import { reverseSettlement, settleEntry } from "../settlements.server";
import { acceptSuggestion, settleByLine, unreconcileLine } from "./actions.server";
import { statementLines } from "./lines.server";
import { searchEntries, SEARCH_RESULTS } from "./search.server";

const today = "2026-11-24";

async function entry(books: Books, overrides: Parameters<typeof entryInput>[1] = {}) {
  const result = await createEntry(books.scope, entryInput(books, overrides), today);
  if (result.status !== "created") throw new Error("not created");
  return result.entryId;
}

async function receipts(books: Books, amounts: number[]) {
  const ids: string[] = [];
  for (const [index, amountCents] of amounts.entries())
    ids.push(await entry(books, { kind: "receita", description: `Venda ${index + 1}`, amountCents }));
  return ids;
}

async function lineOf(books: Books, amountCents: number, description = "DEPOSITO", postedOn = "2026-11-10") {
  const { lineIds } = await insertStatement(books.scope, books.checking, [{ postedOn, amountCents, description }]);
  return lineIds[0]!;
}

async function lineState(lineId: string) {
  const database = await db();
  const row = await database
    .selectFrom("bank_statement_lines")
    .select("status")
    .where("id", "=", lineId)
    .executeTakeFirstOrThrow();
  const links = await database.selectFrom("bank_statement_links").select("settlement_id").where("line_id", "=", lineId).execute();
  return { status: row.status, links: links.length };
}

const detail = async (books: Books, id: string) => (await getEntry(books.scope, id, today))!;

const settlementCount = async (books: Books) =>
  (
    await (
      await db()
    )
      .selectFrom("finance_settlements")
      .select("id")
      .where("organization_id", "=", books.scope.organizationId)
      .execute()
  ).length;

/** A line as searchEntries takes it: of `amountCents` (signed) on `postedOn`. */
const lineTo = (amountCents: number, postedOn = "2026-11-10") => ({ id: "x", postedOn, amountCents, description: "" });

const refusedWith = (text: string) => ({ status: "invalid", formErrors: [expect.stringContaining(text)] });

describe("one line against several entries", () => {
  it("settles a deposit of three receipts in full, each baixa linked to the line", async () => {
    const books = await newBooks();
    const ids = await receipts(books, [10_000, 25_000, 7_550]);
    const lineId = await lineOf(books, 42_550);

    const outcome = await settleByLine(books.scope, { lineId, entryIds: ids });

    expect(outcome).toMatchObject({ status: "done", entryIds: ids.toSorted() });
    expect(await lineState(lineId)).toEqual({ status: "conciliada", links: 3 });
    for (const id of ids) {
      const paid = await detail(books, id);
      expect(paid).toMatchObject({ status: "recebido", openCents: 0 });
      expect(paid.settlements).toMatchObject([
        { settledOn: "2026-11-10", accountId: books.checking, reconciledLine: { description: "DEPOSITO" } },
      ]);
    }
    const page = await statementLines(books.scope, books.checking, "conciliada", 1);
    expect(page.rows[0]!.links.map((link) => link.entryDescription)).toEqual(["Venda 1", "Venda 2", "Venda 3"]);
  });

  it("asks how to book a differing sum, writing nothing, then books juros on the largest baixa", async () => {
    const books = await newBooks();
    const ids = await receipts(books, [10_000, 20_000]);
    const lineId = await lineOf(books, 30_300);

    expect(await settleByLine(books.scope, { lineId, entryIds: ids })).toMatchObject(
      refusedWith("difere da soma dos lançamentos escolhidos em R$"),
    );
    expect(await lineState(lineId)).toEqual({ status: "pendente", links: 0 });
    expect(await settlementCount(books)).toBe(0);

    const outcome = await settleByLine(books.scope, { lineId, entryIds: ids, difference: "juros", differenceCents: 300 });
    expect(outcome.status).toBe("done");
    expect((await detail(books, ids[0]!)).settlements).toMatchObject([
      { amountCents: 10_000, interestCents: 0, totalCents: 10_000 },
    ]);
    expect((await detail(books, ids[1]!)).settlements).toMatchObject([
      { amountCents: 20_000, interestCents: 300, totalCents: 20_300 },
    ]);
  });

  it("books a multa or a desconto on the largest baixa", async () => {
    const books = await newBooks();
    const [small, large] = await receipts(books, [5_000, 20_000]);
    const more = await lineOf(books, 25_500);
    await settleByLine(books.scope, { lineId: more, entryIds: [small!, large!], difference: "multa", differenceCents: 500 });
    expect((await detail(books, large!)).settlements).toMatchObject([{ fineCents: 500, totalCents: 20_500 }]);

    const bills = [await entry(books, { amountCents: 8_000 }), await entry(books, { amountCents: 2_000 })];
    const less = await lineOf(books, -9_500, "PAGAMENTOS");
    await settleByLine(books.scope, { lineId: less, entryIds: bills, difference: "desconto", differenceCents: 500 });
    expect((await detail(books, bills[0]!)).settlements).toMatchObject([
      { amountCents: 8_000, discountCents: 500, totalCents: 7_500 },
    ]);
    expect(await detail(books, bills[1]!)).toMatchObject({ status: "pago", openCents: 0 });
  });

  it("books what the bank kept from a deposit as a tarifa bancária despesa of its own, linked to the line", async () => {
    const books = await newBooks();
    const fees = await addCategory(books, "Tarifas bancárias", {
      line: "despesas_financeiras",
      role: "tarifas_bancarias",
    });
    const ids = await receipts(books, [10_000, 20_000]);
    const lineId = await lineOf(books, 29_700, "DEPOSITO CHEQUES");

    const outcome = await settleByLine(books.scope, { lineId, entryIds: ids, difference: "tarifa", differenceCents: 300 });

    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    expect(outcome.entryIds).toHaveLength(3);
    expect(await detail(books, outcome.entryIds[2]!)).toMatchObject({
      kind: "despesa",
      description: "Tarifa bancária: DEPOSITO CHEQUES",
      categoryId: fees,
      amountCents: 300,
      dueDate: "2026-11-10",
      status: "pago",
    });
    for (const id of ids) expect(await detail(books, id)).toMatchObject({ status: "recebido", openCents: 0 });
    expect(await lineState(lineId)).toEqual({ status: "conciliada", links: 3 });
  });

  it("refuses a tarifa without a tarifas bancárias categoria, a choice that does not fit, a difference the person did not see and one above 10 %", async () => {
    const books = await newBooks();
    const ids = await receipts(books, [10_000, 20_000]);
    const short = await lineOf(books, 29_700);
    expect(
      await settleByLine(books.scope, { lineId: short, entryIds: ids, difference: "tarifa", differenceCents: 300 }),
    ).toMatchObject(refusedWith("não tem categoria de despesa para tarifas bancárias"));
    expect(
      await settleByLine(books.scope, { lineId: short, entryIds: ids, difference: "juros", differenceCents: 300 }),
    ).toMatchObject(refusedWith("não serve para esta linha"));
    expect(
      await settleByLine(books.scope, { lineId: short, entryIds: ids, difference: "desconto", differenceCents: 200 }),
    ).toMatchObject(refusedWith("a diferença agora é de R$"));
    const far = await lineOf(books, 40_000);
    expect(await settleByLine(books.scope, { lineId: far, entryIds: ids })).toMatchObject(refusedWith("mais de 10 %"));
    expect(
      await settleByLine(books.scope, { lineId: far, entryIds: ids, difference: "parcial", differenceCents: 10_000 }),
    ).toMatchObject(refusedWith("não serve para esta linha"));
    for (const id of ids) expect(await detail(books, id)).toMatchObject({ settledCents: 0 });
    expect(await lineState(short)).toEqual({ status: "pendente", links: 0 });
    expect(await settlementCount(books)).toBe(0);
  });

  it("refuses, settling none, when one entry is of another account, of the other kind, paid already, or named twice", async () => {
    const books = await newBooks();
    const [first] = await receipts(books, [10_000]);
    const elsewhere = await entry(books, { kind: "receita", amountCents: 5_000, accountId: books.cash });
    const despesa = await entry(books, { amountCents: 5_000 });
    const paid = await entry(books, { kind: "receita", amountCents: 5_000 });
    await settleEntry(books.scope, paid, baixaInput(books, { amountCents: 5_000 }));
    const lineId = await lineOf(books, 15_000);
    for (const other of [elsewhere, despesa, paid, first!]) {
      const outcome = await settleByLine(books.scope, { lineId, entryIds: [first!, other] });
      expect(outcome).toMatchObject(refusedWith("Um dos lançamentos escolhidos não existe nesta organização"));
    }
    expect(await detail(books, first!)).toMatchObject({ settledCents: 0 });
    expect(await lineState(lineId)).toEqual({ status: "pendente", links: 0 });
  });

  it("settles a line once when sent twice at the same time", async () => {
    const books = await newBooks();
    const ids = await receipts(books, [10_000, 20_000]);
    const lineId = await lineOf(books, 30_000);
    const outcomes = await Promise.all([
      settleByLine(books.scope, { lineId, entryIds: ids }),
      settleByLine(books.scope, { lineId, entryIds: ids }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["done", "invalid"]);
    expect(await settlementCount(books)).toBe(2);
  });
});

describe("several lines against one entry", () => {
  it("settles part of the entry per line until it is paid", async () => {
    const books = await newBooks();
    const [sale] = await receipts(books, [100_000]);
    const first = await lineOf(books, 40_000, "PIX PARCELA 1");
    const second = await lineOf(books, 60_000, "PIX PARCELA 2", "2026-11-12");

    expect(
      await settleByLine(books.scope, { lineId: first, entryIds: [sale!], difference: "parcial", differenceCents: 60_000 }),
    ).toMatchObject({ status: "done" });
    expect(await detail(books, sale!)).toMatchObject({ settledCents: 40_000, openCents: 60_000 });

    expect(await settleByLine(books.scope, { lineId: second, entryIds: [sale!] })).toMatchObject({ status: "done" });
    const paid = await detail(books, sale!);
    expect(paid).toMatchObject({ status: "recebido", openCents: 0 });
    expect(paid.settlements.map((s) => [s.settledOn, s.amountCents, s.reconciledLine?.description])).toEqual([
      ["2026-11-10", 40_000, "PIX PARCELA 1"],
      ["2026-11-12", 60_000, "PIX PARCELA 2"],
    ]);
  });
});

describe("undoing a match", () => {
  it("reverses every baixa the line made, on its own date: the receipts are open again and the line pendente", async () => {
    const books = await newBooks();
    await addCategory(books, "Tarifas bancárias", { line: "despesas_financeiras", role: "tarifas_bancarias" });
    const ids = await receipts(books, [10_000, 20_000]);
    const lineId = await lineOf(books, 29_900);
    const made = await settleByLine(books.scope, { lineId, entryIds: ids, difference: "tarifa", differenceCents: 100 });
    if (made.status !== "done") throw new Error("refused");

    expect(await unreconcileLine(books.scope, lineId)).toEqual({ status: "done", reversed: 3 });

    expect(await lineState(lineId)).toEqual({ status: "pendente", links: 0 });
    for (const id of made.entryIds) {
      const undone = await detail(books, id);
      expect(undone.settledCents).toBe(0);
      expect(undone.settlements).toMatchObject([{ reversed: true, reversedOn: "2026-11-10" }]);
    }
    expect((await unreconcileLine(books.scope, lineId)).status).toBe("invalid");
  });

  it("after an estorno of one of its baixas elsewhere, the line is pendente and the other baixas stay, unlinked", async () => {
    const books = await newBooks();
    const ids = await receipts(books, [10_000, 20_000]);
    const lineId = await lineOf(books, 30_000);
    expect((await settleByLine(books.scope, { lineId, entryIds: ids })).status).toBe("done");

    await reverseSettlement(books.scope, (await detail(books, ids[0]!)).settlements[0]!.id, "2026-11-20", today);

    expect(await lineState(lineId)).toEqual({ status: "pendente", links: 0 });
    expect(await detail(books, ids[0]!)).toMatchObject({ settledCents: 0 });
    expect(await detail(books, ids[1]!)).toMatchObject({ status: "recebido" });
  });
});

describe("Buscar lançamento", () => {
  it("finds the account's open and paid entries of the line's kind by description, contato or amount", async () => {
    const books = await newBooks();
    const open = await entry(books, {
      kind: "receita",
      description: "Festa de aniversário",
      amountCents: 150_000,
      contactId: books.contact,
      dueDate: "2026-11-08",
    });
    const paid = await entry(books, { kind: "receita", description: "Encomenda de bolos", amountCents: 48_000 });
    await settleEntry(books.scope, paid, baixaInput(books, { amountCents: 48_000, settledOn: "2026-11-09" }));
    await entry(books, { description: "Festa de fim de ano", amountCents: 150_000 });
    await entry(books, { kind: "receita", description: "Festa no caixa", amountCents: 150_000, accountId: books.cash });
    const credit = lineTo(48_000);

    const byText = await searchEntries(books.scope, books.checking, credit, "festa");
    expect(byText.results.map((found) => found.entryId)).toEqual([open]);
    expect(byText.results[0]).toMatchObject({
      description: "Festa de aniversário",
      contactName: "Padaria São João",
      dueDate: "2026-11-08",
      openCents: 150_000,
      paidOn: null,
      linkableSettlementId: null,
    });
    expect((await searchEntries(books.scope, books.checking, credit, "sao joao")).results.map((f) => f.entryId)).toEqual([open]);
    expect((await searchEntries(books.scope, books.checking, credit, "1.500,00")).results.map((f) => f.entryId)).toEqual([open]);

    const byAmount = await searchEntries(books.scope, books.checking, credit, "480");
    expect(byAmount.results).toMatchObject([{ entryId: paid, openCents: 0, paidOn: "2026-11-09" }]);
    expect(byAmount.results[0]!.linkableSettlementId).toEqual(expect.any(String));
    expect((await searchEntries(books.scope, books.checking, credit, "nada disso")).results).toEqual([]);
  });

  it("offers a paid entry's baixa to link only when it is the line's amount and not linked, and linking it is undone by unlinking only", async () => {
    const books = await newBooks();
    const paid = await entry(books, { description: "Conta de água", amountCents: 9_000 });
    await settleEntry(books.scope, paid, baixaInput(books, { amountCents: 9_000 }));
    const [lineId] = (
      await insertStatement(books.scope, books.checking, [{ postedOn: "2026-11-11", amountCents: -9_000, description: "AGUA" }])
    ).lineIds;
    const [found] = (await searchEntries(books.scope, books.checking, lineTo(-9_000, "2026-11-11"), "água")).results;
    expect(
      (await searchEntries(books.scope, books.checking, lineTo(-9_001), "água")).results[0]!.linkableSettlementId,
    ).toBeNull();

    expect(
      await acceptSuggestion(books.scope, { lineId: lineId!, kind: "baixa", targetId: found!.linkableSettlementId! }),
    ).toMatchObject({ status: "done" });
    expect(
      (await searchEntries(books.scope, books.checking, lineTo(-9_000), "água")).results[0]!.linkableSettlementId,
    ).toBeNull();

    expect(await unreconcileLine(books.scope, lineId!)).toEqual({ status: "done", reversed: 0 });
    expect(await detail(books, paid)).toMatchObject({ status: "pago" });
  });

  it("lists the entries nearest the line's date, at most SEARCH_RESULTS, and says there are more", async () => {
    const books = await newBooks();
    for (let day = 1; day <= SEARCH_RESULTS + 2; day++)
      await entry(books, {
        kind: "receita",
        description: `Venda do dia ${day}`,
        amountCents: 1_000,
        dueDate: `2026-11-${String(day).padStart(2, "0")}`,
      });
    const found = await searchEntries(books.scope, books.checking, lineTo(1_000, "2026-11-12"), "");
    expect(found.more).toBe(true);
    expect(found.results).toHaveLength(SEARCH_RESULTS);
    expect(found.results[0]!.dueDate).toBe("2026-11-12");
    expect(found.results.map((result) => result.dueDate)).not.toContain("2026-11-01");
  });
});

describe("another organization", () => {
  it("has its lines refused and its entries neither found nor settled", async () => {
    const [ours, theirs] = [await newBooks(), await newBooks()];
    const [theirSale] = await receipts(theirs, [10_000]);
    const [ourSale] = await receipts(ours, [10_000]);
    const theirLine = await lineOf(theirs, 10_000);
    const ourLine = await lineOf(ours, 20_000);

    expect(await settleByLine(ours.scope, { lineId: theirLine, entryIds: [ourSale!] })).toMatchObject(
      refusedWith("Esta linha do extrato não existe nesta organização"),
    );
    expect(await settleByLine(ours.scope, { lineId: ourLine, entryIds: [ourSale!, theirSale!] })).toMatchObject(
      refusedWith("não existe nesta organização"),
    );
    expect(await unreconcileLine(ours.scope, theirLine)).toMatchObject(refusedWith("não existe nesta organização"));
    expect((await searchEntries(ours.scope, ours.checking, lineTo(10_000), "")).results.map((f) => f.entryId)).toEqual([ourSale]);
    expect((await searchEntries(ours.scope, theirs.checking, lineTo(10_000), "")).results).toEqual([]);
    expect(await detail(theirs, theirSale!)).toMatchObject({ settledCents: 0 });
    expect(await detail(ours, ourSale!)).toMatchObject({ settledCents: 0 });
    expect(await lineState(theirLine)).toEqual({ status: "pendente", links: 0 });
  });
});
