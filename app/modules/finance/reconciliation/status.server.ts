import { sql } from "kysely";
import { addDaysTo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export interface ReconciliationStatus {
  accountId: string;
  /** "Conciliado até": every line up to this day is conciliada or ignorada (the day before the oldest pending line); null when none is. */
  reconciledThrough: string | null;
  /** The day of the oldest pending line; null when none waits. */
  oldestPendingOn: string | null;
  pendingLines: number;
  bankBalance: { cents: number; on: string } | null;
}

/** The status of every account (or of `accountIds`) that has statement lines or imports, keyed by account id; others are absent. */
export async function reconciliationStatus(
  scope: TenantScope,
  accountIds?: string[],
): Promise<Map<string, ReconciliationStatus>> {
  const database = await db();
  const [lines, balances] = await Promise.all([
    database
      .selectFrom("bank_statement_lines")
      .select("account_id")
      .select(sql<string | null>`min(case when status = 'pendente' then posted_on end)`.as("oldest_pending_on"))
      .select(sql<string | null>`min(case when status <> 'pendente' then posted_on end)`.as("first_handled_on"))
      .select(sql<string | null>`max(case when status <> 'pendente' then posted_on end)`.as("last_handled_on"))
      .select(sql<number>`sum(case when status = 'pendente' then 1 else 0 end)`.as("pending"))
      .where("organization_id", "=", scope.organizationId)
      .$if(!!accountIds, (query) => query.where("account_id", "in", accountIds!))
      .groupBy("account_id")
      .execute(),
    database
      .selectFrom("bank_statement_imports")
      .select(["account_id", "bank_balance_cents", "bank_balance_on", "created_at"])
      .where("organization_id", "=", scope.organizationId)
      .$if(!!accountIds, (query) => query.where("account_id", "in", accountIds!))
      .where("bank_balance_on", "is not", null)
      .orderBy("bank_balance_on", "desc")
      .orderBy("created_at", "desc")
      .execute(),
  ]);
  const status = new Map<string, ReconciliationStatus>();
  const of = (accountId: string) => {
    const found = status.get(accountId) ?? {
      accountId,
      reconciledThrough: null,
      oldestPendingOn: null,
      pendingLines: 0,
      bankBalance: null,
    };
    status.set(accountId, found);
    return found;
  };
  for (const row of lines) {
    const entry = of(row.account_id);
    entry.reconciledThrough = reconciledThrough(row.oldest_pending_on, row.first_handled_on, row.last_handled_on);
    entry.oldestPendingOn = row.oldest_pending_on;
    entry.pendingLines = Number(row.pending ?? 0);
  }
  for (const row of balances) {
    const entry = of(row.account_id);
    if (!entry.bankBalance && row.bank_balance_on)
      entry.bankBalance = { cents: Number(row.bank_balance_cents), on: row.bank_balance_on };
  }
  return status;
}

function reconciledThrough(oldestPending: string | null, firstHandled: string | null, lastHandled: string | null) {
  if (!oldestPending) return lastHandled;
  return firstHandled && firstHandled < oldestPending ? addDaysTo(oldestPending, -1) : null;
}
