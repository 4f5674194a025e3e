import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  entryCancelSchema,
  entryCreateSchema,
  entryEditSchema,
  settlementSchema,
  transferEditSchema,
  transferSchema,
} from "./schemas";
import { formData } from "../../../tests/support/forms";

/** The parsed value, or the errors when the form is refused. */
const valueOf = <T>(submission: { status?: string; value?: T; reply: () => { error?: unknown } }) =>
  submission.status === "success" ? submission.value : submission.reply().error;

const ACCOUNT = "0b9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const OTHER = "1c9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";
const CATEGORY = "2d9e7a52-4b59-4c8f-9d0e-6d3f1a2b3c4d";

const base = {
  kind: "despesa",
  description: " Aluguel ",
  amount: "1.234,56",
  dueDate: "2026-11-30",
  accountId: ACCOUNT,
  categoryId: CATEGORY,
};

describe("entry create form", () => {
  it("reads a single despesa in centavos, competência defaulting to the due date", () => {
    const submission = parseWithZod(formData(base), { schema: entryCreateSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      kind: "despesa",
      description: "Aluguel",
      amountCents: 123456,
      dueDate: "2026-11-30",
      competenceDate: "2026-11-30",
      accountId: ACCOUNT,
      categoryId: CATEGORY,
      contactId: null,
      costCenterId: null,
      notes: null,
      repeat: { mode: "unica" },
      settledOn: null,
    });
  });

  it("gives each field its pt-BR message", () => {
    const submission = parseWithZod(formData({ amount: "12,345", dueDate: "2026-02-30", accountId: "x" }), {
      schema: entryCreateSchema,
    });
    expect(submission.reply().error).toMatchObject({
      kind: ["Escolha receita ou despesa."],
      description: ["Informe a descrição."],
      amount: ["Informe um valor válido, como 1.234,56."],
      dueDate: ["Informe uma data válida (dd/mm/aaaa)."],
      accountId: ["Escolha a conta."],
      categoryId: ["Escolha a categoria."],
    });
  });

  it("refuses zero and negative amounts", () => {
    expect(parseWithZod(formData({ ...base, amount: "0,00" }), { schema: entryCreateSchema }).reply().error?.amount).toEqual([
      "O valor deve ser maior que zero.",
    ]);
    expect(parseWithZod(formData({ ...base, amount: "-5" }), { schema: entryCreateSchema }).status).toBe("error");
  });

  it("reads parcelas and asks for their number", () => {
    const ok = parseWithZod(formData({ ...base, repeat: "parcelada", installments: "3", frequency: "semanal" }), {
      schema: entryCreateSchema,
    });
    expect(ok.status === "success" && ok.value.repeat).toEqual({ mode: "parcelada", installments: 3 });
    const missing = parseWithZod(formData({ ...base, description: "", repeat: "parcelada" }), { schema: entryCreateSchema });
    expect(missing.reply().error).toMatchObject({
      description: ["Informe a descrição."],
      installments: ["Informe o número de parcelas."],
    });
    const tooMany = parseWithZod(formData({ ...base, repeat: "parcelada", installments: "121" }), { schema: entryCreateSchema });
    expect(tooMany.reply().error?.installments).toEqual(["Parcele em no máximo 120 vezes."]);
  });

  it("reads a recorrência of N times, until a date, or without end", () => {
    const parse = (extra: Record<string, string>) =>
      parseWithZod(formData({ ...base, repeat: "recorrente", frequency: "mensal", ...extra }), { schema: entryCreateSchema });
    const count = parse({ ends: "count", occurrences: "12", until: "2027-01-01" });
    expect(count.status === "success" && count.value.repeat).toEqual({
      mode: "recorrente",
      frequency: "mensal",
      occurrences: 12,
      untilDate: null,
    });
    const until = parse({ ends: "until", until: "2027-06-30" });
    expect(until.status === "success" && until.value.repeat).toMatchObject({ occurrences: null, untilDate: "2027-06-30" });
    const never = parse({ ends: "never", occurrences: "3" });
    expect(never.status === "success" && never.value.repeat).toMatchObject({ occurrences: null, untilDate: null });
    expect(parse({ ends: "until", until: "2026-11-01" }).reply().error?.until).toEqual([
      "A data final deve ser depois do vencimento.",
    ]);
    expect(parse({}).reply().error?.ends).toEqual(["Escolha quando a recorrência termina."]);
  });

  it("reads 'já pago' with its day, only for a lançamento único; the day alone (a form without JavaScript sends it) is no baixa", () => {
    const parse = (extra: Record<string, string>) => parseWithZod(formData({ ...base, ...extra }), { schema: entryCreateSchema });
    const paid = parse({ paid: "on", paidOn: "2026-11-20" });
    expect(paid.status === "success" && paid.value.settledOn).toBe("2026-11-20");
    const open = parse({ paidOn: "2026-11-20" });
    expect(open.status === "success" && open.value.settledOn).toBeNull();
    expect(parse({ paid: "on" }).reply().error?.paidOn).toEqual(["Informe a data do pagamento."]);
    expect(parse({ paid: "on", paidOn: "2026-11-20", repeat: "parcelada", installments: "3" }).reply().error?.paid).toEqual([
      "Só um lançamento único é criado já pago: as parcelas e ocorrências são baixadas uma a uma.",
    ]);
  });
});

