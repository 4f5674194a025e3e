/**
 * The demo budgets on the database the tests run on: each organization
 * has a budget for this year and the last, near its ledger, drawn the
 * same way on every run.
 *
 * @demo-data: the demo budgets and ledger themselves.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import { demoBudgetRows } from "./demo-budgets.server";

const year = Number(todayInSaoPaulo().slice(0, 4));

describe("demo budgets", () => {
  it("gives each organization a budget for this year and the last, near last year's ledger", async () => {
    const database = await db();
    const organizations = await database.selectFrom("organizations").select(["id", "slug"]).execute();
    expect(organizations).toHaveLength(4);
    for (const { id, slug } of organizations) {
      const planned = await database
        .selectFrom("budget_amounts")
        .select([
          "year",
          sql<number>`cast(sum(cents) as bigint)`.as("cents"),
          sql<number>`count(distinct category_id)`.as("categories"),
        ])
        .where("organization_id", "=", id)
        .groupBy("year")
        .orderBy("year")
        .execute();
      expect(
        planned.map((row) => row.year),
        slug,
      ).toEqual([year - 1, year]);
      expect(Number(planned[0]!.categories), slug).toBeGreaterThan(5);
      const actual = await database
        .selectFrom("finance_report_months")
        .select(sql<number>`cast(sum(cents) as bigint)`.as("cents"))
        .where("organization_id", "=", id)
        .where("basis", "=", "competencia")
        .where("month", ">=", `${year - 1}-01`)
        .where("month", "<=", `${year - 1}-12`)
        .where("kind", "in", ["receita", "despesa"])
        .where("category_key", "!=", "")
        .executeTakeFirstOrThrow();
      const ratio = Number(planned[0]!.cents) / Number(actual.cents);
      expect(ratio, slug).toBeGreaterThan(0.8);
      expect(ratio, slug).toBeLessThan(1.2);
      expect(Number(planned[1]!.cents), slug).toBeGreaterThan(Number(planned[0]!.cents) * 0.95);
    }
  });

  it("draws the same rows from the same ledger, each year's months adding up to a round annual amount", () => {
    const organization = { id: "org", slug: "eleve" };
    const actual = [
      { categoryId: "b", cents: 1_234_567 },
      { categoryId: "a", cents: 7_654_321 },
      { categoryId: "none", cents: 0 },
    ];
    const rows = demoBudgetRows(organization, 2026, actual);
    expect(demoBudgetRows(organization, 2026, [...actual].reverse())).toEqual(rows);
    expect(rows.some((row) => row.category_id === "none")).toBe(false);
    for (const planYear of [2025, 2026])
      for (const category of ["a", "b"]) {
        const months = rows.filter((row) => row.year === planYear && row.category_id === category);
        expect(months).toHaveLength(12);
        expect(months.reduce((sum, row) => sum + row.cents, 0) % 10_000).toBe(0);
      }
  });
});
