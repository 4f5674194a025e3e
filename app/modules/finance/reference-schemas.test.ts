import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { accountSchema, categorySchema, costCenterSchema, parseSignedMoney } from "./reference-schemas";

function submit<S extends Parameters<typeof parseWithZod>[1]["schema"]>(schema: S, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema });
}

const errorsOf = (submission: ReturnType<typeof submit>) => (submission.status === "error" ? submission.error : {});

describe("parseSignedMoney", () => {
  it("reads reais as Brazilians type them, a leading minus for a debt, into integer centavos", () => {
    expect(parseSignedMoney("1.234,56")).toBe(123456);
    expect(parseSignedMoney("-1.500,00")).toBe(-150000);
    expect(parseSignedMoney(" 0,07 ")).toBe(7);
    expect(parseSignedMoney("1,234.56")).toBeNull();
    expect(parseSignedMoney("--5")).toBeNull();
  });
});

describe("accountSchema", () => {
  it("reads an account: the opening balance in centavos, blank bank details as null", () => {
    const submission = submit(accountSchema, {
      name: " Banco do Brasil PJ ",
      kind: "conta_corrente",
      bankCode: "",
      agency: " 3321-5 ",
      accountNumber: "",
      openingBalance: "12.345,67",
      openingDate: "2026-01-01",
    });
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Banco do Brasil PJ",
      kind: "conta_corrente",
      bankCode: null,
      agency: "3321-5",
      accountNumber: null,
      accountDigit: null,
      openingBalance: 1234567,
      openingDate: "2026-01-01",
      closingDay: null,
      dueDay: null,
    });
  });

  it("asks a cartão de crédito for its closing and due days, a day of the month, and drops them for other kinds", () => {
    const card = { name: "Visa", kind: "cartao_credito", openingDate: "2026-01-01" };
    expect(errorsOf(submit(accountSchema, card))).toEqual({
      closingDay: ["Informe o dia em que a fatura do cartão fecha."],
      dueDay: ["Informe o dia em que a fatura do cartão vence."],
    });
    expect(errorsOf(submit(accountSchema, { ...card, closingDay: "32", dueDay: "x" }))).toEqual({
      closingDay: ["O dia de fechamento é um dia do mês, de 1 a 31."],
      dueDay: ["O dia de vencimento é um dia do mês, de 1 a 31."],
    });
    expect(submit(accountSchema, { ...card, closingDay: "28", dueDay: "5" })).toMatchObject({
      value: { closingDay: 28, dueDay: 5 },
    });
    expect(submit(accountSchema, { ...card, kind: "conta_corrente", closingDay: "28", dueDay: "5" })).toMatchObject({
      value: { closingDay: null, dueDay: null },
    });
  });

  it("takes a blank opening balance as zero", () => {
    expect(submit(accountSchema, { name: "Caixa", kind: "caixa", openingDate: "2026-11-01" })).toMatchObject({
      status: "success",
      value: { openingBalance: 0 },
    });
  });

  it("answers each wrong field in pt-BR", () => {
    expect(errorsOf(submit(accountSchema, { kind: "cofre", openingBalance: "12,345", openingDate: "2026-02-30" }))).toEqual({
      name: ["Informe o nome da conta."],
      kind: ["Escolha o tipo da conta."],
      openingBalance: ["Informe o saldo em reais, como 1.234,56 (use - para saldo negativo)."],
      openingDate: ["Informe uma data válida, como 01/01/2026."],
    });
    expect(errorsOf(submit(accountSchema, { name: "Caixa", kind: "caixa" }))).toEqual({
      openingDate: ["Informe a data do saldo inicial."],
    });
    const bank = { name: "Itaú", kind: "conta_corrente", openingDate: "2026-11-01" };
    expect(
      errorsOf(submit(accountSchema, { ...bank, bankCode: "34", agency: "12a", accountNumber: "56789-0", accountDigit: "10" })),
    ).toEqual({
      bankCode: ["Escolha o banco da lista."],
      agency: ["Informe a agência só com números, como 1234 ou 1234-5."],
      accountNumber: ["Informe o número da conta só com números, sem o dígito."],
      accountDigit: ["O dígito é um número ou X."],
    });
  });
});

describe("categorySchema", () => {
  it("reads a category and asks for its kind, group and line of the DRE, one its kind takes", () => {
    const fields = { name: "Aluguel", kind: "despesa", group: "Despesas administrativas", line: "despesas_operacionais" };
    const submission = submit(categorySchema, fields);
    expect(submission.status === "success" && submission.value).toEqual(fields);
    expect(errorsOf(submit(categorySchema, { name: "Aluguel" }))).toEqual({
      kind: ["Escolha se a categoria é de receita ou de despesa."],
      group: ["Informe o grupo da categoria, como Despesas administrativas."],
      line: ["Escolha a linha da DRE desta categoria."],
    });
    expect(errorsOf(submit(categorySchema, { ...fields, line: "receita_bruta" }))).toEqual({
      line: ["Esta linha da DRE não recebe categorias deste tipo: escolha outra."],
    });
  });
});

describe("costCenterSchema", () => {
  it("asks for a name of at most 80 characters", () => {
    expect(errorsOf(submit(costCenterSchema, { name: "" }))).toEqual({ name: ["Informe o nome do centro de custo."] });
    expect(errorsOf(submit(costCenterSchema, { name: "x".repeat(81) }))).toEqual({
      name: ["O nome deve ter no máximo 80 caracteres."],
    });
  });
});
