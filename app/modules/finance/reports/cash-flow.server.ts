import { sql } from "kysely";
import { monthRange } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildCashFlow, monthsOf, type CashFlow, type FlowSum } from "./cash-flow";

/**
 * A year by month, or with `month` (`YYYY-MM`, within it) that month by day; `accountId` one account, else every one;
 * `costCenterId` the entries of one centro de custo (`''`: those without one), else all.
 */
export interface CashFlowQuery {
  year: number;
  month?: string;
  accountId?: string;
  costCenterId?: string;
}

interface Filters {
  accountId?: string;
  costCenterId?: string;
}

type Kinds = readonly ("receita" | "despesa" | "transferencia")[];
const kindsOf = (accountId?: string): Kinds => (accountId ? ["receita", "despesa", "transferencia"] : ["receita", "despesa"]);

async function monthSums(scope: TenantScope, basis: "caixa" | "aberto", { accountId, costCenterId }: Filters) {
  return (await db())
    .selectFrom("finance_report_months")
    .where("organization_id", "=", scope.organizationId)
    .where("basis", "=", basis)
    .where("kind", "in", kindsOf(accountId))
    .$if(accountId !== undefined, (q) => q.where("account_id", "=", accountId!))
    .$if(costCenterId !== undefined, (q) => q.where("cost_center_key", "=", costCenterId!));
}

/** The entries (`e`) of centro de custo `costCenterId`, or without one for `''`. */
const ofCostCenter = (costCenterId: string) =>
  costCenterId ? sql<boolean>`e.cost_center_id = ${costCenterId}` : sql<boolean>`e.cost_center_id is null`;

const flowSums = (rows: Array<{ period: string; direction: FlowSum["direction"]; cents: number }>): FlowSum[] =>
  rows.map((row) => ({ period: row.period, direction: row.direction, cents: Number(row.cents) }));

