import { describe, expect, it } from "vitest";
import { MAX_IMPORT_LINES } from "./columns";
import { columnOf, readSheet } from "./sheet";
import { importTemplate } from "./template";

const HEADER = "tipo;descrição;valor;categoria;conta;vencimento";

describe("spreadsheet header", () => {
  it("matches names without accents, case or punctuation", () => {
    expect(columnOf("Descrição")).toBe("description");
    expect(columnOf("DESCRICAO")).toBe("description");
    expect(columnOf("Valor (R$)")).toBe("amount");
    expect(columnOf(" Centro de Custo ")).toBe("costCenter");
    expect(columnOf("Data de Pagamento")).toBe("settledOn");
    expect(columnOf("Competência")).toBe("competenceDate");
    expect(columnOf("Observações")).toBe("notes");
    expect(columnOf("Saldo")).toBeNull();
  });

  it("reads columns in any order and ignores unknown ones", () => {
    const sheet = readSheet(
      'Vencimento,VALOR,Tipo,Conta,Categoria,Descricao,Extra\n05/12/2026,"1.234,56",despesa,Caixa,Aluguel,Aluguel dez,x\n',
    );
    expect(sheet).toEqual({
      ok: true,
      ignoredColumns: ["Extra"],
      lines: [
        {
          line: 2,
          raw: ["05/12/2026", "1.234,56", "despesa", "Caixa", "Aluguel", "Aluguel dez", "x"],
          cells: expect.objectContaining({
            kind: "despesa",
            description: "Aluguel dez",
            amount: "1.234,56",
            category: "Aluguel",
            account: "Caixa",
            dueDate: "05/12/2026",
            contact: "",
            settledOn: "",
          }),
        },
      ],
    });
  });

  it("knows every column the lançamentos export writes, and needs no tipo column", () => {
    const sheet = readSheet(
      "\uFEFFVencimento;Competência;Descrição;Tipo;Categoria;Contato;Conta;Centro de custo;Situação;Parcela;Valor;Quitado;Em aberto\r\n" +
        "05/11/2026;31/10/2026;Aluguel;Despesa;Aluguel;;Itaú;;Em aberto;;-1234,56;0,00;-1234,56\r\n",
    );
    expect(sheet).toMatchObject({ ok: true, ignoredColumns: [] });
    expect(sheet.ok && sheet.lines[0]!.cells).toMatchObject({
      kind: "Despesa",
      amount: "-1234,56",
      competenceDate: "31/10/2026",
    });
    expect(readSheet("Descrição;Valor;Categoria;Conta;Vencimento\nx;-1;Aluguel;Caixa;05/12/2026\n").ok).toBe(true);
  });

  it("names the missing required columns and refuses a repeated one", () => {
    expect(readSheet("tipo;descrição\ndespesa;x\n")).toEqual({
      ok: false,
      message: expect.stringContaining('Faltam as colunas "valor", "categoria", "conta", "vencimento"'),
    });
    expect(readSheet(`${HEADER};Valor\n`)).toEqual({ ok: false, message: 'A coluna "valor" aparece mais de uma vez.' });
  });

  it("skips empty lines (Excel's ;;;; too) but keeps the spreadsheet's line numbers", () => {
    const sheet = readSheet(`${HEADER}\n;;;;;\nreceita;a;1;b;c;01/12/2026\n`);
    expect(sheet.ok && sheet.lines.map((line) => line.line)).toEqual([3]);
    expect(readSheet(`${HEADER}\n;;;;;\n`)).toEqual({ ok: false, message: expect.stringContaining("não tem lançamentos") });
    expect(readSheet("")).toEqual({ ok: false, message: expect.stringContaining("vazia") });
  });

  it("refuses more than the maximum of lines", () => {
    const line = "receita;a;1;b;c;01/12/2026\n";
    expect(readSheet(`${HEADER}\n${line.repeat(MAX_IMPORT_LINES)}`).ok).toBe(true);
    expect(readSheet(`${HEADER}\n${line.repeat(MAX_IMPORT_LINES + 1)}`)).toEqual({
      ok: false,
      message: `A planilha deve ter no máximo ${MAX_IMPORT_LINES} lançamentos: divida-a em arquivos menores.`,
    });
  });

  it("reads its own template back", () => {
    const template = importTemplate();
    expect(template.startsWith("\uFEFFtipo;descrição;valor;categoria;conta;contato;centro de custo;competência;vencimento")).toBe(
      true,
    );
    const sheet = readSheet(template);
    expect(sheet.ok && sheet.lines.map((line) => line.cells.amount)).toEqual(["2500,00", "1234,56"]);
  });
});
