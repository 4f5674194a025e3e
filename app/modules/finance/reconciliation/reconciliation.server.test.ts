/**
 * Reconciliation on the database the tests run on: suggestions from baixas
 * and open entries of the line's account, each action with its refusals,
 * an estorno that unlinks, and nothing of another organization suggested
 * or accepted.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { baixaInput, entryInput, newBooks, transferInput, type Books } from "../../../../tests/support/ledger-books";
import { insertStatement } from "../../../../tests/support/statement-lines";
import { createEntry, deleteEntries, getEntry } from "../entries.server";
import { reverseSettlement, settleEntry } from "../settlements.server";
import { createTransfer } from "../create.server";
import { updateTransfer } from "../transfers.server";
import { acceptSuggestion, createFromLine, ignoreLine, restoreLine, unreconcileLine } from "./actions.server";
import { LINES_PAGE_SIZE, statementLines, suggestionsFor } from "./lines.server";
import { chargeBooks } from "../../../../tests/support/charges";
import { chargesOf, sendCharges } from "~/modules/charges/charges.server";

const today = "2026-11-24";

async function entry(books: Books, overrides: Parameters<typeof entryInput>[1] = {}) {
  const result = await createEntry(books.scope, entryInput(books, overrides), today);
  if (result.status !== "created") throw new Error("not created");
  return result.entryId;
}

async function settled(books: Books, entryId: string, overrides: Parameters<typeof baixaInput>[1] = {}) {
  const result = await settleEntry(books.scope, entryId, baixaInput(books, overrides));
  if (result?.status !== "settled") throw new Error("not settled");
  return result.settlementId;
}

/** The line's row and the ids of the baixas linked to it. */
async function lineRow(id: string) {
  const database = await db();
  const row = await database.selectFrom("bank_statement_lines").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const links = await database.selectFrom("bank_statement_links").select("settlement_id").where("line_id", "=", id).execute();
  return { ...row, links: links.map((link) => link.settlement_id) };
}

async function suggestions(books: Books, lineId: string) {
  const page = await statementLines(books.scope, books.checking, "pendente", 1);
  const found = await suggestionsFor(books.scope, books.checking, page.rows);
  return found[lineId] ?? [];
}

