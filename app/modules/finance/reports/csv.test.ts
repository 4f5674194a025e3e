import { describe, expect, it } from "vitest";
import { buildCashFlow } from "./cash-flow";
import { cashFlowCsv, dreCsv } from "./csv";
import { buildDre } from "./dre";

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describe("report CSVs", () => {
  it("writes the fluxo de caixa with a BOM, semicolons, comma decimals and saídas negative", () => {
    const csv = cashFlowCsv(
      buildCashFlow({
        scale: "month",
        from: "2026-11-01",
        to: "2026-11-30",
        periods: [],
        openingCents: 123_456,
        priorOpenCents: -100,
        realized: [{ period: "2026-11-05", direction: "saida", cents: 1_050 }],
        forecast: [{ period: "2026-11-05", direction: "entrada", cents: 200_000 }],
      }),
    );
    expect(csv.startsWith("\uFEFFPeríodo;Entradas realizadas;")).toBe(true);
    expect(lines(csv)).toEqual([
      "Período;Entradas realizadas;Saídas realizadas;Saldo realizado;Entradas previstas;Saídas previstas;Saldo previsto;Saldo projetado",
      "Saldo inicial em 01/11/2026;;;;;;;1234,56",
      "Em aberto vencido antes do período;;;;;;-1,00;1233,56",
      "05/11/2026;0,00;-10,50;-10,50;2000,00;0,00;2000,00;3223,06",
      "Total;0,00;-10,50;-10,50;2000,00;0,00;2000,00;3223,06",
    ]);
  });

  it("writes the DRE by line, group and category with subtotals, margins and change, and defuses formula-like names", () => {
    const csv = dreCsv(
      buildDre({
        year: 2026,
        regime: "caixa",
        categories: [
          { id: "a", name: '=HYPERLINK("x")', kind: "receita", group: "Receitas operacionais", line: "receita_bruta" },
          { id: "b", name: "Aluguel", kind: "despesa", group: "Despesas administrativas", line: "despesas_operacionais" },
        ],
        sums: [
          { categoryId: "a", kind: "receita", month: "2026-03", cents: 100_000 },
          { categoryId: "a", kind: "receita", month: "2025-03", cents: 50_000 },
          { categoryId: "b", kind: "despesa", month: "2026-03", cents: 25_000 },
        ],
      }),
    );
    const [header, ...rest] = lines(csv);
    expect(header).toBe(
      "Linha;Grupo;Categoria;Jan/2026;Fev/2026;Mar/2026;Abr/2026;Mai/2026;Jun/2026;Jul/2026;Ago/2026;Set/2026;Out/2026;Nov/2026;Dez/2026;Total 2026;Total 2025;Variação",
    );
    const zeros = (n: number) => Array<string>(n).fill("0,00").join(";");
    expect(rest[2]).toBe(
      `Receita bruta;Receitas operacionais;"'=HYPERLINK(""x"")";${zeros(2)};1000,00;${zeros(9)};1000,00;500,00;100,0%`,
    );
    expect(rest).toContain(`(=) EBITDA;;;${zeros(2)};750,00;${zeros(9)};750,00;500,00;50,0%`);
    expect(rest.slice(-2)).toEqual([
      `(=) Resultado líquido;;;${zeros(2)};750,00;${zeros(9)};750,00;500,00;50,0%`,
      "Margem líquida;;;—;—;75,0%;—;—;—;—;—;—;—;—;—;75,0%;100,0%;",
    ]);
  });
});
