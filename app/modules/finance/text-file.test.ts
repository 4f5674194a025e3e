import { describe, expect, it } from "vitest";
import { isFormulaCell } from "./csv";
import { CSV_UNREADABLE, csvRows, decodeTextFile } from "./text-file";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("decodeTextFile", () => {
  it("reads UTF-8 and drops nothing of its accents", () => {
    expect(decodeTextFile(new TextEncoder().encode("Tarifa de manutenção"))).toBe("Tarifa de manutenção");
  });

  it("reads windows-1252 when the bytes are not UTF-8", () => {
    expect(decodeTextFile(bytes(0x50, 0x49, 0x58, 0x20, 0x45, 0x4d, 0x49, 0x53, 0x53, 0xc3, 0x4f))).toBe("PIX EMISSÃO");
    expect(decodeTextFile(bytes(0x61, 0xe7, 0xe3, 0x6f))).toBe("ação");
  });

  it("refuses empty and binary content", () => {
    expect(decodeTextFile(bytes())).toBeNull();
    expect(decodeTextFile(bytes(0x25, 0x50, 0x44, 0x46, 0x00, 0x01))).toBeNull();
  });
});

describe("csvRows", () => {
  it("splits on semicolons when the header has them, and trims cells", () => {
    expect(csvRows('\uFEFFData;Valor;Descrição\r\n01/10/2026; -12,50 ;"Tarifa; pacote"\r\n\r\n')).toEqual([
      ["Data", "Valor", "Descrição"],
      ["01/10/2026", "-12,50", "Tarifa; pacote"],
    ]);
  });

  it("splits on commas otherwise", () => {
    expect(csvRows("date,amount\n2026-10-01,-12.50\n")).toEqual([
      ["date", "amount"],
      ["2026-10-01", "-12.50"],
    ]);
  });

  it("says a quote left open makes the file unreadable", () => {
    expect(csvRows('Data;Valor\n01/10/2026;"12,50\n')).toBe(CSV_UNREADABLE);
  });
});

describe("isFormulaCell", () => {
  it("flags what a spreadsheet would run", () => {
    for (const cell of ["=cmd|' /C calc'!A0", "+SUM(A1)", "-2+3", '@HYPERLINK("x")', "\tx"])
      expect(isFormulaCell(cell)).toBe(true);
  });

  it("lets signed amounts and plain text through", () => {
    for (const cell of ["-120,50", "+1.234,56", "Padaria", "2026-10-01"]) expect(isFormulaCell(cell)).toBe(false);
  });
});
