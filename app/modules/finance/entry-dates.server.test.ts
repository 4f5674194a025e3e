/**
 * The window of a competência or vencimento (entry-dates.ts) in every writer
 * of the ledger, on the database the tests run on (SQLite, or PostgreSQL
 * with DATABASE_URL): the new and edit forms, parcelas and recorrências,
 * transferências, the spreadsheet import and an entry made from a statement
 * line are refused with the bounds on the field, and nothing is written.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { createdId, entryInput, newBooks, transferInput, type Books } from "../../../tests/support/ledger-books";
import { insertStatement } from "../../../tests/support/statement-lines";
import { createEntry, createTransfer, getEntry, updateEntry } from "./entries.server";
import { importEntries } from "./entry-import/import.server";
import { createFromLine } from "./reconciliation/actions.server";
import { updateTransfer } from "./transfers.server";

const TODAY = "2026-11-28";
const BOUNDS = "entre 28/11/2016 e 28/11/2031.";

/** What the books' ledger holds: entries (due date, competência, version) and series, oldest due first. */
async function ledgerOf(books: Books) {
  const database = await db();
  const entries = await database
    .selectFrom("finance_entries")
    .select(["due_date", "competence_date", "version"])
    .where("organization_id", "=", books.scope.organizationId)
    .orderBy("due_date")
    .execute();
  const series = await database
    .selectFrom("finance_series")
    .select("id")
    .where("organization_id", "=", books.scope.organizationId)
    .execute();
  return { entries: entries.map((e) => [e.due_date, e.competence_date, Number(e.version)]), series: series.length };
}

const nothing = { entries: [], series: 0 };

describe("creating an entry", () => {
  it("refuses a competência in 1900 and a vencimento in 2099, naming the window, and writes nothing", async () => {
    const books = await newBooks();
    const outcome = await createEntry(
      books.scope,
      entryInput(books, { competenceDate: "1900-01-01", dueDate: "2099-03-10" }),
      TODAY,
    );
    expect(outcome).toEqual({
      status: "invalid",
      fieldErrors: { competenceDate: [`A competência deve estar ${BOUNDS}`], dueDate: [`O vencimento deve estar ${BOUNDS}`] },
      formErrors: [],
    });
    expect(await ledgerOf(books)).toEqual(nothing);
  });

  it("takes both bounds of the window", async () => {
    const books = await newBooks();
    createdId(await createEntry(books.scope, entryInput(books, { competenceDate: "2016-11-28", dueDate: "2031-11-28" }), TODAY));
    expect((await ledgerOf(books)).entries).toEqual([["2031-11-28", "2016-11-28", 1]]);
  });

  it("refuses parcelas whose last vencimento falls after the window, writing no parcela nor series", async () => {
    const books = await newBooks();
    const parcelas = (installments: number) =>
      entryInput(books, { dueDate: "2026-12-28", competenceDate: "2026-12-01", repeat: { mode: "parcelada", installments } });
    expect(await createEntry(books.scope, parcelas(61), TODAY)).toMatchObject({
      status: "invalid",
      fieldErrors: { dueDate: [`O vencimento da parcela 61 (28/12/2031) deve estar ${BOUNDS}`] },
    });
    expect(await ledgerOf(books)).toEqual(nothing);
    createdId(await createEntry(books.scope, parcelas(60), TODAY));
    expect((await ledgerOf(books)).entries.at(-1)).toEqual(["2031-11-28", "2026-12-01", 1]);
  });

  it("refuses a recorrência ending after the window, or whose ocorrências made now fall out of it", async () => {
    const books = await newBooks();
    const monthly = { mode: "recorrente", frequency: "mensal", occurrences: null } as const;
    const until = await createEntry(
      books.scope,
      entryInput(books, { dueDate: "2026-12-05", competenceDate: "2026-12-05", repeat: { ...monthly, untilDate: "2099-12-05" } }),
      TODAY,
    );
    expect(until).toMatchObject({ status: "invalid", fieldErrors: { until: [`A data final deve estar ${BOUNDS}`] } });
    const ahead = await createEntry(
      books.scope,
      entryInput(books, { dueDate: "2026-12-05", competenceDate: "2031-10-15", repeat: { ...monthly, untilDate: null } }),
      TODAY,
    );
    expect(ahead).toMatchObject({
      status: "invalid",
      fieldErrors: { competenceDate: [`A competência da ocorrência 3 (15/12/2031) deve estar ${BOUNDS}`] },
    });
    expect(await ledgerOf(books)).toEqual(nothing);
  });
});

