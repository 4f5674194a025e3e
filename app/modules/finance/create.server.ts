import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { Database, FinanceSeriesTable } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { entryDateError, entryWindowErrors } from "./entry-dates";
import { insertEntries, type NewEntry } from "./entry-writes.server";
import { planInstallments } from "./installments";
import { planOccurrences, occurrenceDate, recurrenceHorizon } from "./recurrence";
import { checkReferences, checkTransferAccounts, refuse, searchTextOf, type Refusal } from "./references.server";
import type { EntryInput, TransferInput } from "./schemas";
import { refusingClosed } from "./period-lock.server";
import { applySettlement, baixaDateError, paidInFull } from "./settlements.server";
import { faturaOf } from "./cards/faturas";
import { cardOf } from "./cards/faturas.server";
import { TRANSFER_DATE_SUBJECT, writeTransfer } from "./transfers.server";

/** A create's answer: the (first) entry's id. */
export interface Created {
  status: "created";
  entryId: string;
}

async function inTransaction(
  write: (trx: Transaction<Database>, entryId: string, now: string) => Promise<void>,
): Promise<Created> {
  const entryId = randomUUID();
  await (await db()).transaction().execute((trx) => write(trx, entryId, new Date().toISOString()));
  return { status: "created", entryId };
}

function planEntries(
  input: EntryInput,
  base: Omit<NewEntry, "amount_cents" | "due_date" | "competence_date">,
  today: string,
): { entries: NewEntry[]; ended: boolean } {
  const { repeat } = input;
  if (repeat.mode === "parcelada") {
    const parcelas = planInstallments(input.amountCents, repeat.installments, input.dueDate, input.competenceDate);
    const entries = parcelas.map((p) => ({
      ...base,
      amount_cents: p.amountCents,
      due_date: p.dueDate,
      competence_date: p.competenceDate,
      series_index: p.index,
    }));
    return { entries, ended: true };
  }
  if (repeat.mode === "recorrente") {
    const rule = { firstDueDate: input.dueDate, ...repeat };
    const plan = planOccurrences(rule, 0, recurrenceHorizon(today));
    const entries = plan.next.map(({ index, dueDate }) => ({
      ...base,
      amount_cents: input.amountCents,
      due_date: dueDate,
      competence_date: occurrenceDate(input.competenceDate, repeat.frequency, index),
      series_index: index,
    }));
    return { entries, ended: plan.ended };
  }
  return {
    entries: [{ ...base, amount_cents: input.amountCents, due_date: input.dueDate, competence_date: input.competenceDate }],
    ended: true,
  };
}

/**
 * Creates a receita or despesa once, in N parcelas (odd centavos on the first) or as a recorrência (later occurrences by series.server.ts).
 * In a cartão de crédito the vencimento is its fatura's, by the data de competência (the purchase's), each parcela a fatura later.
 * Answers the first entry's id; a refusal (field errors, nothing written) when a reference is not one of the organization's active ones,
 * or a competência, vencimento (of any parcela or ocorrência made now) or the recorrência's data final is outside the window on `today` (entry-dates.ts),
 * or the day of an entry created already paid (`settledOn`, one baixa of the whole amount in its account) is one no baixa may have.
 */
export async function createEntry(scope: TenantScope, typed: EntryInput, today = todayInSaoPaulo()): Promise<Created | Refusal> {
  const { errors, contactName } = await checkReferences(await db(), scope, typed, typed.kind);
  const card = await cardOf(await db(), scope, typed.accountId);
  const input = card ? { ...typed, dueDate: faturaOf(typed.competenceDate, card).dueDate } : typed;
  const { repeat } = input;
  const seriesId = repeat.mode === "unica" ? null : randomUUID();
  const base = {
    kind: input.kind,
    direction: input.kind === "receita" ? ("entrada" as const) : ("saida" as const),
    description: input.description,
    search_text: searchTextOf(input.description, contactName),
    account_id: input.accountId,
    category_id: input.categoryId,
    contact_id: input.contactId,
    cost_center_id: input.costCenterId,
    notes: input.notes,
    series_id: seriesId,
    series_index: null,
    transfer_id: null,
  };
  const { entries, ended } = planEntries(input, base, today);
  if (card && repeat.mode === "parcelada")
    entries.forEach((entry, i) => (entry.due_date = faturaOf(input.competenceDate, card, i).dueDate));
  const dates = entries.map((entry) => ({ dueDate: entry.due_date, competenceDate: entry.competence_date }));
  Object.assign(errors, entryWindowErrors(dates, today, repeat.mode === "recorrente" ? "ocorrência" : "parcela"));
  const untilError = repeat.mode === "recorrente" && repeat.untilDate && entryDateError(repeat.untilDate, "A data final", today);
  if (untilError) errors.until = [untilError];
  const paidError =
    input.settledOn && !errors.accountId && (await baixaDateError(await db(), scope, input.accountId, input.settledOn, today));
  if (paidError) errors.paidOn = [paidError];
  if (Object.keys(errors).length > 0) return refuse(errors);
  return refusingClosed(() =>
    inTransaction(async (trx, entryId, now) => {
      const series: FinanceSeriesTable | null =
        repeat.mode === "unica"
          ? null
          : {
              id: seriesId!,
              organization_id: scope.organizationId,
              kind: repeat.mode === "parcelada" ? "parcelamento" : "recorrencia",
              frequency: repeat.mode === "parcelada" ? "mensal" : repeat.frequency,
              occurrences: repeat.mode === "parcelada" ? repeat.installments : repeat.occurrences,
              until_date: repeat.mode === "parcelada" ? null : repeat.untilDate,
              first_due_date: input.dueDate,
              generated_count: 0,
              ended_at: null,
              created_at: now,
            };
      const rows = entries.map((entry, i) => (i === 0 ? { ...entry, id: entryId } : entry));
      if (series)
        await trx
          .insertInto("finance_series")
          .values({ ...series, generated_count: rows.length, ended_at: ended ? now : null })
          .execute();
      await insertEntries(trx, scope, rows, now);
      const paid = input.settledOn && paidInFull(input.settledOn, input.amountCents, input.accountId);
      if (paid && !(await applySettlement(trx, scope, { id: entryId, direction: base.direction }, paid, now)))
        throw new Error(`the new entry ${entryId} could not be settled`);
    }),
  );
}

/**
 * Creates a transfer: two transferencia legs sharing `transfer_id`, both settled on `date`, so balances move and results do not.
 * Answers the saída's id; a refusal (nothing written) when an account is not one of the organization's active ones or `date` is outside the window on `today` (entry-dates.ts).
 */
export async function createTransfer(
  scope: TenantScope,
  input: TransferInput,
  today = todayInSaoPaulo(),
): Promise<Created | Refusal> {
  const errors = await checkTransferAccounts(await db(), scope, input);
  const dateError = entryDateError(input.date, TRANSFER_DATE_SUBJECT, today);
  if (dateError) errors.date = [dateError];
  if (Object.keys(errors).length > 0) return refuse(errors);
  return refusingClosed(() => inTransaction((trx, entryId, now) => writeTransfer(trx, scope, input, entryId, now)));
}
