/** Month totals so the unfiltered list reads three rows instead of summing a month's entries; kept in step by modules/finance/month-totals.server.ts. */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function ledgerMonthTotals(dialect: Dialect) {
  const { uuid, cents } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("finance_month_totals")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("month", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("entry_count", "integer", (c) => c.notNull())
        .addColumn("amount_cents", cents, (c) => c.notNull())
        .addPrimaryKeyConstraint("finance_month_totals_pk", ["organization_id", "month", "kind"])
        .execute();
      await sql`insert into finance_month_totals (organization_id, month, kind, entry_count, amount_cents)
        select organization_id, substr(due_date, 1, 7), kind, count(*),
          coalesce(sum(case when cancelled_at is null then amount_cents else 0 end), 0)
        from finance_entries
        where deleted_at is null
        group by organization_id, substr(due_date, 1, 7), kind`.execute(db);
    },
  };
}
