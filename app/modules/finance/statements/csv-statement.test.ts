import { describe, expect, it } from "vitest";
import { csvRows } from "../text-file";
import { CSV_MAPPING_INCOMPLETE, CSV_MAPPING_REPEATED, mappingProblem, type CsvMapping } from "./csv-mapping";
import { guessMapping, parseCsvStatement } from "./csv-statement";
import type { ParsedStatement } from "./types";

const rowsOf = (text: string) => csvRows(text) as string[][];
const parsed = (rows: string[][], mapping: CsvMapping) => parseCsvStatement(rows, mapping) as ParsedStatement;

describe("CSV statements", () => {
  it("reads one signed valor column with ISO dates and dotted amounts, and rejects bad cells with their reason", () => {
    const rows = rowsOf(
      "date,description,amount\n2026-10-01,Coffee,-12.50\n2026-10-02,Refund,1234.56\n2026-02-30,Bad date,1.00\n2026-10-03,Nothing,0\n2026-10-03,Words,doze\n2026-10-04,,5.00\n2026-10-05,=cmd|' /C calc'!A0,1.00\n2026-10-05,Empty,\n",
    );
    const mapping = guessMapping(rows);
    expect(mapping).toMatchObject({ date: 0, description: 1, amount: 2, header: true });
    const statement = parsed(rows, mapping);
    expect(statement.lines.map((line) => line.amountCents)).toEqual([-1_250, 123_456]);
    expect(statement.rejected).toEqual([
      { line: 4, reason: "data inválida" },
      { line: 5, reason: "valor zero" },
      { line: 6, reason: "valor inválido" },
      { line: 7, reason: "descrição vazia" },
      { line: 8, reason: "célula com fórmula" },
      { line: 9, reason: "valor vazio" },
    ]);
  });

  it("treats a débito as money out whatever its sign", () => {
    const rows = [
      ["01/10/2026", "A", "", "-10,00"],
      ["01/10/2026", "B", "", "10,00"],
      ["01/10/2026", "C", "5,00", ""],
    ];
    const statement = parsed(rows, { date: 0, description: 1, amount: null, credit: 2, debit: 3, nature: null, header: false });
    expect(statement.lines.map((line) => [line.line, line.amountCents])).toEqual([
      [1, -1_000],
      [2, -1_000],
      [3, 500],
    ]);
  });

  it("checks the mapping: an amount, each column once, within the row", () => {
    const base: CsvMapping = { date: 0, description: 1, amount: 2, credit: null, debit: null, nature: null, header: true };
    expect(mappingProblem(base, 3)).toBeNull();
    expect(mappingProblem({ ...base, amount: null }, 3)).toBe(CSV_MAPPING_INCOMPLETE);
    expect(mappingProblem({ ...base, amount: 5 }, 3)).toBe(CSV_MAPPING_INCOMPLETE);
    expect(mappingProblem({ ...base, credit: 2 }, 3)).toBe(CSV_MAPPING_INCOMPLETE);
    expect(mappingProblem({ ...base, description: 0 }, 3)).toBe(CSV_MAPPING_REPEATED);
  });
});
