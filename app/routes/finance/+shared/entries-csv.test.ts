import { describe, expect, it } from "vitest";
import type { EntryRow } from "~/modules/finance/types";
import { entriesCsv } from "./entries-csv";

const row = (overrides: Partial<EntryRow>): EntryRow => ({
  id: "0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e",
  kind: "despesa",
  direction: "saida",
  description: "Aluguel",
  amountCents: 123_456,
  settledCents: 23_456,
  openCents: 100_000,
  status: "parcial",
  dueDate: "2026-11-05",
  competenceDate: "2026-10-31",
  accountId: "a",
  accountName: "Itaú",
  categoryId: "c",
  categoryName: "Aluguel e condomínio",
  contactId: null,
  contactName: null,
  costCenterId: null,
  costCenterName: null,
  seriesIndex: 2,
  seriesTotal: 3,
  transferId: null,
  version: 1,
  ...overrides,
});

const lines = (csv: string) => csv.slice(1).split("\r\n");

describe("entriesCsv", () => {
  it("starts with a UTF-8 BOM and separates cells with semicolons and lines with CRLF", () => {
    const csv = entriesCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines(csv)).toEqual([
      "Vencimento;Competência;Descrição;Tipo;Categoria;Contato;Conta;Centro de custo;Situação;Parcela;Valor;Quitado;Em aberto",
      "",
    ]);
  });

  it("writes dates as dd/mm/aaaa and amounts with comma decimals, no R$, no thousands dot, saídas negative", () => {
    const csv = entriesCsv([
      row({}),
      row({ kind: "receita", direction: "entrada", description: "Venda à vista", status: "em_aberto", seriesIndex: null }),
    ]);
    expect(lines(csv).slice(1, 3)).toEqual([
      "05/11/2026;31/10/2026;Aluguel;Despesa;Aluguel e condomínio;;Itaú;;Parcial;2/3;-1234,56;-234,56;-1000,00",
      "05/11/2026;31/10/2026;Venda à vista;Receita;Aluguel e condomínio;;Itaú;;Em aberto;;1234,56;234,56;1000,00",
    ]);
  });

  it("quotes a cell with a semicolon or quotes, and defuses one that starts like a formula", () => {
    const csv = entriesCsv([
      row({ description: 'Peças; "novas"', contactName: '=HYPERLINK("x")', costCenterName: "@SUM(A1)", seriesIndex: null }),
    ]);
    expect(lines(csv)[1]).toBe(
      `05/11/2026;31/10/2026;"Peças; ""novas""";Despesa;Aluguel e condomínio;"'=HYPERLINK(""x"")";Itaú;'@SUM(A1);Parcial;;-1234,56;-234,56;-1000,00`,
    );
  });
});
