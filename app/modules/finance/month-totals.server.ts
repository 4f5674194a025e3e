/**
 * Per-month counts and sums of live entries (migration 0009), so the unfiltered list need not sum the month's entries.
 * Every write calls `updateMonthTotals` in its own transaction; month-totals.server.test.ts checks the table against a fresh sum.
 */
import { sql, type Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, EntryKind, FinanceEntryTable } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import type { EntryTotals } from "./types";

/** What of an entry the month totals depend on. */
export type MonthFacts = Pick<
  FinanceEntryTable,
  "organization_id" | "kind" | "due_date" | "amount_cents" | "cancelled_at" | "deleted_at"
>;

interface Delta {
  organization_id: string;
  month: string;
  kind: EntryKind;
  entry_count: number;
  amount_cents: number;
}

/** Rows per statement: 5 parameters each, far under both databases' limits. */
const CHUNK = 1000;

function monthDeltas(change: { before?: readonly MonthFacts[]; after?: readonly MonthFacts[] }): Delta[] {
  const deltas = new Map<string, Delta>();
  const count = (rows: readonly MonthFacts[] | undefined, sign: 1 | -1) => {
    for (const row of rows ?? []) {
      if (row.deleted_at !== null) continue;
      const month = row.due_date.slice(0, 7);
      const key = `${row.organization_id}|${month}|${row.kind}`;
      const delta = deltas.get(key) ?? {
        organization_id: row.organization_id,
        month,
        kind: row.kind,
        entry_count: 0,
        amount_cents: 0,
      };
      delta.entry_count += sign;
      if (row.cancelled_at === null) delta.amount_cents += sign * row.amount_cents;
      deltas.set(key, delta);
    }
  };
  count(change.before, -1);
  count(change.after, 1);
  // One order for every writer, so two transactions on PostgreSQL never wait on each other's rows in a cycle.
  return [...deltas.entries()]
    .filter(([, delta]) => delta.entry_count !== 0 || delta.amount_cents !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta);
}

/** Moves the month totals from entries as they were (`before`) to as they are (`after`); call it in the transaction that writes the entries. */
export async function updateMonthTotals(
  database: Kysely<Database>,
  change: { before?: readonly MonthFacts[]; after?: readonly MonthFacts[] },
): Promise<void> {
  const deltas = monthDeltas(change);
  for (let start = 0; start < deltas.length; start += CHUNK) {
    await database
      .insertInto("finance_month_totals")
      .values(deltas.slice(start, start + CHUNK))
      .onConflict((conflict) =>
        conflict.columns(["organization_id", "month", "kind"]).doUpdateSet({
          entry_count: sql`finance_month_totals.entry_count + excluded.entry_count`,
          amount_cents: sql`finance_month_totals.amount_cents + excluded.amount_cents`,
        }),
      )
      .execute();
  }
}

/** How many live entries the organization has due in `month` (`YYYY-MM`), of `kind` when given, and their totals row in centavos (receitas in, despesas out, cancelled ones and transfers counting for nothing). */
export async function monthTotals(
  scope: TenantScope,
  month: string,
  kind?: EntryKind,
): Promise<{ total: number; totals: Omit<EntryTotals, "receivableCents" | "payableCents"> }> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_month_totals")
    .select(["kind", "entry_count", "amount_cents"])
    .where("organization_id", "=", scope.organizationId)
    .where("month", "=", month)
    .$if(kind !== undefined, (query) => query.where("kind", "=", kind!))
    .execute();
  const sum = (of: EntryKind) => rows.reduce((cents, row) => cents + (row.kind === of ? Number(row.amount_cents) : 0), 0);
  const inflowCents = sum("receita");
  const outflowCents = sum("despesa");
  return {
    total: rows.reduce((count, row) => count + Number(row.entry_count), 0),
    totals: { inflowCents, outflowCents, resultCents: inflowCents - outflowCents },
  };
}
