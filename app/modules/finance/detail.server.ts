import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { cashCents, settlementAmounts } from "./balance";
import { entryOwner } from "./entry-owner.server";
import { entryEvents } from "./events.server";
import { entryRows, toEntryRow } from "./rows.server";
import type { EntryDetail } from "./types";

/** The live entry `id` of the organization with its details, or null. */
export async function entryDetail(
  database: Kysely<Database>,
  scope: TenantScope,
  id: string,
  today: string,
): Promise<EntryDetail | null> {
  const row = await entryRows(database, scope)
    .select(["e.notes", "e.created_at", "e.updated_at", "e.series_id"])
    .where("e.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const [settlements, events, attachments, series, counterpart, sale, batch] = await Promise.all([
    database
      .selectFrom("finance_settlements as st")
      .innerJoin("finance_accounts as a", "a.id", "st.account_id")
      .leftJoin("bank_statement_links as k", (join) =>
        join.onRef("k.settlement_id", "=", "st.id").on("k.organization_id", "=", scope.organizationId),
      )
      .leftJoin("bank_statement_lines as l", "l.id", "k.line_id")
      .selectAll("st")
      .select(["a.name as account_name", "l.posted_on as line_posted_on", "l.description as line_description"])
      .where("st.organization_id", "=", scope.organizationId)
      .where("st.entry_id", "=", id)
      .orderBy("st.settled_on")
      .orderBy("st.created_at")
      .execute(),
    entryEvents(database, scope, id),
    database
      .selectFrom("finance_attachments")
      .select(["id", "file_name", "content_type", "size_bytes", "created_at"])
      .where("organization_id", "=", scope.organizationId)
      .where("entry_id", "=", id)
      .orderBy("created_at")
      .execute(),
    row.series_id
      ? database
          .selectFrom("finance_series")
          .selectAll()
          .where("organization_id", "=", scope.organizationId)
          .where("id", "=", row.series_id)
          .executeTakeFirst()
      : undefined,
    row.transfer_id
      ? database
          .selectFrom("finance_entries as e")
          .innerJoin("finance_accounts as a", "a.id", "e.account_id")
          .select(["a.id", "a.name"])
          .where("e.organization_id", "=", scope.organizationId)
          .where("e.transfer_id", "=", row.transfer_id)
          .where("e.id", "!=", id)
          .executeTakeFirst()
      : undefined,
    entryOwner(database, scope, id),
    database
      .selectFrom("finance_entry_import_lines as l")
      .innerJoin("finance_entry_imports as i", "i.id", "l.import_id")
      .select(["i.file_name", "i.created_at"])
      .where("l.organization_id", "=", scope.organizationId)
      .where("l.entry_id", "=", id)
      .executeTakeFirst(),
  ]);
  return {
    ...toEntryRow(row, today),
    notes: row.notes,
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    settlements: settlements.map((s) => {
      const amounts = settlementAmounts(s);
      return {
        id: s.id,
        settledOn: s.settled_on,
        accountId: s.account_id,
        accountName: s.account_name,
        ...amounts,
        totalCents: cashCents(amounts),
        reversed: s.reversed_at !== null,
        reversedOn: s.reversed_on,
        createdAt: s.created_at,
        reconciledLine: s.line_posted_on ? { postedOn: s.line_posted_on, description: s.line_description ?? "" } : null,
      };
    }),
    events,
    attachments: attachments.map((a) => ({
      id: a.id,
      fileName: a.file_name,
      contentType: a.content_type,
      sizeBytes: a.size_bytes,
      createdAt: a.created_at,
    })),
    series: series
      ? {
          id: series.id,
          kind: series.kind,
          frequency: series.frequency,
          occurrences: series.occurrences,
          untilDate: series.until_date,
          ended: series.ended_at !== null,
        }
      : null,
    counterpartAccount: counterpart ?? null,
    sale,
    importedFrom: batch ? { fileName: batch.file_name, importedAt: batch.created_at } : null,
  };
}
