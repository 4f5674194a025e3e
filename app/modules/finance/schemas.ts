/**
 * The ledger's forms (Conform + zod 4, parsed with `@conform-to/zod/v4`,
 * which turns empty fields into undefined and numbers' text into numbers):
 * a lançamento with its parcelamento or recorrência, an edit with its
 * scope, a baixa, a transferência. Amounts are typed as "1.234,56" and come
 * out in integer centavos; dates are `YYYY-MM-DD`. Every message is pt-BR
 * and names its field. Safe for the browser bundle.
 */
import { formatMoney } from "~/config/format";
import { parseMoney } from "~/config/money";
import { SQL_INTEGER_MAX, z } from "~/config/zod";
import { parseDate } from "~/config/calendar";
import { MAX_INSTALLMENTS } from "./installments";
import type { Frequency } from "~/db/schema/finance";
import { FREQUENCY_VALUES, MAX_OCCURRENCES } from "./recurrence";

/** An edit based on an old version. */
export const CONFLICT_MESSAGE = "Este lançamento foi alterado por outra pessoa. Recarregue para ver a versão atual.";

/** A baixa above what is left to settle. */
export const exceedsMessage = (openCents: number) =>
  `O valor é maior que o saldo em aberto deste lançamento (${formatMoney(openCents)}).`;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idField = (message: string) => z.string({ error: message }).regex(ID, message);
const optionalId = (message: string) =>
  idField(message)
    .optional()
    .transform((value) => value ?? null);

const dateField = (message: string) =>
  z.string({ error: message }).refine((value) => parseDate(value) !== null, "Informe uma data válida (dd/mm/aaaa).");

const moneyField = (missing: string, { positive = true } = {}) =>
  z.string({ error: missing }).transform((text, ctx) => {
    const cents = parseMoney(text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Informe um valor válido, como 1.234,56." });
      return z.NEVER;
    }
    if (positive && cents === 0) {
      ctx.addIssue({ code: "custom", message: "O valor deve ser maior que zero." });
      return z.NEVER;
    }
    return cents;
  });

const optionalMoney = () =>
  moneyField("", { positive: false })
    .optional()
    .transform((cents) => cents ?? 0);

const text = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

const notesField = z
  .string()
  .trim()
  .max(2000, "As observações devem ter no máximo 2000 caracteres.")
  .optional()
  .transform((value) => value || null);

const entryFields = {
  description: text(200, "Informe a descrição.", "A descrição deve ter no máximo 200 caracteres."),
  amount: moneyField("Informe o valor."),
  dueDate: dateField("Informe a data de vencimento."),
  competenceDate: dateField("Informe a data de competência.").optional(),
  accountId: idField("Escolha a conta."),
  categoryId: idField("Escolha a categoria."),
  contactId: optionalId("Escolha um contato da lista."),
  costCenterId: optionalId("Escolha um centro de custo da lista."),
  notes: notesField,
};

/** How an entry repeats: once, in N parcelas, or as a recorrência. */
export type Repeat =
  | { mode: "unica" }
  | { mode: "parcelada"; installments: number }
  | {
      mode: "recorrente";
      frequency: Frequency;
      occurrences: number | null;
      untilDate: string | null;
    };

const present = (value: unknown) => value !== undefined && value !== null;

