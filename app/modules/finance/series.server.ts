/**
 * Recorrências kept ahead up to RECURRENCE_AHEAD_MONTHS (docs/decisions/0016); safe on several instances: one upkeep at a time (db/run-alone.server.ts),
 * a series claims its next indexes with a conditional UPDATE of `generated_count`, and `(series_id, series_index)` is unique.
 */
import { todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import { runAlone } from "~/db/run-alone.server";
import type { FinanceSeriesTable } from "~/db/schema";
import { insertEntries } from "./entry-writes.server";
import { occurrenceDate, planOccurrences, recurrenceHorizon, type OccurrencePlan } from "./recurrence";

/** Which open recorrências a run reaches: every organization's, one organization's, or one series. */
export interface SeriesReach {
  organizationId?: string;
  seriesId?: string;
}

type OpenSeries = Pick<
  FinanceSeriesTable,
  "id" | "organization_id" | "frequency" | "occurrences" | "until_date" | "first_due_date" | "generated_count"
>;

/** Makes the planned occurrences of one series, each a copy of its latest entry (so an edit of "esta e as próximas" carries on); nothing when another run claimed these indexes first. Returns how many it made. */
async function extendOne(series: OpenSeries, plan: OccurrencePlan): Promise<number> {
  return (await db()).transaction().execute(async (trx) => {
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
      .where("organization_id", "=", series.organization_id)
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
    const author = { organizationId: series.organization_id, userId: template.created_by };
    return (await insertEntries(trx, author, entries, now)).length;
  });
}

/**
 * Makes the occurrences of the open recorrências in `reach` due up to 3 months after `today` and ends completed ones; each series in its own transaction.
 * Stops between series once `signal` aborts; a failing series does not hold back the others, and the run then rejects with every failure. Returns how many entries it made.
 */
export async function extendSeries(today: string, reach: SeriesReach = {}, signal?: AbortSignal): Promise<number> {
  const open = await (
    await db()
  )
    .selectFrom("finance_series")
    .select(["id", "organization_id", "frequency", "occurrences", "until_date", "first_due_date", "generated_count"])
    .where("kind", "=", "recorrencia")
    .where("ended_at", "is", null)
    .$if(reach.organizationId !== undefined, (query) => query.where("organization_id", "=", reach.organizationId!))
    .$if(reach.seriesId !== undefined, (query) => query.where("id", "=", reach.seriesId!))
    .execute();
  const horizon = recurrenceHorizon(today);
  const failures: unknown[] = [];
  let made = 0;
  for (const series of open) {
    if (signal?.aborted) break;
    const rule = {
      firstDueDate: series.first_due_date,
      frequency: series.frequency,
      occurrences: series.occurrences,
      untilDate: series.until_date,
    };
    const plan = planOccurrences(rule, series.generated_count, horizon);
    if (plan.next.length === 0 && !plan.ended) continue;
    try {
      made += await extendOne(series, plan);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} recorrência(s) not extended`);
  return made;
}

/** The name of the upkeep's lock: one instance runs it at a time. */
const UPKEEP = "finance:series-ahead";

/** The periodic upkeep: `extendSeries` over every organization on `today` (in America/Sao_Paulo unless given), unless another instance is running it (null); stops early once `signal` aborts. */
export function keepSeriesAhead({ today = todayInSaoPaulo(), signal }: { today?: string; signal?: AbortSignal } = {}) {
  return runAlone(UPKEEP, () => extendSeries(today, {}, signal));
}
