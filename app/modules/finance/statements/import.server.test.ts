/**
 * Importing statements on the database the tests run on (SQLite, or
 * PostgreSQL with DATABASE_URL): the same file twice adds nothing and
 * reports duplicates; identical lines of one file stay distinct; another
 * organization's or an archived account is refused with nothing written;
 * the report reads only the organization's own imports.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hasControlCharacter } from "~/config/text-rules";
import { db } from "~/db/db.server";
import { newBooks } from "../../../../tests/support/ledger-books";
import { decodeTextFile } from "../text-file";
import { importStatement, STATEMENT_ACCOUNT_UNKNOWN, type StatementImportInput } from "./import.server";
import { parseOfx } from "./ofx";
import { setPeriodLock } from "../period-lock.server";
import { importReport } from "./report.server";
import { STATEMENT_MAX_LINES, type ParsedStatement, type StatementLine } from "./types";

const sample = parseOfx(
  decodeTextFile(readFileSync("tests/fixtures/statements/extrato-outubro-2026-sgml.ofx"))!,
) as ParsedStatement;

const input = (accountId: string, statement: ParsedStatement = sample): StatementImportInput => ({
  accountId,
  format: "ofx",
  fileName: "extrato.ofx",
  lines: statement.lines,
  rejected: statement.rejected,
  bankBalance: statement.bankBalance,
});

/** Rows of `table` whose `column` is `value`. */
const count = async (
  table: "bank_statement_lines" | "bank_statement_imports",
  column: "account_id" | "organization_id",
  value: string,
) =>
  Number(
    (
      await (
        await db()
      )
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where(column, "=", value)
        .executeTakeFirstOrThrow()
    ).n,
  );
const countLines = (accountId: string) => count("bank_statement_lines", "account_id", accountId);
const countImports = (organizationId: string) => count("bank_statement_imports", "organization_id", organizationId);