/** The create form of a receita or despesa; fields of the other repeat modes are ignored, so a form without JavaScript may send them all. */
export const entryCreateSchema = z
  .object({
    kind: z.enum(["receita", "despesa"], { error: "Escolha receita ou despesa." }),
    ...entryFields,
    repeat: z.enum(["unica", "parcelada", "recorrente"], { error: "Escolha como o lançamento se repete." }).default("unica"),
    installments: z
      .number({ error: "Informe o número de parcelas." })
      .int("Informe um número inteiro de parcelas.")
      .min(2, "Parcele em pelo menos 2 vezes.")
      .max(MAX_INSTALLMENTS, `Parcele em no máximo ${MAX_INSTALLMENTS} vezes.`)
      .optional(),
    frequency: z.enum(FREQUENCY_VALUES, { error: "Escolha a frequência." }).optional(),
    ends: z.enum(["count", "until", "never"], { error: "Escolha quando a recorrência termina." }).optional(),
    occurrences: z
      .number({ error: "Informe quantas vezes." })
      .int("Informe um número inteiro de vezes.")
      .min(2, "Repita pelo menos 2 vezes.")
      .max(MAX_OCCURRENCES, `Repita no máximo ${MAX_OCCURRENCES} vezes.`)
      .optional(),
    until: dateField("Informe até quando.").optional(),
    /** "Já pago" / "Já recebido": one baixa of the whole amount on `paidOn`, in the entry's account. */
    paid: z.literal("on", { error: "Marque ou desmarque se já foi pago." }).optional(),
    paidOn: dateField("Informe a data do pagamento.").optional(),
  })
  .superRefine(
    (value, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (value.repeat === "parcelada") {
        if (!present(value.installments)) issue("installments", "Informe o número de parcelas.");
        else if (typeof value.amount === "number" && typeof value.installments === "number" && value.amount < value.installments)
          issue("amount", "O valor é pequeno demais para tantas parcelas.");
      }
      if (value.paid && value.repeat !== "unica")
        issue("paid", "Só um lançamento único é criado já pago: as parcelas e ocorrências são baixadas uma a uma.");
      if (value.paid && !present(value.paidOn)) issue("paidOn", "Informe a data do pagamento.");
      if (value.repeat !== "recorrente") return;
      if (!present(value.frequency)) issue("frequency", "Escolha a frequência.");
      if (!present(value.ends)) issue("ends", "Escolha quando a recorrência termina.");
      if (value.ends === "count" && !present(value.occurrences)) issue("occurrences", "Informe quantas vezes.");
      if (value.ends === "until") {
        if (!present(value.until)) issue("until", "Informe até quando.");
        else if (typeof value.dueDate === "string" && typeof value.until === "string" && value.until <= value.dueDate)
          issue("until", "A data final deve ser depois do vencimento.");
      }
    },
    { when: () => true },
  )
  .transform(
    ({ kind, repeat, installments, frequency, ends, occurrences, until, amount, competenceDate, paid, paidOn, ...rest }) => ({
      kind,
      ...rest,
      amountCents: amount,
      competenceDate: competenceDate ?? rest.dueDate,
      repeat: repeatOf(repeat, installments, frequency, ends, occurrences, until),
      /** The day of the baixa of the whole amount made with the entry; null for an open entry. */
      settledOn: paid && paidOn ? paidOn : null,
    }),
  );

function repeatOf(
  mode: "unica" | "parcelada" | "recorrente",
  installments: number | undefined,
  frequency: Frequency | undefined,
  ends: "count" | "until" | "never" | undefined,
  occurrences: number | undefined,
  until: string | undefined,
): Repeat {
  if (mode === "parcelada") return { mode, installments: installments! };
  if (mode === "recorrente")
    return {
      mode,
      frequency: frequency!,
      occurrences: ends === "count" ? occurrences! : null,
      untilDate: ends === "until" ? until! : null,
    };
  return { mode: "unica" };
}

/** A receita or despesa to create, as `createEntry` takes it. */
export type EntryInput = z.output<typeof entryCreateSchema>;

/** Which entries of a series an edit or cancellation reaches: só esta, esta e as próximas, todas. */
export const EDIT_SCOPES = ["esta", "proximas", "todas"] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];
export const EDIT_SCOPE_LABELS: Record<EditScope, string> = {
  esta: "Só esta",
  proximas: "Esta e as próximas",
  todas: "Todas",
};
export const editScopeField = z.enum(EDIT_SCOPES, { error: "Escolha quais lançamentos da série mudam." }).default("esta");

const STALE_FORM = "Recarregue a página e tente de novo.";
/** The version an edit is based on, rendered into the form. */
export const versionField = z.number({ error: STALE_FORM }).int(STALE_FORM).min(1, STALE_FORM).max(SQL_INTEGER_MAX, STALE_FORM);

