/** Reading the audit log by keyset (a deep page costs what the first does); every query leads with an index of the administration migration. */
import { sql, type RawBuilder } from "kysely";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from "./actions";
import { auditDetailText } from "./detail";
import type { AuditCursor, AuditFilters, AuditQuery } from "./log-query";

export const AUDIT_PAGE_SIZE = 50;

/** The most events one CSV holds (the newest of the filtered set). */
export const AUDIT_EXPORT_LIMIT = 50_000;

export interface AuditRow {
  id: string;
  occurredAt: string;
  actorId: string | null;
  actorName: string;
  action: AuditAction | string;
  /** The action's key itself for one this version does not know. */
  actionLabel: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  detail: string;
}

export interface AuditPage {
  rows: AuditRow[];
  newer: AuditCursor | null;
  older: AuditCursor | null;
}

/** A person who acted in the organization, by the name the log last recorded. */
export interface AuditPerson {
  id: string;
  name: string;
}

/** Midnight of `day` in America/Sao_Paulo (UTC-3, no daylight saving since 2019) as an ISO instant. */
const startOfDay = (day: string) => new Date(`${day}T03:00:00.000Z`).toISOString();
const endOfDay = (day: string) => new Date(Date.parse(`${day}T03:00:00.000Z`) + 86_400_000 - 1).toISOString();

const EARLIEST = "1900-01-01T00:00:00.000Z";
const LATEST = "9999-12-31T23:59:59.999Z";

function conditions(scope: TenantScope, filters: AuditFilters): RawBuilder<boolean>[] {
  const list = [sql<boolean>`a.organization_id = ${scope.organizationId}`];
  if (filters.actorId) list.push(sql<boolean>`a.actor_id = ${filters.actorId}`);
  if (filters.action) list.push(sql<boolean>`a.action = ${filters.action}`);
  // One BETWEEN, not >= and <: SQLite (never analysed) then keeps a person's or an action's index for
  // the period instead of walking the whole period on the date index (bench/audit.ts).
  if (filters.from || filters.to)
    list.push(
      sql<boolean>`a.occurred_at between ${filters.from ? startOfDay(filters.from) : EARLIEST} and ${filters.to ? endOfDay(filters.to) : LATEST}`,
    );
  return list;
}

async function events(scope: TenantScope, filters: AuditFilters, limit: number, cursor?: AuditQuery["cursor"]) {
  const database = await db();
  const where = conditions(scope, filters);
  const newer = cursor?.direction === "newer";
  if (cursor) {
    const { occurredAt, id } = cursor.at;
    where.push(
      newer
        ? sql<boolean>`(a.occurred_at, a.id) > (${occurredAt}, ${id})`
        : sql<boolean>`(a.occurred_at, a.id) < (${occurredAt}, ${id})`,
    );
  }
  const direction = newer ? "asc" : "desc";
  const rows = await database
    .selectFrom("audit_events as a")
    .select([
      "a.id",
      "a.occurred_at",
      "a.actor_id",
      "a.actor_name",
      "a.action",
      "a.target_type",
      "a.target_id",
      "a.target_label",
      "a.detail",
    ])
    .where(({ and }) => and(where))
    .orderBy("a.occurred_at", direction)
    .orderBy("a.id", direction)
    .limit(limit)
    .execute();
  return rows.map((row): AuditRow => ({
    id: row.id,
    occurredAt: row.occurred_at,
    actorId: row.actor_id,
    actorName: row.actor_name,
    action: row.action,
    actionLabel: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    detail: auditDetailText(row.detail),
  }));
}

const at = (row: AuditRow): AuditCursor => ({ occurredAt: row.occurredAt, id: row.id });

/** A page of the events that match `filters`, newest first: the newest, or the one older or newer than the query's cursor; a newer page that reaches the newest event is the first page. */
export async function listAuditEvents(scope: TenantScope, query: Pick<AuditQuery, "filters" | "cursor">): Promise<AuditPage> {
  const { filters, cursor } = query;
  if (cursor?.direction === "newer") {
    const rows = await events(scope, filters, AUDIT_PAGE_SIZE + 1, cursor);
    if (rows.length <= AUDIT_PAGE_SIZE) return listAuditEvents(scope, { filters });
    const page = rows.slice(0, AUDIT_PAGE_SIZE).reverse();
    return { rows: page, newer: at(page[0]!), older: at(page.at(-1)!) };
  }
  const rows = await events(scope, filters, AUDIT_PAGE_SIZE + 1, cursor);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    rows: page,
    newer: cursor && page.length > 0 ? at(page[0]!) : null,
    older: rows.length > AUDIT_PAGE_SIZE ? at(page.at(-1)!) : null,
  };
}

/** The events `listAuditEvents` pages through for `filters`, newest first, at most AUDIT_EXPORT_LIMIT (the CSV). */
export const exportAuditEvents = (scope: TenantScope, filters: AuditFilters): Promise<AuditRow[]> =>
  events(scope, filters, AUDIT_EXPORT_LIMIT);

/** Each actor once, by their latest recorded name: a walk over the actor index, never a scan of the events. */
export async function auditPeople(scope: TenantScope): Promise<AuditPerson[]> {
  const database = await db();
  const organization = scope.organizationId;
  const result = await sql<{ id: string; name: string }>`
    with recursive actors(id) as (
      select (select f.actor_id from audit_events f
        where f.organization_id = ${organization} and f.actor_id is not null order by f.actor_id limit 1)
      union all
      select (select e.actor_id from audit_events e
        where e.organization_id = ${organization} and e.actor_id > actors.id order by e.actor_id limit 1)
      from actors where actors.id is not null
    )
    select actors.id as id,
      (select l.actor_name from audit_events l
        where l.organization_id = ${organization} and l.actor_id = actors.id
        order by l.occurred_at desc, l.id desc limit 1) as name
    from actors where actors.id is not null`.execute(database);
  return result.rows
    .map((row) => ({ id: String(row.id), name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR") || a.id.localeCompare(b.id));
}
