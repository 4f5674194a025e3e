import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function budgets(dialect: Dialect) {
  const { uuid, cents } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("budget_amounts")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("year", "integer", (c) => c.notNull())
        .addColumn("category_id", uuid, (c) => c.notNull().references("finance_categories.id"))
        .addColumn("month", "integer", (c) => c.notNull())
        .addColumn("cents", cents, (c) => c.notNull())
        .addPrimaryKeyConstraint("budget_amounts_pk", ["organization_id", "year", "category_id", "month"])
        .addCheckConstraint("budget_amounts_values", sql`month between 1 and 12 and cents >= 0`)
        .execute();
    },
  };
}
