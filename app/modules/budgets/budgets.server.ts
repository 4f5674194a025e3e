/** Budgets in the database (docs/decisions/0022): a missing row is zero; a category of another organization is refused, never written. */
import { monthOf, todayInSaoPaulo } from "~/config/calendar";
import { sql } from "kysely";
import { compareText } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { CategoryKind } from "~/db/schema/finance";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildComparison, groupRank, type Comparison, type MonthSum, type Regime } from "./comparison";
import type { BudgetGrid } from "./grid-form";
import { MONTHS, withIncrease } from "./spread";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kindOrder = (kind: CategoryKind) => (kind === "receita" ? 0 : 1);

async function planned(scope: TenantScope, year: number): Promise<MonthSum[]> {
  const rows = await (
    await db()
  )
    .selectFrom("budget_amounts")
    .select(["category_id", "month", "cents"])
    .where("organization_id", "=", scope.organizationId)
    .where("year", "=", year)
    .execute();
  return rows.map((row) => ({ categoryId: row.category_id, month: row.month, cents: Number(row.cents) }));
}

async function categoriesOf(scope: TenantScope) {
  const rows = await (
    await db()
  )
    .selectFrom("finance_categories")
    .select(["id", "name", "kind", "group_name", "archived_at"])
    .where("organization_id", "=", scope.organizationId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    group: row.group_name,
    archived: row.archived_at !== null,
  }));
}

/** The grid of `year`: active receita and despesa categories (and archived ones with amounts that year), receitas first, by group and name. */
export async function budgetGrid(scope: TenantScope, year: number): Promise<BudgetGrid> {
  const [categories, amounts] = await Promise.all([categoriesOf(scope), planned(scope, year)]);
  const months = new Map<string, number[]>();
  for (const amount of amounts) {
    const row = months.get(amount.categoryId) ?? Array<number>(MONTHS).fill(0);
    row[amount.month - 1] = amount.cents;
    months.set(amount.categoryId, row);
  }
  const rows = categories
    .filter((category) => !category.archived || months.has(category.id))
    .map((category) => {
      const row = months.get(category.id) ?? Array<number>(MONTHS).fill(0);
      return { ...category, months: row, totalCents: row.reduce((sum, cents) => sum + cents, 0) };
    })
    .sort(
      (a, b) =>
        kindOrder(a.kind) - kindOrder(b.kind) ||
        groupRank(a.group) - groupRank(b.group) ||
        compareText(a.group, b.group) ||
        compareText(a.name, b.name),
    );
  return { year, rows };
}

/** True when `year` has any planned amount. */
export async function hasBudget(scope: TenantScope, year: number): Promise<boolean> {
  const row = await (
    await db()
  )
    .selectFrom("budget_amounts")
    .select("category_id")
    .where("organization_id", "=", scope.organizationId)
    .where("year", "=", year)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type SaveResult = { status: "saved" } | { status: "unknown-category"; categoryId: string };

/** Replaces `year`'s planned months (id → twelve centavos, January first) of the categories in `rows`, in one transaction; refused, nothing written, for a category not the organization's. */
export async function saveBudget(scope: TenantScope, year: number, rows: Map<string, number[]>): Promise<SaveResult> {
  const database = await db();
  const ids = [...rows.keys()];
  if (ids.length === 0) return { status: "saved" };
  const malformed = ids.find((id) => !UUID.test(id));
  if (malformed !== undefined) return { status: "unknown-category", categoryId: malformed };
  return database.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom("finance_categories")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("id", "in", ids)
      .execute();
    const ours = new Set(known.map((row) => row.id));
    const stranger = ids.find((id) => !ours.has(id));
    if (stranger) return { status: "unknown-category", categoryId: stranger } as const;
    await trx
      .deleteFrom("budget_amounts")
      .where("organization_id", "=", scope.organizationId)
      .where("year", "=", year)
      .where("category_id", "in", ids)
      .execute();
    const values = [...rows].flatMap(([categoryId, months]) =>
      months.flatMap((cents, i) =>
        cents > 0 ? [{ organization_id: scope.organizationId, year, category_id: categoryId, month: i + 1, cents }] : [],
      ),
    );
    for (let start = 0; start < values.length; start += 500)
      await trx
        .insertInto("budget_amounts")
        .values(values.slice(start, start + 500))
        .execute();
    return { status: "saved" } as const;
  });
}

export type CopyResult = { status: "copied"; categories: number } | { status: "empty" };

/** Replaces `to`'s budget with `from`'s raised by `increaseBasisPoints` (550 = 5,5 %), in one transaction; `empty` when `from` has none. */
export async function copyBudget(
  scope: TenantScope,
  { from, to, increaseBasisPoints }: { from: number; to: number; increaseBasisPoints: number },
): Promise<CopyResult> {
  const database = await db();
  return database.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom("budget_amounts")
      .select(["category_id", "month", "cents"])
      .where("organization_id", "=", scope.organizationId)
      .where("year", "=", from)
      .execute();
    if (source.length === 0) return { status: "empty" } as const;
    await trx.deleteFrom("budget_amounts").where("organization_id", "=", scope.organizationId).where("year", "=", to).execute();
    const values = source.flatMap((row) => {
      const cents = withIncrease(Number(row.cents), increaseBasisPoints);
      return cents > 0
        ? [{ organization_id: scope.organizationId, year: to, category_id: row.category_id, month: row.month, cents }]
        : [];
    });
    for (let start = 0; start < values.length; start += 500)
      await trx
        .insertInto("budget_amounts")
        .values(values.slice(start, start + 500))
        .execute();
    return { status: "copied", categories: new Set(source.map((row) => row.category_id)).size } as const;
  });
}

/** In `competencia` live, not cancelled entries by data de competência; in `caixa` their baixas not reversed, by date. */
async function actual(scope: TenantScope, year: number, regime: Regime): Promise<MonthSum[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_report_months")
    .select(["category_key", "month", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
    .where("organization_id", "=", scope.organizationId)
    .where("basis", "=", regime)
    .where("month", ">=", `${year}-01`)
    .where("month", "<=", `${year}-12`)
    .where("kind", "in", ["receita", "despesa"])
    .where("category_key", "!=", "")
    .groupBy(["category_key", "month"])
    .execute();
  return rows.map((row) => ({ categoryId: row.category_key, month: Number(row.month.slice(5)), cents: Number(row.cents) }));
}

/** Planned against actual for `month` (1..12) of `year` and the year to it, in `regime` (comparison.ts). */
export async function budgetComparison(
  scope: TenantScope,
  { year, month, regime }: { year: number; month: number; regime: Regime },
): Promise<Comparison> {
  const [categories, plan, sums] = await Promise.all([categoriesOf(scope), planned(scope, year), actual(scope, year, regime)]);
  const currentMonth = monthOf(todayInSaoPaulo());
  return buildComparison({ year, month, currentMonth, regime, categories, planned: plan, actual: sums });
}
