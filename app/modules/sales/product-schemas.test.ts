/** The catalogue item form: pt-BR messages per field, price typed in reais kept in centavos, bounds. */
import { describe, expect, it } from "vitest";
import { productInUseMessage, productSchema } from "./product-schemas";

const form = (more: Record<string, string> = {}) => ({
  kind: "servico",
  code: "CONS-01",
  name: "Consultoria",
  unit: "h",
  price: "1.234,56",
  ...more,
});

const messages = (input: Record<string, unknown>) => {
  const result = productSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("productSchema", () => {
  it("trims the texts and keeps the price in centavos", () => {
    expect(productSchema.parse(form({ code: " CONS-01 ", name: "  Consultoria ", price: "R$ 0,5" }))).toEqual({
      kind: "servico",
      code: "CONS-01",
      name: "Consultoria",
      unit: "h",
      price: 50,
    });
    expect(productSchema.parse(form({ price: "1234" })).price).toBe(123_400);
  });

  it("answers each missing field in pt-BR", () => {
    expect(messages({})).toEqual({
      kind: "Escolha se o item é um produto ou um serviço.",
      code: "Informe o código do item.",
      name: "Informe o nome do item.",
      unit: "Informe a unidade, como un, h ou kg.",
      price: "Informe o preço.",
    });
    expect(messages(form({ code: "  ", name: "", unit: " " }))).toEqual({
      code: "Informe o código do item.",
      name: "Informe o nome do item.",
      unit: "Informe a unidade, como un, h ou kg.",
    });
  });

  it("refuses a price that is not reais, negative or too large, a code with spaces, and texts too long", () => {
    for (const price of ["-1,00", "1,234", "abc", "", "99.999.999.999,99"])
      expect(messages(form({ price })).price, price).toBe("Informe o preço em reais, como 1.234,56.");
    expect(messages(form({ code: "CONS 01" })).code).toBe("O código não pode ter espaços; use hífen, como CONS-01.");
    expect(messages(form({ code: "X".repeat(31) })).code).toBe("O código deve ter no máximo 30 caracteres.");
    expect(messages(form({ name: "N".repeat(121) })).name).toBe("O nome deve ter no máximo 120 caracteres.");
    expect(messages(form({ unit: "unidades-x" }))).toEqual({});
    expect(messages(form({ unit: "unidades-xy" })).unit).toBe("A unidade deve ter no máximo 10 caracteres.");
    expect(messages(form({ kind: "assinatura" })).kind).toBe("Escolha se o item é um produto ou um serviço.");
  });

  it("says why an item in sales cannot be deleted, singular and plural", () => {
    expect(productInUseMessage(1)).toMatch(/^Este item está em 1 venda e não pode ser excluído\. Arquive-o/);
    expect(productInUseMessage(3)).toMatch(/^Este item está em 3 vendas /);
  });
});