describe("suggestions", () => {
  it("offers the baixa and the open entries of the direction and account within 5 days (a centavo off, with its difference), best first", async () => {
    const books = await newBooks();
    const paid = await entry(books, { description: "Aluguel da loja", amountCents: 100_000 });
    const baixa = await settled(books, paid, { settledOn: "2026-11-09" });
    const open = await entry(books, {
      description: "Conta de luz",
      amountCents: 100_000,
      dueDate: "2026-11-12",
      competenceDate: "2026-11-12",
    });
    const centavoOff = await entry(books, { description: "Aluguel da loja", amountCents: 100_001 });
    await entry(books, {
      description: "Aluguel da loja",
      amountCents: 100_000,
      dueDate: "2026-11-20",
      competenceDate: "2026-11-20",
    });
    await entry(books, { description: "Aluguel da loja", amountCents: 100_000, accountId: books.cash });
    await entry(books, { kind: "receita", description: "Aluguel da loja", amountCents: 100_000 });
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "PAGTO ALUGUEL LOJA" },
    ]);

    const found = await suggestions(books, lineIds[0]!);

    expect(found.map((s) => [s.kind, s.id, s.differenceCents])).toEqual([
      ["lancamento", centavoOff, 1],
      ["baixa", baixa, 0],
      ["lancamento", open, 0],
    ]);
  });

  it("offers first, whatever its due date, the receita whose Pix charge's txid the line carries; never another organization's", async () => {
    const { books, entryId } = await chargeBooks();
    await sendCharges(books.scope, [entryId]);
    const { txid } = (await chargesOf(books.scope, [entryId])).get(entryId)!;
    const near = await entry(books, {
      kind: "receita",
      description: "Consultoria avulsa",
      amountCents: 123_456,
      dueDate: "2026-11-25",
      competenceDate: "2026-11-25",
    });
    const theirs = await chargeBooks();
    await sendCharges(theirs.books.scope, [theirs.entryId]);
    const theirTxid = (await chargesOf(theirs.books.scope, [theirs.entryId])).get(theirs.entryId)!.txid;
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      // Fifteen days before the due date, the txid glued to the bank's own id, in lower case.
      { postedOn: "2026-11-25", amountCents: 123_456, description: `PIX RECEBIDO E1234${txid.toLowerCase()} CONSULTORIA AVULSA` },
      { postedOn: "2026-11-25", amountCents: 123_456, description: `PIX RECEBIDO ${theirTxid}` },
    ]);

    const found = await suggestions(books, lineIds[0]!);
    expect(found.map((s) => [s.id, s.byTxid])).toEqual([
      [entryId, true],
      [near, false],
    ]);
    expect((await suggestions(books, lineIds[1]!)).map((s) => s.id)).toEqual([near]);

    expect(await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: entryId })).toMatchObject({
      status: "done",
    });
    expect((await chargesOf(books.scope, [entryId])).get(entryId)?.state).toBe("paga");
  });

  it("no longer offers a baixa once a line is linked to it", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel", status: "conciliada", settlementId: baixa },
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
    ]);
    expect(await suggestions(books, lineIds[1]!)).toEqual([]);
  });

  it("pages the lines of one status and counts each", async () => {
    const books = await newBooks();
    await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-01", amountCents: 100, description: "A" },
      { postedOn: "2026-11-02", amountCents: 200, description: "B", status: "ignorada" },
      { postedOn: "2026-11-03", amountCents: 300, description: "C" },
    ]);
    const page = await statementLines(books.scope, books.checking, "pendente", 1);
    expect(page.rows.map((row) => row.description)).toEqual(["A", "C"]);
    expect(page.counts).toEqual({ pendente: 2, conciliada: 0, ignorada: 1 });
    expect((await statementLines(books.scope, books.cash, "pendente", 1)).rows).toEqual([]);
  });

  it("shows the last page with lines when asked for one past it", async () => {
    const books = await newBooks();
    const lines = Array.from({ length: LINES_PAGE_SIZE + 1 }, (_, i) => ({
      postedOn: `2026-10-${String(1 + (i % 28)).padStart(2, "0")}`,
      amountCents: 100 + i,
      description: `Linha ${i}`,
    }));
    await insertStatement(books.scope, books.checking, lines);
    const second = await statementLines(books.scope, books.checking, "pendente", 2);
    expect(second).toMatchObject({ page: 2, totalPages: 2 });
    expect(second.rows).toHaveLength(1);
    expect(await statementLines(books.scope, books.checking, "pendente", 9)).toMatchObject({ page: 2, rows: second.rows });
  });
});