/** The edit form: the shared fields, `version` and `scope` (only for an entry of a series). */
export const entryEditSchema = z
  .object({ ...entryFields, version: versionField, scope: editScopeField })
  .transform(({ amount, competenceDate, ...rest }) => ({
    ...rest,
    amountCents: amount,
    competenceDate: competenceDate ?? rest.dueDate,
  }));

/** The cancellation of a receita or despesa: the `version` it was read at and, for an entry of a series, the `scope` it reaches. */
export const entryCancelSchema = z.object({ version: versionField, scope: editScopeField });

/** An edit as `updateEntry` takes it (`version` and `scope` go in its options). */
export type EntryEdit = Omit<z.output<typeof entryEditSchema>, "version" | "scope">;

/** A baixa: `settledOn` (the date the money moved), `amount` (principal, at most the open amount: checked by the module), optional `interest` (juros), `fine` (multa), `discount` (desconto, at most amount + juros + multa) and `accountId` (the account the money moved in). */
export const settlementSchema = z
  .object({
    settledOn: dateField("Informe a data da baixa."),
    amount: moneyField("Informe o valor da baixa."),
    interest: optionalMoney(),
    fine: optionalMoney(),
    discount: optionalMoney(),
    accountId: idField("Escolha a conta."),
  })
  .superRefine(
    (value, ctx) => {
      const { amount, interest, fine, discount } = value;
      if ([amount, interest, fine, discount].every((cents) => typeof cents === "number") && discount > amount + interest + fine)
        ctx.addIssue({ code: "custom", path: ["discount"], message: "O desconto não pode passar do valor com juros e multa." });
    },
    { when: () => true },
  )
  .transform(({ settledOn, amount, interest, fine, discount, accountId }) => ({
    settledOn,
    amountCents: amount,
    interestCents: interest,
    fineCents: fine,
    discountCents: discount,
    accountId,
  }));

/** A baixa as `settleEntry` takes it, in centavos. */
export type SettlementInput = z.output<typeof settlementSchema>;

/** An estorno: the baixa `settlementId` and the date it is undone on (`reversedOn`, checked against today and the baixa by the module). */
export const reversalSchema = z.object({
  settlementId: idField("Esta baixa não existe mais. Recarregue a página."),
  reversedOn: dateField("Informe a data do estorno."),
});

const transferFields = {
  fromAccountId: idField("Escolha a conta de origem."),
  toAccountId: idField("Escolha a conta de destino."),
  amount: moneyField("Informe o valor."),
  date: dateField("Informe a data da transferência."),
  description: z
    .string()
    .trim()
    .max(200, "A descrição deve ter no máximo 200 caracteres.")
    .optional()
    .transform((value) => value || "Transferência entre contas"),
  notes: notesField,
};

/** A transfer's destination must differ from its origin. */
export const SAME_ACCOUNT_MESSAGE = "Escolha uma conta de destino diferente da de origem.";

function differentAccounts(value: { fromAccountId?: unknown; toAccountId?: unknown }, ctx: z.RefinementCtx) {
  if (value.fromAccountId && value.fromAccountId === value.toAccountId)
    ctx.addIssue({ code: "custom", path: ["toAccountId"], message: SAME_ACCOUNT_MESSAGE });
}

/** A transferência between two of the organization's accounts, settled on its date. */
export const transferSchema = z
  .object({
    ...transferFields,
  })
  .superRefine(differentAccounts, { when: () => true })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));

/** A transfer as `createTransfer` takes it. */
export type TransferInput = z.output<typeof transferSchema>;

/** The edit form of a transferência (on either leg): the create form's fields and the `version` of the leg it was read at. */
export const transferEditSchema = z
  .object({ ...transferFields, version: versionField })
  .superRefine(differentAccounts, { when: () => true })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }));

/** A transfer's edit as `updateTransfer` takes it (`version` goes in its options). */
export type TransferEdit = Omit<z.output<typeof transferEditSchema>, "version">;

/** Paying a cartão de crédito's fatura (cards/faturas.server.ts): the conta it is paid from and the day. */
export const payFaturaSchema = z.object({
  fromAccountId: idField("Escolha a conta que paga a fatura."),
  paidOn: dateField("Informe a data do pagamento."),
});

export type PayFaturaInput = z.output<typeof payFaturaSchema>;
