import { describe, expect, it } from "vitest";
import { contactOptions } from "./entry-options";

describe("contactOptions", () => {
  it("tells two contacts of one name apart by their CPF or CNPJ, and shows a contact without one by name", () => {
    expect(
      contactOptions([
        { id: "a", name: "Construtora Alicerce S.A.", document: "12.345.678/0001-95" },
        { id: "b", name: "Construtora Alicerce S.A.", document: "98.765.432/0001-98" },
        { id: "c", name: "Padaria São João", document: null },
      ]),
    ).toEqual([
      { value: "a", label: "Construtora Alicerce S.A. · 12.345.678/0001-95" },
      { value: "b", label: "Construtora Alicerce S.A. · 98.765.432/0001-98" },
      { value: "c", label: "Padaria São João" },
    ]);
  });
});
