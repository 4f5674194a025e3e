import { describe, expect, it } from "vitest";
import { saleSearchText } from "./search-text";

describe("saleSearchText", () => {
  it("folds the customer's name, both numbers and the notes into one line", () => {
    expect(saleSearchText({ contactName: "Márcia  Souza", proposalNumber: 12, orderNumber: 3, notes: "Entrega\nem JUNHO" })).toBe(
      "marcia souza pr-000012 pv-000003 entrega em junho",
    );
  });

  it("leaves out what the sale lacks", () => {
    expect(saleSearchText({ contactName: "Ateliê", proposalNumber: null, orderNumber: 45, notes: null })).toBe(
      "atelie pv-000045",
    );
    expect(saleSearchText({ contactName: "Ateliê", proposalNumber: 7, orderNumber: null, notes: "  " })).toBe("atelie pr-000007");
  });
});
