import { describe, expect, it } from "vitest";
import { csvRows } from "../text-file";
import type { CsvMapping } from "./csv-mapping";
import { CSV_PRESETS, headerKeys, preselectMapping, presetMapping } from "./csv-presets";
import { guessMapping, parseCsvStatement } from "./csv-statement";
import type { ParsedStatement } from "./types";

const rowsOf = (text: string) => csvRows(text) as string[][];
const columnsOf = (rows: string[][]) => Math.max(...rows.map((row) => row.length));
const preselect = (rows: string[][], remembered: Parameters<typeof preselectMapping>[2] = null) =>
  preselectMapping(rows, columnsOf(rows), remembered, () => guessMapping(rows));

describe("CSV presets", () => {
  it("recognises each bank's header row and reads its file right", () => {
    const files: Record<string, [string, number[]]> = {
      itau: ["Data;Lançamento;Ag./Origem;Valor (R$);Saldos (R$)\n01/10/2026;PIX RECEBIDO;0912;1.500,00;2.000,00\n", [150_000]],
      bradesco: [
        "Data;Histórico;Docto.;Crédito (R$);Débito (R$);Saldo (R$)\n01/10/2026;TARIFA;1;;12,90;100,00\n02/10/2026;TED;2;50,00;;150,00\n",
        [-1_290, 5_000],
      ],
      "banco-do-brasil": [
        '"Data","Dependencia Origem","Histórico","Data do Balancete","Número do documento","Valor",\n"01/10/2026","","Pix - Enviado","","1","-35,00",\n',
        [-3_500],
      ],
      caixa: [
        '"Conta";"Data_Mov";"Nr_Doc";"Historico";"Valor";"Deb_Cred"\n"1";"20261001";"1";"DEB TARIFA";"9,90";"D"\n"1";"20261002";"2";"CRED PIX";"80,00";"C"\n',
        [-990, 8_000],
      ],
      santander: ["Data;Histórico;Documento;Valor (R$);Saldo (R$)\n01/10/2026;PIX ENVIADO;1;-20,00;80,00\n", [-2_000]],
      nubank: ["Data,Valor,Identificador,Descrição\n01/10/2026,-45.90,abc,Compra no débito\n", [-4_590]],
      inter: [
        "Extrato Conta Corrente\nConta ;123\nPeríodo ;01/10/2026 a 31/10/2026\n\nData Lançamento;Histórico;Descrição;Valor;Saldo\n01/10/2026;Pix recebido;Maria Souza;300,00;300,00\n",
        [30_000],
      ],
    };
    for (const [id, [text, cents]] of Object.entries(files)) {
      const rows = rowsOf(text);
      const { mapping, source } = preselect(rows);
      expect(source, id).toEqual({ kind: "modelo", id });
      const statement = parseCsvStatement(rows, mapping) as ParsedStatement;
      expect(
        statement.lines.map((line) => line.amountCents),
        id,
      ).toEqual(cents);
    }
    expect(CSV_PRESETS.map((preset) => preset.label)).toEqual([
      "Itaú",
      "Bradesco",
      "Banco do Brasil",
      "Caixa",
      "Santander",
      "Nubank (conta)",
      "Inter",
    ]);
  });

  it("prefers the account's remembered mapping when the header is the one it was made from", () => {
    const rows = rowsOf("Data;Lançamento;Ag./Origem;Valor (R$);Saldos (R$)\n01/10/2026;PIX;0912;1,00;2,00\n");
    const mine: CsvMapping = { date: 0, description: 2, amount: 3, credit: null, debit: null, nature: null, header: true };
    expect(preselect(rows, { mapping: mine, headerKeys: headerKeys(rows[0]!) })).toEqual({
      mapping: mine,
      source: { kind: "conta" },
    });
    // Another header: the bank's preset, not the account's columns.
    expect(preselect(rows, { mapping: mine, headerKeys: ["data", "valor"] }).source).toEqual({ kind: "modelo", id: "itau" });
    // A file without header: the remembered mapping when it fits, else the guess.
    const bare = rowsOf("01/10/2026;PIX;0912;1,00\n");
    const noHeader = { ...mine, header: false };
    expect(preselect(bare, { mapping: noHeader, headerKeys: null }).source).toEqual({ kind: "conta" });
    expect(preselect(bare, { mapping: { ...noHeader, amount: 7 }, headerKeys: null }).source).toBeNull();
  });

  it("applies a preset by its column names wherever they stand, and not to a file without them", () => {
    const itau = CSV_PRESETS.find((preset) => preset.id === "itau")!;
    expect(presetMapping(itau, rowsOf("valor (r$);data;lancamento\n1,00;01/10/2026;X\n"))).toMatchObject({
      date: 1,
      description: 2,
      amount: 0,
      header: true,
    });
    expect(presetMapping(itau, rowsOf("a;b;c\n1;2;3\n"))).toBeNull();
  });

  it("a natureza column that says neither C nor D rejects its line", () => {
    const rows = [["01/10/2026", "X", "5,00", "?"]];
    const mapping: CsvMapping = { date: 0, description: 1, amount: 2, credit: null, debit: null, nature: 3, header: false };
    expect((parseCsvStatement(rows, mapping) as ParsedStatement).rejected).toEqual([{ line: 1, reason: "natureza sem C ou D" }]);
  });
});
