/**
 * Recorrências kept ahead (docs/decisions/0016): every occurrence due up to
 * RECURRENCE_AHEAD_MONTHS after today exists. A new recorrência makes its
 * first ones when created (entries.server.ts); `extendSeries` makes the
 * rest as time passes. The ledger's reads (listEntries, exportEntries,
 * ledgerOverview, dueEntries) call `keepSeriesAhead` lazily, which runs
 * `extendSeries` at most once a day per organization in each process.
 * Idempotent: a series claims its next indexes with a conditional UPDATE of
 * `generated_count`, and `(series_id, series_index)` is unique.
 */
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { insertEntries } from "./entry-writes.server";
import { occurrenceDate, planOccurrences, recurrenceHorizon } from "./recurrence";

/**
 * Makes the occurrences of the organization's open recorrências due up to
 * 3 months after `today` (`YYYY-MM-DD`), each a copy of the series' latest
 * entry (so an edit of "esta e as próximas" carries on) with its due date
 * from the series' first due date and its competência from the first
 * entry's (counted, never chained), and ends the
 * series that reached their count or date. Returns how many entries it made.
 */
export async function extendSeries(scope: TenantScope, today: string): Promise<number> {
  const database = await db();
  const open = await database
    .selectFrom("finance_series")
    .selectAll()
    .where("kind", "=", "recorrencia")
    .where("ended_at", "is", null)
    .where("organization_id", "=", scope.organizationId)
    .execute();
  const horizon = recurrenceHorizon(today);
  let made = 0;
  for (const series of open) {
    const rule = {
      firstDueDate: series.first_due_date,
      frequency: series.frequency,
      occurrences: series.occurrences,
      untilDate: series.until_date,
    };
    const plan = planOccurrences(rule, series.generated_count, horizon);
    if (plan.next.length === 0 && !plan.ended) continue;
    made += await database.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const claimed = await trx
        .updateTable("finance_series")
        .set({ generated_count: series.generated_count + plan.next.length, ended_at: plan.ended ? now : null })
        .where("id", "=", series.id)
        .where("generated_count", "=", series.generated_count)
        .where("ended_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0 || plan.next.length === 0) return 0;
      const template = await trx
        .selectFrom("finance_entries")
        .selectAll()
        .where("organization_id", "=", scope.organizationId)
        .where("series_id", "=", series.id)
        .orderBy("series_index", "desc")
        .limit(1)
        .executeTakeFirstOrThrow();
      const first = await trx
        .selectFrom("finance_entries")
        .select("competence_date")
        .where("series_id", "=", series.id)
        .where("series_index", "=", 1)
        .executeTakeFirstOrThrow();
      const entries = plan.next.map(({ index, dueDate }) => ({
        kind: template.kind,
        direction: template.direction,
        description: template.description,
        search_text: template.search_text,
        amount_cents: template.amount_cents,
        account_id: template.account_id,
        category_id: template.category_id,
        contact_id: template.contact_id,
        cost_center_id: template.cost_center_id,
        competence_date: occurrenceDate(first.competence_date, series.frequency, index),
        due_date: dueDate,
        notes: template.notes,
        series_id: series.id,
        series_index: index,
        transfer_id: null,
      }));
      return (await insertEntries(trx, scope, entries, now)).length;
    });
  }
  return made;
}

const extendedOn = new Map<string, string>();

/** `extendSeries` once per organization and day in this process; the reads call it before answering. */
export async function keepSeriesAhead(scope: TenantScope, today: string): Promise<void> {
  if (extendedOn.get(scope.organizationId) === today) return;
  await extendSeries(scope, today);
  extendedOn.set(scope.organizationId, today);
}
