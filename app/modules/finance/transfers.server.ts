import type { Kysely, Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { Database, Direction, FinanceEntryTable } from "~/db/schema";
import { randomUUID } from "node:crypto";
import type { TenantScope } from "~/modules/tenant-scope";
import { refusingClosed } from "./period-lock.server";
import { entryDateError } from "./entry-dates";
import { checkTransferAccounts, refuse, searchTextOf, type Refusal } from "./references.server";
import type { SettlementInput, TransferEdit } from "./schemas";
import { applySettlement, paidInFull, undoSettlement } from "./settlements.server";
import { liveEntry, rewrite } from "./update.server";
import { insertEntries, type NewEntry } from "./entry-writes.server";

/** What a transfer is, as its create and edit forms give it; centavos and `YYYY-MM-DD`. */
export type Transfer = Pick<TransferEdit, "description" | "amountCents" | "date" | "notes" | "fromAccountId" | "toAccountId">;

/** How the window's message names a transfer's date (entry-dates.ts). */
export const TRANSFER_DATE_SUBJECT = "A data da transferência";

const accountOf = (transfer: Transfer, direction: Direction) =>
  direction === "saida" ? transfer.fromAccountId : transfer.toAccountId;

/** The columns of the leg of `direction` that the transfer's form sets. */
export function legColumns(transfer: Transfer, direction: Direction) {
  return {
    description: transfer.description,
    search_text: searchTextOf(transfer.description, null),
    amount_cents: transfer.amountCents,
    account_id: accountOf(transfer, direction),
    competence_date: transfer.date,
    due_date: transfer.date,
    notes: transfer.notes,
  };
}

/** The baixa that settles the leg of `direction` in full on the transfer's date. */
export const legBaixa = (transfer: Transfer, direction: Direction): SettlementInput =>
  paidInFull(transfer.date, transfer.amountCents, accountOf(transfer, direction));

/** Writes transfer `input` inside `trx`: its two transferencia legs (the saída's id `entryId`), both settled on its date. */
export async function writeTransfer(
  trx: Transaction<Database>,
  scope: TenantScope,
  input: Transfer,
  entryId: string,
  now: string,
): Promise<void> {
  const transferId = randomUUID();
  const leg = (direction: "entrada" | "saida"): NewEntry => ({
    ...legColumns(input, direction),
    kind: "transferencia",
    direction,
    category_id: null,
    contact_id: null,
    cost_center_id: null,
    series_id: null,
    series_index: null,
    transfer_id: transferId,
  });
  const [outId, inId] = await insertEntries(trx, scope, [{ ...leg("saida"), id: entryId }, leg("entrada")], now);
  await applySettlement(trx, scope, { id: outId!, direction: "saida" }, legBaixa(input, "saida"), now);
  await applySettlement(trx, scope, { id: inId!, direction: "entrada" }, legBaixa(input, "entrada"), now);
}

const legsOf = (database: Kysely<Database>, scope: TenantScope, transferId: string) =>
  database
    .selectFrom("finance_entries")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("transfer_id", "=", transferId)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();

/** Thrown inside the edit's transaction to roll it back when a leg moved on. */
class StaleLeg extends Error {}

async function hold(trx: Transaction<Database>, scope: TenantScope, leg: FinanceEntryTable, version: number | null, now: string) {
  const done = await trx
    .updateTable("finance_entries")
    .set({ updated_at: now })
    .where("id", "=", leg.id)
    .where("organization_id", "=", scope.organizationId)
    .where("deleted_at", "is", null)
    .$if(version !== null, (query) => query.where("version", "=", version!))
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

async function moveLeg(
  trx: Transaction<Database>,
  scope: TenantScope,
  leg: FinanceEntryTable,
  transfer: Transfer,
  detail: Record<string, unknown>,
  now: string,
) {
  const columns = legColumns(transfer, leg.direction);
  const moves =
    leg.amount_cents !== columns.amount_cents || leg.due_date !== columns.due_date || leg.account_id !== columns.account_id;
  if (moves) {
    const live = await trx
      .selectFrom("finance_settlements")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("entry_id", "=", leg.id)
      .where("reversed_at", "is", null)
      .execute();
    for (const settlement of live) await undoSettlement(trx, scope, settlement.id, now);
  }
  const current = moves
    ? await trx.selectFrom("finance_entries").selectAll().where("id", "=", leg.id).executeTakeFirstOrThrow()
    : leg;
  if (!(await rewrite(trx, scope, current, columns, current.version, detail, now))) throw new StaleLeg();
  if (moves && !(await applySettlement(trx, scope, leg, legBaixa(transfer, leg.direction), now)))
    throw new Error(`transfer leg ${leg.id} could not be settled again`);
}

/**
 * Saves a transfer's edit through either leg `id`, both legs in one transaction: `updated`; `conflict` when that leg changed since `options.version`;
 * a refusal (nothing written) for an unusable or identical account, or a new date outside the window on `today` (entry-dates.ts; an unchanged date is not checked again);
 * null when `id` is not a live transfer leg of the organization.
 */
export async function updateTransfer(
  scope: TenantScope,
  id: string,
  input: TransferEdit,
  options: { version: number },
  today = todayInSaoPaulo(),
): Promise<{ status: "updated" } | { status: "conflict" } | Refusal | null> {
  const entry = await liveEntry(scope, id);
  const transferId = entry?.transfer_id;
  if (!entry || !transferId) return null;
  if (entry.version !== options.version) return { status: "conflict" };
  const database = await db();
  const legs = await legsOf(database, scope, transferId);
  const accountIn = (direction: Direction) => legs.find((leg) => leg.direction === direction)?.account_id ?? "";
  const current = { fromAccountId: accountIn("saida"), toAccountId: accountIn("entrada") };
  const errors = await checkTransferAccounts(database, scope, input, current);
  const dateError = input.date === entry.due_date ? null : entryDateError(input.date, TRANSFER_DATE_SUBJECT, today);
  if (dateError) errors.date = [dateError];
  if (Object.keys(errors).length > 0) return refuse(errors);
  try {
    return await refusingClosed(() =>
      database.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        // Both legs held in id order: two edits through different legs cannot deadlock.
        for (const leg of legs)
          if (!(await hold(trx, scope, leg, leg.id === entry.id ? options.version : null, now))) throw new StaleLeg();
        for (const leg of await legsOf(trx, scope, transferId))
          await moveLeg(trx, scope, leg, input, leg.id === entry.id ? {} : { from: entry.id }, now);
        return { status: "updated" as const };
      }),
    );
  } catch (error) {
    if (error instanceof StaleLeg) return { status: "conflict" };
    throw error;
  }
}
