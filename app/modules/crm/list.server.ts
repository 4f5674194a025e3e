/**
 * Reading the desk list: a page of the atendimentos of a view (list-query.ts)
 * narrowed by the filters, in the order asked, with the unread mark of the
 * agent reading it, and the counts of every view. Every query is scoped to
 * the tenant's organization; an id that is not a UUID matches nothing. The
 * conditions lead with the indexes of migrations 0018 and 0019
 * (organization, then status or assignee, then the order's column);
 * bench/crm-list.ts measures them at 100 000 atendimentos.
 */
import { sql, type RawBuilder } from "kysely";
import { pageOffset } from "~/config/pagination";
import { containsPattern, fold } from "~/config/text-rules";
import { database as appDatabase, db } from "~/db/db.server";
import type { Dialect } from "~/db/dialect";
import type { TicketChannel, TicketPriority, TicketStatus } from "~/db/schema/crm";
import { documentCode } from "~/modules/document-code";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { NOBODY, TICKET_VIEWS, type TicketFilters, type TicketQuery, type TicketSort, type TicketView } from "./list-query";

/** Rows per page of the desk list. */
export const TICKET_PAGE_SIZE = 50;

/** An atendimento as the list shows it. Timestamps ISO 8601 UTC. */
export interface TicketListRow {
  id: string;
  /** AT-000123. */
  code: string;
  subject: string;
  contactName: string;
  channel: TicketChannel;
  status: TicketStatus;
  priority: TicketPriority;
  /** Given and family name; null: não atribuído. */
  assigneeName: string | null;
  /** The nearest SLA target still pending; null when none. */
  slaDueAt: string | null;
  /** Set while adiado until a time. */
  snoozedUntil: string | null;
  lastActivityAt: string;
  /** Activity since this agent last opened it (or never opened). */
  unread: boolean;
  /** Folded, in alphabetical order. */
  labels: string[];
}

/** How many atendimentos each view holds, unfiltered. */
export type TicketViewCounts = Record<TicketView, number>;

const NOTHING = sql<boolean>`1 = 0`;
/** Literal, as in the partial index crm_tickets_open_idx (0019), so both engines see the query fits it. */
const OPEN = sql<boolean>`t.status in ('aberto', 'pendente')`;

/** Counts stop here: past it a view reads "10.000+" (counting a long history costs more than it tells). */
export const COUNT_CAP = 10_000;

/** The SLA order's key, word for word as in migration 0019's indexes. */
const SLA_KEY: Record<Dialect, RawBuilder<unknown>> = {
  postgres: sql`coalesce(t.sla_due_at, 'infinity'::timestamptz)`,
  sqlite: sql`coalesce(t.sla_due_at, '9999-12-31T23:59:59.999Z')`,
};

/** The condition of `view` over the atendimentos aliased `t`, for the agent `scope.userId`. */
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

/** Everything a page of the list must satisfy. */
function conditions(dialect: Dialect, scope: TenantScope, view: TicketView, filters: TicketFilters): RawBuilder<boolean>[] {
  const list = [sql<boolean>`t.organization_id = ${scope.organizationId}`, ...viewCondition(scope, view)];
  if (filters.status) list.push(sql<boolean>`t.status = ${filters.status}`);
  if (filters.priority) list.push(sql<boolean>`t.priority = ${filters.priority}`);
  if (filters.channel) list.push(sql<boolean>`t.channel = ${filters.channel}`);
  if (filters.assignee === NOBODY) list.push(sql<boolean>`t.assignee_id is null`);
  else if (filters.assignee !== undefined)
    list.push(isId(filters.assignee) ? sql<boolean>`t.assignee_id = ${filters.assignee.toLowerCase()}` : NOTHING);
  if (filters.label)
    list.push(
      sql<boolean>`exists (select 1 from crm_ticket_labels l where l.ticket_id = t.id and l.organization_id = ${scope.organizationId} and l.label = ${fold(filters.label)})`,
    );
  if (filters.unread)
    list.push(
      sql<boolean>`not exists (select 1 from crm_ticket_reads r where r.ticket_id = t.id and r.user_id = ${scope.userId} and r.read_at >= t.last_activity_at)`,
    );
  const text = fold(filters.q?.trim() ?? "").replace(/^at-0*/, "");
  if (text) list.push(sql<boolean>`t.search_text like ${containsPattern(text)} escape '\\'`);
  // SQLite: the trigram index names the candidates (3 characters or more); LIKE above keeps the exact rule.
  if (dialect === "sqlite" && text.length >= 3)
    list.push(
      sql<boolean>`t.rowid in (select rowid from crm_ticket_search where crm_ticket_search match ${`"${text.replaceAll('"', '""')}"`})`,
    );
  return list;
}

