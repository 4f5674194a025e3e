/** Desk list queries lead with the indexes of migrations 0018 and 0019; bench/crm-list.ts measures them at 100 000 atendimentos. */
import { sql, type RawBuilder } from "kysely";
import { pageOffset } from "~/config/pagination";
import { containsPattern, fold } from "~/config/text-rules";
import { database as appDatabase, db } from "~/db/db.server";
import type { Dialect } from "~/db/dialect";
import type { TicketChannel, TicketPriority, TicketStatus } from "~/db/schema/crm";
import { documentCode } from "~/modules/document-code";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import type { SlaState } from "./sla";
import { NOBODY, TICKET_VIEWS, type TicketFilters, type TicketQuery, type TicketSort, type TicketView } from "./list-query";

/** Rows per page of the desk list. */
export const TICKET_PAGE_SIZE = 50;

/** An atendimento as the list shows it. */
export interface TicketListRow {
  id: string;
  code: string;
  subject: string;
  contactName: string;
  channel: TicketChannel;
  status: TicketStatus;
  priority: TicketPriority;
  assigneeName: string | null;
  /** The SLA clock, as slaReading reads it. */
  sla: SlaState;
  snoozedUntil: string | null;
  lastActivityAt: string;
  unread: boolean;
  labels: string[];
}

/** How many atendimentos each view holds, unfiltered. */
export type TicketViewCounts = Record<TicketView, number>;

const NOTHING = sql<boolean>`1 = 0`;
/** Literal, as in the partial index crm_tickets_open_idx (0019), so both engines see the query fits it. */
const OPEN = sql<boolean>`t.status in ('aberto', 'pendente')`;

/** Counts stop here: past it a view reads "10.000+" (counting a long history costs more than it tells). */
export const COUNT_CAP = 10_000;
/** A filtered count stops sooner: a filter no index serves reads rows until it has this many. */
export const FILTERED_COUNT_CAP = 1_000;

/** The SLA order's key, word for word as in migration 0019's indexes. */
const SLA_KEY: Record<Dialect, RawBuilder<unknown>> = {
  postgres: sql`coalesce(t.sla_due_at, 'infinity'::timestamptz)`,
  sqlite: sql`coalesce(t.sla_due_at, '9999-12-31T23:59:59.999Z')`,
};

function viewCondition(scope: TenantScope, view: TicketView): RawBuilder<boolean>[] {
  switch (view) {
    case "minhas":
      return [sql<boolean>`t.assignee_id = ${scope.userId}`, OPEN];
    case "nao-atribuidas":
      return [sql<boolean>`t.assignee_id is null`, OPEN];
    case "todas":
      return [];
    case "pendentes":
      return [sql<boolean>`t.status = 'pendente'`];
    case "adiadas":
      return [sql<boolean>`t.status = 'adiado'`];
    case "resolvidas":
      return [sql<boolean>`t.status = 'resolvido'`];
  }
}

function conditions(dialect: Dialect, scope: TenantScope, view: TicketView, filters: TicketFilters): RawBuilder<boolean>[] {
  const text = fold(filters.q?.trim() ?? "").replace(/^at-0*/, "");
  const trigram = usesTrigram(dialect, filters);
  // With a trigram search, SQLite must start from its few candidates, not walk the organization's index: `+` keeps it off.
  const organization = trigram
    ? sql<boolean>`+t.organization_id = ${scope.organizationId}`
    : sql<boolean>`t.organization_id = ${scope.organizationId}`;
  const list = [organization, ...viewCondition(scope, view)];
  if (filters.status) list.push(sql<boolean>`t.status = ${filters.status}`);
  if (filters.priority) list.push(sql<boolean>`t.priority = ${filters.priority}`);
  if (filters.channel) list.push(sql<boolean>`t.channel = ${filters.channel}`);
  if (filters.assignee === NOBODY) list.push(sql<boolean>`t.assignee_id is null`);
  else if (filters.assignee !== undefined)
    list.push(isId(filters.assignee) ? sql<boolean>`t.assignee_id = ${filters.assignee.toLowerCase()}` : NOTHING);
  if (filters.label)
    list.push(
      // Driven by the etiqueta's index range (0018's crm_ticket_labels_label_idx), not a probe per atendimento.
      sql<boolean>`t.id in (select l.ticket_id from crm_ticket_labels l where l.organization_id = ${scope.organizationId} and l.label = ${fold(filters.label)})`,
    );
  if (filters.unread)
    list.push(
      sql<boolean>`not exists (select 1 from crm_ticket_reads r where r.ticket_id = t.id and r.user_id = ${scope.userId} and r.read_at >= t.last_activity_at)`,
    );
  if (text) list.push(sql<boolean>`t.search_text like ${containsPattern(text)} escape '\\'`);
  // SQLite: the trigram index names the candidates (3 characters or more); LIKE above keeps the exact rule.
  if (trigram)
    list.push(
      sql<boolean>`t.rowid in (select rowid from crm_ticket_search where crm_ticket_search match ${`"${text.replaceAll('"', '""')}"`})`,
    );
  return list;
}

function orderOf(dialect: Dialect, sort: TicketSort): Array<[RawBuilder<unknown>, "asc" | "desc"]> {
  if (sort === "sla")
    return [
      [SLA_KEY[dialect], "asc"],
      [sql`t.last_activity_at`, "desc"],
      [sql`t.id`, "desc"],
    ];
  return [
    [sql`t.last_activity_at`, "desc"],
    [sql`t.id`, "desc"],
  ];
}

