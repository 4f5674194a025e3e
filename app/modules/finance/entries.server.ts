import { sql, type RawBuilder } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatMoney } from "~/config/format";
import { pageOffset } from "~/config/pagination";
import { compareText, containsPattern, fold } from "~/config/text-rules";
import { database as appDatabase, db } from "~/db/db.server";
import { recordAudit } from "~/modules/audit/record.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { closedEntries } from "./period-lock.server";
import { entryDetail } from "./detail.server";
import { notOwned, owned } from "./entry-owner.server";
import { recordEvent } from "./events.server";
import { periodDays } from "./entry-period";
import { openSums } from "./overview.server";
import { entryColumns, entryRows, toEntryRow } from "./rows.server";
import { monthTotals, updateMonthTotals } from "./month-totals.server";
import { undoSettlement } from "./settlements.server";
import { statusCondition, statusRank } from "./status.server";
import type { EntryDetail, EntryFilters, EntryRow, EntrySort, EntryTotals } from "./types";

export { createEntry, createTransfer, type Created } from "./create.server";
export { cancelEntry, updateEntry } from "./update.server";
export { updateTransfer } from "./transfers.server";

/** Rows per page of the lançamentos list. */
export const ENTRY_PAGE_SIZE = 50;

const NOTHING = sql<boolean>`1 = 0`;

function conditions(scope: TenantScope, filters: EntryFilters, today: string): RawBuilder<boolean>[] {
  const { first, last } = periodDays(filters);
  const date = sql.ref(filters.basis === "competencia" ? "e.competence_date" : "e.due_date");
  const list = [
    sql<boolean>`e.organization_id = ${scope.organizationId}`,
    sql<boolean>`e.deleted_at is null`,
    sql<boolean>`${date} >= ${first}`,
    sql<boolean>`${date} <= ${last}`,
  ];
  const ids = [
    [filters.accountId, sql.ref("e.account_id")],
    [filters.categoryId, sql.ref("e.category_id")],
    [filters.contactId, sql.ref("e.contact_id")],
    [filters.costCenterId, sql.ref("e.cost_center_id")],
  ] as const;
  for (const [id, column] of ids) if (id !== undefined) list.push(isId(id) ? sql<boolean>`${column} = ${id}` : NOTHING);
  if (filters.kind) list.push(sql<boolean>`e.kind = ${filters.kind}`);
  if (filters.status) list.push(statusCondition(filters.status, today));
  const text = fold(filters.q?.trim() ?? "");
  if (text) list.push(sql<boolean>`e.search_text like ${containsPattern(text)} escape '\\'`);
  return list;
}

/** The organization's categories in pt-BR order (compareText, the one collator) as a rank of `e.category_id`; none (a transfer) last. */
async function categoryRank(scope: TenantScope): Promise<RawBuilder<unknown>> {
  const categories = await (
    await db()
  )
    .selectFrom("finance_categories")
    .select(["id", "name"])
    .where("organization_id", "=", scope.organizationId)
    .execute();
  categories.sort((a, b) => compareText(a.name, b.name) || (a.id < b.id ? -1 : 1));
  if (categories.length === 0) return sql`0`;
  const cases = categories.map((category, rank) => sql`when ${category.id} then ${rank}`);
  return sql`case e.category_id ${sql.join(cases, sql` `)} else ${categories.length} end`;
}

async function orderOf(scope: TenantScope, filters: EntryFilters, sort: EntrySort, today: string) {
  const { dialect } = await appDatabase();
  const collate = (expression: RawBuilder<unknown>) => (dialect === "postgres" ? sql`${expression} collate "C"` : expression);
  const nullsLast = (column: string) => [sql`(${sql.ref(column)} is null)`, collate(sql`${sql.ref(column)}`)];
  const by = {
    due_date: [],
    description: [collate(sql`e.search_text`)],
    amount: [sql`e.amount_cents`],
    status: [statusRank(today)],
    category: sort.by === "category" ? [await categoryRank(scope)] : [],
    contact: nullsLast("ct.sort_name"),
  }[sort.by];
  const tie = sort.by === "due_date" ? sort.order : "asc";
  // By competência, the date order is the competência's (then the vencimento's), as its index holds them.
  const basis = filters.basis === "competencia" ? [[sql`e.competence_date`, tie] as const] : [];
  return [
    ...by.map((expression) => [expression, sort.order] as const),
    ...basis,
    [sql`e.due_date`, tie] as const,
    [sql`e.id`, tie] as const,
  ];
}

