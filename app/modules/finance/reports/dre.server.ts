import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildDre, type Dre, type Regime } from "./dre";

/**
 * The DRE gerencial of `year` in `regime`, with the previous year's figures beside it; with `costCenterId` only the
 * entries of that centro de custo (`''` for those without one). An id of another organization matches nothing.
 */
export async function dre(
  scope: TenantScope,
  { year, regime, costCenterId }: { year: number; regime: Regime; costCenterId?: string },
): Promise<Dre> {
  const database = await db();
  const { organizationId } = scope;
  const sums = database
    .selectFrom("finance_report_months")
    .select(["category_key", "kind", "month", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
    .where("organization_id", "=", organizationId)
    .where("basis", "=", regime)
    .where("month", ">=", `${year - 1}-01`)
    .where("month", "<=", `${year}-12`)
    .where("kind", "in", ["receita", "despesa"])
    .$if(costCenterId !== undefined, (q) => q.where("cost_center_key", "=", costCenterId!))
    .groupBy(["category_key", "kind", "month"])
    .execute();
  const categories = database
    .selectFrom("finance_categories")
    .select(["id", "name", "kind", "group_name as group", "dre_line as line"])
    .where("organization_id", "=", organizationId)
    .execute();
  const [rows, plan] = await Promise.all([sums, categories]);
  return buildDre({
    year,
    regime,
    categories: plan,
    sums: rows.flatMap((row) =>
      row.category_key && row.kind !== "transferencia"
        ? [{ categoryId: row.category_key, kind: row.kind, month: row.month, cents: Number(row.cents) }]
        : [],
    ),
  });
}
