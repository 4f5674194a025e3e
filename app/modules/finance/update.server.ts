import type { Kysely, Transaction } from "kysely";
import { addDaysTo, daysBetween, todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney } from "~/config/format";
import { db } from "~/db/db.server";
import type { Database, FinanceEntryTable } from "~/db/schema";
import { recordAudit } from "~/modules/audit/record.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { faturaOf } from "./cards/faturas";
import { cardOf } from "./cards/faturas.server";
import { entryOwner, notOwned, ownedMessage } from "./entry-owner.server";
import { entryDateError } from "./entry-dates";
import { recordEvent } from "./events.server";
import { updateMonthTotals } from "./month-totals.server";
import { checkReferences, refuse, searchTextOf, type Refusal } from "./references.server";
import { extendSeries } from "./series.server";
import { assertEntriesOpen, assertOpenPeriod, refusingClosed } from "./period-lock.server";
import type { EditScope, EntryEdit } from "./schemas";

/** The version the form was based on and the entries of its series it reaches. */
export interface ChangeOptions {
  version: number;
  scope: EditScope;
}

const TRANSFER_REFUSAL = "Para desfazer uma transferência, exclua-a.";
const TRANSFER_EDIT_REFUSAL = "Uma transferência se edita pelo formulário de transferência.";

const DATE_SUBJECTS = { due_date: "O vencimento", competence_date: "A competência" } as const;
const DATE_FIELDS = { due_date: "dueDate", competence_date: "competenceDate" } as const;

/** The field errors of the dates an edit writes over `before` that lie outside the window on `today`; a date left as it was is not checked again. `whose` names another entry of the series. */
function movedDateErrors(
  before: Pick<FinanceEntryTable, "due_date" | "competence_date">,
  after: Pick<FinanceEntryTable, "due_date" | "competence_date">,
  today: string,
  whose = "",
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const column of ["competence_date", "due_date"] as const) {
    if (after[column] === before[column]) continue;
    const subject = whose ? `${DATE_SUBJECTS[column]} ${whose} (${formatDate(after[column])})` : DATE_SUBJECTS[column];
    const error = entryDateError(after[column], subject, today);
    if (error) errors[DATE_FIELDS[column]] = [error];
  }
  return errors;
}

/**
 * When an open purchase in a cartão de crédito changes its date, or moves onto a card, its vencimento is its new
 * fatura's, as at creation: the vencimento of an entry (or of a parcela of its series) by its competência. Null when
 * the vencimento stays the form's: not a card, nothing moved, or something already settled.
 */
async function faturaOfMove(database: Kysely<Database>, scope: TenantScope, entry: FinanceEntryTable, input: EntryEdit) {
  const moved = input.competenceDate !== entry.competence_date || input.accountId !== entry.account_id;
  const card = moved && entry.settled_cents === 0 ? await cardOf(database, scope, input.accountId) : null;
  if (!card) return null;
  const series = entry.series_id
    ? await database.selectFrom("finance_series").select("kind").where("id", "=", entry.series_id).executeTakeFirst()
    : undefined;
  const parcela = (row: FinanceEntryTable) => (series?.kind === "parcelamento" && row.series_index ? row.series_index - 1 : 0);
  return (row: FinanceEntryTable, competenceDate: string) => faturaOf(competenceDate, card, parcela(row)).dueDate;
}

/** The organization's entry `id`, unless deleted; undefined for an id that is not a UUID. */
export async function liveEntry(scope: TenantScope, id: string) {
  if (!isId(id)) return undefined;
  return (await db())
    .selectFrom("finance_entries")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

async function seriesSiblings(trx: Transaction<Database>, scope: TenantScope, entry: FinanceEntryTable, reach: EditScope) {
  if (!entry.series_id || reach === "esta") return [];
  return trx
    .selectFrom("finance_entries")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("series_id", "=", entry.series_id)
    .where("id", "!=", entry.id)
    .where("deleted_at", "is", null)
    .where("cancelled_at", "is", null)
    .where("settled_cents", "=", 0)
    .$if(reach === "proximas", (query) => query.where("series_index", ">", entry.series_index ?? 0))
    .orderBy("series_index")
    .execute();
}

type Columns = Pick<
  FinanceEntryTable,
  | "description"
  | "search_text"
  | "amount_cents"
  | "due_date"
  | "competence_date"
  | "account_id"
  | "category_id"
  | "contact_id"
  | "cost_center_id"
  | "notes"
>;

function changesOf(before: Columns, after: Columns) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof Columns>)
    if (key !== "search_text" && before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  return changes;
}

async function nameOf(
  trx: Transaction<Database>,
  table: "finance_accounts" | "finance_categories",
  scope: TenantScope,
  id: string | null,
): Promise<string | null> {
  if (id === null) return null;
  const row = await trx
    .selectFrom(table)
    .select("name")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.name ?? null;
}

