import { sql } from "kysely";
import { monthOf, shiftMonth } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { AccountKind } from "~/db/schema/finance";
import type { TenantScope } from "~/modules/tenant-scope";
import { balanceHistory, signedCashCents } from "./balance";
import { reconciliationStatus, type ReconciliationStatus } from "./reconciliation/status.server";

/** The months of each account's balance history, the current one last. */
export const BANKING_MONTHS = 12;
/** How many baixas each account lists. */
export const BANKING_MOVEMENTS = 5;

/** A baixa not reversed, as the account's list shows it: the cash it moved, + in, − out. */
export interface Movement {
  settlementId: string;
  entryId: string;
  settledOn: string;
  description: string;
  cents: number;
}

export interface BankingAccount {
  id: string;
  name: string;
  kind: AccountKind;
  balanceCents: number;
  history: Array<{ month: string; balanceCents: number }>;
  movements: Movement[];
  reconciliation: ReconciliationStatus | null;
}

async function latestMovements(scope: TenantScope, accountId: string, today: string): Promise<Movement[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_settlements as s")
    .innerJoin("finance_entries as e", "e.id", "s.entry_id")
    .select([
      "s.id",
      "s.entry_id",
      "s.settled_on",
      "s.amount_cents",
      "s.interest_cents",
      "s.fine_cents",
      "s.discount_cents",
      "e.description",
      "e.direction",
    ])
    .where("s.organization_id", "=", scope.organizationId)
    .where("s.reversed_at", "is", null)
    .where("s.account_id", "=", accountId)
    .where("s.settled_on", "<=", today)
    .where("e.organization_id", "=", scope.organizationId)
    .orderBy("s.settled_on", "desc")
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(BANKING_MOVEMENTS)
    .execute();
  return rows.map((row) => ({
    settlementId: row.id,
    entryId: row.entry_id,
    settledOn: row.settled_on,
    description: row.description,
    cents: signedCashCents(row.direction, {
      amountCents: row.amount_cents,
      interestCents: row.interest_cents,
      fineCents: row.fine_cents,
      discountCents: row.discount_cents,
    }),
  }));
}

/** Every active account of the organization on `today`, by name. */
export async function bankingAccounts(scope: TenantScope, today: string): Promise<BankingAccount[]> {
  const database = await db();
  const month = monthOf(today);
  const months = Array.from({ length: BANKING_MONTHS }, (_, i) => shiftMonth(month, i - BANKING_MONTHS + 1));
  const [accounts, nets, status] = await Promise.all([
    database
      .selectFrom("finance_accounts")
      .select(["id", "name", "kind", "opening_balance_cents"])
      .where("organization_id", "=", scope.organizationId)
      .where("archived_at", "is", null)
      .orderBy("name")
      .orderBy("id")
      .execute(),
    database
      .selectFrom("finance_account_days")
      .select(["account_id", sql<string>`substr(day, 1, 7)`.as("month"), sql<number>`cast(sum(net_cents) as bigint)`.as("cents")])
      .where("organization_id", "=", scope.organizationId)
      .where("day", "<=", today)
      .groupBy(["account_id", sql`substr(day, 1, 7)`])
      .execute(),
    reconciliationStatus(scope),
  ]);
  const movements = await Promise.all(accounts.map((account) => latestMovements(scope, account.id, today)));
  return accounts.map((account, i) => {
    const own = nets
      .filter((net) => net.account_id === account.id)
      .map((net) => ({ month: net.month, cents: Number(net.cents) }));
    const history = balanceHistory(account.opening_balance_cents, own, months);
    return {
      id: account.id,
      name: account.name,
      kind: account.kind,
      balanceCents: history.at(-1)?.balanceCents ?? account.opening_balance_cents,
      history,
      movements: movements[i] ?? [],
      reconciliation: status.get(account.id) ?? null,
    };
  });
}
