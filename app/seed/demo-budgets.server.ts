/** Demo budgets: last year's plan is that year's actual (from the reports' month sums, so this runs after every seed that writes entries) moved by ±15 %; this year's is last year's actual raised 0-25 %. */
import type { Kysely } from "kysely";
import { sql } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import type { Database } from "~/db/schema";
import { spreadEvenly } from "~/modules/budgets/spread";
import { seededRandom, seedOf } from "./random";

export interface BudgetOrganization {
  id: string;
  slug: string;
}

/** A category's actual centavos in a year. */
export interface YearActual {
  categoryId: string;
  cents: number;
}

const roundToHundredReais = (cents: number) => Math.round(cents / 10_000) * 10_000;

/** The budget rows of one organization for `year - 1` and `year`, from each category's actual centavos of the year before `year`; pure. */
export function demoBudgetRows(organization: BudgetOrganization, year: number, lastYear: YearActual[]) {
  const random = seededRandom(seedOf(`budget:${organization.slug}:${year}`));
  const rows: Array<Database["budget_amounts"]> = [];
  const sorted = [...lastYear].sort((a, b) => a.categoryId.localeCompare(b.categoryId));
  for (const { categoryId, cents } of sorted) {
    if (cents <= 0) continue;
    const plans: Array<[number, number]> = [
      [year - 1, roundToHundredReais((cents * random.int(85, 115)) / 100)],
      [year, roundToHundredReais((cents * random.int(100, 125)) / 100)],
    ];
    for (const [planYear, annual] of plans)
      spreadEvenly(annual).forEach((monthCents, i) => {
        if (monthCents > 0)
          rows.push({
            organization_id: organization.id,
            year: planYear,
            category_id: categoryId,
            month: i + 1,
            cents: monthCents,
          });
      });
  }
  return rows;
}

/** Writes the demo budgets of `organizations` for this year and the last (as of `now`). */
export async function seedDemoBudgets(db: Kysely<Database>, organizations: BudgetOrganization[], now = new Date()) {
  const year = Number(todayInSaoPaulo(now).slice(0, 4));
  const rows: Array<Database["budget_amounts"]> = [];
  for (const organization of organizations) {
    const sums = await db
      .selectFrom("finance_report_months")
      .select(["category_key", sql<number>`cast(sum(cents) as bigint)`.as("cents")])
      .where("organization_id", "=", organization.id)
      .where("basis", "=", "competencia")
      .where("month", ">=", `${year - 1}-01`)
      .where("month", "<=", `${year - 1}-12`)
      .where("kind", "in", ["receita", "despesa"])
      .where("category_key", "!=", "")
      .groupBy("category_key")
      .execute();
    rows.push(
      ...demoBudgetRows(
        organization,
        year,
        sums.map((row) => ({ categoryId: row.category_key, cents: Number(row.cents) })),
      ),
    );
  }
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto("budget_amounts")
      .values(rows.slice(start, start + 500))
      .execute();
}