/** The order of `sort`, then id, so pages never overlap. SLA: the nearest due first, none last. */
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

/** The page's ids in order, chosen from the tickets alone. */
async function pageIds(scope: TenantScope, query: TicketQuery): Promise<string[]> {
  const { db: database, dialect } = await appDatabase();
  let ids = database
    .selectFrom("crm_tickets as t")
    .select("t.id")
    .where(({ and }) => and(conditions(dialect, scope, query.view, query.filters)));
  for (const [expression, direction] of orderOf(dialect, query.sort)) ids = ids.orderBy(expression, direction);
  const rows = await ids.limit(TICKET_PAGE_SIZE).offset(pageOffset(query.page, TICKET_PAGE_SIZE)).execute();
  return rows.map((row) => row.id);
}

/**
 * The rows of `ids`, in that order, with names, unread marks and etiquetas.
 * No ORDER BY here: one would tempt SQLite to walk an ordered index of the
 * whole organization instead of looking the ids up.
 */
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
        "t.sla_due_at",
        "t.snoozed_until",
        "t.last_activity_at",
        "r.read_at",
      ])
      .where("t.id", "in", ids)
      .where("t.organization_id", "=", scope.organizationId)
      .execute(),
    database
      .selectFrom("crm_ticket_labels")
      .select(["ticket_id", "label"])
      .where("ticket_id", "in", ids)
      .where("organization_id", "=", scope.organizationId)
      .execute(),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
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
        slaDueAt: row.sla_due_at,
        snoozedUntil: row.snoozed_until,
        lastActivityAt: row.last_activity_at,
        unread: row.read_at === null || row.read_at < row.last_activity_at,
        labels: labels
          .filter((label) => label.ticket_id === id)
          .map((label) => label.label)
          .sort(),
      },
    ];
  });
}

/** How many atendimentos match the view and filters, up to COUNT_CAP. */
async function countOf(scope: TenantScope, view: TicketView, filters: TicketFilters): Promise<number> {
  const { db: database, dialect } = await appDatabase();
  const matching = database
    .selectFrom("crm_tickets as t")
    .select(sql`1`.as("one"))
    .where(({ and }) => and(conditions(dialect, scope, view, filters)))
    .limit(COUNT_CAP);
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
  /** How many match the view and filters (the pages' total), up to COUNT_CAP. */
  total: number;
  counts: TicketViewCounts;
}

/** A page (1-based, TICKET_PAGE_SIZE rows) of the view under its filters, with the total and every view's count. */
export async function listTickets(scope: TenantScope, query: TicketQuery): Promise<TicketListPage> {
  const filtered = Object.values(query.filters).some((value) => value !== undefined);
  const [ids, counts, total] = await Promise.all([
    pageIds(scope, query),
    ticketViewCounts(scope),
    filtered ? countOf(scope, query.view, query.filters) : undefined,
  ]);
  return { rows: await rowsOf(scope, ids), counts, total: total ?? counts[query.view] };
}

/** A person the list offers as responsável: the organization's members by name. */
export interface AgentChoice {
  id: string;
  name: string;
}

/** The organization's members, by name: the responsável filter and the bulk assign. */
export async function agentChoices(scope: TenantScope): Promise<AgentChoice[]> {
  const members = await (
    await db()
  )
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .select(["u.id", "u.given_name", "u.family_name"])
    .where("m.organization_id", "=", scope.organizationId)
    .orderBy("u.given_name")
    .orderBy("u.family_name")
    .orderBy("u.id")
    .execute();
  return members.map((row) => ({ id: row.id, name: `${row.given_name} ${row.family_name ?? ""}`.trim() }));
}

/** The most etiquetas the filter offers. */
export const LABEL_CHOICES = 100;

/** The etiquetas in use in the organization, alphabetically (at most LABEL_CHOICES). */
export async function labelChoices(scope: TenantScope): Promise<string[]> {
  const rows = await (
    await db()
  )
    .selectFrom("crm_ticket_labels")
    .select("label")
    .distinct()
    .where("organization_id", "=", scope.organizationId)
    .orderBy("label")
    .limit(LABEL_CHOICES)
    .execute();
  return rows.map((row) => row.label);
}