async function sortedRows(scope: TenantScope, filters: EntryFilters, sort: EntrySort, today: string, page?: number) {
  const database = await db();
  const order = await orderOf(scope, filters, sort, today);
  const where = conditions(scope, filters, today);
  if (page === undefined) {
    let rows = entryRows(database, scope).where(({ and }) => and(where));
    for (const [expression, direction] of order) rows = rows.orderBy(expression, direction);
    return rows.execute();
  }
  // A join the order does not need would lead SQLite to the month index even when a filter's index is better.
  let ids = database
    .selectFrom("finance_entries as e")
    .$if(sort.by === "contact", (query) => query.leftJoin("contacts as ct", "ct.id", "e.contact_id"))
    .select("e.id")
    .where(({ and }) => and(where));
  for (const [expression, direction] of order) ids = ids.orderBy(expression, direction);
  let rows = entryColumns(database).where("e.id", "in", ids.limit(ENTRY_PAGE_SIZE).offset(pageOffset(page, ENTRY_PAGE_SIZE)));
  for (const [expression, direction] of order) rows = rows.orderBy(expression, direction);
  return rows.execute();
}

const live = (kind: "receita" | "despesa", cents: RawBuilder<number>, open = false) =>
  sql<number>`coalesce(sum(case when e.kind = ${kind} and e.cancelled_at is null${open ? sql` and e.settled_cents < e.amount_cents` : sql``} then ${cents} else 0 end), 0)`;

async function filteredTotals(scope: TenantScope, filters: EntryFilters, today: string) {
  const amount = sql<number>`e.amount_cents`;
  const open = sql<number>`e.amount_cents - e.settled_cents`;
  const sums = await (
    await db()
  )
    .selectFrom("finance_entries as e")
    .where(({ and }) => and(conditions(scope, filters, today)))
    .select([
      sql<number>`count(*)`.as("total"),
      live("receita", amount).as("inflow"),
      live("despesa", amount).as("outflow"),
      live("receita", open, true).as("receivable"),
      live("despesa", open, true).as("payable"),
    ])
    .executeTakeFirstOrThrow();
  const inflowCents = Number(sums.inflow);
  const outflowCents = Number(sums.outflow);
  return {
    total: Number(sums.total),
    totals: {
      inflowCents,
      outflowCents,
      resultCents: inflowCents - outflowCents,
      receivableCents: Number(sums.receivable),
      payableCents: Number(sums.payable),
    },
  };
}

const byMonthAndKind = (filters: EntryFilters) =>
  Object.entries(filters).every(([key, value]) => key === "month" || key === "kind" || value === undefined);

/** A month by vencimento, of one kind or all: the month totals and the open days' sums hold its figures. */
async function monthFigures(scope: TenantScope, { month, kind }: EntryFilters) {
  const { first, last } = periodDays({ month });
  const [counted, open] = await Promise.all([monthTotals(scope, month, kind), openSums(scope, first, last)]);
  const of = (which: "receita" | "despesa", cents: number) => (kind === undefined || kind === which ? cents : 0);
  return {
    total: counted.total,
    totals: {
      ...counted.totals,
      receivableCents: of("receita", open.receivable.cents),
      payableCents: of("despesa", open.payable.cents),
    },
  };
}

/** A page (1-based, ENTRY_PAGE_SIZE rows) of the entries whose vencimento (or competência, `filters.basis`) lies in `filters.range` or else `filters.month` and that match every filter (`q`: part of the description or contact's name, case and accents folded), in `sort` order, with `total` (how many match) and `totals` of all that match in centavos: receitas in, despesas out, resultado, a receber and a pagar still open; cancelled entries and transfers count for nothing. */
export async function listEntries(
  scope: TenantScope,
  filters: EntryFilters,
  sort: EntrySort,
  page: number,
  today = todayInSaoPaulo(),
): Promise<{ rows: EntryRow[]; total: number; totals: EntryTotals }> {
  const [rows, counted] = await Promise.all([
    sortedRows(scope, filters, sort, today, page),
    byMonthAndKind(filters) ? monthFigures(scope, filters) : filteredTotals(scope, filters, today),
  ]);
  return { rows: rows.map((row) => toEntryRow(row, today)), ...counted };
}

/** Every entry that `listEntries` would page through for these filters, in the same order (the CSV export). */
export async function exportEntries(
  scope: TenantScope,
  filters: EntryFilters,
  sort: EntrySort,
  today = todayInSaoPaulo(),
): Promise<EntryRow[]> {
  const rows = await sortedRows(scope, filters, sort, today);
  return rows.map((row) => toEntryRow(row, today));
}

/** The entry `id` with its notes, baixas (estornos kept, flagged), history with each actor's name, comprovantes, series and, for a transfer, the other leg's account; null when it is not the organization's or was deleted. */
export async function getEntry(scope: TenantScope, id: string, today = todayInSaoPaulo()): Promise<EntryDetail | null> {
  if (!isId(id)) return null;
  return entryDetail(await db(), scope, id, today);
}