async function auditedChanges(trx: Transaction<Database>, scope: TenantScope, before: Columns, after: Columns) {
  const detail: Record<string, string | null> = {};
  const pair = (field: string, from: string | null, to: string | null) => {
    detail[`${field}.from`] = from;
    detail[`${field}.to`] = to;
  };
  if (before.amount_cents !== after.amount_cents)
    pair("amount", formatMoney(Number(before.amount_cents)), formatMoney(Number(after.amount_cents)));
  if (before.due_date !== after.due_date) pair("dueDate", formatDate(before.due_date), formatDate(after.due_date));
  if (before.competence_date !== after.competence_date)
    pair("competenceDate", formatDate(before.competence_date), formatDate(after.competence_date));
  for (const [field, column, table] of [
    ["account", "account_id", "finance_accounts"],
    ["category", "category_id", "finance_categories"],
  ] as const)
    if (before[column] !== after[column])
      pair(field, await nameOf(trx, table, scope, before[column]), await nameOf(trx, table, scope, after[column]));
  return Object.keys(detail).length > 0 ? detail : null;
}

/**
 * Writes `columns` over `entry` when its version is still `version`, with its history line and (amount, date, account or category changed) its audit event;
 * false (nothing written) when it moved on, or when a document generated it (entry-owner.server.ts: changed through the document).
 * Throws ClosedPeriodError when the entry or its new dates are in the closed books.
 */
export async function rewrite(
  trx: Transaction<Database>,
  scope: TenantScope,
  entry: FinanceEntryTable,
  columns: Partial<Columns>,
  version: number,
  detail: Record<string, unknown>,
  now: string,
): Promise<boolean> {
  await assertEntriesOpen(trx, scope, [entry.id]);
  await assertOpenPeriod(trx, scope, [columns.competence_date, columns.due_date]);
  const done = await trx
    .updateTable("finance_entries")
    .set({ ...columns, version: version + 1, updated_at: now })
    .where("id", "=", entry.id)
    .where("organization_id", "=", scope.organizationId)
    .where("version", "=", version)
    .where(notOwned)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return false;
  const after = { ...entry, ...columns };
  await updateMonthTotals(trx, { before: [entry], after: [after] });
  await recordEvent(trx, scope, entry.id, "updated", { changes: changesOf(entry, after), ...detail }, now);
  const audited = await auditedChanges(trx, scope, entry, after);
  if (audited)
    await recordAudit(
      trx,
      scope,
      {
        action: "finance_entry.updated",
        targetType: "finance_entry",
        targetId: entry.id,
        targetLabel: after.description,
        detail: audited,
      },
      new Date(now),
    );
  return true;
}

/**
 * Saves the edit form over entry `id`: `updated`; `conflict` when it changed since `options.version`; a refusal (nothing written) for an entry a sale generated
 * (ownedMessage), an unusable reference, an amount below what is settled, a transfer leg, a date in the closed books, or a competência or vencimento moved
 * outside the window on `today` (entry-dates.ts), this entry's or, shifted with it, another of its series'; null when not the organization's.
 * Scope "proximas"/"todas" carries the fields to the series' open entries, dates shifted by the same days; in a cartão de crédito
 * an open purchase whose date or account changed falls due with its new fatura, each parcela a fatura later (faturaOfMove).
 */
