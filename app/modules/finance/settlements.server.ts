/**
 * A baixa raises `settled_cents` with a conditional UPDATE (`settled_cents + amount <= amount_cents`), so two baixas at once never settle more than is open (docs/decisions/0016).
 * An estorno marks the baixa reversed (kept, never erased). Only this file writes settlements.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney } from "~/config/format";
import { db } from "~/db/db.server";
import type { Database, Direction } from "~/db/schema";
import { recordAudit } from "~/modules/audit/record.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { cashCents, openCentsOf, settlementAmounts, signedCashCents } from "./balance";
import { recordEvent } from "./events.server";
import { reversalDateError, settlementDateError } from "./settlement-dates";
import { checkReferences, refuse, type Refusal } from "./references.server";
import { unlinkSettlement } from "./reconciliation/links.server";
import type { SettlementInput } from "./schemas";
import { assertOpenPeriod, closedThrough, refusingClosed } from "./period-lock.server";

async function addToDay(trx: Transaction<Database>, scope: TenantScope, accountId: string, day: string, cents: number) {
  await trx
    .insertInto("finance_account_days")
    .values({ organization_id: scope.organizationId, account_id: accountId, day, net_cents: cents })
    .onConflict((conflict) =>
      conflict
        .columns(["account_id", "day"])
        .doUpdateSet({ net_cents: sql`finance_account_days.net_cents + excluded.net_cents` }),
    )
    .execute();
}

/** The baixa of a whole amount (centavos) on `settledOn` in `accountId`, without juros, multa or desconto. */
export const paidInFull = (settledOn: string, amountCents: number, accountId: string): SettlementInput => ({
  settledOn,
  amountCents,
  interestCents: 0,
  fineCents: 0,
  discountCents: 0,
  accountId,
});

/** Why a baixa in `accountId` (the organization's) cannot be dated `settledOn` on `today` (settlementDateError); null when it can. */
export async function baixaDateError(
  database: Kysely<Database>,
  scope: TenantScope,
  accountId: string,
  settledOn: string,
  today: string,
): Promise<string | null> {
  const account = await database
    .selectFrom("finance_accounts")
    .select("opening_date")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", accountId)
    .executeTakeFirstOrThrow();
  return settlementDateError(settledOn, account.opening_date, today, await closedThrough(database, scope));
}

/**
 * Records a baixa of `entry` inside `trx`: the guarded raise of `settled_cents`, the settlement row, the daily net and the history line.
 * Returns the settlement's id, or null (nothing written) when the amount is above what is open or the entry is cancelled or deleted.
 */
export async function applySettlement(
  trx: Transaction<Database>,
  scope: TenantScope,
  entry: { id: string; direction: Direction },
  baixa: SettlementInput,
  now: string,
): Promise<string | null> {
  await assertOpenPeriod(trx, scope, [baixa.settledOn]);
  const raised = await trx
    .updateTable("finance_entries")
    .set((eb) => ({
      settled_cents: eb("settled_cents", "+", baixa.amountCents),
      version: eb("version", "+", 1),
      updated_at: now,
    }))
    .where("id", "=", entry.id)
    .where("organization_id", "=", scope.organizationId)
    .where("deleted_at", "is", null)
    .where("cancelled_at", "is", null)
    .where(sql<boolean>`settled_cents + ${baixa.amountCents} <= amount_cents`)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) === 0) return null;
  const id = randomUUID();
  await trx
    .insertInto("finance_settlements")
    .values({
      id,
      organization_id: scope.organizationId,
      entry_id: entry.id,
      account_id: baixa.accountId,
      settled_on: baixa.settledOn,
      amount_cents: baixa.amountCents,
      interest_cents: baixa.interestCents,
      fine_cents: baixa.fineCents,
      discount_cents: baixa.discountCents,
      reversed_at: null,
      reversed_by: null,
      reversed_on: null,
      created_by: scope.userId,
      created_at: now,
    })
    .execute();
  await addToDay(trx, scope, baixa.accountId, baixa.settledOn, signedCashCents(entry.direction, baixa));
  await recordEvent(trx, scope, entry.id, "settled", { settlementId: id, ...baixa }, now);
  return id;
}

