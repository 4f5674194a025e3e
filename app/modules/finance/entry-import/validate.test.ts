import { describe, expect, it } from "vitest";
import { readSheet, type SheetLine } from "./sheet";
import { checkSheet, contactLookups, isoDate, type Directory } from "./validate";

const ACCOUNT = "0b9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const OLD_ACCOUNT = "1b9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const INCOME = "2d9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const EXPENSE = "3d9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const OTHER_INCOME = "4d9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const CONTACT = "5d9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const CENTER = "6d9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const CPF = "52998224725";
/** The import's today: the lines' dates of payment are before it. */
const TODAY = "2026-12-31";

const directory: Directory = {
  accounts: new Map([
    ["conta corrente", [{ id: ACCOUNT, archived: false, openingDate: "2020-01-01" }]],
    ["conta antiga", [{ id: OLD_ACCOUNT, archived: true, openingDate: "2020-01-01" }]],
  ]),
  categories: new Map([
    ["vendas", [{ id: INCOME, kind: "receita", archived: false }]],
    ["aluguel", [{ id: EXPENSE, kind: "despesa", archived: false }]],
    [
      "outros",
      [
        { id: OTHER_INCOME, kind: "receita", archived: false },
        { id: EXPENSE, kind: "despesa", archived: false },
      ],
    ],
  ]),
  costCenters: new Map([["loja", [{ id: CENTER, archived: false }]]]),
  contacts: new Map([
    ["padaria sao joao", [{ id: CONTACT, name: "Padaria São João", archived: false }]],
    [`doc:${CPF}`, [{ id: CONTACT, name: "Padaria São João", archived: false }]],
  ]),
};

const HEADER =
  "tipo;descrição;valor;categoria;conta;contato;centro de custo;competência;vencimento;observações;data de pagamento";

function lines(...rows: string[]): SheetLine[] {
  const sheet = readSheet([HEADER, ...rows].join("\n"));
  if (!sheet.ok) throw new Error(sheet.message);
  return sheet.lines;
}

const messagesOf = (row: string) => checkSheet(lines(row), directory, TODAY).invalid[0]?.messages;