describe("accepting a suggestion", () => {
  it("links a baixa: the line becomes conciliada and the baixa is no longer offered", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-11", amountCents: -100_000, description: "Aluguel" },
      { postedOn: "2026-11-11", amountCents: -100_000, description: "Aluguel" },
    ]);

    expect(await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "baixa", targetId: baixa })).toMatchObject({
      status: "done",
      settlementIds: [baixa],
    });
    expect(await lineRow(lineIds[0]!)).toMatchObject({
      status: "conciliada",
      links: [baixa],
      resolved_by: books.scope.userId,
    });

    const again = await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "baixa", targetId: baixa });
    expect(again).toEqual({
      status: "invalid",
      fieldErrors: {},
      formErrors: [expect.stringContaining("não está mais pendente")],
    });
    const twice = await acceptSuggestion(books.scope, { lineId: lineIds[1]!, kind: "baixa", targetId: baixa });
    expect(twice).toMatchObject({ status: "invalid", formErrors: ["Esta baixa já está conciliada com outra linha do extrato."] });
    expect(await lineRow(lineIds[1]!)).toMatchObject({ status: "pendente", links: [] });
  });

  it("refuses a baixa of another amount or direction, leaving the line pendente", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid, { amountCents: 60_000 });
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: 60_000, description: "Crédito" },
      { postedOn: "2026-11-10", amountCents: -60_001, description: "Débito" },
    ]);
    for (const lineId of lineIds) {
      const outcome = await acceptSuggestion(books.scope, { lineId, kind: "baixa", targetId: baixa });
      expect(outcome.status).toBe("invalid");
      expect((await lineRow(lineId)).status).toBe("pendente");
    }
  });

  it("settles an open entry on the line's date and amount into the account, and links the new baixa", async () => {
    const books = await newBooks();
    const open = await entry(books, { kind: "receita", description: "Venda balcão", amountCents: 25_000 });
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-12", amountCents: 25_000, description: "PIX RECEBIDO" },
    ]);

    const outcome = await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: open });

    expect(outcome).toMatchObject({ status: "done", entryIds: [open] });
    const detail = await getEntry(books.scope, open, today);
    expect(detail).toMatchObject({ status: "recebido", openCents: 0 });
    expect(detail?.settlements).toMatchObject([{ settledOn: "2026-11-12", amountCents: 25_000, accountId: books.checking }]);
    expect(await lineRow(lineIds[0]!)).toMatchObject({ status: "conciliada", links: [detail!.settlements[0]!.id] });
  });

  it("pays a boleto with juros in one accept: the open amount settled, the difference booked as juros, the baixa's cash the line's", async () => {
    const books = await newBooks();
    const boleto = await entry(books, { description: "Boleto fornecedor", amountCents: 350_577, dueDate: "2026-11-05" });
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-09", amountCents: -354_083, description: "PAGTO BOLETO FORNECEDOR" },
    ]);
    const [offered] = await suggestions(books, lineIds[0]!);
    expect(offered).toMatchObject({ kind: "lancamento", id: boleto, differenceCents: -3_506 });

    expect(await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: boleto })).toMatchObject({
      status: "done",
    });
    const detail = await getEntry(books.scope, boleto, today);
    expect(detail).toMatchObject({ status: "pago", openCents: 0 });
    expect(detail?.settlements).toMatchObject([
      { settledOn: "2026-11-09", amountCents: 350_577, interestCents: 3_506, discountCents: 0, totalCents: 354_083 },
    ]);
  });

  it("books a receipt short of the open amount as desconto", async () => {
    const books = await newBooks();
    const sale = await entry(books, { kind: "receita", description: "Venda a prazo", amountCents: 100_000 });
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: 95_000, description: "TED RECEBIDA" },
    ]);
    await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: sale });
    expect((await getEntry(books.scope, sale, today))?.settlements).toMatchObject([
      { amountCents: 100_000, interestCents: 0, discountCents: 5_000, totalCents: 95_000 },
    ]);
  });

  it("refuses an open entry more than 10 % off the line, settling nothing", async () => {
    const books = await newBooks();
    const open = await entry(books, { amountCents: 100_000 });
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -40_000, description: "Parte" },
    ]);
    const outcome = await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: open });
    expect(outcome.status).toBe("invalid");
    expect(await getEntry(books.scope, open, today)).toMatchObject({ settledCents: 0, settlements: [] });
    expect((await lineRow(lineIds[0]!)).status).toBe("pendente");
  });

  it("refuses a line already conciliada, writing no baixa", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid);
    const open = await entry(books);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel", status: "conciliada", settlementId: baixa },
    ]);
    const outcome = await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: open });
    expect(outcome).toMatchObject({ status: "invalid", formErrors: [expect.stringContaining("não está mais pendente")] });
    expect(await getEntry(books.scope, open, today)).toMatchObject({ settledCents: 0 });
    const created = await createFromLine(books.scope, {
      lineId: lineIds[0]!,
      description: "Outro",
      categoryId: books.expense,
      contactId: null,
    });
    expect(created.status).toBe("invalid");
  });
});

