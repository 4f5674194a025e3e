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
  });
});
