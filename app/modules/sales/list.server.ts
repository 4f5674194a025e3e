import { sql, type RawBuilder } from "kysely";
import { pageOffset } from "~/config/pagination";
import { containsPattern, fold } from "~/config/text-rules";
import { database as appDatabase, db } from "~/db/db.server";
import type { SaleStatus } from "~/db/schema/sales";
import { isId } from "~/modules/ids";
import { listMembers, type Member } from "~/modules/administration/members.server";
import type { TenantScope } from "~/modules/tenant-scope";
import type { SaleFilters, SaleSort } from "./list-query";
import { saleCode } from "./numbers";
import { SALE_STATUSES } from "./status";

/** Rows per page of the sales list. */
export const SALE_PAGE_SIZE = 50;

/** A sale as the list and its CSV show it. */
export interface SaleListRow {
  id: string;
  code: string;
  status: SaleStatus;
  saleDate: string;
  expectedInvoiceDate: string | null;
  invoicedOn: string | null;
  contactId: string;
  contactName: string;
  sellerName: string | null;
  totalCents: number;
}

/** Count and sum (centavos) of a set of sales. */
export interface SaleFigures {
  count: number;
  totalCents: number;
}

export interface SaleTotals {
  count: number;
  totalCents: number;
  byStatus: Record<SaleStatus, SaleFigures>;
}

const NOTHING = sql<boolean>`1 = 0`;

function conditions(scope: TenantScope, filters: SaleFilters): RawBuilder<boolean>[] {
  const list = [
    sql<boolean>`s.organization_id = ${scope.organizationId}`,
    sql<boolean>`s.sale_date >= ${filters.from}`,
    sql<boolean>`s.sale_date <= ${filters.to}`,
  ];
  if (filters.status === "propostas") list.push(sql<boolean>`s.status in ('rascunho', 'enviada')`);
  else if (filters.status) list.push(sql<boolean>`s.status = ${filters.status}`);
  for (const [id, column] of [
    [filters.contactId, sql.ref("s.contact_id")],
    [filters.sellerId, sql.ref("s.seller_id")],
  ] as const)
    if (id !== undefined) list.push(isId(id) ? sql<boolean>`${column} = ${id.toLowerCase()}` : NOTHING);
  const text = fold(filters.q?.trim() ?? "");
  if (text) list.push(sql<boolean>`s.search_text like ${containsPattern(text)} escape '\\'`);
  return list;
}

/**
 * The order of `sort`, then data da venda and id, so pages never overlap. With a customer or seller filter,
 * SQLite (never analysed) would walk the period's date index to skip a sort of a few rows: `+sale_date` keeps it on the filter's index.
 */
async function orderOf(sort: SaleSort, filters: SaleFilters) {
  const { dialect } = await appDatabase();
  const collate = (expression: RawBuilder<unknown>) => (dialect === "postgres" ? sql`${expression} collate "C"` : expression);
  const narrow = dialect === "sqlite" && (filters.contactId !== undefined || filters.sellerId !== undefined);
  const by = {
    date: [],
    customer: [collate(sql`ct.sort_name`)],
    total: [sql`s.total_cents`],
    number: [sql`(s.order_number is not null)`, sql`coalesce(s.order_number, s.proposal_number)`],
  }[sort.by];
  const tie = sort.by === "date" ? sort.order : "desc";
  const date = narrow ? sql`+s.sale_date` : sql`s.sale_date`;
  return [...by.map((expression) => [expression, sort.order] as const), [date, tie] as const, [sql`s.id`, tie] as const];
}

function saleColumns(database: Awaited<ReturnType<typeof db>>) {
  return database
    .selectFrom("sales as s")
    .innerJoin("contacts as ct", "ct.id", "s.contact_id")
    .leftJoin("users as u", "u.id", "s.seller_id")
    .select([
      "s.id",
      "s.status",
      "s.proposal_number",
      "s.order_number",
      "s.sale_date",
      "s.expected_invoice_date",
      "s.invoiced_on",
      "s.contact_id",
      "ct.name as contact_name",
      "u.given_name",
      "u.family_name",
      "s.total_cents",
    ]);
}

type Selected = Awaited<ReturnType<ReturnType<typeof saleColumns>["execute"]>>[number];

