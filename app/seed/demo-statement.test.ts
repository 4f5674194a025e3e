/**
 * The sample statements in tests/fixtures/statements read to the lines the
 * demo ledger was seeded to match (demo-statement.ts): OFX 1.x SGML in
 * windows-1252, OFX 2.x XML in UTF-8, and the CSV through its mapping.
 */
import { describe, expect, it } from "vitest";
import { fixture, parsed, textOf } from "../../tests/support/statement-fixtures";
import { guessMapping, parseCsvStatement } from "~/modules/finance/statements/csv-statement";
import type { ParsedStatement } from "~/modules/finance/statements/types";
import { csvRows } from "~/modules/finance/text-file";
import { DEFAULT_CATEGORIES } from "~/modules/finance/default-plan";
import { DEMO_STATEMENT_BALANCE, DEMO_STATEMENT_LINES } from "./demo-statement";
import { statementLedger } from "./demo-statement-ledger";

const expected = DEMO_STATEMENT_LINES.map((line, index) => ({
  line: index + 1,
  postedOn: line.postedOn,
  amountCents: line.amountCents,
  description: line.memo,
  fitId: line.fitId,
}));

describe("the sample statements", () => {
  it("reads the OFX 1.x SGML sample in windows-1252: open tags, comma decimals, accents, a line without FITID", () => {
    const bytes = fixture("extrato-outubro-2026-sgml.ofx");
    expect(bytes.includes(0xc7)).toBe(true); // Ç as one windows-1252 byte
    const statement = parsed(textOf(bytes));
    expect(statement.lines).toEqual(expected);
    expect(statement.lines[1]!.description).toBe("TARIFA MANUTENÇÃO CONTA");
    expect(statement.rejected).toEqual([]);
    expect(statement.bankBalance).toEqual(DEMO_STATEMENT_BALANCE);
    expect(statement.account).toEqual({ bankId: "0237", accountId: "56789-0" });
  });

  it("reads the OFX 2.x XML sample in UTF-8 to the same lines", () => {
    const statement = parsed(textOf(fixture("extrato-outubro-2026.ofx")));
    expect(statement.lines).toEqual(expected);
    expect(statement.bankBalance).toEqual(DEMO_STATEMENT_BALANCE);
  });

  it("reads the sample through crédito and débito columns: pt-BR amounts, the balance row, identical lines and a formula", () => {
    const rows = csvRows(textOf(fixture("extrato-outubro-2026.csv")));
    const mapping = guessMapping(rows as string[][]);
    expect(mapping).toEqual({ date: 0, description: 1, amount: null, credit: 2, debit: 3, nature: null, header: true });
    const statement = parseCsvStatement(rows as string[][], mapping) as ParsedStatement;
    expect(
      statement.lines
        .slice(0, DEMO_STATEMENT_LINES.length)
        .map(({ postedOn, amountCents, description }) => ({ postedOn, amountCents, description })),
    ).toEqual(DEMO_STATEMENT_LINES.map(({ postedOn, amountCents, memo }) => ({ postedOn, amountCents, description: memo })));
    expect(statement.lines.slice(DEMO_STATEMENT_LINES.length).map((line) => [line.line, line.amountCents])).toEqual([
      [23, -350],
      [24, -350],
    ]);
    expect(statement.rejected).toEqual([
      { line: 2, reason: "linha de saldo, não é lançamento" },
      { line: 25, reason: "célula com fórmula" },
    ]);
  });

  it("leaves half of the lines settled in the ledger, a quarter open and the rest to be created", () => {
    const plans = DEMO_STATEMENT_LINES.map((line) => line.ledger.plan);
    expect(plans.filter((plan) => plan === "baixa")).toHaveLength(10);
    expect(plans.filter((plan) => plan === "aberto")).toHaveLength(5);
    expect(plans.filter((plan) => plan === "nenhum")).toHaveLength(5);
  });
});

describe("the statement's side of the demo ledger", () => {
  const input = (today: string) => ({
    organizationId: "org",
    actorId: "admin",
    accountId: "account",
    categories: new Map(DEFAULT_CATEGORIES.map(({ name }) => [name, name])),
    today,
    now: `${today}T15:00:00.000Z`,
  });

  it("is seeded while October 2026 lies in the ledger's window of today, and left out once it does not", () => {
    expect(statementLedger(input("2026-11-28")).entries).toHaveLength(15);
    expect(statementLedger(input("2036-10-02")).entries).toEqual([]);
    expect(statementLedger(input("2021-09-30")).entries).toEqual([]);
  });
});