async function byMonth(
  scope: TenantScope,
  basis: "caixa" | "aberto",
  { from, to, ...filters }: { from: string; to: string } & Filters,
): Promise<FlowSum[]> {
  return flowSums(
    await (
      await monthSums(scope, basis, filters)
    )
      .select(["month as period", "direction", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
      .where("month", ">=", from.slice(0, 7))
      .where("month", "<=", to.slice(0, 7))
      .groupBy(["month", "direction"])
      .execute(),
  );
}

/**
 * The cash of the baixas from `from` to `to` (dates), summed by period (the date's first `length` characters: 7 a month,
 * read from the month sums, so `from` must be a 1st and `to` a month's end; 10 a day) and direction. A baixa counts on its
 * date and its estorno takes it back on the estorno's date.
 */
export async function realizedSums(
  scope: TenantScope,
  { from, to, length, accountId, costCenterId }: { from: string; to: string; length: 7 | 10 } & Filters,
): Promise<FlowSum[]> {
  const { organizationId } = scope;
  if (length === 7) return byMonth(scope, "caixa", { from, to, accountId, costCenterId });
  const database = await db();
  const byDay = (date: "settled_on" | "reversed_on", sign: 1 | -1) =>
    database
      .selectFrom("finance_settlements as s")
      .innerJoin("finance_entries as e", "e.id", "s.entry_id")
      .select([
        sql<string>`substr(${sql.ref(`s.${date}`)}, 1, 10)`.as("period"),
        "e.direction",
        sql<number>`cast(${sign} * sum(s.amount_cents + s.interest_cents + s.fine_cents - s.discount_cents) as bigint)`.as(
          "cents",
        ),
      ])
      .where("s.organization_id", "=", organizationId)
      .where(`s.${date}`, ">=", from)
      .where(`s.${date}`, "<=", to)
      .$if(accountId !== undefined, (q) => q.where("s.account_id", "=", accountId!))
      .where("e.organization_id", "=", organizationId)
      .where("e.kind", "in", kindsOf(accountId))
      .$if(costCenterId !== undefined, (q) => q.where(ofCostCenter(costCenterId!)))
      .groupBy([sql`substr(${sql.ref(`s.${date}`)}, 1, 10)`, "e.direction"])
      .execute();
  const [baixas, estornos] = await Promise.all([byDay("settled_on", 1), byDay("reversed_on", -1)]);
  return flowSums([...baixas, ...estornos]);
}

async function forecastSums(
  scope: TenantScope,
  { from, to, length, accountId, costCenterId }: { from: string; to: string; length: 7 | 10 } & Filters,
): Promise<FlowSum[]> {
  if (length === 7) return byMonth(scope, "aberto", { from, to, accountId, costCenterId });
  return flowSums(
    await (
      await db()
    )
      .selectFrom("finance_entries as e")
      .select([
        sql<string>`substr(e.due_date, 1, 10)`.as("period"),
        "e.direction",
        sql<number>`cast(sum(e.amount_cents - e.settled_cents) as bigint)`.as("cents"),
      ])
      .where("e.organization_id", "=", scope.organizationId)
      .where("e.kind", "in", kindsOf(accountId))
      .where("e.deleted_at", "is", null)
      .where("e.cancelled_at", "is", null)
      .where(sql<boolean>`e.settled_cents < e.amount_cents`)
      .where("e.due_date", ">=", from)
      .where("e.due_date", "<=", to)
      .$if(accountId !== undefined, (q) => q.where("e.account_id", "=", accountId!))
      .$if(costCenterId !== undefined, (q) => q.where(ofCostCenter(costCenterId!)))
      .groupBy([sql`substr(e.due_date, 1, 10)`, "e.direction"])
      .execute(),
  );
}

/**
 * The fluxo de caixa of a year or a month. A centro de custo has no balance of its own: with one, the saldo starts at
 * zero and runs through its entries only.
 */
export async function cashFlow(scope: TenantScope, query: CashFlowQuery): Promise<CashFlow> {
  const database = await db();
  const { organizationId } = scope;
  const { accountId, costCenterId } = query;
  const scale = query.month ? "month" : "year";
  const { from, to } = query.month
    ? (({ first, last }) => ({ from: first, to: last }))(monthRange(query.month))
    : { from: `${query.year}-01-01`, to: `${query.year}-12-31` };
  const range = { from, to, length: scale === "year" ? (7 as const) : (10 as const), accountId, costCenterId };

  // A period always starts on the 1st, so what was open before it is whole months of the sums.
  const priorOpen = (await monthSums(scope, "aberto", { accountId, costCenterId }))
    .select(sql<number>`cast(coalesce(sum(case when direction = 'entrada' then cents else -cents end), 0) as bigint)`.as("cents"))
    .where("month", "<", from.slice(0, 7))
    .executeTakeFirstOrThrow();

  // Opening balances and the net of the days before: zero for a centro de custo.
  const balanceBefore = async () => {
    if (costCenterId !== undefined) return 0;
    const [opening, nets] = await Promise.all([
      database
        .selectFrom("finance_accounts as a")
        .select(sql<number>`cast(coalesce(sum(a.opening_balance_cents), 0) as bigint)`.as("cents"))
        .where("a.organization_id", "=", organizationId)
        .$if(accountId !== undefined, (q) => q.where("a.id", "=", accountId!))
        .executeTakeFirstOrThrow(),
      database
        .selectFrom("finance_account_days as d")
        .select(sql<number>`cast(coalesce(sum(d.net_cents), 0) as bigint)`.as("cents"))
        .where("d.organization_id", "=", organizationId)
        .$if(accountId !== undefined, (q) => q.where("d.account_id", "=", accountId!))
        .where("d.day", "<", from)
        .executeTakeFirstOrThrow(),
    ]);
    return Number(opening.cents) + Number(nets.cents);
  };

  const [realized, forecast, prior, openingCents] = await Promise.all([
    realizedSums(scope, range),
    forecastSums(scope, range),
    priorOpen,
    balanceBefore(),
  ]);
  return buildCashFlow({
    scale,
    from,
    to,
    periods: scale === "year" ? monthsOf(query.year) : [],
    openingCents,
    priorOpenCents: Number(prior.cents),
    realized,
    forecast,
  });
}
