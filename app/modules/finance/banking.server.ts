import { sql } from "kysely";
import { monthOf, shiftMonth } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { AccountKind } from "~/db/schema/finance";
import type { TenantScope } from "~/modules/tenant-scope";
import { balanceHistory, settlementAmounts, signedCashCents } from "./balance";
import { reconciliationStatus, type ReconciliationStatus } from "./reconciliation/status.server";

/** The months of each account's balance history, the current one last. */
export const BANKING_MONTHS = 12;
/** How many baixas each account lists. */
export const BANKING_MOVEMENTS = 5;
/** Accounts on a page: each draws a chart and reads its latest baixas. */
export const BANKING_PAGE_SIZE = 12;

/** A baixa, or an estorno taking one back, as the account's list shows it: the cash it moved, + in, − out. */
export interface Movement {
  /** The settlement's id, with `:estorno` for its estorno. */
  key: string;
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
  const database = await db();
  const latest = (date: "settled_on" | "reversed_on", at: "created_at" | "reversed_at") =>
    database
      .selectFrom("finance_settlements as s")
      .innerJoin("finance_entries as e", "e.id", "s.entry_id")
      .select([
        "s.id",
        "s.entry_id",
        `s.${date} as day`,
        `s.${at} as at`,
        "s.amount_cents",
        "s.interest_cents",
        "s.fine_cents",
        "s.discount_cents",
        "e.description",
        "e.direction",
      ])
      .where("s.organization_id", "=", scope.organizationId)
      .where("s.account_id", "=", accountId)
      .where(`s.${date}`, "<=", today)
      .where("e.organization_id", "=", scope.organizationId)
      // Undone on its own day (a transfer's legs as it moves), a baixa never left the account.
      .where((eb) => eb.or([eb("s.reversed_on", "is", null), eb("s.reversed_on", "<>", eb.ref("s.settled_on"))]))
      .orderBy(`s.${date}`, "desc")
      .orderBy(`s.${at}`, "desc")
      .orderBy("s.id", "desc")
      .limit(BANKING_MOVEMENTS)
      .execute();
  const [baixas, estornos] = await Promise.all([latest("settled_on", "created_at"), latest("reversed_on", "reversed_at")]);
  const moves = [...baixas.map((row) => ({ row, reversal: false })), ...estornos.map((row) => ({ row, reversal: true }))].sort(
    (a, b) => `${b.row.day} ${b.row.at}`.localeCompare(`${a.row.day} ${a.row.at}`),
  );
  return moves.slice(0, BANKING_MOVEMENTS).map(({ row, reversal }) => {
    const cents = signedCashCents(row.direction, settlementAmounts(row));
    return {
      key: reversal ? `${row.id}:estorno` : row.id,
      entryId: row.entry_id,
      settledOn: row.day!,
      description: reversal ? `Estorno: ${row.description}` : row.description,
      cents: reversal ? -cents : cents,
    };
  });
}

export interface BankingPage {
  accounts: BankingAccount[];
  /** 1-based, within 1..totalPages. */
  page: number;
  totalPages: number;
  /** Active accounts of the organization, on every page. */
  totalAccounts: number;
}

/** A page of BANKING_PAGE_SIZE active accounts of the organization on `today`, by name; a page past the last gives the last. */
export async function bankingAccounts(scope: TenantScope, today: string, requestedPage = 1): Promise<BankingPage> {
  const database = await db();
  const month = monthOf(today);
  const months = Array.from({ length: BANKING_MONTHS }, (_, i) => shiftMonth(month, i - BANKING_MONTHS + 1));
  const active = database
    .selectFrom("finance_accounts")
    .where("organization_id", "=", scope.organizationId)
    .where("archived_at", "is", null);
  const { count } = await active.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow();
  const totalAccounts = Number(count);
  const totalPages = Math.max(1, Math.ceil(totalAccounts / BANKING_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), totalPages);
  const accounts = await active
    .select(["id", "name", "kind", "opening_balance_cents"])
    .orderBy("name")
    .orderBy("id")
    .limit(BANKING_PAGE_SIZE)
    .offset((page - 1) * BANKING_PAGE_SIZE)
    .execute();
  if (accounts.length === 0) return { accounts: [], page, totalPages, totalAccounts };
  const ids = accounts.map((account) => account.id);
  const [nets, status] = await Promise.all([
    database
      .selectFrom("finance_account_days")
      .select(["account_id", sql<string>`substr(day, 1, 7)`.as("month"), sql<number>`cast(sum(net_cents) as bigint)`.as("cents")])
      .where("organization_id", "=", scope.organizationId)
      .where("account_id", "in", ids)
      .where("day", "<=", today)
      .groupBy(["account_id", sql`substr(day, 1, 7)`])
      .execute(),
    reconciliationStatus(scope, ids),
  ]);
  const movements = await Promise.all(accounts.map((account) => latestMovements(scope, account.id, today)));
  const cards = accounts.map((account, i) => {
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
  return { accounts: cards, page, totalPages, totalAccounts };
}