describe("entry edit form", () => {
  it("needs the version and defaults the scope to só esta", () => {
    const { kind: _kind, ...fields } = base;
    const ok = parseWithZod(formData({ ...fields, version: "4" }), { schema: entryEditSchema });
    expect(ok.status === "success" && ok.value).toMatchObject({ version: 4, scope: "esta", amountCents: 123456 });
    expect(parseWithZod(formData(fields), { schema: entryEditSchema }).reply().error?.version).toEqual([
      "Recarregue a página e tente de novo.",
    ]);
  });
});

describe("baixa form", () => {
  it("reads amount, juros, multa and desconto in centavos", () => {
    const submission = parseWithZod(
      formData({ settledOn: "2026-11-24", amount: "100,00", interest: "1,50", discount: "0,50", accountId: ACCOUNT }),
      { schema: settlementSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      settledOn: "2026-11-24",
      amountCents: 10000,
      interestCents: 150,
      fineCents: 0,
      discountCents: 50,
      accountId: ACCOUNT,
    });
  });

  it("refuses a desconto above the amount with juros and multa", () => {
    const submission = parseWithZod(
      formData({ settledOn: "2026-11-24", amount: "10,00", fine: "1,00", discount: "11,01", accountId: ACCOUNT }),
      { schema: settlementSchema },
    );
    expect(submission.reply().error?.discount).toEqual(["O desconto não pode passar do valor com juros e multa."]);
  });
});

describe("transfer form", () => {
  it("needs two different accounts", () => {
    const fields = { fromAccountId: ACCOUNT, toAccountId: ACCOUNT, amount: "50", date: "2026-11-24" };
    expect(parseWithZod(formData(fields), { schema: transferSchema }).reply().error?.toAccountId).toEqual([
      "Escolha uma conta de destino diferente da de origem.",
    ]);
    const ok = parseWithZod(formData({ ...fields, toAccountId: OTHER }), { schema: transferSchema });
    expect(ok.status === "success" && ok.value).toMatchObject({ amountCents: 5000, description: "Transferência entre contas" });
  });

  it("edited: the same fields and the version, every message in pt-BR", () => {
    const fields = {
      fromAccountId: ACCOUNT,
      toAccountId: ACCOUNT,
      amount: "1.234,5x",
      date: "2026-02-30",
      notes: " ",
      version: "3",
    };
    expect(parseWithZod(formData(fields), { schema: transferEditSchema }).reply().error).toEqual({
      toAccountId: ["Escolha uma conta de destino diferente da de origem."],
      amount: ["Informe um valor válido, como 1.234,56."],
      date: ["Informe uma data válida (dd/mm/aaaa)."],
    });
    const ok = parseWithZod(formData({ ...fields, toAccountId: OTHER, amount: "1.234,56", date: "2026-02-28" }), {
      schema: transferEditSchema,
    });
    expect(ok.status === "success" && ok.value).toEqual({
      fromAccountId: ACCOUNT,
      toAccountId: OTHER,
      amountCents: 123456,
      date: "2026-02-28",
      description: "Transferência entre contas",
      notes: null,
      version: 3,
    });
    const { version: _, ...unversioned } = fields;
    expect(parseWithZod(formData(unversioned), { schema: transferEditSchema }).reply().error?.version).toEqual([
      "Recarregue a página e tente de novo.",
    ]);
  });
});

describe("cancel form", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: entryCancelSchema });

  it("reads the version and the series scope, só esta by default", () => {
    expect(valueOf(parse({ version: "4" }))).toEqual({ version: 4, scope: "esta" });
    expect(valueOf(parse({ version: "4", scope: "proximas" }))).toEqual({ version: 4, scope: "proximas" });
  });

  it("refuses a missing version or an unknown scope", () => {
    expect(parse({}).reply().error).toEqual({ version: ["Recarregue a página e tente de novo."] });
    expect(parse({ version: "4", scope: "algumas" }).reply().error).toEqual({
      scope: ["Escolha quais lançamentos da série mudam."],
    });
  });
});
