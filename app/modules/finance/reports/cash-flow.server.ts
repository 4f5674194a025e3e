/**
 * The fluxo de caixa of /financeiro/fluxo-de-caixa (docs/decisions/0017),
 * summed in SQL by month or day, never by reading entries one by one:
 * - realizado: the baixas not reversed, by their date, each the cash it
 *   moved (amount + juros + multa − desconto) in the baixa's account,
 *   read through `finance_settlements_report_idx` (migration 0010);
 * - previsto: the open amount (amount − settled) of live, not cancelled
 *   entries, by due date, in the entry's account (the open index);
 * - the opening: opening balances plus the daily nets before the period.
 * With every account, transfers count for nothing (their legs cancel out);
 * with one account, a transfer's leg moves it like any entrada or saída.
 * Integer centavos; every query scoped to the tenant's organization.
 */
import { sql } from "kysely";
import { addDaysTo, monthRange } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildCashFlow, monthsOf, type CashFlow, type FlowSum } from "./cash-flow";

/** A year by month, or with `month` (`YYYY-MM`, within it) that month by day; `accountId` one account, else every one. */
export interface CashFlowQuery {
  year: number;
  month?: string;
  accountId?: string;
}

/**
 * The cash of the baixas not reversed from `from` to `to` (dates), summed
 * by period (the date's first `length` characters: 7 a month, 10 a day)
 * and direction. With every account transfers are left out; with
 * `accountId` a transfer's leg counts like any entrada or saída.
 */
export async function realizedSums(
  scope: TenantScope,
  { from, to, length, accountId }: { from: string; to: string; length: 7 | 10; accountId?: string },
): Promise<FlowSum[]> {
  const { organizationId } = scope;
  const kinds = accountId ? (["receita", "despesa", "transferencia"] as const) : (["receita", "despesa"] as const);
  const rows = await (
    await db()
  )
    .selectFrom("finance_settlements as s")
    .innerJoin("finance_entries as e", "e.id", "s.entry_id")
    .select([
      sql<string>`substr(s.settled_on, 1, ${sql.lit(length)})`.as("period"),
      "e.direction",
      sql<number>`cast(sum(s.amount_cents + s.interest_cents + s.fine_cents - s.discount_cents) as bigint)`.as("cents"),
    ])
    .where("s.organization_id", "=", organizationId)
    .where("s.reversed_at", "is", null)
    .where("s.settled_on", ">=", from)
    .where("s.settled_on", "<=", to)
    .$if(accountId !== undefined, (q) => q.where("s.account_id", "=", accountId!))
    .where("e.organization_id", "=", organizationId)
    .where("e.kind", "in", kinds)
    .groupBy([sql`substr(s.settled_on, 1, ${sql.lit(length)})`, "e.direction"])
    .execute();
  return rows.map((row) => ({ period: row.period, direction: row.direction, cents: Number(row.cents) }));
}

/**
 * The fluxo de caixa of a year or a month. `accountId` must be an account
 * of the organization (the caller checks); another organization's gives
 * nothing, since every query is scoped.
 */
export async function cashFlow(scope: TenantScope, query: CashFlowQuery): Promise<CashFlow> {
  const database = await db();
  const { organizationId } = scope;
  const { accountId } = query;
  const scale = query.month ? "month" : "year";
  const { from, to } = query.month
    ? (({ first, last }) => ({ from: first, to: last }))(monthRange(query.month))
    : { from: `${query.year}-01-01`, to: `${query.year}-12-31` };
  const length = scale === "year" ? 7 : 10;
  const kinds = accountId ? (["receita", "despesa", "transferencia"] as const) : (["receita", "despesa"] as const);

  const realized = realizedSums(scope, { from, to, length, accountId });

  const open = (range: { from?: string; to: string }) =>
    database
      .selectFrom("finance_entries as e")
      .where("e.organization_id", "=", organizationId)
      .where("e.kind", "in", kinds)
      .where("e.deleted_at", "is", null)
      .where("e.cancelled_at", "is", null)
      .where(sql<boolean>`e.settled_cents < e.amount_cents`)
      .$if(range.from !== undefined, (q) => q.where("e.due_date", ">=", range.from!))
      .where("e.due_date", "<=", range.to)
      .$if(accountId !== undefined, (q) => q.where("e.account_id", "=", accountId!));

  const forecast = open({ from, to })
    .select([
      sql<string>`substr(e.due_date, 1, ${sql.lit(length)})`.as("period"),
      "e.direction",
      sql<number>`cast(sum(e.amount_cents - e.settled_cents) as bigint)`.as("cents"),
    ])
    .groupBy([sql`substr(e.due_date, 1, ${sql.lit(length)})`, "e.direction"])
    .execute();

  const priorOpen = open({ to: addDaysTo(from, -1) })
    .select(
      sql<number>`cast(coalesce(sum(case when e.direction = 'entrada' then e.amount_cents - e.settled_cents else e.settled_cents - e.amount_cents end), 0) as bigint)`.as(
        "cents",
      ),
    )
    .executeTakeFirstOrThrow();

  const opening = database
    .selectFrom("finance_accounts as a")
    .select(sql<number>`cast(coalesce(sum(a.opening_balance_cents), 0) as bigint)`.as("cents"))
    .where("a.organization_id", "=", organizationId)
    .$if(accountId !== undefined, (q) => q.where("a.id", "=", accountId!))
    .executeTakeFirstOrThrow();

  const nets = database
    .selectFrom("finance_account_days as d")
    .select(sql<number>`cast(coalesce(sum(d.net_cents), 0) as bigint)`.as("cents"))
    .where("d.organization_id", "=", organizationId)
    .$if(accountId !== undefined, (q) => q.where("d.account_id", "=", accountId!))
    .where("d.day", "<", from)
    .executeTakeFirstOrThrow();

  const [done, expected, prior, openingRow, netRow] = await Promise.all([realized, forecast, priorOpen, opening, nets]);
  const sums = (rows: Array<{ period: string; direction: FlowSum["direction"]; cents: number }>): FlowSum[] =>
    rows.map((row) => ({ period: row.period, direction: row.direction, cents: Number(row.cents) }));
  return buildCashFlow({
    scale,
    from,
    to,
    periods: scale === "year" ? monthsOf(query.year) : [],
    openingCents: Number(openingRow.cents) + Number(netRow.cents),
    priorOpenCents: Number(prior.cents),
    realized: done,
    forecast: sums(expected),
  });
}
