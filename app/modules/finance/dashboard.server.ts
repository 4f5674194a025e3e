import { sql } from "kysely";
import { addDaysTo, monthOf, monthRange, shiftMonth } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { monthTotals } from "./month-totals.server";
import { ledgerOverview, openSums, type AccountBalance, type LedgerOverview } from "./overview.server";
import { buildCashFlow, type Flow } from "./reports/cash-flow";
import { realizedSums } from "./reports/cash-flow.server";
import { entryRows, toEntryRow } from "./rows.server";
import type { EntryRow } from "./types";

/** How many expense categories and latest entries the dashboard lists. */
export const DASHBOARD_TOP = 5;
/** The days ahead the a receber and a pagar figures look. */
export const DASHBOARD_AHEAD_DAYS = 30;
/** The months the entradas × saídas chart shows, the current one last. */
export const DASHBOARD_FLOW_MONTHS = 12;

/** Receitas and despesas of a month (not cancelled), as the list's totals row. */
export interface MonthFlow {
  month: string;
  receitasCents: number;
  despesasCents: number;
}

/** A despesa category and what its entries due in the month add up to (not cancelled). */
export interface CategorySpend {
  id: string;
  name: string;
  cents: number;
}

export interface Dashboard {
  hasEntries: boolean;
  accounts: AccountBalance[];
  totalBalanceCents: number;
  current: MonthFlow;
  previous: MonthFlow;
  ahead: { days: number; until: string; receivable: { count: number; cents: number }; payable: { count: number; cents: number } };
  overdue: LedgerOverview["overdue"];
  topCategories: CategorySpend[];
  latest: EntryRow[];
  flow: Array<Flow & { month: string }>;
}

async function recentFlow(scope: TenantScope, month: string): Promise<Dashboard["flow"]> {
  const months = Array.from({ length: DASHBOARD_FLOW_MONTHS }, (_, i) => shiftMonth(month, i - DASHBOARD_FLOW_MONTHS + 1));
  const from = monthRange(months[0]!).first;
  const to = monthRange(month).last;
  const realized = await realizedSums(scope, { from, to, length: 7 });
  const flow = buildCashFlow({
    scale: "year",
    from,
    to,
    periods: months,
    openingCents: 0,
    priorOpenCents: 0,
    realized,
    forecast: [],
  });
  return flow.lines.map((line) => ({ month: line.period, ...line.realized }));
}

async function flowOf(scope: TenantScope, month: string): Promise<MonthFlow> {
  const { totals } = await monthTotals(scope, month);
  return { month, receitasCents: totals.inflowCents, despesasCents: totals.outflowCents };
}

async function topCategories(scope: TenantScope, month: string): Promise<CategorySpend[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_report_months as r")
    .innerJoin("finance_categories as c", (join) => join.on(sql<boolean>`cast(c.id as text) = r.category_key`))
    .select(["c.id", "c.name", sql<number>`cast(sum(r.cents) as bigint)`.as("cents")])
    .where("r.organization_id", "=", scope.organizationId)
    .where("r.basis", "=", "vencimento")
    .where("r.month", "=", month)
    .where("r.kind", "=", "despesa")
    .where("c.organization_id", "=", scope.organizationId)
    .groupBy(["c.id", "c.name"])
    .having(sql<number>`sum(r.cents)`, ">", 0)
    .orderBy(sql`sum(r.cents)`, "desc")
    .orderBy("c.name")
    .limit(DASHBOARD_TOP)
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, cents: Number(row.cents) }));
}

/** The dashboard's figures on `today`. */
export async function dashboard(scope: TenantScope, today: string): Promise<Dashboard> {
  const month = monthOf(today);
  const until = addDaysTo(today, DASHBOARD_AHEAD_DAYS);
  const database = await db();
  const [overview, current, previous, ahead, categories, latest, any, flow] = await Promise.all([
    ledgerOverview(scope, today),
    flowOf(scope, month),
    flowOf(scope, shiftMonth(month, -1)),
    openSums(scope, today, until),
    topCategories(scope, month),
    entryRows(database, scope)
      .where("e.due_date", "<=", today)
      .orderBy("e.due_date", "desc")
      .orderBy("e.id", "desc")
      .limit(DASHBOARD_TOP)
      .execute(),
    database
      .selectFrom("finance_entries")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("deleted_at", "is", null)
      .limit(1)
      .executeTakeFirst(),
    recentFlow(scope, month),
  ]);
  return {
    hasEntries: any !== undefined,
    accounts: overview.accounts,
    totalBalanceCents: overview.totalBalanceCents,
    current,
    previous,
    ahead: { days: DASHBOARD_AHEAD_DAYS, until, ...ahead },
    overdue: overview.overdue,
    topCategories: categories,
    latest: latest.map((row) => toEntryRow(row, today)),
    flow,
  };
}
