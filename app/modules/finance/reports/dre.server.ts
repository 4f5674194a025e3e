import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildDre, type Dre, type Regime } from "./dre";

/** The DRE of `year` in `regime`, with the previous year's totals beside it. */
export async function dre(scope: TenantScope, { year, regime }: { year: number; regime: Regime }): Promise<Dre> {
  const database = await db();
  const { organizationId } = scope;
  const sums = database
    .selectFrom("finance_report_months")
    .select(["category_key", "month", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
    .where("organization_id", "=", organizationId)
    .where("basis", "=", regime)
    .where("month", ">=", `${year - 1}-01`)
    .where("month", "<=", `${year}-12`)
    .where("kind", "in", ["receita", "despesa"])
    .groupBy(["category_key", "month"])
    .execute();
  const categories = database
    .selectFrom("finance_categories")
    .select(["id", "name", "kind", "group_name as group"])
    .where("organization_id", "=", organizationId)
    .execute();
  const [rows, plan] = await Promise.all([sums, categories]);
  return buildDre({
    year,
    regime,
    categories: plan,
    sums: rows.flatMap((row) =>
      row.category_key ? [{ categoryId: row.category_key, month: row.month, cents: Number(row.cents) }] : [],
    ),
  });
}
