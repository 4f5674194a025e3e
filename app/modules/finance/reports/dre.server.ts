/**
 * The DRE of /financeiro/dre (docs/decisions/0017), summed in SQL by
 * category and month over the year and the one before:
 * - competência: live, not cancelled receitas and despesas by data de
 *   competência, their full amount (`finance_entries_competence_idx`,
 *   migration 0010);
 * - caixa: the baixas not reversed of those entries, by the baixa's date,
 *   the cash each moved (amount + juros + multa − desconto)
 *   (`finance_settlements_report_idx`).
 * Transfers have no category and never count. Integer centavos; every
 * query scoped to the tenant's organization.
 */
import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { buildDre, type Dre, type Regime } from "./dre";

/** The DRE of `year` in `regime`, with the previous year's totals beside it. */
export async function dre(scope: TenantScope, { year, regime }: { year: number; regime: Regime }): Promise<Dre> {
  const database = await db();
  const { organizationId } = scope;
  const from = `${year - 1}-01-01`;
  const to = `${year}-12-31`;
  const sums =
    regime === "competencia"
      ? database
          .selectFrom("finance_entries as e")
          .select([
            "e.category_id",
            sql<string>`substr(e.competence_date, 1, 7)`.as("month"),
            sql<number>`cast(sum(e.amount_cents) as bigint)`.as("cents"),
          ])
          .where("e.organization_id", "=", organizationId)
          .where("e.deleted_at", "is", null)
          .where("e.competence_date", ">=", from)
          .where("e.competence_date", "<=", to)
          .where("e.kind", "in", ["receita", "despesa"])
          .where("e.cancelled_at", "is", null)
          .groupBy(["e.category_id", sql`substr(e.competence_date, 1, 7)`])
          .execute()
      : database
          .selectFrom("finance_settlements as s")
          .innerJoin("finance_entries as e", "e.id", "s.entry_id")
          .select([
            "e.category_id",
            sql<string>`substr(s.settled_on, 1, 7)`.as("month"),
            sql<number>`cast(sum(s.amount_cents + s.interest_cents + s.fine_cents - s.discount_cents) as bigint)`.as("cents"),
          ])
          .where("s.organization_id", "=", organizationId)
          .where("s.reversed_at", "is", null)
          .where("s.settled_on", ">=", from)
          .where("s.settled_on", "<=", to)
          .where("e.organization_id", "=", organizationId)
          .where("e.kind", "in", ["receita", "despesa"])
          .where("e.cancelled_at", "is", null)
          .where("e.deleted_at", "is", null)
          .groupBy(["e.category_id", sql`substr(s.settled_on, 1, 7)`])
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
      row.category_id ? [{ categoryId: row.category_id, month: row.month, cents: Number(row.cents) }] : [],
    ),
  });
}