/** The refusal of a delete of an entry with live baixas. */
export const HAS_BAIXAS = "Este lançamento tem baixas: estorne-as antes de excluir.";

/** What a delete did: entries `deleted` (legs included), and those kept for live baixas (`settled`), for their sale (`owned`) or for the fechamento (`closed`, with the date in force). */
export interface Deletion {
  deleted: number;
  settled: number;
  owned: number;
  closed: number;
  closedThrough: string | null;
}

/**
 * Soft-deletes the organization's entries among `ids` (others skipped); a transfer leg takes its pair along, its baixas reversed with it.
 * Kept untouched: an entry a sale generated (`owned`: the sale changes it, entry-owner.server.ts), one with live (not estornada)
 * baixas (`settled`) and one reaching into the closed books (`closed`). Audited (finance_entry.deleted) in the same transaction.
 */
export async function deleteEntries(scope: TenantScope, ids: readonly string[]): Promise<Deletion> {
  const valid = [...new Set(ids.filter(isId))];
  const none: Deletion = { deleted: 0, settled: 0, owned: 0, closed: 0, closedThrough: null };
  if (valid.length === 0) return none;
  const database = await db();
  return database.transaction().execute(async (trx) => {
    // By id (and transfer), the live ones kept here: "deleted_at is null" beside the organization led SQLite to a partial
    // index of all the organization's live entries instead of the primary key, once the ids are more than a few.
    const chosen = (
      await trx
        .selectFrom("finance_entries")
        .select(["id", "transfer_id", "deleted_at"])
        .where("organization_id", "=", scope.organizationId)
        .where("id", "in", valid)
        .execute()
    ).filter((entry) => entry.deleted_at === null);
    const transfers = chosen.flatMap((entry) => (entry.transfer_id ? [entry.transfer_id] : []));
    const legs = transfers.length
      ? (
          await trx
            .selectFrom("finance_entries")
            .select(["id", "deleted_at"])
            .where("organization_id", "=", scope.organizationId)
            .where("transfer_id", "in", transfers)
            .execute()
        ).filter((leg) => leg.deleted_at === null)
      : [];
    const reached = [...new Set([...chosen, ...legs].map((entry) => entry.id))];
    const lock = await closedEntries(trx, scope, reached);
    const closed = new Set(lock.ids);
    const targets = reached.filter((id) => !closed.has(id));
    const locked = { closed: closed.size, closedThrough: closed.size ? lock.closedThrough : null };
    if (targets.length === 0) return { ...none, ...locked };
    const now = new Date().toISOString();
    // A transfer is settled on its date as part of being one: its baixas go with it.
    const legIds = legs.map((leg) => leg.id).filter((id) => !closed.has(id));
    const active = legIds.length
      ? await trx
          .selectFrom("finance_settlements")
          .select("id")
          .where("organization_id", "=", scope.organizationId)
          .where("entry_id", "in", legIds)
          .where("reversed_at", "is", null)
          .execute()
      : [];
    for (const settlement of active) await undoSettlement(trx, scope, settlement.id, now);
    // The guard on settled_cents keeps an entry settled by a baixa written at the same moment.
    // Only the rows this call deleted leave the month totals, whatever a concurrent delete did.
    // `targets` were read as the organization's above: by id alone, so SQLite reads the primary key.
    const deleted = await trx
      .updateTable("finance_entries")
      .set((eb) => ({ deleted_at: now, updated_at: now, version: eb("version", "+", 1) }))
      .where("id", "in", targets)
      .where("deleted_at", "is", null)
      .where("settled_cents", "=", 0)
      .where(notOwned)
      .returning(["id", "organization_id", "kind", "due_date", "amount_cents", "cancelled_at", "description"])
      .execute();
    await updateMonthTotals(trx, { before: deleted.map((row) => ({ ...row, deleted_at: null })) });
    for (const row of deleted) {
      await recordEvent(trx, scope, row.id, "deleted", null, now);
      await recordAudit(
        trx,
        scope,
        {
          action: "finance_entry.deleted",
          targetType: "finance_entry",
          targetId: row.id,
          targetLabel: row.description,
          detail: { amount: formatMoney(Number(row.amount_cents)), dueDate: row.due_date },
        },
        new Date(now),
      );
    }
    const gone = new Set(deleted.map((row) => row.id));
    const left = targets.filter((id) => !gone.has(id));
    const kept = left.length
      ? (
          await trx
            .selectFrom("finance_entries")
            .select(["settled_cents", "deleted_at", owned.as("owned")])
            .where("id", "in", left)
            .execute()
        ).filter((row) => row.deleted_at === null)
      : [];
    return {
      deleted: deleted.length,
      settled: kept.filter((row) => !row.owned && row.settled_cents > 0).length,
      owned: kept.filter((row) => Boolean(row.owned)).length,
      ...locked,
    };
  });
}
