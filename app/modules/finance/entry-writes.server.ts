import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, FinanceEntryTable } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { assertOpenPeriod } from "./period-lock.server";
import { recordEvents } from "./events.server";
import { updateMonthTotals } from "./month-totals.server";

/** History lines per statement: 7 parameters each, far under both databases' limits. */
const EVENT_CHUNK = 1000;

/** What a new entry needs; the rest (id, scope, version, timestamps) is filled in. */
export type NewEntry = Pick<
  FinanceEntryTable,
  | "kind"
  | "direction"
  | "description"
  | "search_text"
  | "amount_cents"
  | "account_id"
  | "category_id"
  | "contact_id"
  | "cost_center_id"
  | "competence_date"
  | "due_date"
  | "notes"
  | "series_id"
  | "series_index"
  | "transfer_id"
> & { id?: string };

/** Inserts `entries` with their history lines and month totals; returns their ids in order. Throws ClosedPeriodError for a date in the closed books. */
export async function insertEntries(
  trx: Transaction<Database>,
  scope: TenantScope,
  entries: NewEntry[],
  now: string,
): Promise<string[]> {
  if (entries.length === 0) return [];
  await assertOpenPeriod(
    trx,
    scope,
    entries.flatMap((entry) => [entry.competence_date, entry.due_date]),
  );
  const rows: FinanceEntryTable[] = entries.map((entry) => ({
    ...entry,
    id: entry.id ?? randomUUID(),
    organization_id: scope.organizationId,
    settled_cents: 0,
    cancelled_at: null,
    deleted_at: null,
    version: 1,
    created_by: scope.userId,
    created_at: now,
    updated_at: now,
  }));
  await trx.insertInto("finance_entries").values(rows).execute();
  await updateMonthTotals(trx, { after: rows });
  const detail = (row: FinanceEntryTable) => ({
    amountCents: row.amount_cents,
    dueDate: row.due_date,
    seriesIndex: row.series_index,
  });
  for (let start = 0; start < rows.length; start += EVENT_CHUNK)
    await recordEvents(
      trx,
      scope,
      rows.slice(start, start + EVENT_CHUNK).map((row) => ({ entryId: row.id, action: "created", detail: detail(row) })),
      now,
    );
  return rows.map((row) => row.id);
}
