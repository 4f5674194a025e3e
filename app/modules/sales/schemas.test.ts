import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formatPercent, formatQuantity, parsePercent, parseQuantity, saleCreateSchema, saleEditSchema } from "./schemas";
import { formData } from "../../../tests/support/forms";

const CONTACT = "0b9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";

const base = {
  customer: "existente",
  contactId: CONTACT,
  "items[0].description": " Consultoria ",
  "items[0].quantity": "2,5",
  "items[0].unitPrice": "1.000,00",
  paymentTerms: "a_vista",
  saleDate: "2026-11-10",
};

const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: saleCreateSchema });
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return submission.reply().error ?? {};
};

describe("typed numbers", () => {
  it("reads quantities in thousandths and percentages in basis points", () => {
    expect(parseQuantity("2,5")).toBe(2500);
    expect(parseQuantity("1.000")).toBe(1_000_000);
    expect(parseQuantity("0,001")).toBe(1);
    expect(parseQuantity("0")).toBeNull();
    expect(parseQuantity("1,2345")).toBeNull();
    expect(parseQuantity("-1")).toBeNull();
    expect(parseQuantity("1000001")).toBeNull();
    expect(parsePercent("10,5")).toBe(1050);
    expect(parsePercent("100")).toBe(10_000);
    expect(parsePercent("100,01")).toBeNull();
    expect(parsePercent("12%")).toBe(1200);
    expect(formatQuantity(2500)).toBe("2,5");
    expect(formatQuantity(1000)).toBe("1");
    expect(formatPercent(1050)).toBe("10,5");
    expect(formatPercent(1200)).toBe("12");
  });
});

describe("sale create form", () => {
  it("reads an existing customer, one item in milli and centavos, à vista, blank spare rows left out", () => {
    const submission = parse({ ...base, "items[1].unit": "un", "items[2].description": " " });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      saveAs: "proposta",
      customer: { kind: "existing", contactId: CONTACT },
      items: [
        { productId: null, description: "Consultoria", unit: "un", quantityMilli: 2500, unitPriceCents: 100_000, discount: null },
      ],
      discount: null,
      freightCents: 0,
      terms: { kind: "a_vista", installmentCount: 1, intervalDays: 0 },
      sellerId: null,
      expectedInvoiceDate: null,
      notes: null,
    });
  });

  it("reads a new customer, discounts in % and R$, frete and N parcelas", () => {
    const submission = parse({
      ...base,
      customer: "novo",
      contactId: "",
      newContactName: "Maria Souza",
      newContactDocument: "529.982.247-25",
      newContactEmail: "Maria@Exemplo.com.br",
      "items[0].discountKind": "percent",
      "items[0].discount": "10",
      discountKind: "amount",
      discount: "50,00",
      freight: "25,50",
      paymentTerms: "parcelas",
      installments: "4",
      intervalDays: "15",
      saveAs: "pedido",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.customer).toEqual({
      kind: "new",
      contact: { name: "Maria Souza", document: "52998224725", email: "maria@exemplo.com.br", roles: ["cliente"], phone: null },
    });
    expect(submission.value.items[0]!.discount).toEqual({ kind: "percent", value: 1000 });
    expect(submission.value.discount).toEqual({ kind: "amount", value: 5000 });
    expect(submission.value.freightCents).toBe(2550);
    expect(submission.value.terms).toEqual({ kind: "parcelas", installmentCount: 4, intervalDays: 15 });
    expect(submission.value.saveAs).toBe("pedido");
  });

  it("names each bad field in pt-BR, keeping the item row's index", () => {
    const errors = errorsOf({
      ...base,
      contactId: "nope",
      "items[1].description": "Sem preço",
      "items[1].quantity": "1,2345",
      "items[2].description": "Caro",
      "items[2].quantity": "1",
      "items[2].unitPrice": "10,00",
      "items[2].discountKind": "amount",
      "items[2].discount": "20,00",
      paymentTerms: "parcelas",
      installments: "0",
      freight: "abc",
      expectedInvoiceDate: "2026-11-01",
    });
    expect(errors.contactId).toEqual(["Escolha um cliente da lista."]);
    expect(errors["items[1].quantity"]).toEqual(["Informe uma quantidade válida, como 1 ou 2,5."]);
    expect(errors["items[1].unitPrice"]).toEqual(["Informe o preço unitário."]);
    expect(errors["items[2].discount"]).toEqual(["O desconto não pode passar do valor."]);
    expect(errors.installments).toEqual(["Informe de 1 a 120 parcelas."]);
    expect(errors.intervalDays).toEqual(["Informe o intervalo em dias."]);
    expect(errors.freight).toEqual(["Informe um valor válido, como 1.234,56."]);
    expect(errors.expectedInvoiceDate).toEqual(["A data prevista de faturamento não pode ser antes da data da venda."]);
    expect(errors["items[0].description"]).toBeUndefined();
  });

  it("refuses no items, a discount above the items' total, a new customer without a name or with a bad CPF", () => {
    expect(errorsOf({ ...base, "items[0].description": "", "items[0].quantity": "", "items[0].unitPrice": "" }).items).toEqual([
      "Inclua pelo menos um item.",
    ]);
    expect(errorsOf({ ...base, discountKind: "amount", discount: "2.500,01" }).discount).toEqual([
      "O desconto não pode passar do total dos itens.",
    ]);
    expect(errorsOf({ ...base, discount: "101" }).discount).toEqual(["Informe um percentual válido, como 10 ou 12,5."]);
    const errors = errorsOf({ ...base, customer: "novo", newContactDocument: "111.111.111-11" });
    expect(errors.newContactName).toEqual(["Informe o nome do contato."]);
    expect(errors.newContactDocument?.[0]).toMatch(/CPF/);
  });

  it("refuses more than 200 items, control characters and an expired form", () => {
    const many: Record<string, string> = { ...base };
    for (let i = 0; i < 201; i++)
      Object.assign(many, { [`items[${i}].description`]: "x", [`items[${i}].quantity`]: "1", [`items[${i}].unitPrice`]: "1,00" });
    expect(errorsOf(many).items).toEqual(["A venda pode ter no máximo 200 itens."]);
    expect(errorsOf({ ...base, notes: "a\u0000b" }).notes).toEqual([
      "Requisição inválida: caracteres de controle não são aceitos.",
    ]);
  });

  it("edits with a version", () => {
    const edit = parseWithZod(formData({ ...base, version: "3" }), { schema: saleEditSchema });
    expect(edit.status === "success" && edit.value.version).toBe(3);
    expect(parseWithZod(formData(base), { schema: saleEditSchema }).status).toBe("error");
  });
});