describe("two accepts of one line at once", () => {
  it("reconcile it once: one entry settled, the other refused with nothing written", async () => {
    const books = await newBooks();
    const [first, second] = [await entry(books), await entry(books)];
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
    ]);
    const outcomes = await Promise.all(
      [first, second].map((targetId) => acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId })),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(["done", "invalid"]);
    const settledCents = await Promise.all(
      [first, second].map(async (id) => (await getEntry(books.scope, id, today))!.settledCents),
    );
    expect(settledCents.sort()).toEqual([0, 100_000]);
  });
});

describe("creating the entry from a line", () => {
  it("makes a despesa for a debit, settled on the line's date and linked", async () => {
    const books = await newBooks();
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-05", amountCents: -3_490, description: "TARIFA PACOTE" },
    ]);

    const outcome = await createFromLine(books.scope, {
      lineId: lineIds[0]!,
      description: "Tarifa bancária",
      categoryId: books.expense,
      contactId: books.contact,
    });

    if (outcome.status !== "done") throw new Error(JSON.stringify(outcome));
    const detail = await getEntry(books.scope, outcome.entryIds[0]!, today);
    expect(detail).toMatchObject({
      kind: "despesa",
      description: "Tarifa bancária",
      amountCents: 3_490,
      dueDate: "2026-11-05",
      status: "pago",
      contactName: "Padaria São João",
    });
    expect(await lineRow(lineIds[0]!)).toMatchObject({ status: "conciliada", links: outcome.settlementIds });
  });

  it("makes a receita for a credit and refuses a category of the other kind, writing nothing", async () => {
    const books = await newBooks();
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-05", amountCents: 9_900, description: "PIX RECEBIDO FULANO" },
    ]);
    const wrong = await createFromLine(books.scope, {
      lineId: lineIds[0]!,
      description: "Venda",
      categoryId: books.expense,
      contactId: null,
    });
    expect(wrong).toMatchObject({ status: "invalid", fieldErrors: { categoryId: [expect.any(String)] } });
    expect((await lineRow(lineIds[0]!)).status).toBe("pendente");

    const right = await createFromLine(books.scope, {
      lineId: lineIds[0]!,
      description: "Venda",
      categoryId: books.income,
      contactId: null,
    });
    if (right.status !== "done") throw new Error("refused");
    expect(await getEntry(books.scope, right.entryIds[0]!, today)).toMatchObject({
      kind: "receita",
      status: "recebido",
      amountCents: 9_900,
    });
  });
});