export async function updateEntry(
  scope: TenantScope,
  id: string,
  input: EntryEdit,
  options: ChangeOptions,
  today = todayInSaoPaulo(),
): Promise<{ status: "updated" } | { status: "conflict" } | Refusal | null> {
  const entry = await liveEntry(scope, id);
  if (!entry) return null;
  const database = await db();
  const owner = await entryOwner(database, scope, entry.id);
  if (owner) return refuse({}, [ownedMessage(owner)]);
  if (entry.version !== options.version) return { status: "conflict" };
  if (entry.kind === "transferencia") return refuse({}, [TRANSFER_EDIT_REFUSAL]);
  const current = {
    accountId: entry.account_id,
    categoryId: entry.category_id,
    contactId: entry.contact_id,
    costCenterId: entry.cost_center_id,
  };
  const { errors, contactName } = await checkReferences(database, scope, input, entry.kind, current);
  const fatura = await faturaOfMove(database, scope, entry, input);
  if (fatura) input = { ...input, dueDate: fatura(entry, input.competenceDate) };
  if (input.amountCents < entry.settled_cents)
    errors.amount = [`O valor não pode ser menor que o já baixado (${formatMoney(entry.settled_cents)}).`];
  Object.assign(errors, movedDateErrors(entry, { due_date: input.dueDate, competence_date: input.competenceDate }, today));
  if (Object.keys(errors).length > 0) return refuse(errors);
  const shared = {
    description: input.description,
    search_text: searchTextOf(input.description, contactName),
    amount_cents: input.amountCents,
    account_id: input.accountId,
    category_id: input.categoryId,
    contact_id: input.contactId,
    cost_center_id: input.costCenterId,
    notes: input.notes,
  };
  const dueShift = daysBetween(entry.due_date, input.dueDate);
  const competenceShift = daysBetween(entry.competence_date, input.competenceDate);
  const movesSeries = entry.series_id !== null && options.scope !== "esta" && dueShift !== 0;
  const outcome = await refusingClosed(() =>
    database.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const siblings = (await seriesSiblings(trx, scope, entry, options.scope)).map((sibling) => {
        const competence_date = addDaysTo(sibling.competence_date, competenceShift);
        const due_date = fatura ? fatura(sibling, competence_date) : addDaysTo(sibling.due_date, dueShift);
        return { sibling, dates: { due_date, competence_date } };
      });
      for (const { sibling, dates } of siblings) {
        const outside = movedDateErrors(sibling, dates, today, `do lançamento ${sibling.series_index} da série`);
        if (Object.keys(outside).length > 0) return refuse(outside);
      }
      const own = { ...shared, due_date: input.dueDate, competence_date: input.competenceDate };
      if (!(await rewrite(trx, scope, entry, own, options.version, { scope: options.scope }, now)))
        return { status: "conflict" as const };
      for (const { sibling, dates } of siblings)
        await rewrite(
          trx,
          scope,
          sibling,
          { ...shared, ...dates },
          sibling.version,
          { scope: options.scope, from: entry.id },
          now,
        );
      if (movesSeries) {
        const series = await trx
          .selectFrom("finance_series")
          .select("first_due_date")
          .where("id", "=", entry.series_id!)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("finance_series")
          .set({ first_due_date: addDaysTo(series.first_due_date, dueShift) })
          .where("id", "=", entry.series_id!)
          .execute();
      }
      return { status: "updated" as const };
    }),
  );
  // Dates moved earlier may bring another occurrence within 3 months of today.
  if (outcome.status === "updated" && movesSeries)
    await extendSeries(today, { organizationId: scope.organizationId, seriesId: entry.series_id! });
  return outcome;
}

/**
 * Cancels entry `id` (kept as cancelado): `cancelled` (also when it already was); `conflict` when changed since `options.version`; a refusal when a sale generated it
 * (ownedMessage: the sale cancels it), it has baixas or is a transfer; null when not the organization's. Scope "proximas"/"todas" cancels the series' open entries and ends a recorrência.
 */
export async function cancelEntry(
  scope: TenantScope,
  id: string,
  options: ChangeOptions,
): Promise<{ status: "cancelled" } | { status: "conflict" } | Refusal | null> {
  const entry = await liveEntry(scope, id);
  if (!entry) return null;
  const owner = await entryOwner(await db(), scope, entry.id);
  if (owner) return refuse({}, [ownedMessage(owner)]);
  if (entry.cancelled_at) return { status: "cancelled" };
  if (entry.version !== options.version) return { status: "conflict" };
  if (entry.kind === "transferencia") return refuse({}, [TRANSFER_REFUSAL]);
  if (entry.settled_cents > 0) return refuse({}, ["Estorne as baixas deste lançamento antes de cancelá-lo."]);
  return refusingClosed(async () =>
    (await db()).transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const cancel = (target: FinanceEntryTable, detail: Record<string, unknown>) =>
        cancelUnsettled(trx, scope, target, detail, now);
      if (!(await cancel(entry, { scope: options.scope }))) return { status: "conflict" as const };
      for (const sibling of await seriesSiblings(trx, scope, entry, options.scope))
        await cancel(sibling, { scope: options.scope, from: entry.id });
      if (entry.series_id && options.scope !== "esta")
        await trx
          .updateTable("finance_series")
          .set({ ended_at: now })
          .where("id", "=", entry.series_id)
          .where("ended_at", "is", null)
          .execute();
      return { status: "cancelled" as const };
    }),
  );
}

/** Cancels `entry` in `trx` when still at the version read and without baixa; false (nothing written) when either changed meanwhile. Also a document's own path (a sale cancelling its receivables): no owner check here. */
export async function cancelUnsettled(
  trx: Transaction<Database>,
  scope: TenantScope,
  entry: FinanceEntryTable,
  detail: Record<string, unknown>,
  now: string,
): Promise<boolean> {
  await assertEntriesOpen(trx, scope, [entry.id]);
  const done = await trx
    .updateTable("finance_entries")
    .set({ cancelled_at: now, updated_at: now, version: entry.version + 1 })
    .where("id", "=", entry.id)
    .where("version", "=", entry.version)
    .where("settled_cents", "=", 0)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return false;
  await updateMonthTotals(trx, { before: [entry], after: [{ ...entry, cancelled_at: now }] });
  await recordEvent(trx, scope, entry.id, "cancelled", detail, now);
  return true;
}