describe("spreadsheet lines", () => {
  it("turns a valid line into the create form's entry, names resolved", () => {
    const { valid, invalid } = checkSheet(
      lines(
        'Receita;Venda balcão;"1.234,56";VENDAS;Conta Corrente;padaria sao joão;Loja;01/11/2026;5/12/2026;à vista;10/12/2026',
        `despesa;Aluguel;2500;Aluguel;conta corrente;529.982.247-25;;;2026-12-05;;`,
      ),
      directory,
      TODAY,
    );
    expect(invalid).toEqual([]);
    expect(valid).toEqual([
      {
        line: 2,
        entry: {
          kind: "receita",
          description: "Venda balcão",
          amountCents: 123456,
          accountId: ACCOUNT,
          categoryId: INCOME,
          contactId: CONTACT,
          costCenterId: CENTER,
          competenceDate: "2026-11-01",
          dueDate: "2026-12-05",
          notes: "à vista",
          settledOn: "2026-12-10",
          contactName: "Padaria São João",
        },
      },
      {
        line: 3,
        entry: expect.objectContaining({
          kind: "despesa",
          amountCents: 250000,
          categoryId: EXPENSE,
          contactId: CONTACT,
          costCenterId: null,
          competenceDate: "2026-12-05",
          settledOn: null,
          notes: null,
        }),
      },
    ]);
  });

  it("refuses a data de pagamento after today or before the account opened, as the baixa form does", () => {
    expect(messagesOf("despesa;x;1;Aluguel;Conta corrente;;;;01/12/2026;;05/01/2027")).toEqual([
      "Data de pagamento: A data da baixa não pode ser depois de hoje (31/12/2026).",
    ]);
    expect(messagesOf("despesa;x;1;Aluguel;Conta corrente;;;;01/12/2026;;01/01/2019")).toEqual([
      "Data de pagamento: A data da baixa não pode ser anterior à abertura da conta (01/01/2020).",
    ]);
  });

  it("picks the category of the line's kind when names repeat across kinds", () => {
    const { valid } = checkSheet(lines("receita;x;1;Outros;Conta corrente;;;;01/12/2026;;"), directory, TODAY);
    expect(valid[0]?.entry.categoryId).toBe(OTHER_INCOME);
  });

  it("reports unknown, archived and wrong-kind references in pt-BR", () => {
    expect(messagesOf("despesa;x;1;Marketing;Conta corrente;;;;01/12/2026;;")).toEqual(['Categoria "Marketing" não encontrada.']);
    expect(messagesOf("despesa;x;1;Vendas;Conta antiga;Fulano;Fábrica;;01/12/2026;;")).toEqual([
      'A categoria "Vendas" não é de despesa.',
      'Conta "Conta antiga" está arquivada.',
      'Contato "Fulano" não encontrado.',
      'Centro de custo "Fábrica" não encontrado.',
    ]);
  });

  it("takes a negative value as a despesa, as the export writes it; the tipo, when given, must agree", () => {
    const kinds = checkSheet(
      lines(
        "Despesa;Aluguel;-2500,00;Aluguel;Conta corrente;;;;05/12/2026;;",
        ";Aluguel;-2.500;Aluguel;Conta corrente;;;;05/12/2026;;",
        ";Venda;1234,56;Vendas;Conta corrente;;;;05/12/2026;;",
      ),
      directory,
      TODAY,
    ).valid.map(({ entry }) => [entry.kind, entry.amountCents]);
    expect(kinds).toEqual([
      ["despesa", 250000],
      ["despesa", 250000],
      ["receita", 123456],
    ]);
    expect(messagesOf("receita;Venda;-10,00;Vendas;Conta corrente;;;;05/12/2026;;")).toEqual([
      "Valor: Um valor negativo é de despesa, mas o tipo diz receita.",
    ]);
  });

  it("applies the entry form's rules: kind, description, positive pt-BR amounts, dates", () => {
    expect(messagesOf("transferencia;;-120,50;Vendas;Conta corrente;;;31/02/2026;;;")).toEqual([
      "Tipo: Transferências não são importadas: registre-as em Novo lançamento.",
      "Descrição: Informe a descrição.",
      "Vencimento: Informe a data de vencimento.",
      "Competência: Informe uma data válida (dd/mm/aaaa).",
    ]);
    expect(messagesOf("receita;x;0,00;Vendas;Conta corrente;;;;01/12/2026;;32/12/2026")).toEqual([
      "Valor: O valor deve ser maior que zero.",
      "Data de pagamento: Informe uma data válida (dd/mm/aaaa).",
    ]);
    expect(messagesOf("receita;x;1.23,4;Vendas;Conta corrente;;;;1/1/26;;")).toEqual([
      "Valor: Informe um valor válido, como 1.234,56.",
      "Vencimento: Informe uma data válida (dd/mm/aaaa).",
    ]);
  });

  it("refuses formula cells, in any column, but not signed numbers", () => {
    expect(messagesOf("receita;=cmd|' /C calc'!A0;1;Vendas;Conta corrente;;;;01/12/2026;;;@SUM(1)")).toEqual([
      "Célula com fórmula não é aceita: =cmd|' /C calc'!A0",
      "Célula com fórmula não é aceita: @SUM(1)",
    ]);
    expect(messagesOf("receita;+55 (11) vendas;1;Vendas;Conta corrente;;;;01/12/2026;;")).toEqual([
      "Célula com fórmula não é aceita: +55 (11) vendas",
    ]);
  });

  it("refuses overlong cells with the form's limits", () => {
    expect(messagesOf(`receita;${"a".repeat(201)};1;Vendas;Conta corrente;;;;01/12/2026;;`)).toEqual([
      "Descrição: A descrição deve ter no máximo 200 caracteres.",
    ]);
    expect(messagesOf(`receita;x;1;Vendas;Conta corrente;;;;01/12/2026;${"a".repeat(2001)};`)).toEqual([
      "Célula longa demais: no máximo 2000 caracteres.",
    ]);
    expect(messagesOf("receita;x\u0007y;1;Vendas;Conta corrente;;;;01/12/2026;;")).toEqual([
      "Célula com caracteres de controle não é aceita.",
    ]);
  });

  it("reads dd/mm/aaaa and ISO dates and asks for contacts by name or document once each", () => {
    expect(isoDate("5/3/2026")).toBe("2026-03-05");
    expect(isoDate("05/03/2026 00:00:00")).toBe("2026-03-05");
    expect(isoDate("2026-03-05")).toBe("2026-03-05");
    expect(isoDate("março")).toBe("março");
    expect(
      contactLookups(
        lines(
          "receita;x;1;a;b;Padaria;;;01/12/2026;;",
          "receita;x;1;a;b;PADARIA ;;;01/12/2026;;",
          `receita;x;1;a;b;529.982.247-25;;;01/12/2026;;`,
        ),
      ),
    ).toEqual({ names: ["padaria"], documents: [CPF] });
  });
});

describe("the window of a line's dates", () => {
  it("names the competência or vencimento out of the window under its column, a blank competência only as the vencimento", () => {
    expect(messagesOf("despesa;Aluguel;10,00;Aluguel;Conta corrente;;;31/12/1999;10/12/2026;;")).toEqual([
      "Competência: A competência deve estar entre 31/12/2016 e 31/12/2031.",
    ]);
    expect(messagesOf("despesa;Aluguel;10,00;Aluguel;Conta corrente;;;;01/01/2032;;")).toEqual([
      "Vencimento: O vencimento deve estar entre 31/12/2016 e 31/12/2031.",
    ]);
    expect(messagesOf("despesa;Aluguel;10,00;Aluguel;Conta corrente;;;31/12/2016;31/12/2031;;")).toBeUndefined();
  });
});
