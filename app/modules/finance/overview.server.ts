import { sql } from "kysely";
import { addDaysTo, monthOf, monthRange, todayInSaoPaulo } from "~/config/calendar";
import { pageOffset } from "~/config/pagination";
import { db } from "~/db/db.server";
import type { AccountKind } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { entryRows, toEntryRow } from "./rows.server";
import { OPEN, statusCondition } from "./status.server";
import type { EntryRow } from "./types";

/** Rows per page of the recebimentos and pagamentos tabs. */
export const DUE_PAGE_SIZE = 50;
/** The most entries the overview lists as due in the next 7 days. */
export const NEXT_DAYS_LIMIT = 20;

export interface AccountBalance {
  id: string;
  name: string;
  kind: AccountKind;
  balanceCents: number;
}

/** The saldo of each active account of the organization at the end of `onDate` (`YYYY-MM-DD`): opening balance plus the cash of its baixas up to that day, estornos taken back. */
export async function accountBalances(scope: TenantScope, onDate: string): Promise<AccountBalance[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_accounts as a")
    .select(["a.id", "a.name", "a.kind", "a.opening_balance_cents"])
    .select((eb) =>
      eb
        .selectFrom("finance_account_days as d")
        .select(sql<number>`coalesce(sum(d.net_cents), 0)`.as("net"))
        .where("d.organization_id", "=", scope.organizationId)
        .whereRef("d.account_id", "=", "a.id")
        .where("d.day", "<=", onDate)
        .as("net"),
    )
    .where("a.organization_id", "=", scope.organizationId)
    .where("a.archived_at", "is", null)
    .orderBy("a.name")
    .orderBy("a.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    balanceCents: row.opening_balance_cents + Number(row.net ?? 0),
  }));
}

/** Open amounts (amount − settled) of receitas and despesas due in [from, to], with how many entries, from the open days' sums. */
export async function openSums(scope: TenantScope, from: string | null, to: string) {
  const rows = await (
    await db()
  )
    .selectFrom("finance_open_days")
    .select([
      "kind",
      sql<number>`coalesce(sum(entry_count), 0)`.as("count"),
      sql<number>`coalesce(sum(open_cents), 0)`.as("cents"),
    ])
    .where("organization_id", "=", scope.organizationId)
    .where("kind", "in", ["receita", "despesa"])
    .$if(from !== null, (query) => query.where("due_date", ">=", from!))
    .where("due_date", "<=", to)
    .groupBy("kind")
    .execute();
  const of = (kind: string) => rows.find((row) => row.kind === kind);
  return {
    receivable: { count: Number(of("receita")?.count ?? 0), cents: Number(of("receita")?.cents ?? 0) },
    payable: { count: Number(of("despesa")?.count ?? 0), cents: Number(of("despesa")?.cents ?? 0) },
  };
}

export interface LedgerOverview {
  accounts: AccountBalance[];
  totalBalanceCents: number;
  month: { receivableCents: number; payableCents: number };
  overdue: { count: number; cents: number; receivableCents: number; payableCents: number };
  next7Days: EntryRow[];
}

/** The figures of /financeiro on `today` (`YYYY-MM-DD` in America/Sao_Paulo). */
export async function ledgerOverview(scope: TenantScope, today: string): Promise<LedgerOverview> {
  const { first, last } = monthRange(monthOf(today));
  const [accounts, month, overdue, next] = await Promise.all([
    accountBalances(scope, today),
    openSums(scope, first, last),
    openSums(scope, null, addDaysTo(today, -1)),
    entryRows(await db(), scope)
      .where("e.kind", "in", ["receita", "despesa"])
      .where(OPEN)
      .where("e.due_date", ">=", today)
      .where("e.due_date", "<=", addDaysTo(today, 7))
      .orderBy("e.due_date")
      .orderBy("e.id")
      .limit(NEXT_DAYS_LIMIT)
      .execute(),
  ]);
  return {
    accounts,
    totalBalanceCents: accounts.reduce((sum, account) => sum + account.balanceCents, 0),
    month: { receivableCents: month.receivable.cents, payableCents: month.payable.cents },
    overdue: {
      count: overdue.receivable.count + overdue.payable.count,
      cents: overdue.receivable.cents + overdue.payable.cents,
      receivableCents: overdue.receivable.cents,
      payableCents: overdue.payable.cents,
    },
    next7Days: next.map((row) => toEntryRow(row, today)),
  };
}

export type DueTab = "em_aberto" | "vencidos" | "liquidados" | "todos";

/** A page (1-based, DUE_PAGE_SIZE rows) of the receitas or despesas of a tab, with how many there are: em_aberto (open, due today or later) and vencidos (the vencido status: open, partly paid or not, due before today) oldest first; liquidados (fully settled) and todos (every live entry, cancelled ones too) latest first. */
export async function dueEntries(
  scope: TenantScope,
  { kind, tab }: { kind: "receita" | "despesa"; tab: DueTab },
  page: number,
  today = todayInSaoPaulo(),
): Promise<{ rows: EntryRow[]; total: number }> {
  const database = await db();
  const conditions = [
    sql<boolean>`e.organization_id = ${scope.organizationId}`,
    sql<boolean>`e.kind = ${kind}`,
    ...{
      em_aberto: [OPEN, sql<boolean>`e.due_date >= ${today}`],
      vencidos: [statusCondition("vencido", today)],
      liquidados: [sql<boolean>`e.deleted_at is null and e.cancelled_at is null and e.settled_cents >= e.amount_cents`],
      todos: [sql<boolean>`e.deleted_at is null`],
    }[tab],
  ];
  const order = tab === "em_aberto" || tab === "vencidos" ? "asc" : "desc";
  const [rows, count] = await Promise.all([
    entryRows(database, scope)
      .where(({ and }) => and(conditions))
      .orderBy("e.due_date", order)
      .orderBy("e.id", order)
      .limit(DUE_PAGE_SIZE)
      .offset(pageOffset(page, DUE_PAGE_SIZE))
      .execute(),
    database
      .selectFrom("finance_entries as e")
      .select(sql<number>`count(*)`.as("total"))
      .where(({ and }) => and(conditions))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => toEntryRow(row, today)), total: Number(count.total) };
}
