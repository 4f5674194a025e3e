/** Budgets in the database (docs/decisions/0022): a missing row is zero; a category of another organization is refused, never written. */
import { monthOf, todayInSaoPaulo } from "~/config/calendar";
import { sql, type Kysely } from "kysely";
import { compareText } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { CategoryKind } from "~/db/schema/finance";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildComparison, groupRank, type Comparison, type MonthSum, type Regime } from "./comparison";
import type { BudgetGrid } from "./grid-form";
import { MONTHS, withIncrease } from "./spread";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kindOrder = (kind: CategoryKind) => (kind === "receita" ? 0 : 1);

/** The planned months of `year`, of the categories `ids` when given. */
async function planned(database: Kysely<Database>, scope: TenantScope, year: number, ids?: string[]): Promise<MonthSum[]> {
  let query = database
    .selectFrom("budget_amounts")
    .select(["category_id", "month", "cents"])
    .where("organization_id", "=", scope.organizationId)
    .where("year", "=", year);
  if (ids) query = query.where("category_id", "in", ids);
  const rows = await query.execute();
  return rows.map((row) => ({ categoryId: row.category_id, month: row.month, cents: Number(row.cents) }));
}

/** `amounts` by category: id → twelve centavos, January first; a category without any is absent. */
function byCategory(amounts: MonthSum[]): Map<string, number[]> {
  const months = new Map<string, number[]>();
  for (const amount of amounts) {
    const row = months.get(amount.categoryId) ?? Array<number>(MONTHS).fill(0);
    row[amount.month - 1] = amount.cents;
    months.set(amount.categoryId, row);
  }
  return months;
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
  const [categories, amounts] = await Promise.all([categoriesOf(scope), planned(await db(), scope, year)]);
  const months = byCategory(amounts);
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

export type SaveResult =
  | { status: "saved" }
  | { status: "unknown-category"; categoryId: string }
  | {
      status: "overtaken";
      /** The months another save changed since `bases` and this one changes to another amount. */
      conflicts: Array<{ categoryId: string; month: number }>;
      /** The rows' months as saved now (centavos, January first). */
      saved: Map<string, number[]>;
    };

/**
 * Saves `year`'s planned months (id → twelve centavos, January first) of the categories in `rows`, in one transaction;
 * refused, nothing written, for a category not the organization's. A row with a base (the months the page was drawn with)
 * writes only the months that differ from it, so what another person saved meanwhile in the other months stays; a month
 * both changed to different amounts refuses the save as `overtaken`. A row without a base is written whole.
 */
export async function saveBudget(
  scope: TenantScope,
  year: number,
  rows: Map<string, number[]>,
  bases: ReadonlyMap<string, number[]> = new Map(),
): Promise<SaveResult> {
  const database = await db();
  const ids = [...rows.keys()];
  if (ids.length === 0) return { status: "saved" };
  const malformed = ids.find((id) => !UUID.test(id));
  if (malformed !== undefined) return { status: "unknown-category", categoryId: malformed };
  return database.transaction().execute(async (trx): Promise<SaveResult> => {
    const known = await trx
      .selectFrom("finance_categories")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("id", "in", ids)
      .execute();
    const ours = new Set(known.map((row) => row.id));
    const stranger = ids.find((id) => !ours.has(id));
    if (stranger) return { status: "unknown-category", categoryId: stranger };
    const saved = byCategory(await planned(trx, scope, year, ids));
    const conflicts: Array<{ categoryId: string; month: number }> = [];
    const merged = new Map<string, number[]>();
    for (const [categoryId, months] of rows) {
      const base = bases.get(categoryId);
      const now = saved.get(categoryId) ?? Array<number>(MONTHS).fill(0);
      merged.set(
        categoryId,
        months.map((cents, i) => {
          if (!base || cents === base[i]) return base ? now[i]! : cents;
          if (now[i] !== base[i] && now[i] !== cents) conflicts.push({ categoryId, month: i + 1 });
          return cents;
        }),
      );
    }
    if (conflicts.length > 0) return { status: "overtaken", conflicts, saved };
    await trx
      .deleteFrom("budget_amounts")
      .where("organization_id", "=", scope.organizationId)
      .where("year", "=", year)
      .where("category_id", "in", ids)
      .execute();
    const values = [...merged].flatMap(([categoryId, months]) =>
      months.flatMap((cents, i) =>
        cents > 0 ? [{ organization_id: scope.organizationId, year, category_id: categoryId, month: i + 1, cents }] : [],
      ),
    );
    for (let start = 0; start < values.length; start += 500)
      await trx
        .insertInto("budget_amounts")
        .values(values.slice(start, start + 500))
        .execute();
    return { status: "saved" };
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
  const [categories, plan, sums] = await Promise.all([
    categoriesOf(scope),
    planned(await db(), scope, year),
    actual(scope, year, regime),
  ]);
  const currentMonth = monthOf(todayInSaoPaulo());
  return buildComparison({ year, month, currentMonth, regime, categories, planned: plan, actual: sums });
}