const toRow = (row: Selected): SaleListRow => ({
  id: row.id,
  code: saleCode(row),
  status: row.status,
  saleDate: row.sale_date,
  expectedInvoiceDate: row.expected_invoice_date,
  invoicedOn: row.invoiced_on,
  contactId: row.contact_id,
  contactName: row.contact_name,
  sellerName: row.given_name === null ? null : `${row.given_name} ${row.family_name ?? ""}`.trim(),
  totalCents: Number(row.total_cents),
});

async function sortedRows(scope: TenantScope, filters: SaleFilters, sort: SaleSort, page?: number): Promise<SaleListRow[]> {
  const database = await db();
  const order = await orderOf(sort, filters);
  const where = conditions(scope, filters);
  let rows = saleColumns(database);
  if (page === undefined) rows = rows.where(({ and }) => and(where));
  else {
    let ids = database
      .selectFrom("sales as s")
      .$if(sort.by === "customer", (query) => query.innerJoin("contacts as ct", "ct.id", "s.contact_id"))
      .select("s.id")
      .where(({ and }) => and(where));
    for (const [expression, direction] of order) ids = ids.orderBy(expression, direction);
    rows = rows.where("s.id", "in", ids.limit(SALE_PAGE_SIZE).offset(pageOffset(page, SALE_PAGE_SIZE)));
  }
  for (const [expression, direction] of order) rows = rows.orderBy(expression, direction);
  return (await rows.execute()).map(toRow);
}

/** Count and sums per status of the sales that match `filters`. */
export async function saleTotals(scope: TenantScope, filters: SaleFilters): Promise<SaleTotals> {
  const groups = await (
    await db()
  )
    .selectFrom("sales as s")
    .where(({ and }) => and(conditions(scope, filters)))
    .select(["s.status", sql<number>`count(*)`.as("count"), sql<number>`coalesce(sum(s.total_cents), 0)`.as("total")])
    .groupBy("s.status")
    .execute();
  const byStatus = Object.fromEntries(SALE_STATUSES.map((status) => [status, { count: 0, totalCents: 0 }])) as Record<
    SaleStatus,
    SaleFigures
  >;
  for (const group of groups) byStatus[group.status] = { count: Number(group.count), totalCents: Number(group.total) };
  const figures = Object.entries(byStatus) as Array<[SaleStatus, SaleFigures]>;
  return {
    count: figures.reduce((sum, [, f]) => sum + f.count, 0),
    totalCents: figures.reduce((sum, [status, f]) => (status === "cancelada" ? sum : sum + f.totalCents), 0),
    byStatus,
  };
}

/** A page (1-based, SALE_PAGE_SIZE rows) of the sales that match every filter, in `sort` order, with the totals of all that match. */
export async function listSales(
  scope: TenantScope,
  filters: SaleFilters,
  sort: SaleSort,
  page: number,
): Promise<{ rows: SaleListRow[]; totals: SaleTotals }> {
  const [rows, totals] = await Promise.all([sortedRows(scope, filters, sort, page), saleTotals(scope, filters)]);
  return { rows, totals };
}

/** Every sale `listSales` would page through for these filters, in the same order (the CSV). */
export const exportSales = (scope: TenantScope, filters: SaleFilters, sort: SaleSort): Promise<SaleListRow[]> =>
  sortedRows(scope, filters, sort);

/** The vendedores the filter offers: the organization's members by name, and `current` (the seller filtered by) when it is no longer a member but still the seller of one of its sales; an id of anyone else is left out. */
export async function sellerChoices(scope: TenantScope, current?: string): Promise<Member[]> {
  const database = await db();
  const members = await listMembers(scope, {}, database);
  if (!current || !isId(current) || members.some((member) => member.id === current)) return members;
  const former = await database
    .selectFrom("users as u")
    .select(["u.id", "u.given_name", "u.family_name"])
    .where("u.id", "=", current)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("sales as s")
          .select("s.id")
          .where("s.organization_id", "=", scope.organizationId)
          .where("s.seller_id", "=", current),
      ),
    )
    .execute();
  return [...members, ...former.map((row) => ({ id: row.id, name: `${row.given_name} ${row.family_name}`.trim() }))];
}