describe("editing an entry", () => {
  it("refuses a vencimento moved out of the window and keeps the entry as it was", async () => {
    const books = await newBooks();
    const id = createdId(await createEntry(books.scope, entryInput(books), TODAY));
    const edit = { ...entryInput(books), description: "Aluguel de 2099", dueDate: "2099-11-10" };
    expect(await updateEntry(books.scope, id, edit, { version: 1, scope: "esta" }, TODAY)).toEqual({
      status: "invalid",
      fieldErrors: { dueDate: [`O vencimento deve estar ${BOUNDS}`] },
      formErrors: [],
    });
    expect(await getEntry(books.scope, id, TODAY)).toMatchObject({
      description: "Aluguel da loja",
      dueDate: "2026-11-10",
      version: 1,
    });
  });

  it("refuses moving a series when another of its parcelas would leave the window, changing none", async () => {
    const books = await newBooks();
    const first = createdId(
      await createEntry(
        books.scope,
        entryInput(books, {
          dueDate: "2031-09-28",
          competenceDate: "2031-09-28",
          repeat: { mode: "parcelada", installments: 3 },
        }),
        TODAY,
      ),
    );
    const before = await ledgerOf(books);
    const moved = { ...entryInput(books), dueDate: "2031-10-28", competenceDate: "2031-09-28" };
    expect(await updateEntry(books.scope, first, moved, { version: 1, scope: "todas" }, TODAY)).toMatchObject({
      status: "invalid",
      fieldErrors: { dueDate: [`O vencimento do lançamento 3 da série (28/12/2031) deve estar ${BOUNDS}`] },
    });
    expect(await ledgerOf(books)).toEqual(before);
  });

  it("keeps an entry from before the window editable while its dates stay as they were", async () => {
    const books = await newBooks();
    const old = entryInput(books, { dueDate: "2012-05-10", competenceDate: "2012-05-10" });
    const id = createdId(await createEntry(books.scope, old, "2012-05-01"));
    const edit = { ...old, description: "Aluguel de maio de 2012" };
    expect(await updateEntry(books.scope, id, edit, { version: 1, scope: "esta" }, TODAY)).toEqual({ status: "updated" });
  });
});

describe("transferências", () => {
  it("refuses a date out of the window on create and on edit, writing nothing", async () => {
    const books = await newBooks();
    expect(await createTransfer(books.scope, transferInput(books, { date: "1999-12-31" }), TODAY)).toEqual({
      status: "invalid",
      fieldErrors: { date: [`A data da transferência deve estar ${BOUNDS}`] },
      formErrors: [],
    });
    expect(await ledgerOf(books)).toEqual(nothing);
    const id = createdId(await createTransfer(books.scope, transferInput(books), TODAY));
    const before = await ledgerOf(books);
    const version = (await getEntry(books.scope, id, TODAY))!.version;
    expect(await updateTransfer(books.scope, id, transferInput(books, { date: "2099-11-15" }), { version }, TODAY)).toMatchObject(
      { status: "invalid", fieldErrors: { date: [`A data da transferência deve estar ${BOUNDS}`] } },
    );
    expect(await ledgerOf(books)).toEqual(before);
  });
});

describe("the spreadsheet import", () => {
  it("refuses the lines out of the window under their own column names and writes nothing", async () => {
    const books = await newBooks();
    const text = [
      "Tipo;Descrição;Valor;Categoria;Conta;Competência;Vencimento",
      "despesa;Aluguel;100,00;Aluguel;Caixa;;10/12/2026",
      "despesa;Luz;50,00;Aluguel;Caixa;01/01/1900;10/12/2026",
      "receita;Venda;80,00;Vendas;Caixa;;10/12/2099",
    ].join("\r\n");
    expect(await importEntries(books.scope, text, { today: TODAY })).toMatchObject({
      status: "report",
      valid: 1,
      invalid: [
        { line: 3, messages: [`Competência: A competência deve estar ${BOUNDS}`] },
        { line: 4, messages: [`Vencimento: O vencimento deve estar ${BOUNDS}`] },
      ],
    });
    expect(await ledgerOf(books)).toEqual(nothing);
  });
});

describe("an entry made from a statement line", () => {
  it("is refused when the line's date is out of the window", async () => {
    const books = await newBooks();
    const { lineIds } = await insertStatement(books.scope, books.checking, [
      { postedOn: "2015-03-05", amountCents: -3_490, description: "TARIFA PACOTE" },
    ]);
    const input = { lineId: lineIds[0]!, description: "Tarifa", categoryId: books.expense, contactId: null };
    expect(await createFromLine(books.scope, input, TODAY)).toEqual({
      status: "invalid",
      fieldErrors: {},
      formErrors: [`A data da linha do extrato deve estar ${BOUNDS}`],
    });
    expect(await ledgerOf(books)).toEqual(nothing);
  });
});
