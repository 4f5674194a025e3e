import { describe, expect, it } from "vitest";
import { describeEvent } from "./entry-history";

describe("an entry's history line", () => {
  it("names the fields an edit changed, in pt-BR", () => {
    const changes = { amount_cents: { from: 25000, to: 40000 }, due_date: {}, account_id: {}, notes: {} };
    expect(describeEvent({ action: "updated", detail: { changes, from: "x" } })).toBe(
      "alterou valor, vencimento, conta, observações",
    );
    expect(describeEvent({ action: "updated", detail: null })).toBe("alterou o lançamento");
    expect(describeEvent({ action: "reversed", detail: { amountCents: 25000 } })).toBe("estornou a baixa de R$\u00a0250,00");
    expect(describeEvent({ action: "reversed", detail: { amountCents: 25000, reversedOn: "2026-12-03" } })).toBe(
      "estornou a baixa de R$\u00a0250,00 com data de 03/12/2026",
    );
  });

  it("says what a baixa moved when juros, multa or desconto changed it, as the list of baixas does", () => {
    const detail = { amountCents: 100000, interestCents: 1234, fineCents: 2000, discountCents: 500 };
    expect(describeEvent({ action: "settled", detail })).toBe("deu baixa de R$\u00a01.000,00 (movimentou R$\u00a01.027,34)");
    expect(describeEvent({ action: "reversed", detail })).toBe(
      "estornou a baixa de R$\u00a01.000,00 (movimentou R$\u00a01.027,34)",
    );
    const plain = { amountCents: 100000, interestCents: 0, fineCents: 0, discountCents: 0 };
    expect(describeEvent({ action: "settled", detail: plain })).toBe("deu baixa de R$\u00a01.000,00");
  });
});
