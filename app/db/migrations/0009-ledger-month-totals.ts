/**
 * The ledger's month totals: per organization, due month (`YYYY-MM`) and
 * kind, how many live entries there are and the sum of those not
 * cancelled, in centavos. The unfiltered month list reads its count and
 * totals row here (three rows) instead of summing the month's entries
 * (about 40 000 index entries at a million, the slowest read of the list);
 * app/modules/finance/month-totals.server.ts keeps it in step with every
 * write. Filled from the entries already there.
 */
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