describe("importStatement", () => {
  it("adds the file's lines once: a second import of the same file adds nothing and reports them duplicated", async () => {
    const books = await newBooks();
    const first = await importStatement(books.scope, input(books.checking));
    expect(first).toMatchObject({ status: "imported", newCount: 20, duplicateCount: 0, rejectedCount: 0 });
    const second = await importStatement(books.scope, input(books.checking));
    expect(second).toMatchObject({ status: "imported", newCount: 0, duplicateCount: 20, rejectedCount: 0 });
    expect(await countLines(books.checking)).toBe(20);

    if (second.status !== "imported") throw new Error("not imported");
    const report = await importReport(books.scope, second.importId);
    expect(report).toMatchObject({
      accountId: books.checking,
      accountName: "Conta corrente",
      fileName: "extrato.ofx",
      firstDate: "2026-10-01",
      lastDate: "2026-10-30",
      newCount: 0,
      duplicateCount: 20,
      rejectedCount: 0,
      rejections: [],
      bankBalance: { cents: 4_823_177, on: "2026-10-31" },
    });
  });

  it("keeps identical lines of one file apart, adds only the extra one a longer file brings, and counts a repeated FITID once", async () => {
    const books = await newBooks();
    const tariff = (line: number): StatementLine => ({
      line,
      postedOn: "2026-10-31",
      amountCents: -350,
      description: "TARIFA AVULSA",
      fitId: null,
    });
    const repeated: StatementLine = { line: 9, postedOn: "2026-10-30", amountCents: 100, description: "PIX", fitId: "F1" };
    const two = await importStatement(books.scope, {
      ...input(books.checking),
      lines: [tariff(1), tariff(2), repeated, { ...repeated, line: 10 }],
    });
    expect(two).toMatchObject({ newCount: 3, duplicateCount: 1 });
    const three = await importStatement(books.scope, { ...input(books.checking), lines: [tariff(1), tariff(2), tariff(3)] });
    expect(three).toMatchObject({ newCount: 1, duplicateCount: 2 });
    expect(await countLines(books.checking)).toBe(4);
  });

  it("stores the rejected lines with their reasons for the report", async () => {
    const books = await newBooks();
    const outcome = await importStatement(books.scope, {
      ...input(books.checking),
      lines: [
        { line: 2, postedOn: "2026-10-01", amountCents: 0, description: "Zero", fitId: null },
        { line: 3, postedOn: "2026-10-02", amountCents: 500, description: "Ok", fitId: null },
      ],
      rejected: [{ line: 1, reason: "data inválida" }],
    });
    expect(outcome).toMatchObject({ status: "imported", newCount: 1, rejectedCount: 2 });
    if (outcome.status !== "imported") throw new Error("not imported");
    expect((await importReport(books.scope, outcome.importId))?.rejections).toEqual([
      { line: 1, reason: "data inválida" },
      { line: 2, reason: "valor zero" },
    ]);
  });

  it("rejects the lines dated before the account's saldo inicial or in the closed books, with the reason", async () => {
    const books = await newBooks();
    await setPeriodLock(books.scope, { closedThrough: "2026-09-30", reason: "Setembro conferido" }, "2026-11-24");
    const outcome = await importStatement(books.scope, {
      ...input(books.checking),
      lines: [
        { line: 1, postedOn: "2019-12-31", amountCents: 100, description: "Antes da abertura", fitId: null },
        { line: 2, postedOn: "2026-09-30", amountCents: 200, description: "No mês fechado", fitId: null },
        { line: 3, postedOn: "2026-10-01", amountCents: 300, description: "Depois", fitId: null },
      ],
      rejected: [],
    });
    if (outcome.status !== "imported") throw new Error("not imported");
    expect(outcome).toMatchObject({ newCount: 1, rejectedCount: 2 });
    expect((await importReport(books.scope, outcome.importId))?.rejections).toEqual([
      { line: 1, reason: "data anterior à abertura da conta (01/01/2020)" },
      { line: 2, reason: "data nos livros fechados até 30/09/2026" },
    ]);
    expect(await countLines(books.checking)).toBe(1);
  });

  it("rejects a line whose text holds a control character or a reference to one (OFX `&#1;`), and cleans the file's name", async () => {
    const books = await newBooks();
    const text = readFileSync("tests/fixtures/statements/extrato-outubro-2026-sgml.ofx", "latin1")
      .replace("<MEMO>", "<MEMO>PIX&#1;")
      .replace("<FITID>202610020001", "<FITID>202610020001&#x85;");
    const statement = parseOfx(text) as ParsedStatement;
    const outcome = await importStatement(books.scope, {
      ...input(books.checking, statement),
      fileName: "extrato\u0085outubro&#1;.ofx",
      lines: [...statement.lines, { line: 99, postedOn: "2026-10-31", amountCents: 100, description: "TED\u0085", fitId: null }],
    });
    expect(outcome).toMatchObject({ status: "imported", newCount: 18, rejectedCount: 3 });
    if (outcome.status !== "imported") throw new Error("not imported");
    const report = await importReport(books.scope, outcome.importId);
    expect(report?.fileName).toBe("extratooutubro.ofx");
    expect(report?.rejections.filter((rejection) => rejection.reason === "texto com caracteres de controle")).toHaveLength(3);
    const stored = await (
      await db()
    )
      .selectFrom("bank_statement_lines")
      .select(["description", "fit_id"])
      .where("account_id", "=", books.checking)
      .execute();
    expect(stored.filter((line) => hasControlCharacter([line.description, line.fit_id ?? ""]))).toEqual([]);
  });

  it("refuses another organization's account, an archived one and an id that is not one, writing nothing", async () => {
    const [ours, theirs] = [await newBooks(), await newBooks()];
    for (const accountId of [theirs.checking, "not-an-id"]) {
      expect(await importStatement(ours.scope, input(accountId))).toEqual({
        status: "invalid",
        message: STATEMENT_ACCOUNT_UNKNOWN,
      });
    }
    await (
      await db()
    )
      .updateTable("finance_accounts")
      .set({ archived_at: new Date().toISOString() })
      .where("id", "=", ours.cash)
      .execute();
    expect(await importStatement(ours.scope, input(ours.cash))).toMatchObject({ status: "invalid" });
    expect(await countLines(theirs.checking)).toBe(0);
    expect(await countImports(ours.scope.organizationId)).toBe(0);
    expect(await countImports(theirs.scope.organizationId)).toBe(0);
  });

  it("refuses a file beyond the line cap", async () => {
    const books = await newBooks();
    const line: StatementLine = { line: 1, postedOn: "2026-10-01", amountCents: 1, description: "X", fitId: null };
    const outcome = await importStatement(books.scope, {
      ...input(books.checking),
      lines: Array(STATEMENT_MAX_LINES + 1).fill(line),
    });
    expect(outcome).toMatchObject({ status: "invalid" });
    expect(await countImports(books.scope.organizationId)).toBe(0);
  });
});

describe("importReport", () => {
  it("never reads another organization's import", async () => {
    const [ours, theirs] = [await newBooks(), await newBooks()];
    const outcome = await importStatement(theirs.scope, input(theirs.checking));
    if (outcome.status !== "imported") throw new Error("not imported");
    expect(await importReport(ours.scope, outcome.importId)).toBeNull();
    expect(await importReport(ours.scope, "nada")).toBeNull();
    expect(await importReport(theirs.scope, outcome.importId)).not.toBeNull();
  });
});
