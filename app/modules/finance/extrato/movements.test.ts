import { describe, expect, it } from "vitest";
import { extratoCsv } from "./csv";
import { extratoFileName, movementLabel, pageWindow, withBalances, type Extrato, type ExtratoMovement } from "./movements";
import { extratoPdf } from "./pdf.server";

const lines: Array<Omit<ExtratoMovement, "balanceCents">> = [
  {
    key: "1",
    entryId: "e1",
    entryLive: true,
    day: "2026-11-05",
    kind: "receita",
    direction: "entrada",
    reversal: false,
    description: "=Venda",
    cents: 5000,
  },
  {
    key: "2",
    entryId: "e2",
    entryLive: true,
    day: "2026-11-09",
    kind: "transferencia",
    direction: "saida",
    reversal: false,
    description: "Caixa",
    cents: -2500,
  },
];

const extrato: Extrato = {
  account: { id: "a", name: "Conta Itaú", bankName: "Itaú", archived: false, card: false },
  period: { from: "2026-11-01", to: "2026-11-30" },
  openingCents: 10000,
  closingCents: 12500,
  movements: withBalances(lines, 10000),
};

describe("the extrato's lines", () => {
  it("carries the saldo line after line and names each movement", () => {
    expect(extrato.movements.map((m) => m.balanceCents)).toEqual([15000, 12500]);
    expect(movementLabel({ kind: "despesa", direction: "saida", reversal: false })).toBe("Pagamento");
    expect(movementLabel({ kind: "receita", direction: "entrada", reversal: true })).toBe("Estorno de recebimento");
    expect(movementLabel({ kind: "transferencia", direction: "entrada", reversal: false })).toBe("Transferência recebida");
  });

  it("finds the days a page falls on and the lines of its first day before it", () => {
    const counts = [
      { day: "2026-11-03", lines: 60 },
      { day: "2026-11-04", lines: 90 },
      { day: "2026-11-06", lines: 30 },
    ];
    expect(pageWindow(counts, 0, 100)).toEqual({ from: "2026-11-03", to: "2026-11-04", skip: 0 });
    expect(pageWindow(counts, 100, 100)).toEqual({ from: "2026-11-04", to: "2026-11-06", skip: 40 });
    expect(pageWindow(counts, 60, 90)).toEqual({ from: "2026-11-04", to: "2026-11-04", skip: 0 });
    expect(pageWindow(counts, 200, 100)).toBeNull();
    expect(pageWindow([], 0, 100)).toBeNull();
  });

  it("names its files by the account and the period", () => {
    expect(extratoFileName("Conta Itaú / PJ", extrato.period, "csv")).toBe("extrato-conta-itau-pj-2026-11-01-a-2026-11-30.csv");
    expect(extratoFileName("💰", extrato.period, "pdf")).toBe("extrato-conta-2026-11-01-a-2026-11-30.pdf");
  });

  it("writes the CSV between its opening and closing saldos, saídas negative, formulas defused", () => {
    expect(
      extratoCsv(extrato)
        .replace(/^\uFEFF/, "")
        .split("\r\n"),
    ).toEqual([
      "Data;Tipo;Descrição;Valor;Saldo",
      "31/10/2026;;Saldo anterior;;100,00",
      "05/11/2026;Recebimento;'=Venda;50,00;150,00",
      "09/11/2026;Transferência enviada;Caixa;-25,00;125,00",
      "30/11/2026;;Saldo final;;125,00",
      "",
    ]);
  });

  it("prints a PDF", async () => {
    const pdf = Buffer.from(await extratoPdf(extrato, new Date("2026-11-28T12:00:00Z")));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
  });
});