describe("ignoring and undoing", () => {
  it("ignores a pendente line and brings it back; refuses the wrong state", async () => {
    const books = await newBooks();
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-05", amountCents: -100, description: "IOF" },
    ]);
    const lineId = lineIds[0]!;
    expect(await ignoreLine(books.scope, lineId)).toMatchObject({ status: "done" });
    expect(await lineRow(lineId)).toMatchObject({ status: "ignorada", resolved_by: books.scope.userId });
    expect((await ignoreLine(books.scope, lineId)).status).toBe("invalid");
    expect((await unreconcileLine(books.scope, lineId)).status).toBe("invalid");
    expect(await restoreLine(books.scope, lineId)).toMatchObject({ status: "done" });
    expect(await lineRow(lineId)).toMatchObject({ status: "pendente", resolved_by: null });
    expect((await restoreLine(books.scope, lineId)).status).toBe("invalid");
  });

  it("undoes a link to a baixa that existed by unlinking only: the line is pendente again, the baixa stays", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
    ]);
    await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "baixa", targetId: baixa });
    expect(await unreconcileLine(books.scope, lineIds[0]!)).toEqual({ status: "done", reversed: 0 });
    expect(await lineRow(lineIds[0]!)).toMatchObject({ status: "pendente", links: [] });
    expect(await getEntry(books.scope, paid, today)).toMatchObject({ status: "pago" });
    expect((await suggestions(books, lineIds[0]!)).map((s) => [s.kind, s.id])).toEqual([["baixa", baixa]]);
  });

  it("undoes an accepted open entry by reversing the baixa it made: the entry is open again and offered again", async () => {
    const books = await newBooks();
    const open = await entry(books);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
    ]);
    await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: open });
    expect(await unreconcileLine(books.scope, lineIds[0]!)).toEqual({ status: "done", reversed: 1 });
    expect(await lineRow(lineIds[0]!)).toMatchObject({ status: "pendente", links: [] });
    const detail = await getEntry(books.scope, open, today);
    expect(detail).toMatchObject({ settledCents: 0, openCents: 100_000 });
    expect(detail?.settlements).toMatchObject([{ reversedOn: "2026-11-10" }]);
    expect((await suggestions(books, lineIds[0]!)).map((s) => [s.kind, s.id])).toEqual([["lancamento", open]]);
  });
});

describe("a baixa undone", () => {
  it("by an estorno puts its line back to pendente", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
    ]);
    await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "baixa", targetId: baixa });
    await reverseSettlement(books.scope, baixa);
    expect(await lineRow(lineIds[0]!)).toMatchObject({ status: "pendente", links: [], resolved_at: null });
  });

  it("by deleting or moving a transfer puts its line back to pendente; a paid entry is not deleted, its line kept", async () => {
    const books = await newBooks();
    const paid = await entry(books);
    const baixa = await settled(books, paid);
    const legBaixaOf = async (description: string, date: string) => {
      const transfer = await createTransfer(books.scope, transferInput(books, { amountCents: 5_000, date, description }));
      if (transfer.status !== "created") throw new Error("no transfer");
      const leg = (await getEntry(books.scope, transfer.entryId, today))!;
      return { entryId: transfer.entryId, baixa: leg.settlements[0]!.id };
    };
    const moving = await legBaixaOf("Saque", "2026-11-10");
    const deleting = await legBaixaOf("Troco", "2026-11-12");
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
      { postedOn: "2026-11-10", amountCents: -5_000, description: "SAQUE" },
      { postedOn: "2026-11-12", amountCents: -5_000, description: "TROCO" },
    ]);
    await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "baixa", targetId: baixa });
    for (const [line, leg] of [
      [lineIds[1]!, moving],
      [lineIds[2]!, deleting],
    ] as const)
      expect(await acceptSuggestion(books.scope, { lineId: line, kind: "baixa", targetId: leg.baixa })).toMatchObject({
        status: "done",
      });

    expect(await deleteEntries(books.scope, [paid])).toMatchObject({ deleted: 0, settled: 1, owned: 0 });
    expect(await deleteEntries(books.scope, [deleting.entryId])).toMatchObject({ deleted: 2, settled: 0, owned: 0 });
    const version = (await getEntry(books.scope, moving.entryId, today))!.version;
    const moved = await updateTransfer(
      books.scope,
      moving.entryId,
      {
        fromAccountId: books.checking,
        toAccountId: books.cash,
        amountCents: 5_000,
        date: "2026-11-11",
        description: "Saque",
        notes: null,
      },
      { version },
    );
    expect(moved?.status).toBe("updated");

    expect((await lineRow(lineIds[0]!)).status).toBe("conciliada");
    expect((await lineRow(lineIds[1]!)).status).toBe("pendente");
    expect((await lineRow(lineIds[2]!)).status).toBe("pendente");
  });
});