/**
 * Reverses baixa `settlementId` inside `trx` on `reversedOn` (`YYYY-MM-DD`; by default the baixa's own date, which undoes it
 * as if never made: a transfer's legs move with the transfer). A linked statement line goes back to pendente.
 * Returns the entry's id, "already" when reversed before, null when not the organization's.
 */
export async function undoSettlement(
  trx: Transaction<Database>,
  scope: TenantScope,
  settlementId: string,
  now: string,
  reversedOn?: string,
): Promise<{ entryId: string } | "already" | null> {
  const row = await trx
    .selectFrom("finance_settlements as st")
    .innerJoin("finance_entries as e", "e.id", "st.entry_id")
    .selectAll("st")
    .select("e.direction")
    .where("st.organization_id", "=", scope.organizationId)
    .where("st.id", "=", settlementId)
    .where("e.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const on = reversedOn ?? row.settled_on;
  await assertOpenPeriod(trx, scope, [on]);
  const marked = await trx
    .updateTable("finance_settlements")
    .set({ reversed_at: now, reversed_by: scope.userId, reversed_on: on })
    .where("id", "=", row.id)
    .where("reversed_at", "is", null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return "already";
  await trx
    .updateTable("finance_entries")
    .set((eb) => ({ settled_cents: eb("settled_cents", "-", row.amount_cents), version: eb("version", "+", 1), updated_at: now }))
    .where("id", "=", row.entry_id)
    .execute();
  const amounts = settlementAmounts(row);
  await addToDay(trx, scope, row.account_id, on, -signedCashCents(row.direction, amounts));
  await unlinkSettlement(trx, scope, row.id);
  const detail = { settlementId: row.id, settledOn: row.settled_on, reversedOn: on, ...amounts };
  await recordEvent(trx, scope, row.entry_id, "reversed", detail, now);
  return { entryId: row.entry_id };
}

/**
 * A baixa of entry `entryId`: `settled` with the settlement id; `exceeds` (nothing written) when above what is open, also when another baixa got there first;
 * a refusal for a cancelled entry, a transfer, an unusable account, or a date after `today` (São Paulo's by default) or before the account opened;
 * null when the entry is not the organization's.
 */
export async function settleEntry(
  scope: TenantScope,
  entryId: string,
  baixa: SettlementInput,
  today: string = todayInSaoPaulo(),
): Promise<{ status: "settled"; settlementId: string } | { status: "exceeds"; openCents: number } | Refusal | null> {
  if (!isId(entryId)) return null;
  const database = await db();
  const entry = await database
    .selectFrom("finance_entries")
    .select(["id", "kind", "direction", "account_id", "cancelled_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", entryId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!entry) return null;
  if (entry.cancelled_at) return refuse({}, ["Este lançamento está cancelado e não aceita baixa."]);
  if (entry.kind === "transferencia") return refuse({}, ["Uma transferência é baixada na sua data: para mudar, exclua-a."]);
  const none = { categoryId: null, contactId: null, costCenterId: null };
  const { errors } = await checkReferences(database, scope, { accountId: baixa.accountId, ...none }, null, {
    accountId: entry.account_id,
    ...none,
  });
  if (errors.accountId) return refuse({ accountId: errors.accountId });
  const dateError = await baixaDateError(database, scope, baixa.accountId, baixa.settledOn, today);
  if (dateError) return refuse({ settledOn: [dateError] });
  return refusingClosed(() =>
    database.transaction().execute(async (trx) => {
      const settlementId = await applySettlement(trx, scope, entry, baixa, new Date().toISOString());
      if (settlementId) return { status: "settled" as const, settlementId };
      const now = await trx
        .selectFrom("finance_entries")
        .select(["amount_cents", "settled_cents"])
        .where("id", "=", entry.id)
        .executeTakeFirstOrThrow();
      return { status: "exceeds" as const, openCents: now.amount_cents - now.settled_cents };
    }),
  );
}

/** The one-click full baixa of the list and the tabs: each open receita or despesa among `ids` (the organization's; others are skipped) settled for its whole open amount on `settledOn` (`YYYY-MM-DD`), in its own account, without juros, multa or desconto. */
export async function settleInFull(scope: TenantScope, ids: readonly string[], settledOn: string): Promise<number> {
  const valid = [...new Set(ids.filter(isId))];
  if (valid.length === 0) return 0;
  const database = await db();
  return database.transaction().execute(async (trx) => {
    // By id, the open ones kept here: OPEN in the query led SQLite to a partial index of all the organization's live entries.
    const open = (
      await trx
        .selectFrom("finance_entries")
        .select(["id", "kind", "direction", "account_id", "amount_cents", "settled_cents", "cancelled_at", "deleted_at"])
        .where("organization_id", "=", scope.organizationId)
        .where("id", "in", valid)
        .execute()
    ).filter(
      (entry) =>
        entry.kind !== "transferencia" &&
        entry.deleted_at === null &&
        openCentsOf({ amountCents: entry.amount_cents, settledCents: entry.settled_cents, cancelledAt: entry.cancelled_at }) > 0,
    );
    const now = new Date().toISOString();
    let settled = 0;
    for (const entry of open) {
      const baixa = paidInFull(settledOn, entry.amount_cents - entry.settled_cents, entry.account_id);
      if (await applySettlement(trx, scope, entry, baixa, now)) settled++;
    }
    return settled;
  });
}

/**
 * The estorno of baixa `settlementId` on `reversedOn` (`YYYY-MM-DD`, today in São Paulo by default): the baixa's month keeps
 * it and the estorno's month takes it out. `reversed` with its entry's id (also when already reversed, so a form sent twice
 * changes nothing), audited in its transaction; a refusal for a transfer's baixa (delete the transfer instead) or a date
 * after `today` or before the baixa; null when the baixa is not the organization's.
 */
export async function reverseSettlement(
  scope: TenantScope,
  settlementId: string,
  reversedOn: string = todayInSaoPaulo(),
  today: string = todayInSaoPaulo(),
): Promise<{ status: "reversed"; entryId: string } | Refusal | null> {
  if (!isId(settlementId)) return null;
  const database = await db();
  const owner = await database
    .selectFrom("finance_settlements as st")
    .innerJoin("finance_entries as e", "e.id", "st.entry_id")
    .select([
      "e.id",
      "e.kind",
      "e.description",
      "st.amount_cents",
      "st.interest_cents",
      "st.fine_cents",
      "st.discount_cents",
      "st.settled_on",
    ])
    .where("st.organization_id", "=", scope.organizationId)
    .where("st.id", "=", settlementId)
    .where("e.deleted_at", "is", null)
    .executeTakeFirst();
  if (!owner) return null;
  if (owner.kind === "transferencia") return refuse({}, ["Para desfazer uma transferência, exclua-a."]);
  const dateError = reversalDateError(reversedOn, owner.settled_on, today, await closedThrough(database, scope));
  if (dateError) return refuse({ reversedOn: [dateError] });
  const undone = await refusingClosed(() =>
    database.transaction().execute(async (trx) => {
      const now = new Date();
      const outcome = await undoSettlement(trx, scope, settlementId, now.toISOString(), reversedOn);
      if (outcome && outcome !== "already")
        await recordAudit(
          trx,
          scope,
          {
            action: "settlement.reversed",
            targetType: "settlement",
            targetId: settlementId,
            targetLabel: owner.description,
            detail: {
              amount: formatMoney(cashCents(settlementAmounts(owner))),
              settledOn: formatDate(owner.settled_on),
              reversedOn: formatDate(reversedOn),
            },
          },
          now,
        );
      return outcome;
    }),
  );
  if (undone && typeof undone === "object" && "status" in undone) return undone;
  return undone ? { status: "reversed", entryId: owner.id } : null;
}
