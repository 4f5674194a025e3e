import { describe, expect, it } from "vitest";
import { formatMoney } from "~/config/format";
import type { SettlementRow } from "~/modules/finance/types";
import { reversalMessage } from "./settlements-list";

const baixa = (amounts: Partial<SettlementRow>): SettlementRow => {
  const row = {
    id: "b",
    settledOn: "2000-03-15",
    accountId: "a",
    accountName: "Conta corrente",
    amountCents: 60_000,
    interestCents: 0,
    fineCents: 0,
    discountCents: 0,
    reversed: false,
    reversedOn: null,
    createdAt: "2000-03-15T12:00:00.000Z",
    reconciledLine: null,
    ...amounts,
  };
  return { ...row, totalCents: row.amountCents + row.interestCents + row.fineCents - row.discountCents };
};

describe("the estorno's confirmation", () => {
  it("names the baixa's total with juros and multa, less desconto, its parts, and what goes back to open", () => {
    expect(reversalMessage(baixa({ interestCents: 1_234, fineCents: 2_000, discountCents: 500 }))).toBe(
      `A baixa de ${formatMoney(62_734)} em 15/03/2000 (valor ${formatMoney(60_000)} + juros ${formatMoney(1_234)} + multa ${formatMoney(2_000)} − desconto ${formatMoney(500)}) será desfeita e ${formatMoney(60_000)} volta a ficar em aberto. O estorno fica no histórico.`,
    );
    expect(reversalMessage(baixa({ interestCents: 250, discountCents: 250 }))).toBe(
      `A baixa de ${formatMoney(60_000)} em 15/03/2000 (valor ${formatMoney(60_000)} + juros ${formatMoney(250)} − desconto ${formatMoney(250)}) será desfeita e ${formatMoney(60_000)} volta a ficar em aberto. O estorno fica no histórico.`,
    );
  });

  it("reads as before for a baixa of the value alone", () => {
    expect(reversalMessage(baixa({}))).toBe(
      `A baixa de ${formatMoney(60_000)} em 15/03/2000 será desfeita e o valor volta a ficar em aberto. O estorno fica no histórico.`,
    );
  });
});