describe("another organization", () => {
  it("never has its lines, baixas or entries suggested, and every action refuses its line ids", async () => {
    const [ours, theirs] = [await newBooks(), await newBooks()];
    const theirOpen = await entry(theirs);
    const theirPaid = await entry(theirs);
    const theirBaixa = await settled(theirs, theirPaid);
    const ourOpen = await entry(ours);
    const theirLines = await insertStatement(theirs.scope, theirs.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel" },
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel", status: "ignorada" },
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel", status: "conciliada", settlementId: theirBaixa },
    ]);
    const ourLines = await insertStatement(ours.scope, ours.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "Aluguel da loja" },
    ]);

    const ourPage = await statementLines(ours.scope, ours.checking, "pendente", 1);
    expect(ourPage.rows.map((row) => row.id)).toEqual(ourLines.lineIds);
    expect((await statementLines(ours.scope, theirs.checking, "pendente", 1)).rows).toEqual([]);
    const found = await suggestionsFor(ours.scope, ours.checking, ourPage.rows);
    expect(found[ourLines.lineIds[0]!]!.map((s) => s.id)).toEqual([ourOpen]);
    expect(
      await suggestionsFor(
        ours.scope,
        theirs.checking,
        (await statementLines(theirs.scope, theirs.checking, "pendente", 1)).rows,
      ),
    ).toEqual({
      [theirLines.lineIds[0]!]: [],
    });

    const [pending, ignored, reconciled] = theirLines.lineIds as [string, string, string];
    const refusals = [
      await acceptSuggestion(ours.scope, { lineId: pending, kind: "baixa", targetId: theirBaixa }),
      await acceptSuggestion(ours.scope, { lineId: pending, kind: "lancamento", targetId: ourOpen }),
      await acceptSuggestion(ours.scope, { lineId: ourLines.lineIds[0]!, kind: "lancamento", targetId: theirOpen }),
      await acceptSuggestion(ours.scope, { lineId: ourLines.lineIds[0]!, kind: "baixa", targetId: theirBaixa }),
      await createFromLine(ours.scope, { lineId: pending, description: "X", categoryId: ours.expense, contactId: null }),
      await createFromLine(ours.scope, {
        lineId: ourLines.lineIds[0]!,
        description: "X",
        categoryId: theirs.expense,
        contactId: null,
      }),
      await ignoreLine(ours.scope, pending),
      await restoreLine(ours.scope, ignored),
      await unreconcileLine(ours.scope, reconciled),
    ];
    expect(refusals.map((r) => r.status)).toEqual(Array(9).fill("invalid"));
    expect(refusals[0]).toMatchObject({ formErrors: [expect.stringContaining("não existe nesta organização")] });
    expect((await lineRow(pending)).status).toBe("pendente");
    expect((await lineRow(ignored)).status).toBe("ignorada");
    expect((await lineRow(reconciled)).status).toBe("conciliada");
    expect((await lineRow(ourLines.lineIds[0]!)).status).toBe("pendente");
    expect(await getEntry(theirs.scope, theirOpen, today)).toMatchObject({ settledCents: 0 });
    expect(await getEntry(ours.scope, ourOpen, today)).toMatchObject({ settledCents: 0 });
  });
});

describe("the entry's detail", () => {
  it("shows which statement line each baixa was reconciled with, none of another organization", async () => {
    const books = await newBooks();
    const open = await entry(books);
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2026-11-10", amountCents: -100_000, description: "PAGTO ALUGUEL" },
    ]);
    await acceptSuggestion(books.scope, { lineId: lineIds[0]!, kind: "lancamento", targetId: open });
    const detail = await getEntry(books.scope, open, today);
    expect(detail?.settlements.map((s) => s.reconciledLine)).toEqual([{ postedOn: "2026-11-10", description: "PAGTO ALUGUEL" }]);
    const other = await entry(books);
    await settled(books, other);
    expect((await getEntry(books.scope, other, today))?.settlements.map((s) => s.reconciledLine)).toEqual([null]);
  });
});
