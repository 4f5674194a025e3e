import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export interface ReconciliationStatus {
  accountId: string;
  lastReconciledOn: string | null;
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
      .select(sql<string | null>`max(case when status = 'conciliada' then posted_on end)`.as("last_reconciled_on"))
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
    const found = status.get(accountId) ?? { accountId, lastReconciledOn: null, pendingLines: 0, bankBalance: null };
    status.set(accountId, found);
    return found;
  };
  for (const row of lines) {
    const entry = of(row.account_id);
    entry.lastReconciledOn = row.last_reconciled_on;
    entry.pendingLines = Number(row.pending ?? 0);
  }
  for (const row of balances) {
    const entry = of(row.account_id);
    if (!entry.bankBalance && row.bank_balance_on)
      entry.bankBalance = { cents: Number(row.bank_balance_cents), on: row.bank_balance_on };
  }
  return status;
}
