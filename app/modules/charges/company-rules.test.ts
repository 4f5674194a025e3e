/** The settings forms of cobrança: company data, Pix keys in their DICT form, the régua's days and the percentages. */
import { describe, expect, it } from "vitest";
import { chargeSettingsSchema, companyCard, companySchema, formatPixKey, normalizePixKey, pixKeySchema } from "./company-rules";

const company = (fields: Record<string, string>) => companySchema.safeParse(fields);
const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe("the company form", () => {
  it("keeps the CNPJ, CEP and phone as digits and the UF in capitals", () => {
    const result = company({
      legalName: "Eleve Consultoria Ltda",
      cnpj: "11.222.333/0001-81",
      cep: "01310-100",
      state: "sp",
      email: "Financeiro@Eleve.com.br",
      phone: "(11) 98765-4321",
    });
    expect(result.data).toMatchObject({
      cnpj: "11222333000181",
      cep: "01310100",
      state: "SP",
      email: "financeiro@eleve.com.br",
      phone: "11987654321",
      tradeName: null,
    });
  });

  it("refuses a CNPJ with a wrong check digit, a CPF in its place, a short CEP, an unknown UF and a phone without DDD", () => {
    const result = company({ cnpj: "11.222.333/0001-82", cep: "0131-100", state: "XX", phone: "98765-4321" });
    expect(errorsOf(result)).toEqual({
      cnpj: "CNPJ inválido: confira os caracteres digitados.",
      cep: "Informe o CEP com 8 dígitos, como 01310-100.",
      state: "Escolha a UF da lista.",
      phone: "Informe o telefone com DDD, como (11) 98765-4321.",
    });
    expect(errorsOf(company({ cnpj: "529.982.247-25" }))).toEqual({ cnpj: "Informe o CNPJ com 14 caracteres." });
  });

  it("shows the filled lines under the nome fantasia", () => {
    const card = companyCard({
      organizationName: "Eleve",
      legalName: "Eleve Consultoria Ltda",
      tradeName: "Eleve",
      cnpj: "11222333000181",
      cep: "01310100",
      street: "Av. Paulista",
      number: "1000",
      complement: null,
      district: "Bela Vista",
      city: "São Paulo",
      state: "SP",
      email: "financeiro@eleve.com.br",
      phone: "1132654321",
    });
    expect(card).toEqual({
      name: "Eleve",
      lines: [
        "Eleve Consultoria Ltda",
        "CNPJ 11.222.333/0001-81",
        "Av. Paulista, 1000",
        "Bela Vista · São Paulo/SP · CEP 01310-100",
        "financeiro@eleve.com.br · (11) 3265-4321",
      ],
    });
  });
});

describe("a Pix key", () => {
  it("is kept in its DICT form for each kind", () => {
    expect(normalizePixKey("cpf", "529.982.247-25")).toEqual({ key: "52998224725" });
    expect(normalizePixKey("cnpj", "11.222.333/0001-81")).toEqual({ key: "11222333000181" });
    expect(normalizePixKey("email", " Pix@Eleve.com.br ")).toEqual({ key: "pix@eleve.com.br" });
    expect(normalizePixKey("telefone", "(11) 98765-4321")).toEqual({ key: "+5511987654321" });
    expect(normalizePixKey("telefone", "+55 11 98765-4321")).toEqual({ key: "+5511987654321" });
    expect(normalizePixKey("aleatoria", "123E4567-E89B-12D3-A456-426614174000")).toEqual({
      key: "123e4567-e89b-12d3-a456-426614174000",
    });
  });

  it("is refused with the reason when its format or check digits are wrong", () => {
    expect(normalizePixKey("cpf", "529.982.247-24")).toEqual({ problem: "CPF inválido: confira os números digitados." });
    expect(normalizePixKey("cnpj", "11.111.111/1111-11")).toEqual({ problem: "CNPJ inválido: confira os caracteres digitados." });
    expect(normalizePixKey("email", "pix@")).toHaveProperty("problem");
    expect(normalizePixKey("telefone", "98765-4321")).toHaveProperty("problem");
    expect(normalizePixKey("aleatoria", "123e4567e89b12d3a456426614174000")).toHaveProperty("problem");
    expect(pixKeySchema.safeParse({ kind: "boleto", key: "x" }).success).toBe(false);
  });

  it("reads as people write it", () => {
    expect(formatPixKey("telefone", "+5511987654321")).toBe("(11) 98765-4321");
    expect(formatPixKey("cpf", "52998224725")).toBe("529.982.247-25");
  });
});

describe("the régua de cobrança", () => {
  it("takes the days after in any order, without repeats, and the percentages with a comma", () => {
    const result = chargeSettingsSchema.safeParse({
      remindersOn: "on",
      daysBefore: "3",
      onDueDate: "on",
      daysAfter: "7, 3 3",
      fine: "2",
      interest: "1,5",
    });
    expect(result.data).toEqual({
      remindersOn: true,
      daysBefore: 3,
      onDueDate: true,
      daysAfter: [3, 7],
      fine: 200,
      interest: 150,
    });
  });

  it("reads blanks as none and refuses days out of range and a multa over 20 %", () => {
    expect(chargeSettingsSchema.safeParse({ fine: "", interest: "" }).data).toEqual({
      remindersOn: false,
      daysBefore: null,
      onDueDate: false,
      daysAfter: [],
      fine: 0,
      interest: 0,
    });
    const refused = chargeSettingsSchema.safeParse({ daysBefore: "0", daysAfter: "3, 90", fine: "25", interest: "x" });
    expect(Object.keys(errorsOf(refused)).sort()).toEqual(["daysAfter", "daysBefore", "fine", "interest"]);
  });
});