const usesTrigram = (dialect: Dialect, filters: TicketFilters) =>
  dialect === "sqlite" && fold(filters.q?.trim() ?? "").replace(/^at-0*/, "").length >= 3;

/** The page's ids in order, from the tickets alone; with `withTotal`, a window count in the same pass (for the trigram search, whose few candidates are read anyway). */
async function pageIds(scope: TenantScope, query: TicketQuery, withTotal = false): Promise<{ ids: string[]; total: number }> {
  const { db: database, dialect } = await appDatabase();
  let ids = database
    .selectFrom("crm_tickets as t")
    .select("t.id")
    .$if(withTotal, (q) => q.select(sql<number>`count(*) over ()`.as("total")))
    .where(({ and }) => and(conditions(dialect, scope, query.view, query.filters)));
  for (const [expression, direction] of orderOf(dialect, query.sort)) ids = ids.orderBy(expression, direction);
  const rows = (await ids.limit(TICKET_PAGE_SIZE).offset(pageOffset(query.page, TICKET_PAGE_SIZE)).execute()) as Array<{
    id: string;
    total?: number;
  }>;
  return { ids: rows.map((row) => row.id), total: Math.min(COUNT_CAP, Number(rows[0]?.total ?? 0)) };
}

/** Neither ORDER BY nor the organization in SQL here: either makes SQLite walk an index of the whole organization instead of looking the 50 ids up. */
async function rowsOf(scope: TenantScope, ids: string[]): Promise<TicketListRow[]> {
  if (ids.length === 0) return [];
  const database = await db();
  const [found, labels] = await Promise.all([
    database
      .selectFrom("crm_tickets as t")
      .innerJoin("contacts as c", "c.id", "t.contact_id")
      .leftJoin("users as u", "u.id", "t.assignee_id")
      .leftJoin("crm_ticket_reads as r", (join) => join.onRef("r.ticket_id", "=", "t.id").on("r.user_id", "=", scope.userId))
      .select([
        "t.id",
        "t.number",
        "t.subject",
        "c.name as contact_name",
        "t.channel",
        "t.status",
        "t.priority",
        "u.given_name",
        "u.family_name",
        "t.first_response_due_at",
        "t.resolution_due_at",
        "t.first_responded_at",
        "t.resolved_at",
        "t.sla_paused_at",
        "t.snoozed_until",
        "t.last_activity_at",
        "r.read_at",
        "t.organization_id",
      ])
      .where("t.id", "in", ids)
      .execute(),
    database
      .selectFrom("crm_ticket_labels")
      .select(["ticket_id", "label", "organization_id"])
      .where("ticket_id", "in", ids)
      .execute(),
  ]);
  // The ids came from a scoped query; the organization is checked again here, outside SQL (see above).
  const byId = new Map(found.filter((row) => row.organization_id === scope.organizationId).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        code: documentCode("AT", Number(row.number)),
        subject: row.subject,
        contactName: row.contact_name,
        channel: row.channel,
        status: row.status,
        priority: row.priority,
        assigneeName: row.given_name === null ? null : `${row.given_name} ${row.family_name ?? ""}`.trim(),
        sla: {
          firstResponseDueAt: row.first_response_due_at,
          resolutionDueAt: row.resolution_due_at,
          firstRespondedAt: row.first_responded_at,
          resolvedAt: row.resolved_at,
          pausedAt: row.sla_paused_at,
        },
        snoozedUntil: row.snoozed_until,
        lastActivityAt: row.last_activity_at,
        unread: row.read_at === null || row.read_at < row.last_activity_at,
        labels: labels
          .filter((label) => label.ticket_id === id && label.organization_id === scope.organizationId)
          .map((label) => label.label)
          .sort(),
      },
    ];
  });
}

async function countOf(scope: TenantScope, view: TicketView, filters: TicketFilters, cap = COUNT_CAP): Promise<number> {
  const { db: database, dialect } = await appDatabase();
  const matching = database
    .selectFrom("crm_tickets as t")
    .select(sql`1`.as("one"))
    .where(({ and }) => and(conditions(dialect, scope, view, filters)))
    .limit(cap);
  const row = await database
    .selectFrom(matching.as("m"))
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of every view for the agent (each up to COUNT_CAP), each a range of an index. */
export async function ticketViewCounts(scope: TenantScope): Promise<TicketViewCounts> {
  const counts = await Promise.all(TICKET_VIEWS.map((view) => countOf(scope, view, {})));
  return Object.fromEntries(TICKET_VIEWS.map((view, i) => [view, counts[i]!])) as TicketViewCounts;
}

export interface TicketListPage {
  rows: TicketListRow[];
  total: number;
  counts: TicketViewCounts;
}

/** A page (1-based, TICKET_PAGE_SIZE rows) of the view under its filters, with the total and every view's count. */
export async function listTickets(scope: TenantScope, query: TicketQuery): Promise<TicketListPage> {
  const { dialect } = await appDatabase();
  const filtered = Object.values(query.filters).some((value) => value !== undefined);
  const together = usesTrigram(dialect, query.filters);
  const [page, counts, total] = await Promise.all([
    pageIds(scope, query, together),
    ticketViewCounts(scope),
    filtered && !together ? countOf(scope, query.view, query.filters, FILTERED_COUNT_CAP) : undefined,
  ]);
  // A page past the end has no row to carry the window count.
  const counted = together ? (page.ids.length > 0 ? page.total : await countOf(scope, query.view, query.filters)) : total;
  return { rows: await rowsOf(scope, page.ids), counts, total: counted ?? counts[query.view] };
}
