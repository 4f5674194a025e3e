/**
 * The fluxo de caixa of /financeiro/fluxo-de-caixa (docs/decisions/0017),
 * summed in SQL by month or day, never by reading entries one by one:
 * - realizado: the baixas not reversed, by their date, each the cash it
 *   moved (amount + juros + multa − desconto) in the baixa's account;
 * - previsto: the open amount (amount − settled) of live, not cancelled
 *   entries, by due date, in the entry's account;
 * - the opening: opening balances plus the daily nets before the period,
 *   and what was left open before it.
 * A year by month, and what was open before the period, come from the
 * reports' month sums (finance_report_months, migration 0014); a month by
 * day from the baixas (`finance_settlements_report_idx`, migration 0010) and
 * the open entries (the open index).
 * With every account, transfers count for nothing (their legs cancel out);
 * with one account, a transfer's leg moves it like any entrada or saída.
 * Integer centavos; every query scoped to the tenant's organization.
 */
import { sql } from "kysely";
import { monthRange } from "~/config/calendar";
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

  const monthSums = (basis: "caixa" | "aberto") =>
    database
      .selectFrom("finance_report_months")
      .where("organization_id", "=", organizationId)
      .where("basis", "=", basis)
      .where("kind", "in", kinds)
      .$if(accountId !== undefined, (q) => q.where("account_id", "=", accountId!));

  const byDay = scale === "month";
  const realized = byDay
    ? database
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
        .execute()
    : monthSums("caixa")
        .select(["month as period", "direction", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
        .where("month", ">=", from.slice(0, 7))
        .where("month", "<=", to.slice(0, 7))
        .groupBy(["month", "direction"])
        .execute();

  const forecast = byDay
    ? database
        .selectFrom("finance_entries as e")
        .select([
          sql<string>`substr(e.due_date, 1, ${sql.lit(length)})`.as("period"),
          "e.direction",
          sql<number>`cast(sum(e.amount_cents - e.settled_cents) as bigint)`.as("cents"),
        ])
        .where("e.organization_id", "=", organizationId)
        .where("e.kind", "in", kinds)
        .where("e.deleted_at", "is", null)
        .where("e.cancelled_at", "is", null)
        .where(sql<boolean>`e.settled_cents < e.amount_cents`)
        .where("e.due_date", ">=", from)
        .where("e.due_date", "<=", to)
        .$if(accountId !== undefined, (q) => q.where("e.account_id", "=", accountId!))
        .groupBy([sql`substr(e.due_date, 1, ${sql.lit(length)})`, "e.direction"])
        .execute()
    : monthSums("aberto")
        .select(["month as period", "direction", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
        .where("month", ">=", from.slice(0, 7))
        .where("month", "<=", to.slice(0, 7))
        .groupBy(["month", "direction"])
        .execute();

  // A period always starts on the 1st, so what was open before it is whole months of the sums.
  const priorOpen = monthSums("aberto")
    .select(sql<number>`cast(coalesce(sum(case when direction = 'entrada' then cents else -cents end), 0) as bigint)`.as("cents"))
    .where("month", "<", from.slice(0, 7))
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
    realized: sums(done),
    forecast: sums(expected),
  });
}
