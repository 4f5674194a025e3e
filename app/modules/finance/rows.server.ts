import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { openCentsOf } from "./balance";
import { deriveStatus } from "./status";
import type { EntryRow } from "./types";

/** The columns of an EntryRow over every entry, unscoped: only for a caller that names its entries by a subquery scoped to the organization (a page's ids), where a second scope condition would lead the planner to walk the organization's whole index. */
export function entryColumns(database: Kysely<Database>) {
  return database
    .selectFrom("finance_entries as e")
    .innerJoin("finance_accounts as a", "a.id", "e.account_id")
    .leftJoin("finance_categories as c", "c.id", "e.category_id")
    .leftJoin("contacts as ct", "ct.id", "e.contact_id")
    .leftJoin("finance_cost_centers as cc", "cc.id", "e.cost_center_id")
    .leftJoin("finance_series as s", "s.id", "e.series_id")
    .select([
      "e.id",
      "e.kind",
      "e.direction",
      "e.description",
      "e.amount_cents",
      "e.settled_cents",
      "e.due_date",
      "e.competence_date",
      "e.account_id",
      "a.name as account_name",
      "e.category_id",
      "c.name as category_name",
      "e.contact_id",
      "ct.name as contact_name",
      "e.cost_center_id",
      "cc.name as cost_center_name",
      "e.series_index",
      "s.occurrences as series_total",
      "e.transfer_id",
      "e.version",
      "e.cancelled_at",
    ]);
}

/** The live entries of the organization with the columns of an EntryRow; add conditions, order and limits. */
export function entryRows(database: Kysely<Database>, scope: TenantScope) {
  return entryColumns(database).where("e.organization_id", "=", scope.organizationId).where("e.deleted_at", "is", null);
}

type Selected = Awaited<ReturnType<ReturnType<typeof entryRows>["execute"]>>[number];

/** A selected row as an EntryRow, its status derived on `today`. */
export function toEntryRow(row: Selected, today: string): EntryRow {
  const facts = {
    direction: row.direction,
    amountCents: row.amount_cents,
    settledCents: row.settled_cents,
    dueDate: row.due_date,
    cancelledAt: row.cancelled_at,
  };
  return {
    id: row.id,
    kind: row.kind,
    direction: row.direction,
    description: row.description,
    amountCents: row.amount_cents,
    settledCents: row.settled_cents,
    openCents: openCentsOf(facts),
    status: deriveStatus(facts, today),
    dueDate: row.due_date,
    competenceDate: row.competence_date,
    accountId: row.account_id,
    accountName: row.account_name,
    categoryId: row.category_id,
    categoryName: row.category_name,
    contactId: row.contact_id,
    contactName: row.contact_name,
    costCenterId: row.cost_center_id,
    costCenterName: row.cost_center_name,
    seriesIndex: row.series_index,
    seriesTotal: row.series_total,
    transferId: row.transfer_id,
    version: row.version,
  };
}
