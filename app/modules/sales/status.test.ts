import { describe, expect, it } from "vitest";
import { canMove, isEditable, isProposal, movesFrom } from "./status";
import { documentCode } from "~/modules/document-code";
import { saleCode } from "./numbers";

describe("sale status moves", () => {
  it("lets a proposta be sent, approved or cancelled, and a pedido only invoiced or cancelled", () => {
    expect(movesFrom("rascunho")).toEqual(["enviada", "aprovada", "cancelada"]);
    expect(canMove("enviada", "aprovada")).toBe(true);
    expect(canMove("rascunho", "faturada")).toBe(false);
    expect(canMove("aprovada", "rascunho")).toBe(false);
    expect(canMove("faturada", "aprovada")).toBe(false);
    expect(canMove("faturada", "cancelada")).toBe(true);
    expect(movesFrom("cancelada")).toEqual([]);
  });

  it("edits only what is not yet invoiced or cancelled", () => {
    expect(["rascunho", "enviada", "aprovada"].every((s) => isEditable(s as never))).toBe(true);
    expect(isEditable("faturada") || isEditable("cancelada")).toBe(false);
    expect(isProposal("enviada") && !isProposal("aprovada")).toBe(true);
  });

  it("codes numbers PR-000123 and PV-000123, a pedido's number first", () => {
    expect(documentCode("PR", 123)).toBe("PR-000123");
    expect(saleCode({ proposal_number: 7, order_number: null })).toBe("PR-000007");
    expect(saleCode({ proposal_number: 7, order_number: 42 })).toBe("PV-000042");
  });
});
