/**
 * The CSV mapping an account remembers (SQLite, or PostgreSQL with DATABASE_URL): a CSV import remembers its mapping
 * for its account, the next replaces it, an OFX leaves it; another organization's account id never reads or writes one.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newBooks } from "../../../../tests/support/ledger-books";
import type { CsvMapping } from "./csv-mapping";
import { rememberedMapping } from "./csv-mappings.server";
import { importStatement, STATEMENT_ACCOUNT_UNKNOWN, type StatementImportInput } from "./import.server";

const itau: CsvMapping = { date: 0, description: 1, amount: 3, credit: null, debit: null, nature: null, header: true };
const bradesco: CsvMapping = { date: 0, description: 1, amount: null, credit: 3, debit: 4, nature: null, header: false };

const input = (accountId: string, day: string, csvMapping?: StatementImportInput["csvMapping"]): StatementImportInput => ({
  accountId,
  format: csvMapping ? "csv" : "ofx",
  fileName: "extrato.csv",
  lines: [{ line: 2, postedOn: day, amountCents: -1_990, description: "TARIFA", fitId: null }],
  bankBalance: null,
  csvMapping,
});

const mappingRows = async (accountId: string) =>
  (await (await db()).selectFrom("bank_statement_csv_mappings").selectAll().where("account_id", "=", accountId).execute()).length;

describe("remembered CSV mappings", () => {
  it("remembers the mapping of the last CSV imported into the account; an OFX leaves it", async () => {
    const books = await newBooks();
    expect(await rememberedMapping(books.scope, books.checking)).toBeNull();
    const keys = ["data", "lancamento", "ag origem", "valor", "saldos"];
    await importStatement(books.scope, input(books.checking, "2026-10-01", { mapping: itau, headerKeys: keys }));
    expect(await rememberedMapping(books.scope, books.checking)).toEqual({ mapping: itau, headerKeys: keys });
    expect(await rememberedMapping(books.scope, books.cash)).toBeNull();

    await importStatement(books.scope, input(books.checking, "2026-10-02", { mapping: bradesco, headerKeys: null }));
    await importStatement(books.scope, input(books.checking, "2026-10-03"));
    expect(await rememberedMapping(books.scope, books.checking)).toEqual({ mapping: bradesco, headerKeys: null });
    expect(await mappingRows(books.checking)).toBe(1);
  });

  it("never reads nor writes the mapping of another organization's account", async () => {
    const [ours, theirs] = [await newBooks(), await newBooks()];
    await importStatement(theirs.scope, input(theirs.checking, "2026-10-01", { mapping: itau, headerKeys: ["data"] }));
    expect(await rememberedMapping(ours.scope, theirs.checking)).toBeNull();

    const outcome = await importStatement(
      ours.scope,
      input(theirs.checking, "2026-10-02", { mapping: bradesco, headerKeys: null }),
    );
    expect(outcome).toEqual({ status: "invalid", message: STATEMENT_ACCOUNT_UNKNOWN });
    expect(await rememberedMapping(theirs.scope, theirs.checking)).toEqual({ mapping: itau, headerKeys: ["data"] });
    expect(await mappingRows(theirs.checking)).toBe(1);
    expect(await rememberedMapping(ours.scope, "not-an-id")).toBeNull();
  });
});
