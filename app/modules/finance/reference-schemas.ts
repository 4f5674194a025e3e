import { z } from "~/config/zod";
import { parseDate } from "~/config/calendar";
import { parseMoney } from "~/config/money";
import type { AccountKind, CategoryKind } from "~/db/schema/finance";
import type { ReferenceNoun } from "~/modules/reference-data";
import { DRE_LINES, DRE_LINES_OF } from "./dre-lines";

export type { AccountKind, CategoryKind };

export const ACCOUNT_KINDS = [
  "conta_corrente",
  "poupanca",
  "caixa",
  "cartao_credito",
  "investimento",
] as const satisfies readonly AccountKind[];
export const ACCOUNT_KIND_LABELS: Record<AccountKind, string> = {
  conta_corrente: "Conta corrente",
  poupanca: "Poupança",
  caixa: "Caixa",
  cartao_credito: "Cartão de crédito",
  investimento: "Investimento",
};

export const CATEGORY_KINDS = ["receita", "despesa"] as const satisfies readonly CategoryKind[];
export const CATEGORY_KIND_LABELS: Record<CategoryKind, string> = { receita: "Receita", despesa: "Despesa" };

/** The nouns of the messages (reference-data.ts). */
export const ACCOUNT_NOUN: ReferenceNoun = { name: "conta", gender: "a" };
export const CATEGORY_NOUN: ReferenceNoun = { name: "categoria", gender: "a" };
export const COST_CENTER_NOUN: ReferenceNoun = { name: "centro de custo", gender: "o" };

const NAME_MAX = 80;

const requiredName = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(NAME_MAX, `O nome deve ter no máximo ${NAME_MAX} caracteres.`);

/** Centavos of a typed amount that may be negative ("-1.500,00": a card's debt, an overdrawn account), or null when it is not an amount. */
export function parseSignedMoney(text: string): number | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith("-");
  const cents = parseMoney(negative ? trimmed.slice(1) : trimmed);
  return cents === null ? null : negative ? -cents : cents;
}

const digits = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || pattern.test(value), message);

const cardDay = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine((day) => day === null || (Number.isInteger(day) && day >= 1 && day <= 31), message);

/**
 * The conta form: name, kind, bank details (optional: COMPE code, agência, conta and dígito), opening balance (out:
 * centavos, blank is zero) and its date; a cartão de crédito's closing and due days (1–31, required for one, null for
 * other kinds). Whether the code is a bank's is checked on saving (banks.server.ts).
 */
export const accountSchema = z
  .object({
    name: requiredName("Informe o nome da conta."),
    kind: z.enum(ACCOUNT_KINDS, { error: "Escolha o tipo da conta." }),
    bankCode: digits(/^\d{3}$/, "Escolha o banco da lista."),
    agency: digits(/^\d{1,5}(-[\dxX])?$/, "Informe a agência só com números, como 1234 ou 1234-5."),
    accountNumber: digits(/^\d{1,12}$/, "Informe o número da conta só com números, sem o dígito."),
    accountDigit: digits(/^[\dxX]$/, "O dígito é um número ou X."),
    openingBalance: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const cents = value ? parseSignedMoney(value) : 0;
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: "Informe o saldo em reais, como 1.234,56 (use - para saldo negativo)." });
          return z.NEVER;
        }
        return cents;
      }),
    openingDate: z
      .string({ error: "Informe a data do saldo inicial." })
      .refine((value) => parseDate(value) !== null, "Informe uma data válida, como 01/01/2026."),
    closingDay: cardDay("O dia de fechamento é um dia do mês, de 1 a 31."),
    dueDay: cardDay("O dia de vencimento é um dia do mês, de 1 a 31."),
  })
  .superRefine((input, ctx) => {
    if (input.kind !== "cartao_credito") return;
    if (input.closingDay === null)
      ctx.addIssue({ code: "custom", path: ["closingDay"], message: "Informe o dia em que a fatura do cartão fecha." });
    if (input.dueDay === null)
      ctx.addIssue({ code: "custom", path: ["dueDay"], message: "Informe o dia em que a fatura do cartão vence." });
  })
  .transform((input) => (input.kind === "cartao_credito" ? input : { ...input, closingDay: null, dueDay: null }));

/** The categoria form: name, kind (receita or despesa), group and the line of the DRE it feeds (one its kind takes). */
export const categorySchema = z
  .object({
    name: requiredName("Informe o nome da categoria."),
    kind: z.enum(CATEGORY_KINDS, { error: "Escolha se a categoria é de receita ou de despesa." }),
    group: z
      .string({ error: "Informe o grupo da categoria, como Despesas administrativas." })
      .trim()
      .min(1, "Informe o grupo da categoria, como Despesas administrativas.")
      .max(NAME_MAX, `O grupo deve ter no máximo ${NAME_MAX} caracteres.`),
    line: z.enum(DRE_LINES, { error: "Escolha a linha da DRE desta categoria." }),
  })
  .refine((input) => DRE_LINES_OF[input.kind].includes(input.line), {
    path: ["line"],
    message: "Esta linha da DRE não recebe categorias deste tipo: escolha outra.",
  });

/** The centro de custo form: its name. */
export const costCenterSchema = z.object({ name: requiredName("Informe o nome do centro de custo.") });

export type AccountInput = z.output<typeof accountSchema>;
export type CategoryInput = z.output<typeof categorySchema>;
export type CostCenterInput = z.output<typeof costCenterSchema>;
